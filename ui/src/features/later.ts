// The parts not on the first screen, in one chunk (components/lazy.tsx): one
// file costs less than one per part (each chunk repeats its imports and
// compresses alone), and the whole is fetched on idle anyway.
export { PreviewDialog } from "./preview/PreviewDialog";
export { PreviewForm } from "./preview/PreviewForm";
export { ImportReportDialog } from "./io/ImportReportDialog";
export { TemplatesTab } from "./templates/TemplatesTab";
export { importFile } from "./io/import-file";
export { FormSettings } from "./form-settings/FormSettings";
