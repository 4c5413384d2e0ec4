// The top bar's Export menu (spec §2): its Radix code is a chunk of its own
// (components/lazy-menu.tsx); TopBarIO draws the trigger.
//
// The download starts within the item's click (issue 29): the file is made
// and its link clicked in the select handler, and the menu is closed in the
// next task, not in the click's (Radix would close it there, and the menu's
// unmount, the focus's return and the toast's render all came before the
// click's task ended and the download went on).
import { useLayoutEffect, useState } from "react";
import { Braces, Code2, FileCode, FileJson } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../components/ui/dropdown-menu";
import type { MenuPartProps } from "../../components/lazy-menu";
import { runExport, type ExportActionName } from "./export-actions";

export function ExportMenu({ trigger, defaultOpen, onDrawn }: MenuPartProps) {
  useLayoutEffect(onDrawn, [onDrawn]);
  const [open, setOpen] = useState(defaultOpen);
  const select = (name: ExportActionName) => (event: Event) => {
    event.preventDefault(); // Radix would close the menu within the click
    void runExport(name);
    setTimeout(() => setOpen(false), 0);
  };
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={select("menuJson")}>
          <FileJson aria-hidden /> Export as JSON
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={select("menuHtml")}>
          <FileCode aria-hidden /> Export as HTML
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={select("menuReact")}>
          <Code2 aria-hidden /> Export as React
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={select("menuRhf")}>
          <Code2 aria-hidden /> React + TypeScript (react-hook-form + zod)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={select("menuSchema")}>
          <Braces aria-hidden /> Export as JSON Schema
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
