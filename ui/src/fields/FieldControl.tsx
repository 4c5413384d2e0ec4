// One field's control, as the canvas, the Live Preview and the Preview dialog
// draw it: label (with a red asterisk when required) and the control for the
// field's kind. Checkbox and radio fields are groups of real inputs, a checkbox
// field without options is one box whose label is the statement (decision 16),
// the select is components/ui/select.tsx, and any unknown type is a plain text input (spec §3).
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
import { constants } from "../core/facade";
import { kindOf } from "../core/kinds";
import { cn } from "../components/ui/cn";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { Textarea } from "../components/ui/textarea";
import { StaticSelectTrigger } from "../components/ui/select-trigger";
import { lazyPart } from "../components/lazy";
import type { LiveSelectProps } from "./LiveSelect";

// The previews' select is in a chunk of its own (issue 10), fetched as soon as
// the core is ready; until it arrives (a moment at most) it draws closed.
const LiveSelect = lazyPart<LiveSelectProps>(() => import("./LiveSelect").then((m) => m.LiveSelect), {
  soon: true,
  fallback: ClosedSelect,
});

/** A select drawn closed, that cannot open: the canvas's, and the previews' until the select's code arrives. */
function ClosedSelect({ options, chosen, placeholder, controlId, labelId }: Omit<LiveSelectProps, "onChange" | "required" | "describe">) {
  return (
    <StaticSelectTrigger
      id={controlId}
      aria-labelledby={labelId}
      text={chosen >= 0 ? options[chosen] || "(empty option)" : undefined}
      placeholder={placeholder}
    />
  );
}

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

  // The core's kind table says which control draws a type; an unknown
  // (imported) type is a plain text input (spec §3).
  const kind = kindOf(field.type);
  const controlKind = kind?.control ?? "input";
  if (controlKind === "checkboxGroup" && (field.options ?? []).length === 0) {
    return (
      <div data-slot="field-control" className={cn("flex flex-col gap-2", className)}>
        <div className="flex items-center gap-2">
          <input
            id={controlId}
            type="checkbox"
            checked={value === true}
            disabled={disabled}
            required={field.required}
            onChange={(e) => change(e.target.checked)}
            className="size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-60"
            {...describe}
          />
          <Label id={labelId} htmlFor={controlId} data-slot="field-label">
            <LabelText field={field} />
          </Label>
        </div>
        {errorText}
      </div>
    );
  }
  let control;
  switch (controlKind) {
    case "textarea":
      control = (
        <Textarea
          id={controlId}
          rows={rows}
          placeholder={field.placeholder}
          value={text}
          onChange={(e) => change(e.target.value)}
          {...common}
        />
      );
      break;
    case "select":
      control = (
        <SelectControl
          field={field}
          text={text}
          controlId={controlId}
          labelId={labelId}
          onChange={change}
          disabled={disabled}
          describe={describe}
        />
      );
      break;
    case "checkboxGroup":
      control = (
        <ChoiceGroup kind="checkbox" field={field} value={value} labelId={labelId} onChange={change} disabled={disabled} describe={describe} />
      );
      break;
    case "radioGroup":
      control = (
        <ChoiceGroup kind="radio" field={field} value={value} labelId={labelId} onChange={change} disabled={disabled} describe={describe} />
      );
      break;
    default:
      control = (
        <Input
          id={controlId}
          type={kind?.inputType ?? "text"}
          placeholder={field.placeholder}
          value={text}
          onChange={(e) => change(e.target.value)}
          {...common}
        />
      );
  }

  const grouped = controlKind === "checkboxGroup" || controlKind === "radioGroup";
  return (
    <div data-slot="field-control" className={cn("flex flex-col gap-2", className)}>
      {grouped ? (
        <span id={labelId} data-slot="field-label" className="flex items-center gap-1 text-sm font-medium leading-none">
          <LabelText field={field} />
        </span>
      ) : (
        <Label id={labelId} htmlFor={controlId} data-slot="field-label">
          <LabelText field={field} />
        </Label>
      )}
      {control}
      {errorText}
    </div>
  );
});

const NO_ERRORS: readonly string[] = [];

/** `aria-invalid` and `aria-describedby` for a control with errors. */
interface Describe {
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

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

function SelectControl({
  field,
  text,
  controlId,
  labelId,
  onChange,
  disabled,
  describe,
}: {
  field: Field;
  text: string;
  controlId: string;
  labelId: string;
  onChange: (value: Answer) => void;
  disabled: boolean;
  describe: Describe;
}) {
  const options = field.options ?? [];
  const chosen = options.indexOf(text);
  const placeholder = field.placeholder || constants().selectPlaceholder;
  if (disabled) {
    // Nothing can be chosen: draw the closed trigger only (cheap on a big canvas).
    return <ClosedSelect options={options} chosen={chosen} placeholder={placeholder} controlId={controlId} labelId={labelId} />;
  }
  return (
    <LiveSelect
      options={options}
      chosen={chosen}
      placeholder={placeholder}
      required={field.required}
      controlId={controlId}
      labelId={labelId}
      onChange={onChange}
      describe={describe}
    />
  );
}

function ChoiceGroup({
  kind,
  field,
  value,
  labelId,
  onChange,
  disabled,
  describe,
}: {
  kind: "checkbox" | "radio";
  field: Field;
  value: Answer | undefined;
  labelId: string;
  onChange: (value: Answer) => void;
  disabled: boolean;
  describe: Describe;
}) {
  const name = useId();
  const chosen: readonly string[] = Array.isArray(value) ? value : typeof value === "string" && value !== "" ? [value] : [];
  const options = field.options ?? [];
  return (
    <div
      role={kind === "radio" ? "radiogroup" : "group"}
      aria-labelledby={labelId}
      aria-required={field.required || undefined}
      {...describe}
      className="flex flex-col gap-2"
    >
      {options.map((option, i) => {
        const id = `${name}-${i}`;
        const checked = chosen.includes(option);
        return (
          <div key={i} className="flex items-center gap-2">
            <input
              id={id}
              type={kind}
              name={name}
              value={option}
              checked={checked}
              disabled={disabled}
              onChange={(e) => {
                if (kind === "radio") onChange(option);
                else onChange(e.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option));
              }}
              className="size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-60"
            />
            <label htmlFor={id} className={cn("text-sm", disabled ? "cursor-not-allowed opacity-80" : "cursor-pointer")}>
              {option || <span className="text-muted-foreground italic">(empty option)</span>}
            </label>
          </div>
        );
      })}
    </div>
  );
}
