// Generated from the Rust types of formwright-core by ts-rs. Do not edit:
// run `UPDATE_TS=1 cargo test -p formwright-core --features ts --test ts_types`.

export type Json<T> = string & { readonly __json: T };

export type FakeDraw = { readonly __handedOn: "FakeDraw" };

export type FieldId = string;

export type Timestamp = string;

export type FieldType = "text" | "email" | "phone" | "password" | "date" | "number" | "textarea" | "select" | "checkbox" | "radio" | "heading" | "paragraph" | "pagebreak" | "hidden" | "rating" | "range" | "time" | "url" | (string & {});

export type DefaultValue = number | string;

export type Validation = { minLength?: number, maxLength?: number, min?: number, max?: number, pattern?: string, 
/**
 * A slider's step (issue 27), a whole number from 1; counted from `min`.
 */
step?: number, 
/**
 * A time field's earliest time, `HH:MM` (issue 27).
 */
minTime?: string, 
/**
 * A time field's latest time, `HH:MM` (issue 27).
 */
maxTime?: string, };

export type ConditionOp = "equals" | "not_equals" | "contains" | "not_contains" | "is_empty" | "is_not_empty" | "greater_than" | "less_than";

export type Clause = { 
/**
 * Empty while the designer has not picked a field yet.
 */
fieldId: FieldId, condition: ConditionOp, 
/**
 * Absent for `is_empty` and `is_not_empty`.
 */
value?: string, };

export type Condition = Clause | { all: Array<Clause>, } | { any: Array<Clause>, };

export type Conditional = { showWhen?: Condition, requiredWhen?: Condition, };

export type Field = { id: FieldId, type: FieldType, label: string, placeholder?: string, defaultValue?: DefaultValue, required: boolean, options?: Array<string>, validation?: Validation, 
/**
 * A hidden field's "Fill from the page address" (issue 27): absent
 * means on; the builder writes `false` when the designer turns it off.
 */
fillFromAddress?: boolean, conditional?: Conditional, };

export type Submit = { url: string, };

export type FieldChanges = { [K in keyof Field]?: Field[K] | null };

export type Form = { id: string, title: string, description: string, fields: Array<Field>, createdAt: Timestamp, updatedAt: Timestamp, 
/**
 * Where the exported page posts its answers ("Send answers to",
 * decision 18); absent when none, so a form without one is written as
 * before. Its rule is `crate::submit::check_url`, which the editor and
 * the forgiving reader hold and the HTML export checks again.
 */
submit?: Submit, };

export type FormMeta = { id: string, title: string, description: string, createdAt: Timestamp, updatedAt: Timestamp, 
/**
 * The "Send answers to" setting, `null` when none: the UI puts the
 * meta over the form's other keys (a rebuilt editor reads them).
 */
submit: Submit | null, };

export type Answer = string | Array<string> | boolean;

export type Rule = "minLength" | "maxLength" | "min" | "max" | "pattern" | "step" | "minTime" | "maxTime";

export type ConditionKey = "showWhen" | "requiredWhen";

export type ConditionGroup = "all" | "any";

export type RequiredMode = "always" | "never" | "when";

export type Action = { "type": "addField", fieldType: string, index?: number, } | { "type": "insertField", field: Field, index?: number, } | { "type": "updateField", id: FieldId, changes: FieldChanges, } | { "type": "setFieldKey", id: FieldId, key: string, } | { "type": "duplicateField", id: FieldId, } | { "type": "removeField", id: FieldId, } | { "type": "moveField", id: FieldId, toId: FieldId, } | { "type": "bulkUpdate", ids: Array<FieldId>, changes: FieldChanges, } | { "type": "selectField", id: FieldId | null, } | { "type": "setTitle", title: string, } | { "type": "setDescription", description: string, } | { "type": "setDragging", dragging: boolean, } | { "type": "setSubmitUrl", url: string, } | { "type": "reset", } | { "type": "loadForm", form: Form, } | { "type": "loadTemplate", key: string, } | { "type": "importJson", text: string, } | { "type": "loadImported", form: Form, report: Array<Change>, } | { "type": "undo", } | { "type": "redo", } | { "type": "addOption", id: FieldId, } | { "type": "removeOption", id: FieldId, index: number, } | { "type": "renameOption", id: FieldId, index: number, value: string, } | { "type": "setValidation", id: FieldId, rule: Rule, text: string, } | { "type": "addCondition", id: FieldId, which?: ConditionKey, } | { "type": "updateCondition", id: FieldId, which?: ConditionKey, index?: number, fieldId?: FieldId, condition?: ConditionOp, value?: string, } | { "type": "removeCondition", id: FieldId, which?: ConditionKey, index?: number, } | { "type": "setConditionGroup", id: FieldId, which?: ConditionKey, group: ConditionGroup, } | { "type": "setRequiredMode", id: FieldId, mode: RequiredMode, } | { "type": "setAnswer", id: FieldId, value: Answer, } | { "type": "fillFakeData", } | { "type": "fillFakeAnswers", answers: { [key in FieldId]: Answer }, } | { "type": "clearAnswers", } | { "type": "openPreview", } | { "type": "closePreview", } | { "type": "markSaved", } | { "type": "tick", };

export type ErrorKind = "invalidJson" | "missingFields" | "invalidField" | "fieldNotFound" | "unknownFieldType" | "invalidChange" | "notANumber" | "ruleNotApplicable" | "optionNotFound" | "noCondition" | "invalidConditionField" | "templateNotFound" | "invalidKey" | "invalidAction" | "corruptAutosave" | "tooLarge" | "noFields" | "unknownFormat" | "encodingFailed";

export type CoreError = { kind: ErrorKind, message: string, path?: string, };

export type ChangeKind = "repaired" | "dropped";

export type Change = { path: string, kind: ChangeKind, message: string, };

export type Limits = { 
/**
 * The file's size in bytes of UTF-8 (a byte order mark not counted).
 */
maxBytes: number, 
/**
 * The form once read, as compact JSON, in bytes (unknown keys included).
 */
maxFormBytes: number, 
/**
 * Items in the `fields` list.
 */
maxFields: number, 
/**
 * Options of one field.
 */
maxOptions: number, 
/**
 * Clauses of one condition group (`showWhen` or `requiredWhen`, issue 26).
 */
maxClauses: number, 
/**
 * Characters (Unicode scalar values) in any one text of the form: its
 * title and description, a field's id, type, label, placeholder,
 * default value, pattern, condition field id and value, each option,
 * and every key of every object in the file (keys become report paths).
 * Over it the file is refused with the path. A path in the report is
 * cut to this length.
 */
maxTextChars: number, 
/**
 * Lists and objects inside one another (serde_json's recursion limit).
 */
maxDepth: number, 
/**
 * Lines of the import's report, its last line "and N more changes"
 * included when there are more.
 */
maxReportLines: number, 
/**
 * Bytes of the report as [`report_text`] writes it, that last line
 * included.
 */
maxReportBytes: number, };

export type FileReading = { form: string, changes: Array<Change>, };

export type Outcome<T> = T | { error: CoreError, };

export type Flags = { selectedFieldId: FieldId | null, isDragging: boolean, canUndo: boolean, canRedo: boolean, lastSaved: Timestamp | null, 
/**
 * When (ms since the epoch) the UI should dispatch `tick`.
 */
historyDeadline: number | null, 
/**
 * Whether the Preview dialog is open (`openPreview`, `closePreview`).
 */
previewOpen: boolean, };

export type OrderSplice = { at: number, remove: number, insert: Array<FieldId>, };

export type Delta = { 
/**
 * The form's own properties, when any of them changed.
 */
form?: FormMeta, 
/**
 * How the sequence of field ids changed, when it did.
 */
orderSplice?: OrderSplice, 
/**
 * The fields added or changed, in form order.
 */
fields: Array<Field>, 
/**
 * The initial answer of each field in `fields` (`null`: starts empty);
 * absent when `fields` is empty.
 */
initialAnswers?: { [key in FieldId]: Answer | null }, 
/**
 * All answers, when they changed.
 */
answers?: { [key in FieldId]: Answer }, error?: CoreError, 
/**
 * After a successful `importJson`: what the reader repaired or dropped
 * (empty when nothing); absent after any other action.
 */
importReport?: Array<Change>, 
/**
 * The seed of the next import's new ids, when it changed (a load, a
 * template, a reset or an import draws ids); the view carries it always.
 */
importSeed?: string, selectedFieldId: FieldId | null, isDragging: boolean, canUndo: boolean, canRedo: boolean, lastSaved: Timestamp | null, 
/**
 * When (ms since the epoch) the UI should dispatch `tick`.
 */
historyDeadline: number | null, 
/**
 * Whether the Preview dialog is open (`openPreview`, `closePreview`).
 */
previewOpen: boolean, };

export type View = { form: Form, answers: { [key in FieldId]: Answer }, 
/**
 * The initial answer of every field that has one.
 */
initialAnswers: { [key in FieldId]: Answer }, 
/**
 * The seed of the next import's new ids, for the extras module's
 * `importFile`: a u64 as decimal text (a JavaScript number would round
 * it; [`import_seed_text`]).
 */
importSeed: string, selectedFieldId: FieldId | null, isDragging: boolean, canUndo: boolean, canRedo: boolean, lastSaved: Timestamp | null, 
/**
 * When (ms since the epoch) the UI should dispatch `tick`.
 */
historyDeadline: number | null, 
/**
 * Whether the Preview dialog is open (`openPreview`, `closePreview`).
 */
previewOpen: boolean, };

export type Stats = { 
/**
 * Number of fields that take an answer (layout items left out).
 */
fields: number, 
/**
 * Number of required fields.
 */
required: number, 
/**
 * Height of the Smart Tools card in px.
 */
smartToolsHeight: number, };

export type ConditionChoice = { id: FieldId, label: string, };

export type KindRow = { typeName: string, paletteLabel: string, 
/**
 * The palette heading the row is listed under: "Add Fields", "Layout"
 * or "More Fields".
 */
group: string, 
/**
 * Whether an item of this kind takes an answer (false for the layout
 * items: heading, paragraph, page break).
 */
answers: boolean, hasOptions: boolean, hasLengthBounds: boolean, hasValueBounds: boolean, 
/**
 * Whether the Placeholder setting applies (its control shows one).
 */
hasPlaceholder: boolean, 
/**
 * Which control draws the kind: "input", "textarea", "select",
 * "checkboxGroup", "radioGroup", "hidden", "rating" or "slider"; none
 * for a layout item.
 */
control: "input" | "textarea" | "select" | "checkboxGroup" | "radioGroup" | "hidden" | "rating" | "slider" | null, 
/**
 * The HTML input type of an "input" control (`tel` for phone), else none.
 */
inputType: string | null, };

export type Template = { 
/**
 * Stable slug, e.g. `contact-form`.
 */
key: string, title: string, description: string, fields: Array<Field>, };

export type Restore = { form: Form, savedAt: Timestamp, offerRestore: boolean, 
/**
 * What the reader repaired or dropped to read the record (usually nothing).
 */
report: Array<Change>, 
/**
 * Written by a newer Formwright (its `version` is above ours): the UI
 * keeps the record's text aside before saving over it.
 */
newerVersion: boolean, };

export type ConditionOperator = { value: ConditionOp, label: string, takesValue: boolean, numbersOnly: boolean, };

export type Constants = { autosaveKey: string, 
/**
 * Where records the UI cannot read are kept aside, newest first (a bounded list).
 */
autosaveKeptKeys: Array<string>, themeKey: string, defaultTheme: string, themes: Array<string>, historyLimit: number, historyDelayMs: number, autosaveIntervalMs: number, 
/**
 * A change is saved this long after the last one (decision 22).
 */
autosaveDelayMs: number, restoreExpiryMs: number, defaultTitle: string, selectPlaceholder: string, defaultOptions: Array<string>, untitledFieldLabel: string, conditionOperators: Array<ConditionOperator>, 
/**
 * What an import takes at most (the UI refuses a larger file unread).
 */
importLimits: Limits, };

export type Format = "json" | "html" | "react" | "csv" | "schema" | "rhf";

export type ExportFile = { fileName: string, mime: string, content: string, };

export type Code = "required" | "tooShort" | "tooLong" | "belowMin" | "aboveMax" | "notANumber" | "patternMismatch" | "badEmail" | "badPhone" | "badDate" | "notAnOption" | "notOnStep" | "badTime" | "tooEarly" | "tooLate" | "badUrl" | "missingParameter";

export type Problem = { code: Code, 
/**
 * What the form's user reads under the field.
 */
message: string, };

export type FieldVerdict = { id: FieldId, visible: boolean, 
/**
 * Empty for a hidden field.
 */
problems: Array<Problem>, };

export type PageVerdict = { 
/**
 * The page's title: its page break's label ("" for the first page).
 */
title: string, 
/**
 * It has a shown field that takes an answer.
 */
shown: boolean, 
/**
 * No shown field on it has a problem: Next may leave it.
 */
valid: boolean, 
/**
 * The next shown page; none: Submit is on this page.
 */
next: number | null, 
/**
 * The previous shown page; none: no Back.
 */
back: number | null, 
/**
 * Its 1-based place among the shown pages; 0 when it is not shown.
 */
step: number, };

export type PagePlan = { title: string, from: number, to: number, };

export type Verdict = { 
/**
 * No shown field has a problem: the answers may be submitted.
 */
valid: boolean, 
/**
 * One entry per field, in form order.
 */
fields: Array<FieldVerdict>, 
/**
 * One entry per page, in order: one page covering every field when the
 * form has no page break (issue 26).
 */
pages: Array<PageVerdict>, 
/**
 * How many pages are shown (the `Step k of n` line's `n`).
 */
steps: number, };

export type Setting = "condition" | "conditionValue" | "options" | "valueBounds" | "lengthBounds" | "pattern" | "requiredWhen" | "page" | "step" | "timeBounds" | "scale" | "defaultValue";

export type FindingCode = "conditionOnItself" | "conditionOnMissingField" | "conditionOnLaterField" | "conditionCycle" | "conditionValueMatchesNoOption" | "neverShown" | "minAboveMax" | "minLengthAboveMaxLength" | "patternInvalid" | "patternNotPortable" | "patternMayHang" | "noOptions" | "emptyGroup" | "comparisonOnNonNumber" | "requiredWhenWithRequired" | "emptyPage" | "startsWithPageBreak" | "pageBreaksInARow" | "conditionOnPageBreak" | "clauseOnLayout" | "stepDoesNotDivide" | "scaleOutOfRange" | "badTimeBound" | "requiredHiddenEmpty";

export type Fix = { "type": "updateCondition", id: FieldId, which?: ConditionKey, index?: number, value: string, } | { "type": "moveField", id: FieldId, toId: FieldId, } | { "type": "setValidation", id: FieldId, rule: Rule, text: string, };

export type Finding = { 
/**
 * The field whose setting is at fault.
 */
fieldId: FieldId, setting: Setting, 
/**
 * The clause at fault, by its index in its group (`setting` says which
 * condition: `condition` / `conditionValue` for `showWhen`,
 * `requiredWhen`); absent for a condition of one clause (written as
 * before groups) and for a finding about a whole group.
 */
clause?: number, code: FindingCode, 
/**
 * Plain English for the designer.
 */
message: string, 
/**
 * The one-click repair, where there is one: the editor action its
 * button dispatches as it came (one undo step).
 */
fix?: Fix, };
