// One labelled text box of Field Settings (label, placeholder, default value,
// a condition's value), with the lint's findings about it underneath. Each
// change comes with its input event's time, for the typing burst (store.ts).
import { useId } from "react";
import type { Finding, Setting } from "../../core/types";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { eventTime } from "../../state/store";
import { Findings } from "./Findings";

export function TextSetting({
  label,
  value,
  onChange,
  placeholder,
  focusTarget,
  setting,
  findings = [],
  suggestions = [],
  inputMode,
  type,
}: {
  label: string;
  value: string;
  /** The new text, and when it was typed (epoch ms, `eventTime`). */
  onChange: (v: string, at: number) => void;
  placeholder?: string;
  focusTarget?: string;
  /** The lint's name for this setting, and its findings. */
  setting?: Setting;
  findings?: readonly Finding[];
  /** Values offered as the box's suggestions (a datalist); any text may still be typed. */
  suggestions?: readonly string[];
  /** The on-screen keyboard a phone shows ("decimal" for a number). */
  inputMode?: "decimal";
  /** A time box (`HH:MM`: a time field's default, issue 27) in place of a text box. */
  type?: "time";
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        data-focus-target={focusTarget}
        data-setting={setting}
        list={suggestions.length > 0 ? `${id}-suggestions` : undefined}
        aria-describedby={findings.length > 0 ? `${id}-findings` : undefined}
        onChange={(e) => onChange(e.target.value, eventTime(e))}
      />
      {suggestions.length > 0 && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((s, i) => (
            <option key={i} value={s} />
          ))}
        </datalist>
      )}
      <Findings id={`${id}-findings`} findings={findings} />
    </div>
  );
}
