// The right panel when no field is selected (spec §2): normal mode shows the
// form's structure and the Smart Tools; preview mode renders the editable form
// at a chosen device width.
import { useState } from "react";
import { Eye, EyeOff, Monitor, Smartphone, Tablet, type LucideIcon } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../components/ui/cn";
import { useEditor } from "../../state/store";
import { SmartTools } from "../smart-tools/SmartTools";
import { PANEL_SUBMIT_ALERT } from "../messages";
import { lazyPart } from "../../components/lazy";

// Preview mode is not on the first screen: its form loads on first use, or when the browser is idle.
const PreviewForm = lazyPart(() => import("../later").then((m) => m.PreviewForm));
// The structure's rows (with the virtualizer) are not needed for an empty form: a chunk fetched as soon as the core is ready (issue 10).
const StructureList = lazyPart(() => import("../editing").then((m) => m.StructureList), { soon: true });

export type Device = "desktop" | "tablet" | "mobile";

/** Max width of the rendered form per device (spec §2: 2xl, md, sm). */
const DEVICES: readonly { device: Device; label: string; icon: LucideIcon; width: string }[] = [
  { device: "desktop", label: "Desktop", icon: Monitor, width: "max-w-2xl" },
  { device: "tablet", label: "Tablet", icon: Tablet, width: "max-w-md" },
  { device: "mobile", label: "Mobile", icon: Smartphone, width: "max-w-sm" },
];

// Kept outside the component so that selecting a field and closing its
// settings brings the panel back as it was.
const lastMode = { previewMode: false, device: "desktop" as Device };

/** Remembers the panel's mode and device for its next mount. */
function remember(next: Partial<typeof lastMode>) {
  Object.assign(lastMode, next);
}

export function LivePreview() {
  const [previewMode, setPreviewModeState] = useState(lastMode.previewMode);
  const [device, setDeviceState] = useState<Device>(lastMode.device);
  const setPreviewMode = (on: boolean) => {
    remember({ previewMode: on });
    setPreviewModeState(on);
  };
  const setDevice = (d: Device) => {
    remember({ device: d });
    setDeviceState(d);
  };

  if (previewMode) {
    const width = DEVICES.find((d) => d.device === device)?.width ?? "max-w-2xl";
    return (
      <section aria-labelledby="live-preview-heading" data-testid="live-preview" className="flex min-h-0 flex-col gap-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="live-preview-heading" className="text-lg font-semibold">
            Live Preview
          </h2>
          <Button variant="outline" size="sm" onClick={() => setPreviewMode(false)}>
            <EyeOff aria-hidden /> Exit Preview
          </Button>
        </div>
        <div role="group" aria-label="Device width" className="flex gap-1 self-start rounded-lg bg-muted p-1">
          {DEVICES.map(({ device: d, label, icon: Icon }) => (
            <Button
              key={d}
              size="icon-sm"
              variant={device === d ? "default" : "ghost"}
              aria-label={label}
              aria-pressed={device === d}
              title={label}
              onClick={() => setDevice(d)}
            >
              <Icon aria-hidden />
            </Button>
          ))}
        </div>
        <div
          data-testid="live-preview-frame"
          data-device={device}
          className={cn("mx-auto w-full rounded-lg border border-border bg-card p-5 text-card-foreground shadow-xs", width)}
        >
          <PreviewForm onSubmitted={() => window.alert(PANEL_SUBMIT_ALERT)} />
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="live-preview-heading" data-testid="live-preview" className="flex flex-col gap-4">
      <h2 id="live-preview-heading" className="text-lg font-semibold">
        Live Preview
      </h2>
      <Button className="w-full" onClick={() => setPreviewMode(true)}>
        <Eye aria-hidden /> Enter Preview Mode
      </Button>
      <FormStructure />
      <SmartTools />
    </section>
  );
}

function FormStructure() {
  const form = useEditor((s) => s.form);
  const order = useEditor((s) => s.order);
  return (
    <Card role="region" aria-labelledby="form-structure-heading">
      <CardHeader>
        <CardTitle id="form-structure-heading">Form Structure</CardTitle>
      </CardHeader>
      <CardContent className="gap-2">
        <p className="font-medium break-words">{form.title}</p>
        {form.description ? <p className="text-sm text-muted-foreground break-words">{form.description}</p> : null}
        {order.length > 0 ? <StructureList order={order} /> : null}
      </CardContent>
    </Card>
  );
}
