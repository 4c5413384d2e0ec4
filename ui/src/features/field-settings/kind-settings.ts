// Which settings Field Settings offers for a kind: the one place that reads
// them from the kind's row of the core's table (its columns, its control and
// the input type). The settings that do not apply are not offered (issue 27:
// a rating has no placeholder, a time no pattern); an unknown (imported)
// type is offered what a text input is, less the lengths (as before).
import type { KindRow } from "../../core/types";

export interface KindSettings {
  /** The Placeholder box (the control shows one). */
  placeholder: boolean;
  /** Min / Max Length. */
  lengthBounds: boolean;
  /** Min / Max Value (number, slider). */
  valueBounds: boolean;
  /** Pattern (Regex): text answers but those of a time, a slider, a rating or a hidden field. */
  pattern: boolean;
  /** A slider's Step. */
  step: boolean;
  /** A rating's Scale size (its `validation.max`). */
  scale: boolean;
  /** A time's Earliest and Latest time. */
  timeBounds: boolean;
  /** A hidden field's Value and "Fill from the page address". */
  address: boolean;
}

export function kindSettings(kind: KindRow | undefined): KindSettings {
  const control = kind?.control;
  const time = kind?.inputType === "time";
  return {
    placeholder: kind?.hasPlaceholder ?? true,
    lengthBounds: !!kind?.hasLengthBounds,
    valueBounds: !!kind?.hasValueBounds,
    pattern: !(control === "hidden" || control === "rating" || control === "slider" || time),
    step: control === "slider",
    scale: control === "rating",
    timeBounds: time,
    address: control === "hidden",
  };
}
