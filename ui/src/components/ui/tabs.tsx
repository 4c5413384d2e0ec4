// Tabs, our own: WAI-ARIA's tabs pattern with automatic activation, as Radix
// Tabs drew it for the sidebar. Radix's brought its roving-focus, collection
// and presence code into the first chunk, about 6 KB gzip of the critical path
// (docs/bench-log/2026-11-25-bytes-won-back.md). One tab stop, the selected
// tab; ArrowLeft / ArrowRight move along the row and select (wrapping), Home /
// End (and PageUp / PageDown) go to the ends; a press of the main mouse button
// selects; a panel not selected is an empty `hidden` tabpanel.
// e2e/tests/sidebar-tabs.spec.ts holds the behaviour.
import { createContext, use, useId, useMemo, useState, type ComponentProps, type KeyboardEvent } from "react";
import { cn, focusRing } from "./cn";

interface TabsState {
  /** The prefix of the tabs' and panels' ids. */
  id: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error(`${part} must be inside <Tabs>`);
  return tabs;
}

const tabId = (tabs: TabsState, value: string) => `${tabs.id}-tab-${value}`;
const panelId = (tabs: TabsState, value: string) => `${tabs.id}-panel-${value}`;

/** Tabs with a `defaultValue` keep their own choice; with `value` and `onValueChange` the caller keeps it. */
export function Tabs({
  defaultValue = "",
  value: chosen,
  onValueChange,
  className,
  ...props
}: ComponentProps<"div"> & { defaultValue?: string; value?: string; onValueChange?: (value: string) => void }) {
  const id = useId();
  const [own, setOwn] = useState(defaultValue);
  const value = chosen ?? own;
  const select = onValueChange ?? setOwn;
  const tabs = useMemo(() => ({ id, value, select }), [id, value, select]);
  return (
    <TabsContext value={tabs}>
      <div data-slot="tabs" data-orientation="horizontal" className={cn("flex flex-col gap-3", className)} {...props} />
    </TabsContext>
  );
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      data-orientation="horizontal"
      className={cn("inline-flex h-9 w-full items-center rounded-lg bg-muted p-1 text-muted-foreground", className)}
      {...props}
    />
  );
}

/** Where a key moves focus in a row of `count` tabs from `index`; keys not listed do nothing. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_, count) => count - 1,
  PageDown: (_, count) => count - 1,
};

/** Moves focus along the row; the tab focused selects itself (automatic activation). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const move = MOVES[event.key];
  if (!move || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  event.preventDefault();
  const row = [...(event.currentTarget.closest("[role=tablist]")?.querySelectorAll<HTMLElement>("[role=tab]") ?? [])];
  row[move(row.indexOf(event.currentTarget), row.length)]?.focus();
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const selected = value === tabs.value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-full flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium whitespace-nowrap transition-colors",
        "hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4",
        focusRing,
        className,
      )}
      // The main button selects as it goes down (not on click); another button neither selects nor focuses.
      onMouseDown={(event) => (event.button === 0 && !event.ctrlKey ? tabs.select(value) : event.preventDefault())}
      onFocus={() => tabs.select(value)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

/** The attributes of the panel of tab `value`, for a panel that is not a `TabsContent` (app/views.tsx). */
export function useTabPanel(value: string) {
  const tabs = useTabs("A tab panel");
  return { role: "tabpanel", id: panelId(tabs, value), "aria-labelledby": tabId(tabs, value), hidden: value !== tabs.value };
}

export function TabsContent({ value, className, children, ...props }: ComponentProps<"div"> & { value: string }) {
  const panel = useTabPanel(value);
  const selected = !panel.hidden;
  return (
    <div
      {...panel}
      role="tabpanel"
      tabIndex={0}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      data-slot="tabs-content"
      className={cn("outline-none", className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}
