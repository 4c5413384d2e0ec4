// The "Field key" box of Basic Properties (decision 17): the field's key in
// exports and in the answers sent. Each keystroke asks the core to rename the
// field (`setFieldKey`); a key the core refuses stays in the box with the
// core's reason while the box has focus; leaving it shows the key the field
// kept. The store keeps this panel, and the focus in this box, across the
// rename (EditorState.selection).
import { useId, useState } from "react";
import type { Field } from "../../core/types";
import { dispatch, eventTime } from "../../state/store";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

export function KeySetting({ field }: { field: Field }) {
  const id = useId();
  const [refused, setRefused] = useState<{ text: string; error: string } | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Field key</Label>
      <Input
        id={id}
        value={refused?.text ?? field.id}
        spellCheck={false}
        className="font-mono"
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? `${id}-error` : undefined}
        onChange={(e) => {
          const key = e.target.value;
          const error = dispatch({ type: "setFieldKey", id: field.id, key }, { at: eventTime(e) }).error;
          setRefused(error ? { text: key, error: error.message } : null);
        }}
        onBlur={() => setRefused(null)}
      />
      {refused && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {refused.error}
        </p>
      )}
    </div>
  );
}
