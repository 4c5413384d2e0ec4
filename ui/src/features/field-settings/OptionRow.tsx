// One option of the Options card: its text box and its Remove button, placed
// by the virtualised list (OptionList).
import { memo } from "react";
import { Trash2 } from "lucide-react";
import { dispatch, eventTime } from "../../state/store";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { focusFirstSoon, settingTarget } from "../focus";

/** One option row's height (an h-9 input). */
export const OPTION_ROW = 36;

// Memoised: a keystroke in another setting sends the whole field again, and
// a field of many options drew all its rows again on each
// (docs/bench-log/2026-11-23-issue-10-stop-19.md).
export const OptionRow = memo(function OptionRow({
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
        onChange={(e) => dispatch({ type: "renameOption", id, index, value: e.target.value }, { at: eventTime(e) })}
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove option ${index + 1}${option ? ` (${option})` : ""}`}
        title="Remove option"
        className="hover:bg-destructive/10 hover:text-destructive"
        onClick={() => {
          dispatch({ type: "removeOption", id, index });
          // The row below takes this one's place and keeps focus; the last row's goes to the one above, or Add Option.
          if (index === count - 1) focusFirstSoon([`ul[aria-label="Options"] li[data-index="${index - 1}"] button`, settingTarget("options")]);
        }}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
});
