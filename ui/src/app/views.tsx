// Below the desktop breakpoint (Tailwind's `lg`, 1024 px) the builder's three
// regions do not fit side by side: they become tabs, Canvas · Tools ·
// Preview (Settings while a field is selected), the canvas first
// (docs/decisions-local.md, "Narrow screens"). From `lg` up the tab row is not
// drawn and each panel's box is `display: contents`: the three columns.
//
// The panels stay mounted when hidden, so a region keeps its state (the
// sidebar's tab, the preview's mode) across switches and a rotation.
import type { ReactNode } from "react";
import { Tabs, TabsList, TabsTrigger, useTabPanel } from "../components/ui/tabs";
import { useEditor } from "../state/store";
import { showView, useView, useWide, type View } from "../features/views";

export function Views({ tools, canvas, panel }: { tools: ReactNode; canvas: ReactNode; panel: ReactNode }) {
  const view = useView();
  const selected = useEditor((s) => s.selectedFieldId !== null);
  return (
    // Its two rows are one box: the tabs' own box puts a gap between its children.
    <Tabs value={view} onValueChange={showView as (value: string) => void} className="min-h-0 flex-1">
      <div className="flex min-h-0 flex-1 flex-col">
        <div className="border-b border-border bg-card px-3 py-2 lg:hidden">
          <TabsList aria-label="Builder">
            <TabsTrigger value="canvas">Canvas</TabsTrigger>
            <TabsTrigger value="tools">Tools</TabsTrigger>
            <TabsTrigger value="panel">{selected ? "Settings" : "Preview"}</TabsTrigger>
          </TabsList>
        </div>
        <div className="flex min-h-0 flex-1">
          <Panel view="tools">{tools}</Panel>
          <Panel view="canvas">{canvas}</Panel>
          <Panel view="panel">{panel}</Panel>
        </div>
      </div>
    </Tabs>
  );
}

/** A region's box: a tab panel on a narrow screen, nothing of its own (`contents`) on a wide one. */
function Panel({ view, children }: { view: View; children: ReactNode }) {
  const tab = useTabPanel(view);
  return (
    <div data-view={view} {...(useWide() ? {} : tab)} className="flex min-h-0 min-w-0 flex-1 lg:contents">
      {children}
    </div>
  );
}
