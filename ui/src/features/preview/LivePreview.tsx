// The right panel when no field is selected (spec §2): normal mode shows the
// form's structure and the Smart Tools; preview mode renders the editable form
// at a chosen device width.
import { useRef, useState } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { Eye, EyeOff, Monitor, Smartphone, Tablet, type LucideIcon } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../components/ui/cn";
import { useEditor, useField } from "../../state/store";
import { SmartTools } from "../smart-tools/SmartTools";
import { PANEL_SUBMIT_ALERT } from "../messages";
import { lazyPart } from "../lazy";

// Preview mode is not on the first screen: its form loads on first use, or when the browser is idle.
const PreviewForm = lazyPart(() => import("../later").then((m) => m.PreviewForm));

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

// Only the rows in view are in the DOM: opening the panel on a 2,000-field form
// (e.g. after an undo clears the selection) must not mount 2,000 rows.
// Every row is one line of ROW_HEIGHT px (the badge's height; the label is
// truncated), so rows are never measured: showing the panel again (undo,
// redo and delete clear the selection) forces no layout of its rows.
const ROW_HEIGHT = 22;

function StructureList({ order }: { order: readonly string[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: order.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    gap: 6,
    overscan: 8,
    getItemKey: (i) => order[i]!,
  });
  return (
    // Focusable so that keyboard users can scroll it (it holds nothing focusable;
    // WCAG 2.1.1, axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scroller} tabIndex={0} className="mt-1 max-h-96 overflow-y-auto rounded-sm">
      <ol aria-label="Fields" className="relative w-full" style={{ height: rows.getTotalSize() }}>
        {rows.getVirtualItems().map((row) => (
          <StructureRow
            key={row.key}
            id={order[row.index]!}
            index={row.index}
            size={order.length}
            start={row.start}
          />
        ))}
      </ol>
    </div>
  );
}

interface RowProps {
  id: string;
  index: number;
  size: number;
  start: number;
}

function StructureRow({ id, index, size, start }: RowProps) {
  const field = useField(id);
  if (!field) return null;
  return (
    <li
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={size}
      style={{ transform: `translateY(${start}px)`, height: ROW_HEIGHT }}
      className="absolute top-0 left-0 flex w-full min-w-0 items-center gap-2 text-sm"
    >
      <Badge variant="secondary">{field.type}</Badge>
      <span className="truncate">{field.label}</span>
      {field.required ? (
        <span className="font-semibold text-required" data-testid="required-asterisk">
          *<span className="sr-only"> (required)</span>
        </span>
      ) : null}
    </li>
  );
}
