// One field's control, as the canvas, the Live Preview and the Preview dialog
// draw it: label (with a red asterisk when required) and the control for the
// field's kind, drawn by its entry in the one map of controls (controls.tsx);
// any unknown type is a plain text input (spec §3).
//
// The control shows `answer` when given, otherwise `initialAnswer` (the core's
// rule for what a field holds before anything is typed: the ticked options of a
// checkbox default like "Music, Travel", the chosen option, a default the input
// can hold). With `disabled` (the canvas outside preview mode) nothing can be changed.
//
// `errors` are the messages the previews show under a field (the core's
// verdict; when they show is the preview's choice): the control (a group: its
// group element) is then `aria-invalid` and described by them.
import { memo, useId } from "react";
import type { Answer, Field } from "../core/types";
import { kindOf } from "../core/kinds";
import { cn } from "../components/ui/cn";
import { Label } from "../components/ui/label";
import { CONTROLS } from "./controls";

export interface FieldControlProps {
  field: Field;
  /** The current preview answer; undefined shows `initialAnswer`. */
  answer?: Answer;
  /** The field's initial answer, from the core (the store's `useInitialAnswer`). */
  initialAnswer?: Answer;
  disabled?: boolean;
  onAnswer?: (value: Answer) => void;
  /** Rows of a textarea (the preview uses 3). */
  rows?: number;
  /** Messages to show under the control (the core's words); none: valid. */
  errors?: readonly string[];
  className?: string;
}

export const FieldControl = memo(function FieldControl({
  field,
  answer,
  initialAnswer,
  disabled = false,
  onAnswer,
  rows = 3,
  errors = NO_ERRORS,
  className,
}: FieldControlProps) {
  const baseId = useId();
  const controlId = `${baseId}-control`;
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  const invalid = errors.length > 0;
  const describe = {
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? errorId : undefined,
  };
  const errorText = invalid ? (
    <div id={errorId} data-slot="field-error" className="flex flex-col gap-0.5 text-sm text-destructive">
      {errors.map((message, i) => (
        <p key={i}>{message}</p>
      ))}
    </div>
  ) : null;
  const value = answer ?? initialAnswer;
  const text = typeof value === "string" ? value : Array.isArray(value) ? value.join(", ") : "";
  const change = (value: Answer) => onAnswer?.(value);
  const common = {
    disabled,
    required: field.required,
    "aria-required": field.required || undefined,
    ...describe,
  };

  // The core's kind table says which control draws a type, and the one map
  // (controls.tsx) which component draws the control; an unknown (imported)
  // type is a plain text input (spec §3).
  const kind = kindOf(field.type);
  const label = <LabelText field={field} />;
  const { labelled, control } = CONTROLS[kind?.control ?? "input"]({
    field,
    kind,
    value,
    text,
    controlId,
    labelId,
    rows,
    disabled,
    change,
    describe,
    common,
    label,
  });
  return (
    <div data-slot="field-control" className={cn("flex flex-col gap-2", className)}>
      {labelled === "group" ? (
        <span id={labelId} data-slot="field-label" className="flex items-center gap-1 text-sm font-medium leading-none">
          {label}
        </span>
      ) : labelled === "for" ? (
        <Label id={labelId} htmlFor={controlId} data-slot="field-label">
          {label}
        </Label>
      ) : null}
      {control}
      {errorText}
    </div>
  );
});

const NO_ERRORS: readonly string[] = [];

function LabelText({ field }: { field: Field }) {
  return (
    <>
      <span className="break-words">{field.label}</span>
      {field.required && (
        <span aria-hidden className="text-required font-semibold" data-testid="required-asterisk">
          *
        </span>
      )}
    </>
  );
}

