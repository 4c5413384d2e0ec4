// The select control a preview can change, in its own chunk (fields/FieldControl.tsx
// draws it lazily; the canvas never needs it). Option texts may be empty or
// repeated, so items are keyed by position and mapped back.
import { useMemo } from "react";
import type { Answer } from "../core/types";
import { Select } from "../components/ui/select";

export interface LiveSelectProps {
  options: readonly string[];
  /** The chosen option's position; -1: none. */
  chosen: number;
  placeholder: string;
  required: boolean;
  controlId: string;
  labelId: string;
  onChange: (value: Answer) => void;
  describe: { "aria-invalid"?: boolean; "aria-describedby"?: string };
}

export function LiveSelect({ options, chosen, placeholder, required, controlId, labelId, onChange, describe }: LiveSelectProps) {
  const items = useMemo(() => options.map((label, i) => ({ value: `option-${i}`, label })), [options]);
  return (
    <Select
      items={items}
      value={chosen >= 0 ? `option-${chosen}` : ""}
      onValueChange={(v) => onChange(options[Number(v.slice("option-".length))] ?? "")}
      placeholder={placeholder}
      id={controlId}
      labelledBy={labelId}
      describedBy={describe["aria-describedby"]}
      invalid={describe["aria-invalid"]}
      required={required}
    />
  );
}
