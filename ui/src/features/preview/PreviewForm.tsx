// The rendered form both previews show (spec §2): title, description if any,
// every field as an editable control bound to the preview answers, and a
// full-width 'Submit Form' button. Submitting sends nothing (spec §4).
//
// The form's rules are enforced (decision 15), by the core: the store gives
// each field's verdict (shown or hidden, its problems), and this form only
// renders it. A hidden field keeps its place in the DOM with `hidden`, so
// showing it again moves the fields below by its own height and no more.
// When problems show is this form's choice (docs/decisions-local.md): under a
// field once it has been left, and under every field after a refused submit.
// Submit with problems focuses the first invalid field and says nothing else;
// without problems it logs what the core says a submit sends (the shown
// fields' answers) and confirms as the spec says.
import { useCallback, useId, useMemo, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { FieldControl } from "../../fields/FieldControl";
import { Button } from "../../components/ui/button";
import { dispatch, editorStore, useEditor, useField, useFieldVerdict, useInitialAnswer } from "../../state/store";
import type { Answer } from "../../core/types";
import { MESSAGES } from "../messages";
import { toast } from "../toast/toast-store";

/** The preview's textarea height (spec §7). */
export const PREVIEW_TEXTAREA_ROWS = 3;

/** Logs what a submit sends (the core's: the shown fields' answers) and confirms, as the spec's submit does; sends nothing. */
export function submitPreview(): void {
  console.log("Form submitted:", editorStore().submitted());
  toast(MESSAGES.previewSubmitted);
}

/** The first thing to focus in a field's wrapper: the chosen radio, else its first control. */
function focusField(form: HTMLFormElement, id: string) {
  const wrapper = form.querySelector(`[data-preview-field="${CSS.escape(id)}"]`);
  const target =
    wrapper?.querySelector<HTMLElement>("input[type=radio]:checked") ??
    wrapper?.querySelector<HTMLElement>("input, textarea, button, [tabindex]:not([tabindex='-1'])");
  target?.focus();
}

export function PreviewForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const titleId = useId();
  const form = useEditor((s) => s.form);
  const order = useEditor((s) => s.order);
  const formRef = useRef<HTMLFormElement>(null);
  // Fields whose problems show: left at least once, or all after a refused submit.
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);

  const markLeft = useCallback((id: string) => {
    setLeft((s) => (s.has(id) ? s : new Set(s).add(id)));
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const verdict = editorStore().verdict();
    if (!verdict.valid) {
      setAttempted(true);
      const first = verdict.fields.find((f) => f.visible && f.problems.length > 0);
      if (first && formRef.current) focusField(formRef.current, first.id);
      return;
    }
    submitPreview();
    onSubmitted?.();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={titleId} className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-2xl font-bold tracking-tight break-words">
          {form.title}
        </h2>
        {form.description ? <p className="text-muted-foreground break-words whitespace-pre-line">{form.description}</p> : null}
      </div>
      <div className="flex flex-col gap-5">
        {order.map((id) => (
          <PreviewField key={id} id={id} showErrors={attempted || left.has(id)} onLeave={markLeft} />
        ))}
      </div>
      <Button type="submit" size="lg" className="w-full">
        Submit Form
      </Button>
    </form>
  );
}

const NO_ERRORS: readonly string[] = [];

// Whether a pointer button is down. A field left by pressing on something
// else (Submit, another field) shows its errors only once the pointer is
// released: shown at once, they would push what was pressed down under the
// pointer, and the click would land elsewhere.
let pointerDown = false;
document.addEventListener("pointerdown", () => (pointerDown = true), true);
for (const type of ["pointerup", "pointercancel"]) document.addEventListener(type, () => (pointerDown = false), true);

/** Runs `then` now, or after the click that ends the current press. */
function whenPointerReleased(then: () => void) {
  if (!pointerDown) return then();
  const later = () => setTimeout(then);
  document.addEventListener("pointerup", later, { once: true, capture: true });
  document.addEventListener("pointercancel", later, { once: true, capture: true });
}

function PreviewField({ id, showErrors, onLeave }: { id: string; showErrors: boolean; onLeave: (id: string) => void }) {
  const field = useField(id);
  const answer = useEditor((s) => s.answers[id]);
  const initialAnswer = useInitialAnswer(id);
  const verdict = useFieldVerdict(id);
  const onAnswer = useCallback((value: Answer) => dispatch({ type: "setAnswer", id, value }), [id]);
  // The verdict object stays the same while this field's verdict does (the store), so do the errors.
  const errors = useMemo(
    () => (showErrors && verdict && verdict.problems.length > 0 ? verdict.problems.map((p) => p.message) : NO_ERRORS),
    [showErrors, verdict],
  );

  // Left: focus went somewhere outside this field. A select's list is
  // outside the DOM subtree (a portal), but choosing from it is not leaving.
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) return;
    if (next instanceof Element && next.closest("[role=listbox]")) return;
    whenPointerReleased(() => onLeave(id));
  };

  if (!field) return null;
  return (
    <div data-preview-field={id} hidden={verdict ? !verdict.visible : undefined} onBlur={leave}>
      <FieldControl
        field={field}
        answer={answer}
        initialAnswer={initialAnswer}
        disabled={false}
        rows={PREVIEW_TEXTAREA_ROWS}
        errors={errors}
        onAnswer={onAnswer}
      />
    </div>
  );
}
