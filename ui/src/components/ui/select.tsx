// The app's select, drawn like the inputs: the WAI-ARIA select-only combobox
// (docs/decisions-local.md). The focus stays on the combobox, which names the
// highlighted option as its active descendant; no option is in the page while
// closed, and open, only those near the view (TanStack Virtual), each with its
// place in the whole list. Radix Select, used before, mounts every item, each
// with state of its own, open or not: a condition's field list (every other
// field) on a 2,000-field form made showing the field, typing near it and
// opening the list take many frames, and so did opening a select field of
// 1,000 options in a preview. No library was small enough: downshift's
// `useSelect` alone was several times the size of ours. Both measured in
// docs/bench-log/2026-11-23-issue-10-stop-19.md.
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { autoUpdate, flip, offset, size, useFloating } from "@floating-ui/react-dom";
import { Check, ChevronDown } from "lucide-react";
import { withIndex } from "../virtual-list";
import { cn } from "./cn";
import { triggerClass } from "./select-trigger";
import { inWord, typeAhead } from "./select-typeahead";

export interface SelectItem {
  value: string;
  label: string;
  /** Drawn in the muted colour (a "nothing chosen" item). */
  muted?: boolean;
  disabled?: boolean;
}

interface Props {
  items: readonly SelectItem[];
  /** The chosen item's value; one no item has shows the placeholder. */
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** The combobox's id (a label's `for`). */
  id?: string;
  /** The id of the element that names the select (its label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  /** The trigger's `data-setting`, by which a lint finding focuses it. */
  setting?: string;
}

/** One option's height: a line of text-sm with py-1.5 (labels are cut, not wrapped). */
const ROW = 32;
/** The open list's tallest height (max-h-72). */
const MAX_HEIGHT = 288;
/** How many options Page Up and Page Down move by. */
const PAGE = 10;

export function Select({
  items,
  value,
  onValueChange,
  placeholder = "",
  id,
  labelledBy,
  describedBy,
  invalid,
  required,
  setting,
}: Props) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef({ text: "", at: 0 });
  const base = useId();
  const listId = `${base}-list`;
  const optionId = (i: number) => `${base}-option-${i}`;
  const chosen = useMemo(() => items.findIndex((i) => i.value === value), [items, value]);
  const enabled = (i: number) => i >= 0 && i < items.length && !items[i]?.disabled;
  // The nearest enabled option from `from` going `step` (±1), or `fallback`.
  const nearest = (from: number, step: number, fallback: number) => {
    for (let i = from; i >= 0 && i < items.length; i += step) if (enabled(i)) return i;
    return fallback;
  };
  const first = () => nearest(0, 1, -1);
  const last = () => nearest(items.length - 1, -1, -1);

  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const { floatingStyles } = useFloating({
    elements: { reference: trigger, floating: list },
    open,
    placement: "bottom-start",
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.width = `${rects.reference.width}px`;
          elements.floating.style.maxHeight = `${Math.max(ROW * 3, Math.min(MAX_HEIGHT, availableHeight))}px`;
        },
      }),
    ],
    // Kept in place while open (the list is mounted only then).
    whileElementsMounted: autoUpdate,
  });

  const show = (at: number) => {
    setOpen(true);
    setActive(at);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    typed.current.text = "";
  };
  const choose = (i: number) => {
    close();
    const item = items[i];
    if (item && enabled(i) && i !== chosen) onValueChange(item.value);
  };
  const opening = () => (enabled(chosen) ? chosen : first());
  // The next option whose label starts with what was typed lately (select-typeahead.ts).
  const search = (key: string, from: number) => {
    const found = typeAhead(typed.current, key, Date.now(), items, from);
    typed.current = found.typed;
    return found.index;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const typing = e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
    const spaceInWord = typing && e.key === " " && inWord(typed.current, Date.now());
    if (!open) {
      if (["ArrowDown", "ArrowUp", "Enter", " "].includes(e.key)) show(opening());
      else if (e.key === "Home") show(first());
      else if (e.key === "End") show(last());
      else if (typing) show(search(e.key, chosen));
      else return;
      e.preventDefault();
      return;
    }
    if (e.key === "ArrowDown" && !e.altKey) setActive(nearest(active + 1, 1, active));
    else if (e.key === "ArrowUp" && e.altKey) choose(active);
    else if (e.key === "ArrowUp") setActive(nearest(active - 1, -1, active));
    else if (e.key === "Home") setActive(first());
    else if (e.key === "End") setActive(last());
    else if (e.key === "PageDown") setActive(nearest(Math.min(items.length - 1, active + PAGE), -1, active));
    else if (e.key === "PageUp") setActive(nearest(Math.max(0, active - PAGE), 1, active));
    else if (spaceInWord) setActive(search(e.key, active));
    else if (e.key === "Enter" || e.key === " ") choose(active);
    else if (e.key === "Escape") close();
    else if (e.key === "Tab") {
      // Leaving keeps the choice: the pattern would choose the highlighted
      // option, but here a choice is an edit with an undo step of its own.
      close();
      return;
    } else if (typing) setActive(search(e.key, active));
    else return;
    e.preventDefault();
  };

  const shown = items[chosen];
  return (
    <>
      {/* A button, as Radix's trigger: a label's click and focus reach it. Its
          keys are handled here (Enter and Space do not click it). */}
      <button
        ref={setTrigger}
        type="button"
        id={id}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        // Only while open, as Radix's trigger: the list is not in the page while closed.
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        data-slot="select-trigger"
        data-setting={setting}
        data-state={open ? "open" : "closed"}
        data-placeholder={shown ? undefined : ""}
        className={triggerClass}
        onClick={() => (open ? close() : show(opening()))}
        onKeyDown={onKeyDown}
        onBlur={close}
      >
        <span className={cn(shown?.muted && "text-muted-foreground")}>{shown ? text(shown.label) : placeholder}</span>
        <ChevronDown aria-hidden className="size-4 shrink-0 opacity-60" />
      </button>
      {open &&
        createPortal(
          <div
            ref={setList}
            id={listId}
            role="listbox"
            tabIndex={-1}
            aria-labelledby={labelledBy}
            data-slot="select-content"
            style={floatingStyles}
            // The focus stays on the combobox: a press in the list must not take it.
            onMouseDown={(e) => e.preventDefault()}
            // max-h-72 until the size middleware's own: the list's height must be
            // bounded before the first placement, which picks the side with room.
            className="z-50 flex max-h-72 flex-col overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-md"
          >
            <Options items={items} chosen={chosen} active={active} optionId={optionId} onHover={setActive} onChoose={choose} />
          </div>,
          // Inside a dialog the list must be part of it: a modal dialog takes
          // pointer events from the rest of the page and closes on a press outside.
          trigger?.closest<HTMLElement>("[role=dialog]") ?? document.body,
        )}
    </>
  );
}

/** The open list's options near the view; mounted on opening, scrolled to the highlighted one. */
function Options({
  items,
  chosen,
  active,
  optionId,
  onHover,
  onChoose,
}: {
  items: readonly SelectItem[];
  chosen: number;
  active: number;
  optionId: (i: number) => string;
  onHover: (i: number) => void;
  onChoose: (i: number) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 6,
    paddingStart: 4,
    paddingEnd: 4,
    // Opened with the highlighted option in view, and it stays mounted: the
    // combobox's active descendant is always in the page.
    initialOffset: Math.max(0, (active - 3) * ROW),
    rangeExtractor: (range: Range) => withIndex(defaultRangeExtractor(range), active),
  });
  useLayoutEffect(() => {
    if (active >= 0) rows.scrollToIndex(active, { align: "auto" });
  }, [rows, active]);
  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto">
      <div className="relative w-full" style={{ height: rows.getTotalSize() }}>
        {rows.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            // Keys are the combobox's (its active descendant): an option never takes focus.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
            <div
              key={row.index}
              id={optionId(row.index)}
              role="option"
              aria-selected={row.index === active}
              aria-disabled={item.disabled || undefined}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              data-highlighted={row.index === active ? "" : undefined}
              data-disabled={item.disabled ? "" : undefined}
              data-state={row.index === chosen ? "checked" : "unchecked"}
              className={cn(
                "absolute top-0 left-1 flex w-[calc(100%-0.5rem)] cursor-pointer items-center rounded-sm py-1.5 pr-8 pl-2 text-sm select-none",
                "data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
              )}
              style={{ height: ROW, transform: `translateY(${row.start}px)` }}
              onMouseMove={() => row.index !== active && !item.disabled && onHover(row.index)}
              onClick={() => onChoose(row.index)}
            >
              <span className={cn("truncate", item.muted && "text-muted-foreground")}>{text(item.label)}</span>
              {row.index === chosen && (
                <span className="absolute right-2 flex size-4 items-center justify-center">
                  <Check aria-hidden className="size-4" />
                </span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** An option's text; an empty one says so (a select field's options may be empty). */
function text(label: string): ReactNode {
  return label === "" ? <span className="text-muted-foreground italic">(empty option)</span> : label;
}
