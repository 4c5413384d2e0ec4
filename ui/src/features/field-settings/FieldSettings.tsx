// Field Settings (spec §2 Right panel): the selected field's properties. Every
// control dispatches one action; the core merges it, parses numbers, names new
// options and records history. The panel only shows what the core reports.
//
// The logic lint's findings (the core's) show next to the setting at fault:
// the condition's field, its value, the options, the value or length bounds,
// the pattern. Each is a short warning the setting's control is described by.
//
// This file is the panel's shell: its heading, its Close button and the cards
// this field's kind has (the kind table's columns, read once by kind-settings.ts), each card a file of this
// folder (BasicProperties, OptionsCard, ValidationCard, ConditionCard). A
// layout item (issue 26) has only its text (LayoutSettings) and, a heading or
// a paragraph, the Conditional Logic card.
import { X } from "lucide-react";
import { dispatch, useField, useFieldFindings } from "../../state/store";
import { kindOf } from "../../core/kinds";
import { cardAction, focusSoon } from "../focus";
import { showView } from "../views";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { BasicProperties } from "./BasicProperties";
import { ConditionCard } from "./ConditionCard";
import { OptionsCard } from "./OptionsCard";
import { ValidationCard } from "./ValidationCard";
import { LayoutSettings } from "./LayoutSettings";
import { layoutRole } from "../../fields/layout";
import { kindSettings } from "./kind-settings";

export function FieldSettings({ id }: { id: string }) {
  const field = useField(id);
  const findings = useFieldFindings(id);
  if (!field) return null;
  const kind = kindOf(field.type);
  const layout = layoutRole(field.type);
  const offer = kindSettings(kind);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="text-base font-semibold">Field Settings</h2>
          <Badge variant="secondary" data-testid="field-type-badge" title={kind?.paletteLabel}>
            {field.type}
          </Badge>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Close field settings"
          title="Close"
          onClick={() => {
            dispatch({ type: "selectField", id: null });
            // Back to the card; on a narrow screen the canvas tab, where the card is drawn again.
            showView("canvas");
            focusSoon(cardAction(id, "edit"));
          }}
        >
          <X aria-hidden />
        </Button>
      </div>
      {layout !== undefined ? (
        <>
          <LayoutSettings field={field} role={layout} findings={findings} />
          {layout !== "pagebreak" && <ConditionCard field={field} findings={findings} />}
        </>
      ) : (
        <>
          <BasicProperties field={field} offer={offer} />
          {kind?.hasOptions && <OptionsCard field={field} findings={findings} />}
          <ValidationCard field={field} offer={offer} findings={findings} />
          <ConditionCard field={field} findings={findings} />
        </>
      )}
    </div>
  );
}
