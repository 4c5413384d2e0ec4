// The right panel when no field is selected (spec §2): normal mode shows the
// form's structure and the Smart Tools; preview mode renders the editable form
// at the panel's width, and its Desktop / Tablet / Mobile buttons open the
// Preview dialog at that device's width (the panel is narrower than all three:
// docs/decisions-local.md, "Real device widths").
import { useState } from "react";
import { Eye, EyeOff } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { dispatch, useEditor } from "../../state/store";
import { SmartTools } from "../smart-tools/SmartTools";
import { MESSAGES, PANEL_SUBMIT_ALERT } from "../messages";
import { toast } from "../toast/toast-store";
import { DEVICES, setDevice } from "./devices";
import { lazyPart } from "../../components/lazy";

// Preview mode is not on the first screen: its form loads on first use, or when the browser is idle.
const PreviewForm = lazyPart(() => import("../later").then((m) => m.PreviewForm));
// The structure's rows (with the virtualizer) are not needed for an empty form: a chunk fetched as soon as the core is ready (issue 10).
const StructureList = lazyPart(() => import("../editing").then((m) => m.StructureList), { soon: true });

// Kept outside the component so that selecting a field and closing its
// settings brings the panel back as it was.
const lastMode = { previewMode: false };

/** Opens the Preview dialog at a device's width (an empty form has nothing to preview, spec §5). */
function previewAt(device: (typeof DEVICES)[number]["device"]) {
  setDevice(device);
  if (dispatch({ type: "openPreview" }).error?.kind === "noFields") toast(MESSAGES.noFieldsToPreview);
}

export function LivePreview() {
  const [previewMode, setPreviewModeState] = useState(lastMode.previewMode);
  const setPreviewMode = (on: boolean) => {
    lastMode.previewMode = on;
    setPreviewModeState(on);
  };

  if (previewMode) {
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
        <div className="flex items-center gap-2">
          <div role="group" aria-label="Preview at a device's width" className="flex gap-1 rounded-lg bg-muted p-1">
            {DEVICES.map(({ device: d, label, icon: Icon, px }) => (
              <Button
                key={d}
                size="icon-sm"
                variant="ghost"
                aria-label={label}
                aria-haspopup="dialog"
                title={`Preview at ${label.toLowerCase()} width (${px} px)`}
                onClick={() => previewAt(d)}
              >
                <Icon aria-hidden />
              </Button>
            ))}
          </div>
          <span aria-hidden className="text-xs text-muted-foreground">
            Open at a device's width
          </span>
        </div>
        <div data-testid="live-preview-frame" className="w-full rounded-lg border border-border bg-card p-5 text-card-foreground shadow-xs">
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
