// The top bar's Import, Preview and Export controls (spec §2).
import { useRef, type ChangeEvent } from "react";
import { ChevronDown, Download, Eye, Upload } from "lucide-react";
import { Button } from "../../components/ui/button";
import { dispatch, useEditor } from "../../state/store";
import { MESSAGES } from "../messages";
import { toast } from "../toast/toast-store";
import { Autosave } from "../autosave/Autosave";
import { SavedStatus } from "../autosave/SavedStatus";
import { IMPORT_ACCEPT } from "./import-file";
import { useShownReport } from "./import-report";
import { lazyPart, useOnceTrue } from "../../components/lazy";
import { lazyMenu } from "../../components/lazy-menu";

// Not on the first screen: loaded when first opened, or when the browser is idle (components/lazy).
const PreviewDialog = lazyPart(() => import("../later").then((m) => m.PreviewDialog));
const ImportReportDialog = lazyPart(() => import("../later").then((m) => m.ImportReportDialog));
// Shown only while a big file is read, after a delay: fetched with the editing parts.
const ImportProgress = lazyPart(() => import("../editing").then((m) => m.ImportProgress), { soon: true });
const ExportMenu = lazyMenu(() => import("../editing").then((m) => m.ExportMenu));

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
    // The import's code arrives with the editing parts (features/editing.ts).
    if (file) await (await import("../editing")).importFile(file);
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
    <div className="flex items-center gap-2">
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
      <Button variant="outline" onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden /> Import
      </Button>
      <Button variant="outline" onClick={openPreview}>
        <Eye aria-hidden /> Preview
      </Button>
      <ImportProgress />
      {reportUsed && <ImportReportDialog />}
      {previewUsed && <PreviewDialog open={previewOpen} onOpenChange={onPreviewOpenChange} />}
      <ExportMenu
        trigger={
          <Button>
            <Download aria-hidden /> Export <ChevronDown aria-hidden className="opacity-80" />
          </Button>
        }
      />
    </div>
  );
}
