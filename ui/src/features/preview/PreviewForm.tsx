// The rendered form both previews show (spec §2): title, description if any,
// every field as an editable control bound to the preview answers, and a
// full-width 'Submit Form' button. Submitting sends nothing (spec §4).
//
// The form's rules are enforced (decision 15), by the core: the store gives
// each field's verdict (shown or hidden, its problems), and this form only
// renders it. A hidden field keeps its place in the DOM with `hidden`, so
// showing it again moves the fields below by its own height and no more.
// When problems show is this form's choice (docs/decisions-local.md): under a
// field once it has been left, and under every field after a refused submit.
// Submit with problems focuses the first invalid field and says nothing else;
// without problems it logs what the core says a submit sends (the shown
// fields' answers) and confirms as the spec says, and shows those answers as
// JSON under the form, with a Copy button (decision 19).
//
// Only the fields near the view are in the DOM (a virtualiser, as on the
// canvas): with every field mounted, a 2,000-field form was slow to open here
// and each keystroke took more than a frame
// (docs/bench-log/2026-11-23-issue-10-stop-18.md). The field that has focus
// stays mounted; Tab and Shift+Tab reach the next field, since a few beyond the
// view are mounted and the browser scrolls a focused field into view. Submit
// scrolls to the first invalid field.
//
// Pages (issue 26, the contract's section 2): a form with page breaks shows
// one page at a time, as the core's verdict plans them (`pages`, `steps`):
// the progress line "Step 2 of 3" and the page's title, Back (never
// validates; answers are kept: they are the store's) and Next, and Submit on
// the page whose `next` is none. Next on a page with problems shows the
// problems of its shown fields and focuses the first, as Submit does; Enter
// in a text input on such a page is Next (Next is the form's submit button
// there). A form without breaks is one page: no progress line, no Back or
// Next, exactly the form it was.
//
// A hidden field (issue 27) draws nothing: the person filling cannot change
// it. Its problem (a required one with no value: the core's
// `missingParameter`, "The page address lacks …") shows above the page's
// Submit (or Next) button, as an alert, once a submit or Next was refused. A
// refused submit focuses the first problem the person can fix, else that
// alert (docs/decisions-local.md).
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type FormEvent,
} from "react";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { FieldControl } from "../../fields/FieldControl";
import { Button } from "../../components/ui/button";
import { cn } from "../../components/ui/cn";
import { dispatch, editorStore, useEditor, useField, useFieldVerdict, useInitialAnswer } from "../../state/store";
import { kindOf } from "../../core/kinds";
import type { Answer, PageVerdict } from "../../core/types";
import { LayoutText } from "../../fields/LayoutBlock";
import { layoutRole, splitPages } from "../../fields/layout";
import { MESSAGES } from "../messages";
import { toast } from "../toast/toast-store";
import { useListScroller, withIndex } from "../../components/virtual-list";
import { copyText } from "../io/download";

/** The preview's textarea height (spec §7). */
export const PREVIEW_TEXTAREA_ROWS = 3;

/** Logs what a submit sends (the core's: the shown fields' answers) and confirms, as the spec's submit does; sends nothing. Returns those answers. */
export function submitPreview(): Record<string, Answer> {
  const sent = editorStore().submitted();
  console.log("Form submitted:", sent);
  toast(MESSAGES.previewSubmitted);
  return sent;
}

/** Whether field `id` is a hidden field (issue 27): drawn as nothing, its problems shown above Submit. */
function isHiddenKind(id: string): boolean {
  return kindOf(editorStore().field(id)?.type ?? "")?.control === "hidden";
}

/** The attribute of the alert above Submit that holds hidden fields' problems. */
const ADDRESS_PROBLEMS = "data-address-problems";

/** The first thing to focus in a field's wrapper: the chosen radio, else its first control; for a hidden field, the alert above Submit. */
function focusField(form: HTMLFormElement, id: string): boolean {
  if (isHiddenKind(id)) {
    const alert = form.querySelector<HTMLElement>(`[${ADDRESS_PROBLEMS}]`);
    alert?.focus();
    return alert !== null;
  }
  const wrapper = form.querySelector(`[data-preview-field="${CSS.escape(id)}"]`);
  const target =
    wrapper?.querySelector<HTMLElement>("input[type=radio]:checked") ??
    wrapper?.querySelector<HTMLElement>("input, textarea, button, [tabindex]:not([tabindex='-1'])");
  target?.focus();
  return target !== null && target !== undefined;
}

/** The space between two fields (the form's former `gap-5`), below every field but the last. */
const FIELD_GAP = "pb-5";

/**
 * The core's verdict on the pages (and how many are shown), re-rendering only
 * when that changes: a keystroke that changes no page's verdict re-renders
 * nothing here.
 */
function usePageVerdicts(): { pages: readonly PageVerdict[]; steps: number } {
  const store = editorStore();
  const key = useSyncExternalStore(store.subscribe, () => {
    const { pages, steps } = store.verdict();
    return JSON.stringify([pages, steps]);
  });
  return useMemo(() => {
    const [pages, steps] = JSON.parse(key) as [PageVerdict[], number];
    return { pages, steps };
  }, [key]);
}

/**
 * The problems of the hidden fields among `ids` (issue 27), as the core's
 * verdict has them: field id and messages; re-rendering only when they change.
 */
function useHiddenProblems(ids: readonly string[]): readonly { id: string; messages: string[] }[] {
  const store = editorStore();
  // A field's type does not change while its id stays: read once per list of ids.
  const on = useMemo(() => new Set(ids.filter(isHiddenKind)), [ids]);
  const key = useSyncExternalStore(store.subscribe, () => {
    if (on.size === 0) return "[]";
    const found = store
      .verdict()
      .fields.filter((f) => on.has(f.id) && f.visible && f.problems.length > 0)
      .map((f) => ({ id: f.id, messages: f.problems.map((p) => p.message) }));
    return JSON.stringify(found);
  });
  return useMemo(() => JSON.parse(key) as { id: string; messages: string[] }[], [key]);
}

/** The page to show: `wanted` (the first shown page before any move) while it is shown, else its previous or next shown page. */
function pageToShow(pages: readonly PageVerdict[], wanted: number | null): number {
  const first = Math.max(
    0,
    pages.findIndex((p) => p.shown),
  );
  const at = wanted === null || wanted >= pages.length ? first : wanted;
  const page = pages[at];
  return page && !page.shown ? (page.back ?? page.next ?? at) : at;
}

export function PreviewForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const titleId = useId();
  const form = useEditor((s) => s.form);
  const order = useEditor((s) => s.order);
  const formRef = useRef<HTMLFormElement>(null);
  // The fields of each page, page breaks left out (a field's type does not change while its id stays).
  const split = useMemo(() => splitPages(order, editorStore().field), [order]);
  const { pages, steps } = usePageVerdicts();
  const paged = split.length > 1 && pages.length === split.length;
  // The page moved to by Back and Next (none yet: the first shown page).
  const [wanted, setWanted] = useState<number | null>(null);
  const at = paged ? pageToShow(pages, wanted) : 0;
  const page = paged ? pages[at] : undefined;
  const ids = paged ? split[at]! : order;
  const progress = useRef<HTMLDivElement>(null);
  // The page's first control gets focus after Back or Next (set when the move is by the user).
  const [enteredPage, setEnteredPage] = useState<number | null>(null);
  // Fields whose problems show: left at least once, or all after a refused submit.
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  // The field to focus once it is mounted (Submit with problems far down the form).
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  // The field that has focus, kept mounted; its place is found in the fields shown now (the order
  // changes while the panel shows, or another page), never an index of the list drawn before.
  const [focused, setFocused] = useState<string | null>(null);
  const focusedIndex = focused === null ? -1 : ids.indexOf(focused);
  // What the last valid submit sent, as formatted JSON.
  const [sent, setSent] = useState<string | null>(null);
  // The hidden fields' problems on this page, shown once a submit or Next was refused.
  const hiddenProblems = useHiddenProblems(ids).filter((p) => attempted || left.has(p.id));

  const list = useRef<HTMLDivElement>(null);
  const { scroller, margin } = useListScroller(list);
  const getItemKey = useCallback((i: number) => ids[i]!, [ids]);
  const rows = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 84,
    overscan: 6,
    initialRect: { width: 0, height: window.innerHeight },
    scrollMargin: margin,
    getItemKey,
    rangeExtractor: (range: Range) => withIndex(defaultRangeExtractor(range), focusedIndex),
  });

  // Tried again each time the mounted range changes, until the field is there.
  const items = rows.getVirtualItems();
  useEffect(() => {
    if (focusTarget === null || !formRef.current) return;
    if (focusField(formRef.current, focusTarget)) setFocusTarget(null);
  }, [focusTarget, items]);

  // After Back or Next: the progress line in view, focus on the new page's first control.
  useEffect(() => {
    if (enteredPage === null || enteredPage !== at || !formRef.current) return;
    progress.current?.scrollIntoView?.({ block: "nearest" });
    const first = formRef.current.querySelector<HTMLElement>("[data-preview-field]:not([hidden]) :is(input, textarea, button)");
    (first ?? progress.current)?.focus({ preventScroll: true });
    setEnteredPage(null);
  }, [enteredPage, at, items]);

  const markLeft = useCallback((id: string) => {
    setLeft((s) => (s.has(id) ? s : new Set(s).add(id)));
  }, []);

  /** Focuses field `id` (on the page shown), scrolling it into the mounted range first if needed; a hidden field's alert once drawn. */
  const focusProblem = (id: string) => {
    if (isHiddenKind(id)) setFocusTarget(id);
    else if (formRef.current && !focusField(formRef.current, id)) {
      rows.scrollToIndex(ids.indexOf(id), { align: "start" });
      setFocusTarget(id);
    }
  };

  const goTo = (to: number) => {
    setWanted(to);
    setEnteredPage(to);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const verdict = editorStore().verdict();
    // Next (Enter in a text input too): only this page's shown fields are judged.
    if (page && page.next !== null) {
      if (page.valid) return goTo(page.next);
      const onPage = new Set(ids);
      const problems = verdict.fields.filter((f) => onPage.has(f.id) && f.visible && f.problems.length > 0);
      setLeft((s) => new Set([...s, ...problems.map((f) => f.id)]));
      const first = firstToFix(problems);
      if (first) focusProblem(first.id);
      return;
    }
    if (!verdict.valid) {
      setAttempted(true);
      const first = firstToFix(verdict.fields.filter((f) => f.visible && f.problems.length > 0));
      if (!first) return;
      // A problem on another page (an answer here made a field there required): that page is shown.
      const on = paged ? split.findIndex((p) => p.includes(first.id)) : at;
      if (on !== at && on >= 0) {
        setWanted(on);
        setFocusTarget(first.id);
      } else focusProblem(first.id);
      return;
    }
    setSent(JSON.stringify(submitPreview(), null, 2));
    onSubmitted?.();
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const id = (event.target as Element).closest("[data-preview-field]")?.getAttribute("data-preview-field") ?? null;
    setFocused(id);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={titleId} className="flex flex-col gap-6">
      {/* One element above the list: the list's offset follows its size (useListScroller). */}
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight break-words">
            {form.title}
          </h2>
          {form.description ? <p className="text-muted-foreground break-words whitespace-pre-line">{form.description}</p> : null}
        </div>
        {page && (
          // Announced when the page changes; focused after Back or Next when the page has no control.
          <div ref={progress} tabIndex={-1} data-testid="preview-progress" className="flex flex-col gap-1 outline-none">
            <p aria-live="polite" className="text-sm font-medium text-muted-foreground">
              Step {page.step} of {steps}
            </p>
            {page.title ? <h3 className="text-xl font-semibold tracking-tight break-words">{page.title}</h3> : null}
          </div>
        )}
      </div>
      <div ref={list} onFocus={onFocus} className="relative" style={{ height: rows.getTotalSize() }}>
        {items.map((row) => {
          const id = ids[row.index]!;
          return (
            <PreviewField
              key={row.key}
              id={id}
              index={row.index}
              top={row.start - margin}
              last={row.index === ids.length - 1}
              measure={rows.measureElement}
              showErrors={attempted || left.has(id)}
              onLeave={markLeft}
            />
          );
        })}
      </div>
      {hiddenProblems.length > 0 && (
        <div
          role="alert"
          tabIndex={-1}
          {...{ [ADDRESS_PROBLEMS]: "" }}
          className="flex flex-col gap-1 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {hiddenProblems.flatMap((p) => p.messages.map((m, i) => <p key={`${p.id}-${i}`}>{m}</p>))}
        </div>
      )}
      {page ? (
        <div className="flex gap-2">
          {page.back !== null && (
            <Button type="button" variant="outline" size="lg" onClick={() => goTo(page.back!)}>
              Back
            </Button>
          )}
          {/* The form's submit button either way, so Enter in a text input on a page with a next is Next. */}
          <Button type="submit" size="lg" className="flex-1">
            {page.next !== null ? "Next" : "Submit Form"}
          </Button>
        </div>
      ) : (
        <Button type="submit" size="lg" className="w-full">
          Submit Form
        </Button>
      )}
      {sent !== null && <SentAnswers json={sent} />}
    </form>
  );
}

/** The answers the last valid submit sent, as JSON in a read-only box, with a Copy button; scrolled into view when they change. */
function SentAnswers({ json }: { json: string }) {
  const headingId = useId();
  // Whether the copy of this very text worked (a new submit's text shows no status).
  const [copied, setCopied] = useState<{ json: string; ok: boolean } | null>(null);
  const status = copied?.json !== json ? "" : copied.ok ? "Copied to clipboard" : "The browser did not allow copying; select the text instead";
  const ref = useRef<HTMLElement>(null);
  // A block body: the scroll methods may return a promise, which React would
  // take for the effect's cleanup and call when the box goes.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [json]);
  return (
    <section ref={ref} aria-labelledby={headingId} data-testid="sent-answers" className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <h3 id={headingId} className="mr-auto text-sm font-semibold">
          Submitted answers
        </h3>
        <span role="status" className="text-xs text-muted-foreground">
          {status}
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => copyText(json).then(() => setCopied({ json, ok: true }), () => setCopied({ json, ok: false }))}
        >
          Copy
        </Button>
      </div>
      <textarea
        readOnly
        aria-labelledby={headingId}
        value={json}
        rows={Math.min(12, json.split("\n").length)}
        className="w-full resize-y overflow-auto rounded-md border border-input bg-muted p-3 font-mono text-xs"
        onFocus={(e) => e.currentTarget.select()}
      />
    </section>
  );
}

const NO_ERRORS: readonly string[] = [];

/** The problem a refused submit focuses: the first the person filling can fix, else the first (a hidden field's). */
function firstToFix<T extends { id: string }>(problems: readonly T[]): T | undefined {
  return problems.find((f) => !isHiddenKind(f.id)) ?? problems[0];
}

// Whether a pointer button is down. A field left by pressing on something
// else (Submit, another field) shows its errors only once the pointer is
// released: shown at once, they would push what was pressed down under the
// pointer, and the click would land elsewhere.
let pointerDown = false;
document.addEventListener("pointerdown", () => (pointerDown = true), true);
for (const type of ["pointerup", "pointercancel"]) document.addEventListener(type, () => (pointerDown = false), true);

/** Runs `then` now, or after the click that ends the current press. */
function whenPointerReleased(then: () => void) {
  if (!pointerDown) return then();
  const later = () => setTimeout(then);
  document.addEventListener("pointerup", later, { once: true, capture: true });
  document.addEventListener("pointercancel", later, { once: true, capture: true });
}

interface FieldProps {
  id: string;
  /** Place in the form (0-based), and the offset the virtualiser gives it. */
  index: number;
  top: number;
  last: boolean;
  measure: (el: Element | null) => void;
  showErrors: boolean;
  onLeave: (id: string) => void;
}

function PreviewField({ id, index, top, last, measure, showErrors, onLeave }: FieldProps) {
  const field = useField(id);
  const answer = useEditor((s) => s.answers[id]);
  const initialAnswer = useInitialAnswer(id);
  const verdict = useFieldVerdict(id);
  const onAnswer = useCallback((value: Answer) => dispatch({ type: "setAnswer", id, value }), [id]);
  // The verdict object stays the same while this field's verdict does (the store), so do the errors.
  const errors = useMemo(
    () => (showErrors && verdict && verdict.problems.length > 0 ? verdict.problems.map((p) => p.message) : NO_ERRORS),
    [showErrors, verdict],
  );

  // Left: focus went somewhere outside this field. A select's list is
  // outside the DOM subtree (a portal), but choosing from it is not leaving.
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) return;
    if (next instanceof Element && next.closest("[role=listbox]")) return;
    whenPointerReleased(() => onLeave(id));
  };

  if (!field) return null;
  const role = layoutRole(field.type);
  // A field hidden by its condition, or a hidden field (issue 27: nothing to
  // draw, its problem shows above Submit), is measured as 0 px high, so it
  // takes no room and no gap.
  const hidden = kindOf(field.type)?.control === "hidden";
  return (
    <div
      ref={measure}
      data-index={index}
      data-preview-field={id}
      hidden={hidden || (verdict ? !verdict.visible : undefined)}
      onBlur={leave}
      style={{ transform: `translateY(${top}px)` }}
      className={cn("absolute top-0 left-0 w-full", !last && FIELD_GAP)}
    >
      {hidden ? null : role === undefined ? (
        <FieldControl
          field={field}
          answer={answer}
          initialAnswer={initialAnswer}
          disabled={false}
          rows={PREVIEW_TEXTAREA_ROWS}
          errors={errors}
          onAnswer={onAnswer}
        />
      ) : role !== "pagebreak" ? (
        <LayoutText field={field} role={role} />
      ) : null}
    </div>
  );
}
