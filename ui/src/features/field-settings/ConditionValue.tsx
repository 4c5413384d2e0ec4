// A clause's value (issue 29). When the watched field has options (the
// kind table's column, and the options the core sends), `equals` and `not
// equals` pick one of them, or "No answer"; `contains` keeps a text box, which
// suggests the options, since part of an option is a value there. A value
// that is none of the options (typed before, loaded from a file) is kept and
// shown as such, with the lint's finding (and its fix, if any) underneath;
// choosing replaces it. When the watched field is one box (the core's list of
// one-box controls, as the canvas reads it), `equals` and `not equals` pick
// "Ticked" or "Not ticked", its answers `true` and `false`; any other value is
// shown as not an option. docs/decisions-local.md.
import { useId, useMemo } from "react";
import type { ConditionOp, Finding } from "../../core/types";
import { dispatch, useField } from "../../state/store";
import { constants } from "../../core/facade";
import { isOneBox, kindOf } from "../../core/kinds";
import { Label } from "../../components/ui/label";
import { Select, type SelectItem } from "../../components/ui/select";
import { CONDITION_VALUE } from "../messages";
import { Findings } from "./Findings";
import { TextSetting } from "./TextSetting";

const NO_OPTIONS: readonly string[] = [];
/** One box's answers (the core's `true` / `false`), as the condition's value. */
const ONE_BOX: readonly SelectItem[] = [
  { value: "true", label: CONDITION_VALUE.ticked },
  { value: "false", label: CONDITION_VALUE.notTicked },
];

export function ConditionValue({
  id,
  which,
  index,
  watched,
  condition,
  value,
  numeric,
  findings,
}: {
  id: string;
  which: "showWhen" | "requiredWhen";
  index: number;
  watched: string;
  condition: ConditionOp;
  value: string;
  /** The watched field takes a number (the box's keyboard on a phone). */
  numeric: boolean;
  findings: readonly Finding[];
}) {
  const target = useField(watched);
  const options = (target && kindOf(target.type)?.hasOptions && target.options) || NO_OPTIONS;
  const oneBox = target !== undefined && isOneBox(target);
  const ids = useId();
  const items = useMemo(() => {
    if (oneBox) {
      // Nothing chosen yet ("", a new condition's) shows the placeholder.
      if (value === "" || ONE_BOX.some((i) => i.value === value)) return ONE_BOX;
      return [...ONE_BOX, { value, label: CONDITION_VALUE.notAnOption(value), disabled: true }];
    }
    // "" is unanswered; an empty option means the same, so it is not listed twice.
    const list: SelectItem[] = [{ value: "", label: CONDITION_VALUE.noAnswer, muted: true }];
    for (const o of options) if (o !== "") list.push({ value: o, label: o });
    if (!options.includes(value) && value !== "") list.push({ value, label: CONDITION_VALUE.notAnOption(value), disabled: true });
    return list;
  }, [oneBox, options, value]);
  // A typed value brings its key press's time; a picked one is not typing.
  const onChange = (v: string, at?: number) => dispatch({ type: "updateCondition", id, which, index, value: v }, { at });
  const setting = which === "showWhen" ? "conditionValue" : "requiredWhen";

  // Only "equals" and "not equals" compare with a whole answer, which the list offers.
  if ((options.length === 0 && !oneBox) || (condition !== "equals" && condition !== "not_equals")) {
    return (
      <TextSetting
        label="Value"
        value={value}
        placeholder={numeric ? "The number to compare with" : "The answer to compare with"}
        inputMode={numeric ? "decimal" : undefined}
        setting={setting}
        findings={findings}
        suggestions={options}
        onChange={onChange}
      />
    );
  }
  const findingsId = findings.length > 0 ? `${ids}-findings` : undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label id={`${ids}-label`}>Value</Label>
      <Select
        items={items}
        value={value}
        placeholder={oneBox ? constants().selectPlaceholder : undefined}
        onValueChange={onChange}
        labelledBy={`${ids}-label`}
        describedBy={findingsId}
        setting={setting}
      />
      <Findings id={`${ids}-findings`} findings={findings} />
    </div>
  );
}
