// What the export buttons do (spec §2 top bar and Smart Tools, §7, §8): ask the
// core for the file (its extras module, loaded on first use), then download or
// copy it and say so. Whether the export is
// refused and what it contains are the core's answers.
import type { ExportFormat } from "../../core/facade";
import { editorStore } from "../../state/store";
import { MESSAGES } from "../messages";
import { toast, type ToastInput } from "../toast/toast-store";
import { copyText, downloadFile } from "./download";

interface ExportAction {
  format: ExportFormat;
  to: "download" | "clipboard";
  done: ToastInput;
  /** The toast when the core refuses (no fields); the JSON export has none. */
  refused: ToastInput;
}

const ACTIONS = {
  // Top-bar Export menu.
  menuJson: { format: "json", to: "download", done: MESSAGES.exportedJson, refused: MESSAGES.noFieldsToExport },
  menuHtml: { format: "html", to: "download", done: MESSAGES.exportedHtml, refused: MESSAGES.noFieldsToExport },
  menuReact: { format: "react", to: "download", done: MESSAGES.exportedReact, refused: MESSAGES.noFieldsToExport },
  menuRhf: { format: "rhf", to: "download", done: MESSAGES.exportedRhf, refused: MESSAGES.noFieldsToExport },
  menuSchema: { format: "schema", to: "download", done: MESSAGES.exportedSchema, refused: MESSAGES.noFieldsToExport },
  // Smart Tools card.
  downloadJson: { format: "json", to: "download", done: MESSAGES.smartJson, refused: MESSAGES.noFieldsToExport },
  copyJson: { format: "json", to: "clipboard", done: MESSAGES.smartCopied, refused: MESSAGES.noFieldsToExport },
  exportHtml: { format: "html", to: "download", done: MESSAGES.smartHtml, refused: MESSAGES.noFieldsToExport },
  exportCsv: { format: "csv", to: "download", done: MESSAGES.smartCsv, refused: MESSAGES.noFieldsToExport },
  generateSchema: { format: "schema", to: "clipboard", done: MESSAGES.smartSchema, refused: MESSAGES.noFieldsToGenerateSchema },
  copyReact: { format: "react", to: "clipboard", done: MESSAGES.smartReact, refused: MESSAGES.noFieldsToGenerateCode },
  copyRhf: { format: "rhf", to: "clipboard", done: MESSAGES.smartRhf, refused: MESSAGES.noFieldsToGenerateCode },
} satisfies Record<string, ExportAction>;

export type ExportActionName = keyof typeof ACTIONS;

/** Runs one export action end to end, with its toast. */
export async function runExport(name: ExportActionName): Promise<void> {
  const action: ExportAction = ACTIONS[name];
  let file;
  try {
    // Without an await when the file is made at once: the download then starts within the click.
    const made = editorStore().exportForm(action.format);
    file = made instanceof Promise ? await made : made;
  } catch (error) {
    // The extras module did not load, or it stopped (a fresh instance makes the next export).
    console.error(`Export as ${action.format} failed:`, error);
    toast(MESSAGES.exportFailed);
    return;
  }
  if ("error" in file) {
    if (file.error.kind === "noFields") toast(action.refused);
    else {
      console.error(`Export as ${action.format} failed:`, file.error.message);
      toast(MESSAGES.exportFailed);
    }
    return;
  }
  if (action.to === "download") {
    downloadFile(file.fileName, file.mime, file.content);
    // Said in the next task: the click's task ends at the link's click, and
    // the download goes on without waiting for the toast's render.
    setTimeout(() => toast(action.done), 0);
    return;
  }
  try {
    await copyText(file.content);
    toast(action.done);
  } catch (error) {
    console.error("Clipboard write failed:", error);
    toast(MESSAGES.copyFailed);
  }
}
