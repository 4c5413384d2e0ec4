// Settings tab: the form's title and description (spec §2).
import { useId } from "react";
import { dispatch, useEditor } from "../../state/store";
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
          onChange={(e) => dispatch({ type: "setTitle", title: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          rows={4}
          value={description}
          placeholder="Describe what this form is for"
          onChange={(e) => dispatch({ type: "setDescription", description: e.target.value })}
        />
      </div>
    </div>
  );
}
