// One validation rule's box (a bound or the pattern). The box keeps what the
// user typed while the core parses it: a number the core cannot read stays
// visible with the core's error, instead of vanishing.
import { useId, useState } from "react";
import type { Field, Finding, Setting, Rule as ValidationRule } from "../../core/types";
import { dispatch, eventTime } from "../../state/store";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Findings } from "./Findings";
import { describedBy } from "./helpers";

export function RuleInput({
  field,
  rule,
  label,
  value,
  numeric = false,
  type,
  hint,
  placeholder,
  setting,
  findings = [],
  findingsId,
}: {
  field: Field;
  rule: ValidationRule;
  label: string;
  value: number | string | undefined;
  numeric?: boolean;
  /** A time box (`HH:MM`) in place of a text box. */
  type?: "time";
  /** A line under the label saying what the box takes. */
  hint?: string;
  placeholder?: string;
  /** The lint's name for this setting (the focus target of its findings). */
  setting?: Setting;
  /** Findings shown under this box… */
  findings?: readonly Finding[];
  /** …or the id of findings shown elsewhere that describe it too. */
  findingsId?: string;
}) {
  const id = useId();
  const stored = value === undefined || value === null ? "" : String(value);
  const [draft, setDraft] = useState<{ text: string; error?: string } | null>(null);
  // When the stored rule changes otherwise than by this box, drop the draft. (The
  // panel is keyed by the selected field, so a draft never outlives its field.)
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    if (draft && !draft.error && draft.text !== stored) setDraft(null);
  }
  const text = draft?.text ?? stored;
  const error = draft?.error;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        inputMode={numeric ? "numeric" : undefined}
        value={text}
        placeholder={placeholder}
        data-setting={setting}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          hint ? `${id}-hint` : undefined,
          error ? `${id}-error` : undefined,
          findings.length > 0 ? `${id}-findings` : findingsId,
        )}
        onChange={(e) => {
          const next = e.target.value;
          const delta = dispatch({ type: "setValidation", id: field.id, rule, text: next }, { at: eventTime(e) });
          setDraft({ text: next, error: delta.error?.message });
        }}
        onBlur={() => setDraft((d) => (d?.error ? d : null))}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
      <Findings id={`${id}-findings`} findings={findings} />
    </div>
  );
}
