// The top bar's Export menu (spec §2): its Radix code is a chunk of its own
// (components/lazy-menu.tsx); TopBarIO draws the trigger.
import { useLayoutEffect } from "react";
import { Code2, FileCode, FileJson } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../components/ui/dropdown-menu";
import type { MenuPartProps } from "../../components/lazy-menu";
import { runExport } from "./export-actions";

export function ExportMenu({ trigger, defaultOpen, onDrawn }: MenuPartProps) {
  useLayoutEffect(onDrawn, [onDrawn]);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void runExport("menuJson")}>
          <FileJson aria-hidden /> Export as JSON
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void runExport("menuHtml")}>
          <FileCode aria-hidden /> Export as HTML
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void runExport("menuReact")}>
          <Code2 aria-hidden /> Export as React
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void runExport("menuRhf")}>
          <Code2 aria-hidden /> React + TypeScript (react-hook-form + zod)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
