// Import from a local file (spec §2, §5, §7; decisions 10 and 12): the core's
// forgiving reader loads what it can and reports each change; the UI says so
// in a toast whose "Show changes" opens the list. A refused file leaves the
// current form as it was, and the toast's description gives the core's reason
// with its path.
import type { Change, CoreError } from "../../core/types";
import { checkImportBytes, checkImportSize } from "../../core/facade";
import { dispatch } from "../../state/store";
import { MESSAGES } from "../messages";
import { toast } from "../toast/toast-store";
import { changesCount, showReport } from "./import-report";

/** The only extension the picker accepts (spec §2). */
export const IMPORT_ACCEPT = ".json";

/** The core's refusal as one sentence: `path: message`. */
export function errorText(error: CoreError): string {
  return error.path ? `${error.path}: ${error.message}` : error.message;
}

function refused(reason: string): void {
  console.error(`Import failed: ${reason}`);
  toast({ ...MESSAGES.importFailed, description: reason });
}

/** The toast after a load that changed something; its action opens the list. */
export function toastChanges(verb: "Imported" | "Restored", changes: readonly Change[]): void {
  const title = `${verb} with ${changesCount(changes.length)}`;
  toast({
    title,
    description: "Some values were repaired or left out.",
    variant: "warning",
    action: { label: "Show changes", onClick: () => showReport({ title, changes }) },
  });
}

export async function importFile(file: File): Promise<void> {
  if (!file.name.toLowerCase().endsWith(IMPORT_ACCEPT)) {
    refused(`Only ${IMPORT_ACCEPT} files can be imported; "${file.name}" is not one.`);
    return;
  }
  // Over the limit: refused unread, in the core's words (the size is all it
  // needs; 3 bytes of a byte order mark are not counted).
  const size = checkImportSize(Math.max(0, file.size - 3));
  if (size !== null && "error" in size) {
    refused(errorText(size.error));
    return;
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    console.error("Import failed: the file could not be read", error);
    refused("The browser could not read the file.");
    return;
  }
  // An image, or bytes that are not UTF-8, are refused by name before decoding
  // (a browser's decoding would turn bad bytes into U+FFFD silently).
  const check = checkImportBytes(bytes);
  if (check !== null && "error" in check) {
    refused(errorText(check.error));
    return;
  }
  // Valid UTF-8 by now; the decoder skips a byte order mark.
  const text = new TextDecoder().decode(bytes);
  const delta = dispatch({ type: "importJson", text });
  if (delta.error) {
    refused(errorText(delta.error));
    return;
  }
  const changes = delta.importReport ?? [];
  if (changes.length > 0) toastChanges("Imported", changes);
  else toast(MESSAGES.imported);
}
