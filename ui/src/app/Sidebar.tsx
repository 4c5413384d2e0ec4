// The left sidebar (spec §2): tabs Fields, Templates and Settings, 80 units wide
// (the whole width in its own tab below 1024 px, app/views.tsx).
import { LayoutTemplate, Settings2, Blocks } from "lucide-react";
import { FormTesting } from "../features/testing/FormTesting";
import { PALETTE_GROUPS, Palette } from "../features/palette/Palette";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { lazyPart } from "../components/lazy";

// Not on the first screen: loaded when the tab is first opened, or when the browser is idle.
const TemplatesTab = lazyPart(() => import("../features/later").then((m) => m.TemplatesTab));
const FormSettings = lazyPart(() => import("../features/later").then((m) => m.FormSettings));

export function Sidebar() {
  return (
    <aside aria-label="Form tools" className="flex w-full shrink-0 flex-col border-border bg-card lg:w-80 lg:border-r">
      <Tabs defaultValue="fields" className="min-h-0 flex-1 gap-0">
        <div className="border-b border-border p-3">
          <TabsList>
            <TabsTrigger value="fields">
              <Blocks aria-hidden /> Fields
            </TabsTrigger>
            <TabsTrigger value="templates">
              <LayoutTemplate aria-hidden /> Templates
            </TabsTrigger>
            <TabsTrigger value="settings">
              <Settings2 aria-hidden /> Settings
            </TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="fields" className="min-h-0 flex-1 overflow-y-auto p-4">
          <section aria-labelledby="add-fields-heading" className="flex flex-col gap-3">
            <div>
              <h2 id="add-fields-heading" className="text-sm font-semibold">
                Add Fields
              </h2>
              <p className="mt-1 text-xs text-muted-foreground">
                <span className="max-lg:hidden">Drag onto the canvas, or press Enter to add at the end.</span>
                <span className="lg:hidden">Tap a type to add it at the end of the form.</span>
              </p>
            </div>
            <Palette {...PALETTE_GROUPS[0]} />
          </section>
          <section aria-labelledby="layout-heading" className="mt-6 flex flex-col gap-3">
            <div>
              <h2 id="layout-heading" className="text-sm font-semibold">
                Layout
              </h2>
              <p className="mt-1 text-xs text-muted-foreground">Headings and text between fields; a page break starts a new page.</p>
            </div>
            <Palette {...PALETTE_GROUPS[1]} />
          </section>
          <section aria-labelledby="more-fields-heading" className="mt-6 flex flex-col gap-3">
            <div>
              <h2 id="more-fields-heading" className="text-sm font-semibold">
                More Fields
              </h2>
              <p className="mt-1 text-xs text-muted-foreground">A value from the page address, stars, a slider, a time, a web address.</p>
            </div>
            <Palette {...PALETTE_GROUPS[2]} />
          </section>
          <section aria-labelledby="form-testing-heading" className="mt-6 flex flex-col gap-3">
            <h2 id="form-testing-heading" className="text-sm font-semibold">
              Form Testing
            </h2>
            <FormTesting />
          </section>
        </TabsContent>
        <TabsContent value="templates" className="min-h-0 flex-1 overflow-y-auto p-4">
          <TemplatesTab />
        </TabsContent>
        <TabsContent value="settings" className="min-h-0 flex-1 overflow-y-auto p-4">
          <FormSettings />
        </TabsContent>
      </Tabs>
    </aside>
  );
}
