// The logic lint's findings (the core's) shown next to the setting at fault,
// as short warnings its control is described by; a finding with a fix (the
// core's action) has its button, after which focus stays on the setting.
import { TriangleAlert } from "lucide-react";
import type { Finding, Fix } from "../../core/types";
import { constants } from "../../core/facade";
import { dispatch, editorStore } from "../../state/store";
import { FIX_LABEL } from "../messages";
import { Button } from "../../components/ui/button";
import { focusFirstSoon, settingTarget } from "../focus";

/** The lint's findings next to a setting, as warnings its control is described by (`id`). */
export function Findings({ id, findings }: { id: string; findings: readonly Finding[] }) {
  if (findings.length === 0) return null;
  return (
    <div id={id} data-slot="finding" className="flex flex-col gap-1 text-xs text-warning">
      {findings.map((f, i) => (
        <div key={i} className="flex flex-col items-start gap-1">
          <p data-code={f.code} className="flex gap-1.5">
            <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
            <span>{f.message}</span>
          </p>
          {f.fix && <FixButton fix={f.fix} after={[settingTarget(f.setting)]} className="ml-5" />}
        </div>
      ))}
    </div>
  );
}

/**
 * A finding's one-click fix: its action dispatched as the core wrote it (one
 * undo step); then the first of `after` is focused, within the button's
 * clause when it is in one.
 */
export function FixButton({ fix, after, className }: { fix: Fix; after: readonly string[]; className: string }) {
  const label =
    fix.type === "updateCondition"
      ? FIX_LABEL.updateCondition(fix.value)
      : fix.type === "setValidation"
        ? FIX_LABEL.setValidation(fix.text)
        : FIX_LABEL.moveField(editorStore().field(fix.toId)?.label || constants().untitledFieldLabel);
  return (
    <Button
      variant="outline"
      size="sm"
      data-slot="lint-fix"
      className={`h-auto min-h-7 py-1 text-left whitespace-normal break-words text-foreground ${className}`}
      onClick={(e) => {
        // Under a clause (issue 26: several hold the same settings), its own control first.
        const clause = e.currentTarget.closest("[data-clause]")?.getAttribute("data-clause");
        dispatch(fix);
        focusFirstSoon(clause ? [...after.map((s) => `[data-clause="${clause}"] ${s}`), ...after] : after);
      }}
    >
      {label}
    </Button>
  );
}
