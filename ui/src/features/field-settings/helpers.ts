// What the Field Settings cards share besides components: picking a setting's
// findings out of the field's, and joining the ids that describe a control.
import type { Finding, Setting } from "../../core/types";

/** The findings of `field` about `setting`. */
export const about = (findings: readonly Finding[], setting: Setting) => findings.filter((f) => f.setting === setting);

/** The ids of what describes a control, or nothing. */
export function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}
