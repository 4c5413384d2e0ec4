// The Templates tab (spec §2): the core's template search, a card per template
// with Preview and Use, and a preview dialog of its fields. Loading replaces
// the form; a form that is not pristine is confirmed first (spec §4).
import { useMemo, useState } from "react";
import { Eye, Search } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { searchTemplates, type TemplateInfo } from "../../core/facade";
import { dispatch, editorStore } from "../../state/store";
import { TEMPLATE_CONFIRM } from "../messages";

/** Loads a template, confirming first when the form is not pristine. Returns whether it loaded. */
function loadTemplate(template: TemplateInfo): boolean {
  if (!editorStore().isPristine() && !window.confirm(TEMPLATE_CONFIRM)) return false;
  const delta = dispatch({ type: "loadTemplate", key: template.key });
  if (delta.error) {
    console.error("Loading the template failed:", delta.error.message);
    return false;
  }
  return true;
}

function fieldCount(n: number): string {
  return `${n} ${n === 1 ? "field" : "fields"}`;
}

export function TemplatesTab() {
  const [query, setQuery] = useState("");
  const found = useMemo(() => searchTemplates(query), [query]);
  const [previewing, setPreviewing] = useState<TemplateInfo | null>(null);

  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-3">
      <h2 id="templates-heading" className="sr-only">
        Templates
      </h2>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          placeholder="Search templates..."
          aria-label="Search templates"
          className="pl-8"
        />
      </div>
      <div data-testid="template-list" className="h-[400px] overflow-y-auto pr-1">
        {found.length === 0 ? (
          <p role="status" className="p-4 text-center text-sm text-muted-foreground">
            No templates match “{query.trim()}”.
          </p>
        ) : (
          <ul aria-label="Templates" className="flex flex-col gap-3">
            {found.map((t) => (
              <li key={t.key}>
                <TemplateCard template={t} onPreview={() => setPreviewing(t)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <TemplatePreview template={previewing} onClose={() => setPreviewing(null)} />
    </section>
  );
}

function TemplateCard({ template: t, onPreview }: { template: TemplateInfo; onPreview: () => void }) {
  const headingId = `template-${t.key}`;
  return (
    <Card role="article" aria-labelledby={headingId} className="p-3">
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {t.title}
        </h3>
        <Badge variant="secondary" data-testid="field-count">
          {fieldCount(t.fields.length)}
        </Badge>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">{t.description}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" aria-label={`Preview ${t.title}`} onClick={onPreview}>
          <Eye aria-hidden /> Preview
        </Button>
        <Button size="sm" aria-label={`Use ${t.title}`} onClick={() => loadTemplate(t)}>
          Use
        </Button>
      </div>
    </Card>
  );
}

function TemplatePreview({ template, onClose }: { template: TemplateInfo | null; onClose: () => void }) {
  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-[calc(100%-2rem)] grid-rows-[auto_minmax(0,1fr)_auto] sm:max-w-xl">
        {template ? (
          <>
            <DialogHeader>
              <DialogTitle>{template.title}</DialogTitle>
              <DialogDescription>{template.description}</DialogDescription>
            </DialogHeader>
            <ol
              aria-label={`Fields of ${template.title}`}
              // Scrollable, so reachable by keyboard (it holds nothing focusable;
              // WCAG 2.1.1, axe's scrollable-region-focusable).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className="flex min-h-0 flex-col gap-2 overflow-y-auto rounded-md pr-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {template.fields.map((f) => (
                <li key={f.id} className="rounded-md border border-border p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{f.label}</span>
                    {f.required ? <Badge variant="destructive">Required</Badge> : null}
                  </div>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-muted-foreground">
                    <dt>Type:</dt>
                    <dd>{f.type}</dd>
                    {f.placeholder ? (
                      <>
                        <dt>Placeholder:</dt>
                        <dd>{f.placeholder}</dd>
                      </>
                    ) : null}
                    {f.options && f.options.length > 0 ? (
                      <>
                        <dt>Options:</dt>
                        <dd>{f.options.join(", ")}</dd>
                      </>
                    ) : null}
                  </dl>
                </li>
              ))}
            </ol>
            <DialogFooter>
              <Button
                onClick={() => {
                  if (loadTemplate(template)) onClose();
                }}
              >
                Use Template
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
