// The parts an edit can show at once but the empty canvas does not need, in
// one chunk fetched as soon as the core is ready (components/lazy.tsx, `soon`):
// one file costs less than one per part (each chunk repeats its imports and
// compresses alone).
export { FieldSettings } from "./field-settings/FieldSettings";
export { FieldList } from "./canvas/FieldList";
export { LintCount } from "./canvas/LintList";
export { StructureList } from "./preview/StructureList";
export { ToastArea } from "./toast/ToastArea";
export { ExportMenu } from "./io/ExportMenu";
export { ThemeMenuContent } from "./theme-menu/ThemeMenuContent";
export { keyboardMoves } from "./dnd/keyboard-moves";
