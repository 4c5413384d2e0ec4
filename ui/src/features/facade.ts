// The facade calls the features make, in one place with their types: exports,
// statistics, templates, autosave records, constants. Each is one call into
// the core; the UI only shows the result.
import * as core from "../core/wasm";
import { editorStore } from "../state/store";
import type { AutosaveRead, Constants, Stats, Template } from "../core/types";

export type { AutosaveRead, Stats };
export type TemplateInfo = Template;

export type ExportFormat = "json" | "html" | "react" | "csv" | "schema";

/** What the core's `exportForm` gives for a successful export. */
export interface ExportFile {
  fileName: string;
  mime: string;
  content: string;
}

/** An export, or the core's refusal (spec §5: no fields; the JSON export is never refused). */
export type ExportOutcome = { ok: true; file: ExportFile } | { ok: false; reason: "noFields" | "failed"; message: string };

const editor = () => editorStore().editor;

/** Exports the current form in `format`; the core names the file and may refuse. */
export function exportForm(format: ExportFormat): ExportOutcome {
  // The facade returns `ExportFile` or `{error: {kind, message}}`; it does not throw.
  const result = editor().exportForm(format, Date.now()) as ExportFile | { error: { kind: string; message: string } };
  if ("error" in result) {
    const { kind, message } = result.error;
    return { ok: false, reason: kind === "noFields" ? "noFields" : "failed", message };
  }
  return { ok: true, file: result };
}

/** Field count, required count and the Smart Tools card height, from the core. */
export function stats(): Stats {
  return editor().stats() as Stats;
}

/** Whether loading a template replaces nothing worth asking about (spec §4 Template load). */
export function isPristine(): boolean {
  return editor().isPristine();
}

/** The five built-in templates, in the spec's order. */
export function templates(): TemplateInfo[] {
  return core.templates() as TemplateInfo[];
}

/** Templates whose title or description matches `query` (the core's search). */
export function searchTemplates(query: string): TemplateInfo[] {
  return core.searchTemplates(query) as TemplateInfo[];
}

/** The autosave record of the current form now, or nothing when the save rule says no. */
export function autosaveRecord(): string | undefined {
  return editor().autosaveRecord(Date.now());
}

/** Reads a stored autosave record: the form, when it was saved and whether to offer it. */
export function readAutosave(text: string): AutosaveRead {
  return core.readAutosave(text, Date.now()) as AutosaveRead;
}

let constantsCache: Constants | undefined;

/** The product constants (spec §9) as the core defines them. */
export function constants(): Constants {
  constantsCache ??= core.constants() as Constants;
  return constantsCache;
}
