// The one map from a control (the core's `controls.rs`, named in the kinds
// table) to the component that draws it on the canvas and in the previews.
// Its type is the union of every control's name the core generates, so a
// control without an entry here does not compile, and no control falls
// through to another's component. An unknown (imported) type is drawn by the
// "input" entry as a plain text input (spec §3): that is FieldControl's choice.
import type { ReactNode } from "react";
import { useId } from "react";
import { EyeOff, Star } from "lucide-react";
import type { Answer, Field, KindRow } from "../core/types";
import { constants } from "../core/facade";
import { oneBoxControls } from "../core/embedded";
import { cn } from "../components/ui/cn";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { Textarea } from "../components/ui/textarea";
import { StaticSelectTrigger } from "../components/ui/select-trigger";
import { lazyPart } from "../components/lazy";
import type { LiveSelectProps } from "./LiveSelect";

/** What a control's entry gets from FieldControl. */
export interface ControlProps {
  field: Field;
  /** The field's row of the kinds table; none for an unknown type. */
  kind: KindRow | undefined;
  /** The answer shown: the preview's, else the initial one. */
  value: Answer | undefined;
  /** `value` as text (a list joined by commas). */
  text: string;
  controlId: string;
  labelId: string;
  rows: number;
  disabled: boolean;
  change: (value: Answer) => void;
  describe: Describe;
  /** The props every text-like control takes: disabled, required, described. */
  common: Describe & { disabled: boolean; required: boolean; "aria-required"?: boolean };
  /** The field's label, with the required mark. */
  label: ReactNode;
}

/**
 * A drawn control and how the field's label goes with it: a `<label for>`
 * above it, a plain element the group is labelled by, or none (the control
 * carries its own label, as one box does).
 */
export interface DrawnControl {
  labelled: "for" | "group" | "own";
  control: ReactNode;
}

/** `aria-invalid` and `aria-describedby` for a control with errors. */
export interface Describe {
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

export const CONTROLS: Record<NonNullable<KindRow["control"]>, (p: ControlProps) => DrawnControl> = {
  input: (p) => ({
    labelled: "for",
    control: (
      <Input
        id={p.controlId}
        type={p.kind?.inputType ?? "text"}
        placeholder={p.field.placeholder}
        value={p.text}
        onChange={(e) => p.change(e.target.value)}
        {...p.common}
      />
    ),
  }),
  textarea: (p) => ({
    labelled: "for",
    control: (
      <Textarea
        id={p.controlId}
        rows={p.rows}
        placeholder={p.field.placeholder}
        value={p.text}
        onChange={(e) => p.change(e.target.value)}
        {...p.common}
      />
    ),
  }),
  select: (p) => ({
    labelled: "for",
    control: (
      <SelectControl {...p} />
    ),
  }),
  // Without options, a field of a control the core lists as one box (its
  // `ControlSpec::is_one_box`, decision 16) is one box whose label is the
  // statement: the core decides it, the UI reads its list.
  checkboxGroup: (p) =>
    !p.field.options?.length && oneBoxControls.includes("checkboxGroup")
      ? {
          labelled: "own",
          control: (
            <div className="flex items-center gap-2">
              <input
                id={p.controlId}
                type="checkbox"
                checked={p.value === true}
                disabled={p.disabled}
                required={p.field.required}
                onChange={(e) => p.change(e.target.checked)}
                className="size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-60"
                {...p.describe}
              />
              <Label id={p.labelId} htmlFor={p.controlId} data-slot="field-label">
                {p.label}
              </Label>
            </div>
          ),
        }
      : {
          labelled: "group",
          control: (
            <ChoiceGroup {...p} type="checkbox" />
          ),
        },
  radioGroup: (p) => ({
    labelled: "group",
    control: (
      <ChoiceGroup {...p} type="radio" />
    ),
  }),
  // Issue 27. A hidden field has no control for the person filling: the
  // previews draw nothing (PreviewForm shows its problem above Submit); the
  // canvas (`disabled`) marks the card hidden and says where its value comes from.
  hidden: (p) => ({
    labelled: p.disabled ? "group" : "own",
    control: p.disabled ? <HiddenMarker field={p.field} /> : null,
  }),
  rating: (p) => ({
    labelled: "group",
    control: <RatingStars {...p} />,
  }),
  slider: (p) => {
    const { min, max, step } = sliderBounds(p.field);
    return {
      labelled: "for",
      control: (
        <div className="flex items-center gap-3">
          <input
            id={p.controlId}
            type="range"
            min={min}
            max={max}
            step={step}
            value={p.text}
            disabled={p.disabled}
            onChange={(e) => p.change(e.target.value)}
            className="h-5 min-w-0 flex-1 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-60"
            {...p.describe}
          />
          <output htmlFor={p.controlId} data-slot="slider-value" className="min-w-[4ch] text-right text-sm font-medium tabular-nums">
            {p.text}
          </output>
        </div>
      ),
    };
  },
};

/** A slider's bounds and step as its input takes them: the field's, else 0, 100 and 1 (docs/more-fields.md). */
export function sliderBounds(field: Field): { min: number; max: number; step: number } {
  const v = field.validation;
  return { min: v?.min ?? 0, max: v?.max ?? 100, step: v?.step ?? 1 };
}

/** The stars a rating draws: its scale (`validation.max`, default 5), a whole number drawn from 1 to 10 at most. */
export function ratingScale(field: Field): number {
  const max = field.validation?.max;
  return max === undefined || !Number.isFinite(max) ? 5 : Math.min(10, Math.max(1, Math.floor(max)));
}

/** Where a hidden field's value comes from, in words: the page address's parameter, its value, or nothing. */
export function hiddenSource(field: Field): string {
  const value = field.defaultValue === undefined ? "" : String(field.defaultValue);
  if (field.fillFromAddress !== false) {
    return `Filled from the page address, ?${field.id}=…` + (value ? `; else “${value}”` : "");
  }
  return value ? `Value “${value}”` : "No value";
}

function HiddenMarker({ field }: { field: Field }) {
  return (
    <p data-slot="hidden-marker" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1 rounded-md border border-border bg-muted px-1.5 py-0.5 text-xs font-medium">
        <EyeOff aria-hidden className="size-3.5" />
        Hidden
      </span>
      <span className="min-w-0 break-all">{hiddenSource(field)}</span>
    </p>
  );
}

/**
 * A rating: a radio group of N stars, each a real radio input (named "k of N")
 * laid over its star, so a click on the star chooses it and the arrow keys move
 * as between native radios; the chosen star and those before it are filled.
 */
function RatingStars({ field, text, labelId, change, disabled, describe }: ControlProps) {
  const name = useId();
  const n = ratingScale(field);
  const chosen = /^[0-9]+$/.test(text) ? Number(text) : 0;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required={field.required || undefined}
      {...describe}
      data-slot="rating"
      className="flex flex-wrap items-center gap-1"
    >
      {Array.from({ length: n }, (_, i) => {
        const k = i + 1;
        return (
          <span key={k} className="relative flex size-8 items-center justify-center">
            <input
              type="radio"
              name={name}
              value={k}
              checked={chosen === k}
              disabled={disabled}
              aria-label={`${k} of ${n}`}
              title={`${k} of ${n}`}
              onChange={() => change(String(k))}
              className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-md opacity-0 disabled:cursor-not-allowed"
            />
            <Star
              aria-hidden
              className={cn(
                "size-7 rounded-md stroke-[1.5] transition-colors",
                "peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background",
                k <= chosen ? "fill-amber-400 text-amber-500 dark:text-amber-400" : "text-muted-foreground peer-hover:text-amber-500",
              )}
            />
          </span>
        );
      })}
    </div>
  );
}

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

function SelectControl({ field, text, controlId, labelId, change, disabled, describe }: ControlProps) {
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
      onChange={change}
      describe={describe}
    />
  );
}

function ChoiceGroup({ type, field, value, labelId, change, disabled, describe }: ControlProps & { type: "checkbox" | "radio" }) {
  const name = useId();
  const chosen: readonly string[] = Array.isArray(value) ? value : typeof value === "string" && value !== "" ? [value] : [];
  const options = field.options ?? [];
  return (
    <div
      role={type === "radio" ? "radiogroup" : "group"}
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
              type={type}
              name={name}
              value={option}
              checked={checked}
              disabled={disabled}
              onChange={(e) => {
                if (type === "radio") change(option);
                else change(e.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option));
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
