// Import from a local file (spec §2, §5, §7; decision 10): the core checks the
// text and loads it; on any failure the current form stays as it was.
import { dispatch } from "../../state/store";
import { MESSAGES } from "../messages";
import { toast } from "../toast/toast-store";

/** The only extension the picker accepts (spec §2). */
export const IMPORT_ACCEPT = ".json";

export async function importFile(file: File): Promise<void> {
  if (!file.name.toLowerCase().endsWith(IMPORT_ACCEPT)) {
    console.error(`Import refused: ${file.name} is not a ${IMPORT_ACCEPT} file`);
    toast(MESSAGES.importFailed);
    return;
  }
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    console.error("Import failed: the file could not be read", error);
    toast(MESSAGES.importFailed);
    return;
  }
  const delta = dispatch({ type: "importJson", text });
  if (delta.error) {
    const where = delta.error.path ? ` at ${delta.error.path}` : "";
    console.error(`Import failed: ${delta.error.message}${where}`);
    toast(MESSAGES.importFailed);
    return;
  }
  toast(MESSAGES.imported);
}
