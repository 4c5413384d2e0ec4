// The top bar's preview (spec §2): a modal 'Form Preview' dialog, at most 90%
// of the viewport high, its form in a scroll area of 70%. It closes through its
// own close control or Escape.
//
// The Desktop / Tablet / Mobile switch (spec §2, moved here from the panel:
// docs/decisions-local.md, "Real device widths") renders the form in a frame
// exactly as wide as the device; on a smaller screen the scroll area scrolls
// sideways too, so the form is never squeezed.
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Button } from "../../components/ui/button";
import { PreviewForm } from "./PreviewForm";
import { DEVICES, setDevice, useDevice } from "./devices";

export function PreviewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const device = useDevice();
  const px = DEVICES.find((d) => d.device === device)!.px;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Wide enough for the desktop frame (672 px), its border and a scroll bar. */}
      <DialogContent data-testid="preview-dialog" className="max-h-[90vh] max-w-[calc(100%-2rem)] sm:max-w-[47rem]">
        <DialogHeader>
          <DialogTitle>Form Preview</DialogTitle>
          <DialogDescription>This is how your form will look to users</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <div role="group" aria-label="Device width" className="flex gap-1 rounded-lg bg-muted p-1">
            {DEVICES.map(({ device: d, label, icon: Icon }) => (
              <Button
                key={d}
                size="sm"
                variant={device === d ? "default" : "ghost"}
                aria-pressed={device === d}
                onClick={() => setDevice(d)}
              >
                <Icon aria-hidden /> {label}
              </Button>
            ))}
          </div>
          <span className="text-xs text-muted-foreground" data-testid="preview-width">
            {px} px wide
          </span>
        </div>
        <div data-testid="preview-scroll" className="max-h-[70vh] overflow-auto rounded-md bg-muted/50 p-2">
          <div
            data-testid="preview-frame"
            data-device={device}
            // The device's screen: its inside is exactly the device's width.
            className="mx-auto box-content rounded-md border border-border bg-card"
            style={{ width: px }}
          >
            <div className="p-4">
              <PreviewForm />
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
