// The select control a preview can change: a Radix Select, in its own chunk
// (fields/FieldControl.tsx draws it lazily; the canvas never needs it).
// Radix Select refuses an item whose value is the empty string and option texts
// may be empty or repeated, so items are keyed by position and mapped back.
import type { Answer } from "../core/types";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../components/ui/select";

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
  return (
    <Select
      value={chosen >= 0 ? `option-${chosen}` : ""}
      onValueChange={(v) => onChange(options[Number(v.slice("option-".length))] ?? "")}
      required={required}
    >
      <SelectTrigger id={controlId} aria-labelledby={labelId} {...describe}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option, i) => (
          <SelectItem key={i} value={`option-${i}`}>
            {option || <span className="text-muted-foreground italic">(empty option)</span>}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
