// Settings tab: the form's title and description (spec §2), and where the
// exported page sends its answers (decision 18). Not on the first screen: the
// tab's code arrives with the other later parts (features/later.ts).
import { useId, useState } from "react";
import { dispatch, eventTime, useEditor } from "../../state/store";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";

export function FormSettings() {
  const title = useEditor((s) => s.form.title);
  const description = useEditor((s) => s.form.description);
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-title`}>Form Title</Label>
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(e) => dispatch({ type: "setTitle", title: e.target.value }, { at: eventTime(e) })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          rows={4}
          value={description}
          placeholder="Describe what this form is for"
          onChange={(e) => dispatch({ type: "setDescription", description: e.target.value }, { at: eventTime(e) })}
        />
      </div>
      <SendAnswersTo />
    </div>
  );
}

/**
 * The "Send answers to" address. What is typed is kept in the box and sent to
 * the core when the box is left (or on Enter): an address the core refuses
 * stays in the box with the core's reason beside it, and the form keeps its
 * old address.
 */
function SendAnswersTo() {
  const id = useId();
  const stored = useEditor((s) => s.form.submit?.url ?? "");
  const [draft, setDraft] = useState<{ text: string; error?: string } | null>(null);
  // Changed otherwise (undo, a loaded form): the box shows it, unless it holds a refusal.
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    if (draft && !draft.error) setDraft(null);
  }
  const commit = () => {
    if (!draft || draft.error) return;
    const error = draft.text === stored ? undefined : dispatch({ type: "setSubmitUrl", url: draft.text }).error;
    setDraft(error ? { text: draft.text, error: error.message } : null);
  };
  const error = draft?.error;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Send answers to</Label>
      <Input
        id={id}
        type="url"
        value={draft?.text ?? stored}
        placeholder="https://example.com/answers"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-help` : `${id}-help`}
        onChange={(e) => setDraft({ text: e.target.value })}
        onBlur={commit}
        onKeyDown={(e) => e.key === "Enter" && commit()}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        The exported HTML page posts its answers to this address. Empty: the page only logs them.
      </p>
    </div>
  );
}
