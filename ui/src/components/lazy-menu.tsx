// A dropdown menu whose trigger is drawn at once and whose Radix code (menu,
// popper, floating-ui, focus scope: about a tenth of the first visit's script)
// arrives as a chunk as soon as the core is ready (issue 10). Until then the
// trigger is a stand-in that looks the same; a click or an opening key on it
// is remembered, and the menu opens when its code arrives, as if it had been
// there (a moment at most). Focus on the stand-in moves to the real trigger.
import { cloneElement, useCallback, useRef, useState, type ComponentType, type ReactElement } from "react";
import { lazyPart } from "./lazy";
import type { ButtonProps } from "./ui/button";

/** What the menu's own component gets: its trigger (to wrap in Radix's), whether to open at once, and a call when drawn. */
export interface MenuPartProps {
  trigger: ReactElement<ButtonProps>;
  defaultOpen: boolean;
  onDrawn: () => void;
}

/** The keys that open a Radix dropdown menu from its trigger. */
const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/** A menu drawn by `load`'s component (which wraps `trigger` in a Radix DropdownMenu) once its chunk is here. */
export function lazyMenu(load: () => Promise<ComponentType<MenuPartProps>>): ComponentType<{ trigger: ReactElement<ButtonProps> }> {
  const Part = lazyPart<MenuPartProps & { standIn: ReactElement }>(
    () =>
      load().then((Menu) =>
        function LoadedMenu({ trigger, defaultOpen, onDrawn }: MenuPartProps) {
          return <Menu trigger={trigger} defaultOpen={defaultOpen} onDrawn={onDrawn} />;
        },
      ),
    { soon: true, fallback: ({ standIn }) => standIn },
  );
  return function LazyMenu({ trigger }) {
    const [opened, setOpened] = useState(false);
    const focused = useRef(false);
    const box = useRef<HTMLSpanElement>(null);
    const onDrawn = useCallback(() => {
      if (focused.current) box.current?.querySelector<HTMLElement>("button")?.focus();
      focused.current = false;
    }, []);
    const standIn = cloneElement(trigger, {
      "aria-haspopup": "menu",
      "aria-expanded": false,
      onPointerDown: (e) => {
        if (e.button === 0 && !e.ctrlKey) setOpened(true);
      },
      onKeyDown: (e) => {
        if (!OPEN_KEYS.has(e.key)) return;
        e.preventDefault();
        setOpened(true);
      },
      onFocus: () => (focused.current = true),
      onBlur: () => (focused.current = false),
    });
    return (
      <span ref={box} className="contents">
        <Part standIn={standIn} trigger={trigger} defaultOpen={opened} onDrawn={onDrawn} />
      </span>
    );
  };
}
