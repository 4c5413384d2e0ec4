// The texts of toasts, dialogs and prompts, exactly as the spec's error
// catalogue (§8) and flows (§2, §4) give them.
import type { ToastInput } from "./toast/toast-store";

const ADD_FIELDS_FIRST = "Add some fields to your form first.";

export const MESSAGES = {
  noFieldsToPreview: { title: "No fields to preview", description: ADD_FIELDS_FIRST, variant: "destructive" },
  noFieldsToExport: { title: "No fields to export", description: ADD_FIELDS_FIRST, variant: "destructive" },
  noFieldsToGenerateSchema: { title: "No fields to generate schema", description: ADD_FIELDS_FIRST, variant: "destructive" },
  noFieldsToGenerateCode: { title: "No fields to generate code", description: ADD_FIELDS_FIRST, variant: "destructive" },
  importFailed: {
    title: "Import failed",
    description: "Failed to import form. Please check the file format.",
    variant: "destructive",
  },

  imported: { title: "Form imported successfully", description: "Your form has been loaded from the JSON file." },
  exportedJson: { title: "Form exported as JSON", description: "JSON file has been downloaded successfully." },
  exportedHtml: { title: "Form exported as HTML", description: "Complete HTML file has been downloaded successfully." },
  exportedReact: { title: "React component exported", description: "Complete React component has been downloaded as JSX file." },
  previewSubmitted: { title: "Form submitted (Preview Mode)", description: "Form data has been logged to console." },
  fakeDataFilled: { title: "Form filled with fake data", description: "All fields have been populated with realistic sample data." },
  cleared: { title: "Form cleared", description: "All field values have been cleared." },
  smartJson: { title: "Form exported", description: "JSON file has been downloaded successfully." },
  smartCopied: { title: "Copied to clipboard", description: "Form JSON has been copied to your clipboard." },
  smartHtml: { title: "HTML exported", description: "HTML file has been downloaded successfully." },
  smartCsv: { title: "CSV exported", description: "Form structure has been exported as CSV." },
  smartSchema: { title: "JSON Schema generated", description: "Schema has been copied to your clipboard." },
  smartReact: { title: "React code generated", description: "Complete React component has been copied to your clipboard." },

  // Not in the spec's catalogue (it does not handle these failures); ours.
  copyFailed: {
    title: "Copy failed",
    description: "The browser did not allow writing to the clipboard.",
    variant: "destructive",
  },
  importCancelled: { title: "Import cancelled", description: "The form was not changed." },
  exportFailed: { title: "Export failed", description: "The form could not be exported.", variant: "destructive" },
  exportedRhf: { title: "React + TypeScript exported", description: "The TSX file has been downloaded." },
  // Issue 28: the schema as a file, for renderers such as rjsf and JSON Forms.
  exportedSchema: { title: "JSON Schema exported", description: "The schema has been downloaded as a JSON file." },
  smartRhf: { title: "React + TypeScript code generated", description: "The TSX code has been copied to your clipboard." },
  autosaveFailed: {
    title: "Auto-save failed",
    description: "Browser storage is full or unavailable. Your form is still open here; export it as JSON to keep a copy.",
    variant: "destructive",
  },
  autosaveOtherTab: {
    title: "Open in another tab",
    description: "Another tab is auto-saving a form too; the last one saved is the one offered next time. Export as JSON to keep this one.",
    variant: "warning",
  },
  // Ours (issue 23; docs/decisions-local.md): a failure in the core.
  coreRestarted: {
    title: "Something went wrong",
    description: "Formwright restarted after an error. Your form is as it was; earlier steps can no longer be undone.",
    variant: "destructive",
  },
} satisfies Record<string, ToastInput>;

/** Ours (issue 23): the 'Import failed' toast's description when the core failed on the file (the reader or the editor stopped, or what it holds is too large for the editor). */
export const IMPORT_CORE_FAILED = "Formwright could not load this file; the form was not changed.";

/** The alert of the panel preview's submit (spec §4 Preview). */
export const PANEL_SUBMIT_ALERT = "Form submitted! Check console for data.";

/** Asked before a template replaces a form that is not pristine (spec §4 Template load). */
export const TEMPLATE_CONFIRM = "You have unsaved changes. Are you sure you want to load this template?";

/** Ours (docs/decisions-local.md): Reset Form cannot be undone, so a form with work in it asks first. */
export const RESET_CONFIRM = "Reset the form? All fields, the title and the undo history will be cleared.";

/** Ours (docs/decisions-local.md): added to the restore offer when the form on the page has been started already. */
export const RESTORE_REPLACES_STARTED = "Restoring it replaces the form you have started, and cannot be undone.";

/**
 * Offered at start-up when a recent autosave exists (spec §4 Autosave), in
 * the restore banner (decision 22). The offer waits for the extras module;
 * if the user has started a form by then, it also says that restoring
 * replaces it.
 */
export function restorePrompt(time: string, replacesStarted = false): string {
  const ask = `Found an auto-saved form from ${time}. Would you like to restore it?`;
  return replacesStarted ? `${ask} ${RESTORE_REPLACES_STARTED}` : ask;
}

/** Ours (issue 29): the condition value's choice when the watched field has options. */
export const CONDITION_VALUE = {
  /** The choice `""`: the watched field is unanswered (nothing chosen or ticked). */
  noAnswer: "No answer",
  /** A value that is none of the options (typed earlier, or from a file), kept and shown as it is. */
  notAnOption: (value: string) => `“${value}” (not an option)`,
  /** One box's answers, the values `true` and `false` (the core's). */
  ticked: "Ticked",
  notTicked: "Not ticked",
};

/** Ours (issue 29): the buttons of the lint's fixes (the core's actions). */
export const FIX_LABEL = {
  /** The condition's value becomes the option it names in another case. */
  updateCondition: (option: string) => `Use “${option}”`,
  /** The field moves right after the field its condition watches. */
  moveField: (watched: string) => `Move after “${watched}”`,
  /** A validation setting becomes the value the core proposes (a rating's scale brought within 3 to 10). */
  setValidation: (text: string) => `Set to ${text}`,
};
