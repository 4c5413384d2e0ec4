// A few mutually exclusive choices drawn side by side (Required: Always /
// Never / When…; a group: All / Any): the WAI-ARIA radio group, one Tab stop
// (the chosen radio) whose arrow keys move to the next or previous choice and
// choose it, named by its label for screen readers. Written here rather than
// taken from Radix: Radix's radio group chose on an arrow only if the key was
// still down when its focus moved (a timer later), so a short press (a
// script's, some assistive devices') only moved the focus; and it cost the
// editing chunk 1 KB gzip more than these lines.
import { useRef, type KeyboardEvent } from "react";
import { cn, focusRing } from "../../components/ui/cn";

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/** The arrow keys' steps: Left and Up go back, Right and Down forward, round the ends. */
const STEP: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

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
  const radios = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = choices.findIndex((c) => c.value === value);
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const step = STEP[e.key];
    if (step === undefined) return;
    e.preventDefault();
    const next = (i + step + choices.length) % choices.length;
    radios.current[next]?.focus();
    onValueChange(choices[next]!.value);
  };
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-setting={setting}
      className="inline-flex w-full flex-wrap rounded-md border border-input bg-muted/40 p-0.5"
    >
      {choices.map((c, i) => {
        const checked = i === chosen;
        return (
          <button
            key={c.value}
            ref={(el) => {
              radios.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            data-state={checked ? "checked" : "unchecked"}
            // One Tab stop: the chosen radio (the first when none is).
            tabIndex={checked || (chosen < 0 && i === 0) ? 0 : -1}
            onClick={() => {
              if (!checked) onValueChange(c.value);
            }}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cn(
              "min-h-8 flex-1 cursor-pointer rounded-sm px-2.5 py-1 text-sm whitespace-nowrap transition-colors",
              // The chosen one in the primary colour, as a switch that is on.
              "text-muted-foreground data-[state=unchecked]:hover:text-foreground data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
              focusRing,
            )}
          >
            {c.label}
          </button>
        );
      })}
    </div>
  );
}
