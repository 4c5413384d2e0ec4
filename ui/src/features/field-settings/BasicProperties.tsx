// The Basic Properties card: label, field key (decision 17), placeholder
// (when the kind's control shows one), default value, required (Always /
// Never / When…: RequiredSetting). A hidden field (issue 27) has a Value in
// place of the default value, and "Fill from the page address" (AddressSetting).
import type { Field } from "../../core/types";
import { dispatch, useFieldFindings } from "../../state/store";
import { SETTINGS_LABEL_TARGET } from "../focus";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { AddressSetting } from "./AddressSetting";
import { KeySetting } from "./KeySetting";
import { RequiredSetting } from "./RequiredSetting";
import { TextSetting } from "./TextSetting";
import type { KindSettings } from "./kind-settings";
import { about } from "./helpers";

export function BasicProperties({ field, offer }: { field: Field; offer: KindSettings }) {
  const id = field.id;
  // The lint's findings about the default value (a required hidden field with none: issue 27).
  const valueFindings = about(useFieldFindings(id), "defaultValue");
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
        {offer.placeholder && (
          <TextSetting
            label="Placeholder"
            value={field.placeholder ?? ""}
            onChange={(placeholder, at) => dispatch({ type: "updateField", id, changes: { placeholder } }, { at })}
          />
        )}
        <TextSetting
          label={offer.address ? "Value" : "Default Value"}
          type={offer.timeBounds ? "time" : undefined}
          setting="defaultValue"
          findings={valueFindings}
          value={field.defaultValue === undefined ? "" : String(field.defaultValue)}
          onChange={(defaultValue, at) => dispatch({ type: "updateField", id, changes: { defaultValue } }, { at })}
        />
        {offer.address && <AddressSetting field={field} />}
        <RequiredSetting field={field} />
      </CardContent>
    </Card>
  );
}
