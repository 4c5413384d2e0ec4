// One labelled text box of Field Settings (label, placeholder, default value,
// a condition's value), with the lint's findings about it underneath.
import { useId } from "react";
import type { Finding, Setting } from "../../core/types";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Findings } from "./Findings";

export function TextSetting({
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
