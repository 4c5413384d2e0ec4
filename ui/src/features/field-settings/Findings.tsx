// The logic lint's findings (the core's) shown next to the setting at fault,
// as short warnings its control is described by.
import { TriangleAlert } from "lucide-react";
import type { Finding } from "../../core/types";

/** The lint's findings next to a setting, as warnings its control is described by (`id`). */
export function Findings({ id, findings }: { id: string; findings: readonly Finding[] }) {
  if (findings.length === 0) return null;
  return (
    <div id={id} data-slot="finding" className="flex flex-col gap-1 text-xs text-warning">
      {findings.map((f, i) => (
        <p key={i} data-code={f.code} className="flex gap-1.5">
          <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
          <span>{f.message}</span>
        </p>
      ))}
    </div>
  );
}
