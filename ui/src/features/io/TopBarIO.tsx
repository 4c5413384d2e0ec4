// The top bar's Import, Preview and Export controls (spec §2).
import { useRef, type ChangeEvent } from "react";
import { ChevronDown, Download, Eye, Upload } from "lucide-react";
import { Button } from "../../components/ui/button";
import { dispatch, useEditor } from "../../state/store";
import { MESSAGES } from "../messages";
import { toast } from "../toast/toast-store";
import { Autosave } from "../autosave/Autosave";
import { SavedStatus } from "../autosave/SavedStatus";
import { useShownReport } from "./import-report";
import { IMPORT_ACCEPT } from "./import-progress";
import { ImportProgress } from "./ImportProgress";
import { lazyPart, markMissing, useOnceTrue } from "../../components/lazy";
import { lazyMenu } from "../../components/lazy-menu";

// Not on the first screen: loaded when first opened, or when the browser is idle (components/lazy).
const PreviewDialog = lazyPart(() => import("../later").then((m) => m.PreviewDialog));
const ImportReportDialog = lazyPart(() => import("../later").then((m) => m.ImportReportDialog));
const ExportMenu = lazyMenu(() => import("../editing").then((m) => m.ExportMenu));

// Below 768 px a button is its icon, its word kept for assistive tech (its name).
const narrowIcon = "max-md:w-9 max-md:px-0";
const narrowLabel = "max-md:sr-only";

export function TopBarIO() {
  const fileInput = useRef<HTMLInputElement>(null);
  // Open or closed is the core's state: it refuses to open on a form without fields.
  const previewOpen = useEditor((s) => s.previewOpen);
  const previewUsed = useOnceTrue(previewOpen);
  const reportUsed = useOnceTrue(useShownReport() !== null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that picking the same file again imports it again.
    input.value = "";
    // The import's code (reading, the worker, the toasts) is not needed for the first paint either.
    if (file) await import("../later").then((m) => m.importFile(file), markMissing);
  };

  const openPreview = () => {
    const delta = dispatch({ type: "openPreview" });
    // An empty form has nothing to preview (spec §5).
    if (delta.error?.kind === "noFields") toast(MESSAGES.noFieldsToPreview);
  };
  const onPreviewOpenChange = (open: boolean) => {
    if (open) openPreview();
    else dispatch({ type: "closePreview" });
  };

  return (
    <div className="flex items-center gap-1 sm:gap-2">
      {/* The top bar is on screen for the page's whole life: autosave runs from here. */}
      <Autosave />
      <SavedStatus />
      <input
        ref={fileInput}
        type="file"
        accept={IMPORT_ACCEPT}
        hidden
        tabIndex={-1}
        aria-label="Import form from a JSON file"
        data-testid="import-input"
        onChange={onFile}
      />
      <Button variant="outline" className={narrowIcon} onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden /> <span className={narrowLabel}>Import</span>
      </Button>
      <Button variant="outline" className={narrowIcon} onClick={openPreview}>
        <Eye aria-hidden /> <span className={narrowLabel}>Preview</span>
      </Button>
      <ImportProgress />
      {reportUsed && <ImportReportDialog />}
      {previewUsed && <PreviewDialog open={previewOpen} onOpenChange={onPreviewOpenChange} />}
      <ExportMenu
        trigger={
          <Button className={narrowIcon}>
            <Download aria-hidden /> <span className={narrowLabel}>Export</span>
            <ChevronDown aria-hidden className="opacity-80 max-md:hidden" />
          </Button>
        }
      />
    </div>
  );
}
