// The Smart Tools card of the Live Preview panel (spec §2): exports, the
// form's statistics, advanced exports and Reset Form. The numbers and the
// card's height (field count × 40 + 400, clamped to 300–600 px) are the core's.
import { memo } from "react";
import { Braces, Copy, FileCode, FileJson, FileSpreadsheet, RotateCcw, Wand2, type LucideIcon } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card, CardHeader, CardTitle } from "../../components/ui/card";
import { dispatch, editorStore, useStats } from "../../state/store";
import { RESET_CONFIRM } from "../messages";
import { runExport, type ExportActionName } from "../io/export-actions";

interface Tool {
  name: ExportActionName;
  label: string;
  icon: LucideIcon;
}

const EXPORTS: readonly Tool[] = [
  { name: "downloadJson", label: "Download JSON", icon: FileJson },
  { name: "copyJson", label: "Copy JSON", icon: Copy },
  { name: "exportHtml", label: "Export HTML", icon: FileCode },
];

const ADVANCED: readonly Tool[] = [
  { name: "exportCsv", label: "Export as CSV", icon: FileSpreadsheet },
  { name: "generateSchema", label: "Generate Schema", icon: Braces },
  { name: "copyReact", label: "Copy as React Code", icon: Wand2 },
  { name: "copyRhf", label: "React + TypeScript (react-hook-form + zod)", icon: Wand2 },
];

export function SmartTools() {
  const { fields, required, smartToolsHeight } = useStats();

  return (
    <Card
      role="region"
      aria-labelledby="smart-tools-heading"
      data-testid="smart-tools"
      style={{ height: smartToolsHeight }}
      className="flex flex-col overflow-hidden"
    >
      <CardHeader className="pb-3">
        <CardTitle id="smart-tools-heading">Smart Tools</CardTitle>
      </CardHeader>
      <div className="@container flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 pb-4">
        <ToolGroup title="Export Form" tools={EXPORTS} />
        <section aria-labelledby="form-stats-heading">
          <GroupTitle id="form-stats-heading">Form Statistics</GroupTitle>
          <dl className="grid grid-cols-2 gap-2">
            <Stat label="Fields" value={fields} />
            <Stat label="Required" value={required} />
          </dl>
        </section>
        <ToolGroup title="Advanced Tools" tools={ADVANCED} />
        <Button variant="destructive" size="sm" className="w-full" onClick={resetForm}>
          <RotateCcw aria-hidden /> Reset Form
        </Button>
      </div>
    </Card>
  );
}

function GroupTitle({ id, children }: { id: string; children: string }) {
  return (
    <h4 id={id} className="mb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
      {children}
    </h4>
  );
}

// Memoised: the card renders again with every change of the counts, its buttons need not.
const ToolGroup = memo(function ToolGroup({ title, tools }: { title: string; tools: readonly Tool[] }) {
  const id = `tools-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id}>
      <GroupTitle id={id}>{title}</GroupTitle>
      {/* Two columns where the card has room for them (not in the 1024 px screen's narrow panel). */}
      <div className="grid gap-1.5 @[18rem]:grid-cols-2">
        {tools.map(({ name, label, icon: Icon }) => (
          // A label wraps inside its button (the panel is 288 px wide at 1024 px): `size` unset for a height that grows.
          <Button
            key={name}
            variant="outline"
            size={null}
            className="min-h-8 w-full justify-start px-2.5 py-1.5 text-left text-xs"
            onClick={() => void runExport(name)}
          >
            <Icon aria-hidden /> <span className="min-w-0 whitespace-normal">{label}</span>
          </Button>
        ))}
      </div>
    </section>
  );
});

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md border border-border bg-muted/40 p-2 text-center">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold" data-testid={`stat-${label.toLowerCase()}`}>
        {value}
      </dd>
    </div>
  );
}

/** Reset clears the history too (spec §4), so work is only thrown away after a yes. */
function resetForm() {
  if (!editorStore().isPristine() && !window.confirm(RESET_CONFIRM)) return;
  dispatch({ type: "reset" });
}
