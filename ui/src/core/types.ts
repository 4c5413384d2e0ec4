// The shapes the core's facade sends and takes. INTERIM: written by hand from the
// facade contract until ui/src/core/types.generated.ts (ts-rs) lands; then this
// file only re-exports the generated types.

export type FieldType =
  | "text" | "email" | "phone" | "password" | "date" | "number"
  | "textarea" | "select" | "checkbox" | "radio" | (string & {});

export interface Validation {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: string;
}

export type ConditionOp = "equals" | "not_equals" | "contains";

export interface Conditional {
  showWhen: { fieldId: string; condition: ConditionOp; value: string };
}

export interface Field {
  id: string;
  type: FieldType;
  label: string;
  placeholder?: string;
  defaultValue?: string | number;
  required: boolean;
  options?: string[];
  validation?: Validation;
  conditional?: Conditional;
}

export interface FormMeta {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export interface Form extends FormMeta {
  fields: Field[];
}

export type Answer = string | string[];

export interface CoreError {
  kind: string;
  message: string;
  path?: string;
}

export interface Delta {
  form?: FormMeta;
  order?: string[];
  fields: Field[];
  selectedFieldId: string | null;
  isDragging: boolean;
  canUndo: boolean;
  canRedo: boolean;
  answers?: Record<string, Answer>;
  lastSaved: string | null;
  historyDeadline: number | null;
  error?: CoreError;
}

export interface View {
  form: Form;
  selectedFieldId: string | null;
  isDragging: boolean;
  canUndo: boolean;
  canRedo: boolean;
  answers: Record<string, Answer>;
  lastSaved: string | null;
}

export type ValidationRule = "minLength" | "maxLength" | "min" | "max" | "pattern";

export type Action =
  | { type: "addField"; fieldType: string; index?: number }
  | { type: "insertField"; field: Field; index?: number }
  | { type: "updateField"; id: string; changes: Partial<Record<keyof Field, unknown>> }
  | { type: "duplicateField"; id: string }
  | { type: "removeField"; id: string }
  | { type: "reorderFields"; from: number; to: number }
  | { type: "bulkUpdate"; ids: string[]; changes: Partial<Record<keyof Field, unknown>> }
  | { type: "selectField"; id: string | null }
  | { type: "setTitle"; title: string }
  | { type: "setDescription"; description: string }
  | { type: "setDragging"; dragging: boolean }
  | { type: "reset" }
  | { type: "loadForm"; form: Form }
  | { type: "loadTemplate"; index: number }
  | { type: "importJson"; text: string }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "addOption"; id: string }
  | { type: "removeOption"; id: string; index: number }
  | { type: "renameOption"; id: string; index: number; value: string }
  | { type: "setValidation"; id: string; rule: ValidationRule; text: string }
  | { type: "addCondition"; id: string }
  | { type: "updateCondition"; id: string; fieldId?: string; condition?: ConditionOp; value?: string }
  | { type: "removeCondition"; id: string }
  | { type: "setAnswer"; id: string; value: Answer }
  | { type: "fillFakeData" }
  | { type: "clearAnswers" }
  | { type: "markSaved" }
  | { type: "tick" };
