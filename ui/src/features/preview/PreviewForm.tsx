// The rendered form both previews show (spec §2): title, description if any,
// every field as an editable control bound to the preview answers, and a
// full-width 'Submit Form' button. Submitting sends nothing (spec §4).
import { useId, type FormEvent } from "react";
import { FieldControl } from "../../fields/FieldControl";
import { Button } from "../../components/ui/button";
import { dispatch, editorStore, useEditor, useField, useInitialAnswer } from "../../state/store";
import type { Answer } from "../../core/types";
import { MESSAGES } from "../messages";
import { toast } from "../toast/toast-store";

/** The preview's textarea height (spec §7). */
export const PREVIEW_TEXTAREA_ROWS = 3;

/** Logs the answers and confirms, as the spec's submit does; sends nothing. */
export function submitPreview(): void {
  console.log("Form submitted:", editorStore().getState().answers);
  toast(MESSAGES.previewSubmitted);
}

export function PreviewForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const titleId = useId();
  const form = useEditor((s) => s.form);
  const order = useEditor((s) => s.order);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitPreview();
    onSubmitted?.();
  };

  // The builder's rules (required, lengths, patterns) are not enforced here (spec §5).
  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-2xl font-bold tracking-tight break-words">
          {form.title}
        </h2>
        {form.description ? <p className="text-muted-foreground break-words whitespace-pre-line">{form.description}</p> : null}
      </div>
      <div className="flex flex-col gap-5">
        {order.map((id) => (
          <PreviewField key={id} id={id} />
        ))}
      </div>
      <Button type="submit" size="lg" className="w-full">
        Submit Form
      </Button>
    </form>
  );
}

function PreviewField({ id }: { id: string }) {
  const field = useField(id);
  const answer = useEditor((s) => s.answers[id]);
  const initialAnswer = useInitialAnswer(id);
  if (!field) return null;
  return (
    <FieldControl
      field={field}
      answer={answer}
      initialAnswer={initialAnswer}
      disabled={false}
      rows={PREVIEW_TEXTAREA_ROWS}
      onAnswer={(value: Answer) => dispatch({ type: "setAnswer", id, value })}
    />
  );
}
