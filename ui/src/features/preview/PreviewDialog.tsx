// The top bar's preview (spec §2): a modal 'Form Preview' dialog, at most 90%
// of the viewport high, its form in a scroll area of 70%. It closes through its
// own close control or Escape.
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { PreviewForm } from "./PreviewForm";

export function PreviewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="preview-dialog" className="max-h-[90vh] max-w-[calc(100%-2rem)] sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Form Preview</DialogTitle>
          <DialogDescription>This is how your form will look to users</DialogDescription>
        </DialogHeader>
        <div data-testid="preview-scroll" className="max-h-[70vh] overflow-y-auto">
          <div className="p-1 pr-2">
            <PreviewForm />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
