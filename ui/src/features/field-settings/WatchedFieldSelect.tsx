// The field a condition's clause watches (Conditional Logic, Required When…),
// listed by label.
//
// The fields a condition can watch: asked of the core (every other field, an
// O(n) list on a big form) only once the field has a condition, not each time
// its settings open (issue 10). Memoised, so a keystroke elsewhere in these
// settings leaves it alone (the list grows with the form).
import { memo, useMemo } from "react";
import { dispatch, useConditionChoices } from "../../state/store";
import { constants } from "../../core/facade";
import type { Setting } from "../../core/types";
import { Select, type SelectItem } from "../../components/ui/select";

export const WatchedFieldSelect = memo(function WatchedFieldSelect({
  id,
  which,
  index,
  watched,
  labelledBy,
  describedBy,
  setting,
}: {
  id: string;
  which: "showWhen" | "requiredWhen";
  index: number;
  watched: string;
  labelledBy: string;
  describedBy: string | undefined;
  /** The lint's name for this setting (the focus target of its findings' fixes). */
  setting: Setting;
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
      onValueChange={(fieldId) => dispatch({ type: "updateCondition", id, which, index, fieldId })}
      labelledBy={labelledBy}
      describedBy={describedBy}
      setting={setting}
    />
  );
});
