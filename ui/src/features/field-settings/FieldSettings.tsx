// Field Settings (spec §2 Right panel): the selected field's properties. Every
// control dispatches one action; the core merges it, parses numbers, names new
// options and records history. The panel only shows what the core reports.
//
// The logic lint's findings (the core's) show next to the setting at fault:
// the condition's field, its value, the options, the value or length bounds,
// the pattern. Each is a short warning the setting's control is described by.
import { memo, useId, useMemo, useRef, useState } from "react";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { Plus, Trash2, X, GitBranch, TriangleAlert } from "lucide-react";
import type { ConditionOp, Field, Finding, Setting, Rule as ValidationRule } from "../../core/types";
import { dispatch, useConditionChoices, useField, useFieldFindings } from "../../state/store";
import { kindOf } from "../../core/kinds";
import { constants } from "../../core/facade";
import { SETTINGS_LABEL_TARGET, cardAction, focusSoon } from "../focus";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select, type SelectItem } from "../../components/ui/select";
import { Switch } from "../../components/ui/switch";
import { useListScroller, withIndex } from "../../components/virtual-list";

export function FieldSettings({ id }: { id: string }) {
  const field = useField(id);
  const findings = useFieldFindings(id);
  if (!field) return null;
  const kind = kindOf(field.type);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="text-base font-semibold">Field Settings</h2>
          <Badge variant="secondary" data-testid="field-type-badge" title={kind?.paletteLabel}>
            {field.type}
          </Badge>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Close field settings"
          title="Close"
          onClick={() => {
            dispatch({ type: "selectField", id: null });
            focusSoon(cardAction(id, "edit"));
          }}
        >
          <X aria-hidden />
        </Button>
      </div>
      <BasicProperties field={field} />
      {kind?.hasOptions && <OptionsCard field={field} findings={findings} />}
      <ValidationCard
        field={field}
        lengthBounds={!!kind?.hasLengthBounds}
        valueBounds={!!kind?.hasValueBounds}
        findings={findings}
      />
      <ConditionCard field={field} findings={findings} />
    </div>
  );
}

/** The findings of `field` about `setting`. */
const about = (findings: readonly Finding[], setting: Setting) => findings.filter((f) => f.setting === setting);

/** The lint's findings next to a setting, as warnings its control is described by (`id`). */
function Findings({ id, findings }: { id: string; findings: readonly Finding[] }) {
  if (findings.length === 0) return null;
  return (
    <div id={id} data-slot="finding" className="flex flex-col gap-1 text-xs text-warning">
      {findings.map((f, i) => (
        <p key={i} data-code={f.code} className="flex gap-1.5">
          <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
          <span>{f.message}</span>
        </p>
      ))}
    </div>
  );
}

function TextSetting({
  label,
  value,
  onChange,
  placeholder,
  focusTarget,
  setting,
  findings = [],
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  focusTarget?: string;
  /** The lint's name for this setting, and its findings. */
  setting?: Setting;
  findings?: readonly Finding[];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        placeholder={placeholder}
        data-focus-target={focusTarget}
        data-setting={setting}
        aria-describedby={findings.length > 0 ? `${id}-findings` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <Findings id={`${id}-findings`} findings={findings} />
    </div>
  );
}

function BasicProperties({ field }: { field: Field }) {
  const id = field.id;
  const requiredId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Basic Properties</CardTitle>
      </CardHeader>
      <CardContent>
        <TextSetting
          label="Label"
          value={field.label}
          focusTarget={SETTINGS_LABEL_TARGET}
          onChange={(label) => dispatch({ type: "updateField", id, changes: { label } })}
        />
        <TextSetting
          label="Placeholder"
          value={field.placeholder ?? ""}
          onChange={(placeholder) => dispatch({ type: "updateField", id, changes: { placeholder } })}
        />
        <TextSetting
          label="Default Value"
          value={field.defaultValue === undefined ? "" : String(field.defaultValue)}
          onChange={(defaultValue) => dispatch({ type: "updateField", id, changes: { defaultValue } })}
        />
        <div className="flex items-center justify-between gap-2 pt-1">
          <Label htmlFor={requiredId}>Required Field</Label>
          <Switch
            id={requiredId}
            checked={field.required}
            onCheckedChange={(required) => dispatch({ type: "updateField", id, changes: { required } })}
          />
        </div>
      </CardContent>
    </Card>
  );
}

function OptionsCard({ field, findings }: { field: Field; findings: readonly Finding[] }) {
  const id = field.id;
  const options = field.options ?? [];
  const findingsId = useId();
  const optionFindings = about(findings, "options");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Options</CardTitle>
        <CardDescription>The choices this field offers, in order.</CardDescription>
      </CardHeader>
      <CardContent>
        <OptionList id={id} options={options} />
        <Findings id={findingsId} findings={optionFindings} />
        <Button
          variant="outline"
          size="sm"
          data-setting="options"
          aria-describedby={optionFindings.length > 0 ? findingsId : undefined}
          onClick={() => dispatch({ type: "addOption", id })}
        >
          <Plus aria-hidden /> Add Option
        </Button>
      </CardContent>
    </Card>
  );
}

/** One option row's height (an h-9 input) and the gap between rows. */
const OPTION_ROW = 36;
const OPTION_GAP = 8;

// The option rows near the view are mounted, as on the canvas: a select of
// 1,000 options took 100-150 ms to show its settings. The focused row stays
// mounted and a few beyond the view are, so Tab walks on through the rows.
function OptionList({ id, options }: { id: string; options: readonly string[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { scroller, margin } = useListScroller(list);
  const [focused, setFocused] = useState(-1);
  const rows = useVirtualizer({
    count: options.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => OPTION_ROW,
    gap: OPTION_GAP,
    overscan: 6,
    initialRect: { width: 0, height: window.innerHeight },
    scrollMargin: margin,
    rangeExtractor: (range: Range) => withIndex(defaultRangeExtractor(range), focused < options.length ? focused : -1),
  });
  return (
    <ul
      ref={list}
      aria-label="Options"
      className="relative"
      style={{ height: rows.getTotalSize() }}
      onFocus={(e) => setFocused(Number((e.target as Element).closest("li")?.getAttribute("data-index") ?? -1))}
    >
      {rows.getVirtualItems().map((row) => (
        <OptionRow
          key={row.index}
          id={id}
          index={row.index}
          count={options.length}
          option={options[row.index] ?? ""}
          top={row.start - margin}
        />
      ))}
    </ul>
  );
}

// Memoised: a keystroke in another setting sends the whole field again, and
// a field of 1,000 options drew all its rows again on each (45 ms a key).
const OptionRow = memo(function OptionRow({
  id,
  index,
  count,
  option,
  top,
}: {
  id: string;
  index: number;
  count: number;
  option: string;
  top: number;
}) {
  return (
    <li
      data-index={index}
      aria-setsize={count}
      aria-posinset={index + 1}
      className="absolute top-0 left-0 flex w-full items-center gap-2"
      style={{ height: OPTION_ROW, transform: `translateY(${top}px)` }}
    >
      <Input
        aria-label={`Option ${index + 1}`}
        value={option}
        onChange={(e) => dispatch({ type: "renameOption", id, index, value: e.target.value })}
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove option ${index + 1}${option ? ` (${option})` : ""}`}
        title="Remove option"
        className="hover:bg-destructive/10 hover:text-destructive"
        onClick={() => dispatch({ type: "removeOption", id, index })}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
});

function ValidationCard({
  field,
  lengthBounds,
  valueBounds,
  findings,
}: {
  field: Field;
  lengthBounds: boolean;
  valueBounds: boolean;
  findings: readonly Finding[];
}) {
  const v = field.validation ?? {};
  const ids = useId();
  const lengthFindings = about(findings, "lengthBounds");
  const valueFindings = about(findings, "valueBounds");
  // Bounds this kind's panel does not offer (an imported field's) still have their findings shown.
  const elsewhere = [...(lengthBounds ? [] : lengthFindings), ...(valueBounds ? [] : valueFindings)];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Validation</CardTitle>
        <CardDescription>Rules carried into the exports. Leave a box empty for no rule.</CardDescription>
      </CardHeader>
      <CardContent>
        <Findings id={`${ids}-elsewhere`} findings={elsewhere} />
        {lengthBounds && (
          <BoundPair
            field={field}
            setting="lengthBounds"
            findingsId={`${ids}-length`}
            findings={lengthFindings}
            low={{ rule: "minLength", label: "Min Length", value: v.minLength }}
            high={{ rule: "maxLength", label: "Max Length", value: v.maxLength }}
          />
        )}
        {valueBounds && (
          <BoundPair
            field={field}
            setting="valueBounds"
            findingsId={`${ids}-value`}
            findings={valueFindings}
            low={{ rule: "min", label: "Min Value", value: v.min }}
            high={{ rule: "max", label: "Max Value", value: v.max }}
          />
        )}
        <RuleInput
          field={field}
          rule="pattern"
          label="Pattern (Regex)"
          value={v.pattern}
          placeholder="e.g. ^[A-Za-z]+$"
          setting="pattern"
          findings={about(findings, "pattern")}
        />
      </CardContent>
    </Card>
  );
}

// The box keeps what the user typed while the core parses it: a number the core
// cannot read stays visible with the core's error, instead of vanishing.
interface Bound {
  rule: ValidationRule;
  label: string;
  value: number | undefined;
}

/** A minimum and a maximum side by side, with the findings about the pair under both. */
function BoundPair({
  field,
  setting,
  findingsId,
  findings,
  low,
  high,
}: {
  field: Field;
  setting: Setting;
  findingsId: string;
  findings: readonly Finding[];
  low: Bound;
  high: Bound;
}) {
  const describedBy = findings.length > 0 ? findingsId : undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-3">
        <RuleInput field={field} rule={low.rule} label={low.label} value={low.value} numeric setting={setting} findingsId={describedBy} />
        <RuleInput field={field} rule={high.rule} label={high.label} value={high.value} numeric findingsId={describedBy} />
      </div>
      <Findings id={findingsId} findings={findings} />
    </div>
  );
}

function RuleInput({
  field,
  rule,
  label,
  value,
  numeric = false,
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
        inputMode={numeric ? "numeric" : undefined}
        value={text}
        placeholder={placeholder}
        data-setting={setting}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? `${id}-error` : undefined, findings.length > 0 ? `${id}-findings` : findingsId)}
        onChange={(e) => {
          const next = e.target.value;
          const delta = dispatch({ type: "setValidation", id: field.id, rule, text: next });
          setDraft({ text: next, error: delta.error?.message });
        }}
        onBlur={() => setDraft((d) => (d?.error ? d : null))}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
      <Findings id={`${id}-findings`} findings={findings} />
    </div>
  );
}

/** The ids of what describes a control, or nothing. */
function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

function ConditionCard({ field, findings }: { field: Field; findings: readonly Finding[] }) {
  const id = field.id;
  const conditionFindings = about(findings, "condition");
  const showWhen = field.conditional?.showWhen;
  const ids = useId();
  const operators = useMemo(() => constants().conditionOperators.map((c) => ({ value: c.value, label: c.label })), []);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Conditional Logic</CardTitle>
        <CardDescription>Show this field only when another field's answer matches.</CardDescription>
      </CardHeader>
      <CardContent>
        {!showWhen ? (
          <Button variant="outline" size="sm" onClick={() => dispatch({ type: "addCondition", id })}>
            <GitBranch aria-hidden /> Add Condition
          </Button>
        ) : (
          <>
            <div className="flex flex-col gap-2">
              <Label id={`${ids}-field`}>Show when field</Label>
              <WatchedFieldSelect
                id={id}
                watched={showWhen.fieldId}
                labelledBy={`${ids}-field`}
                describedBy={conditionFindings.length > 0 ? `${ids}-findings` : undefined}
              />
              <Findings id={`${ids}-findings`} findings={conditionFindings} />
            </div>
            <div className="flex flex-col gap-2">
              <Label id={`${ids}-condition`}>Condition</Label>
              <Select
                items={operators}
                value={showWhen.condition}
                onValueChange={(v) => dispatch({ type: "updateCondition", id, condition: v as ConditionOp })}
                labelledBy={`${ids}-condition`}
              />
            </div>
            <TextSetting
              label="Value"
              value={showWhen.value}
              placeholder="The answer to compare with"
              setting="conditionValue"
              findings={about(findings, "conditionValue")}
              onChange={(value) => dispatch({ type: "updateCondition", id, value })}
            />
            <Button
              variant="outline"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => dispatch({ type: "removeCondition", id })}
            >
              <Trash2 aria-hidden /> Remove Condition
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

// The fields a condition can watch: asked of the core (every other field, an
// O(n) list on a big form) only once the field has a condition, not each time
// its settings open (issue 10). Memoised, so a keystroke elsewhere in these
// settings leaves it alone (the list grows with the form).
const WatchedFieldSelect = memo(function WatchedFieldSelect({
  id,
  watched,
  labelledBy,
  describedBy,
}: {
  id: string;
  watched: string;
  labelledBy: string;
  describedBy: string | undefined;
}) {
  const choices = useConditionChoices(id);
  const items = useMemo(() => {
    const list: SelectItem[] = [{ value: "", label: "No field chosen", muted: true }];
    for (const o of choices) list.push({ value: o.id, label: o.label || constants().untitledFieldLabel });
    if (watched !== "" && !choices.some((o) => o.id === watched)) list.push({ value: watched, label: "Missing field", disabled: true });
    return list;
  }, [choices, watched]);
  return (
    <Select
      items={items}
      value={watched}
      onValueChange={(fieldId) => dispatch({ type: "updateCondition", id, fieldId })}
      labelledBy={labelledBy}
      describedBy={describedBy}
      setting="condition"
    />
  );
});
