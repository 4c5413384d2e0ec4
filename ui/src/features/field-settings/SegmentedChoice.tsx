// A few mutually exclusive choices drawn side by side (Required: Always /
// Never / When…; a group: All / Any): Radix's radio group, so it is one Tab
// stop whose arrow keys move and choose, named by its label for screen
// readers (WAI-ARIA radio group).
//
// An arrow key chooses the choice it moves to. Radix does that only while the
// key is still down when its roving focus lands (a timer after the keydown), so
// a press shorter than that timer (a script's, an assistive device's) only
// moved the focus: the choice is made here from the keydown instead.
import { useRef } from "react";
import { RadioGroup } from "radix-ui";
import { cn, focusRing } from "../../components/ui/cn";

const ARROWS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"];

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export function SegmentedChoice<T extends string>({
  choices,
  value,
  onValueChange,
  labelledBy,
  describedBy,
  setting,
}: {
  choices: readonly Choice<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** The id of the element that names the group. */
  labelledBy: string;
  describedBy?: string;
  /** The group's `data-setting`, by which a lint finding's fix focuses it. */
  setting?: string;
}) {
  const arrowed = useRef(false);
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(v) => onValueChange(v as T)}
      onKeyDown={(e) => {
        arrowed.current = ARROWS.includes(e.key);
      }}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-setting={setting}
      className="inline-flex w-full flex-wrap rounded-md border border-input bg-muted/40 p-0.5"
    >
      {choices.map((c) => (
        <RadioGroup.Item
          key={c.value}
          value={c.value}
          onFocus={() => {
            if (!arrowed.current) return;
            arrowed.current = false;
            if (c.value !== value) onValueChange(c.value);
          }}
          className={cn(
            "min-h-8 flex-1 cursor-pointer rounded-sm px-2.5 py-1 text-sm whitespace-nowrap transition-colors",
            // The chosen one in the primary colour, as a switch that is on.
            "text-muted-foreground data-[state=unchecked]:hover:text-foreground data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
            focusRing,
          )}
        >
          {c.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
