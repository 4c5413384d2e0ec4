// Field Settings of a layout item (issue 26): only its text. A heading's
// "Heading text", a paragraph's "Text" (several lines: its line breaks are
// kept), a page break's "Page title" (its page's title; may be empty). Layout
// items have no key, placeholder, default value, required, options or
// validation (the contract); a heading or paragraph may have a condition, the
// Conditional Logic card under this one (FieldSettings).
import { useId } from "react";
import type { Field, Finding } from "../../core/types";
import type { LayoutRole } from "../../fields/layout";
import { dispatch, eventTime } from "../../state/store";
import { SETTINGS_LABEL_TARGET } from "../focus";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { Findings } from "./Findings";
import { describedBy } from "./helpers";

const TEXT: Readonly<Record<LayoutRole, { title: string; label: string; about: string }>> = {
  heading: { title: "Heading", label: "Heading text", about: "A section heading between fields." },
  paragraph: { title: "Paragraph", label: "Text", about: "Text shown between fields; line breaks are kept." },
  pagebreak: { title: "Page Break", label: "Page title", about: "Starts a new page; its title shows above that page's fields." },
};

// What the Conditional Logic card shows next to its own controls.
const CONDITION_SETTINGS: readonly string[] = ["condition", "conditionValue"];

export function LayoutSettings({ field, role, findings }: { field: Field; role: LayoutRole; findings: readonly Finding[] }) {
  const id = useId();
  const text = TEXT[role];
  // The lint's findings about the item itself (a page with no field, two breaks in a row…) show under its
  // text; a page break has no Conditional Logic card, so a condition's finding on it shows here too.
  const own = role === "pagebreak" ? findings : findings.filter((f) => !CONDITION_SETTINGS.includes(f.setting));
  const props = {
    id,
    "aria-describedby": describedBy(own.length > 0 ? `${id}-findings` : undefined),
    value: field.label,
    "data-focus-target": SETTINGS_LABEL_TARGET,
    onChange: (e: { target: { value: string }; timeStamp: number }) =>
      dispatch({ type: "updateField", id: field.id, changes: { label: e.target.value } }, { at: eventTime(e) }),
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{text.title}</CardTitle>
        <CardDescription>{text.about}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col gap-2">
          <Label htmlFor={id}>{text.label}</Label>
          {role === "paragraph" ? <Textarea rows={4} {...props} /> : <Input {...props} />}
          <Findings id={`${id}-findings`} findings={own} />
        </div>
      </CardContent>
    </Card>
  );
}
