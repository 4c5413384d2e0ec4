// The Basic Properties card: label, field key (decision 17), placeholder,
// default value, required.
import { useId } from "react";
import type { Field } from "../../core/types";
import { dispatch } from "../../state/store";
import { SETTINGS_LABEL_TARGET } from "../focus";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Label } from "../../components/ui/label";
import { Switch } from "../../components/ui/switch";
import { KeySetting } from "./KeySetting";
import { TextSetting } from "./TextSetting";

export function BasicProperties({ field }: { field: Field }) {
  const id = field.id;
  const requiredId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Basic Properties</CardTitle>
      </CardHeader>
      <CardContent>
        <TextSetting
          label="Label"
          value={field.label}
          focusTarget={SETTINGS_LABEL_TARGET}
          onChange={(label, at) => dispatch({ type: "updateField", id, changes: { label } }, { at })}
        />
        <KeySetting field={field} />
        <TextSetting
          label="Placeholder"
          value={field.placeholder ?? ""}
          onChange={(placeholder, at) => dispatch({ type: "updateField", id, changes: { placeholder } }, { at })}
        />
        <TextSetting
          label="Default Value"
          value={field.defaultValue === undefined ? "" : String(field.defaultValue)}
          onChange={(defaultValue, at) => dispatch({ type: "updateField", id, changes: { defaultValue } }, { at })}
        />
        <div className="flex items-center justify-between gap-2 pt-1">
          <Label htmlFor={requiredId}>Required Field</Label>
          <Switch
            id={requiredId}
            checked={field.required}
            onCheckedChange={(required) => dispatch({ type: "updateField", id, changes: { required } })}
          />
        </div>
      </CardContent>
    </Card>
  );
}
