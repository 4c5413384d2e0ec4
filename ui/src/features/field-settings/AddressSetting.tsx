// A hidden field's "Fill from the page address" (issue 27): on (the file's
// `fillFromAddress` absent), the exported page and component read the page
// address's parameter named after the field's key and use it in place of the
// Value when present. Off writes `false`; on again removes the key. A switch
// (a native checkbox with the switch role, no new dependency); its hint names
// the parameter.
import { useId } from "react";
import type { Field } from "../../core/types";
import { dispatch } from "../../state/store";
import { cn, focusRing } from "../../components/ui/cn";
import { Label } from "../../components/ui/label";

export function AddressSetting({ field }: { field: Field }) {
  const id = useId();
  const on = field.fillFromAddress !== false;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby={`${id}-hint`}
          data-setting="fillFromAddress"
          onChange={(e) => dispatch({ type: "updateField", id: field.id, changes: { fillFromAddress: e.target.checked ? null : false } })}
          className={cn(
            "relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-input shadow-xs transition-colors checked:bg-primary",
            "before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-white before:shadow-sm before:transition-transform checked:before:translate-x-4",
            focusRing,
          )}
        />
        <Label htmlFor={id}>Fill from the page address</Label>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground break-all">
        {on ? (
          <>
            Opened with <code className="font-mono">?{field.id}=…</code> in its address, the form takes the value from there; without it, the Value above.
          </>
        ) : (
          "The Value above is always sent."
        )}
      </p>
    </div>
  );
}
