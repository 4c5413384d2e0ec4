// The Basic Properties card: label, field key (decision 17), placeholder,
// default value, required (Always / Never / When…: RequiredSetting).
import type { Field } from "../../core/types";
import { dispatch } from "../../state/store";
import { SETTINGS_LABEL_TARGET } from "../focus";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { KeySetting } from "./KeySetting";
import { RequiredSetting } from "./RequiredSetting";
import { TextSetting } from "./TextSetting";

export function BasicProperties({ field }: { field: Field }) {
  const id = field.id;
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
        <RequiredSetting field={field} />
      </CardContent>
    </Card>
  );
}
