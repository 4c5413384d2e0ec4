// The theme menu's Radix part (spec §1), a chunk of its own
// (components/lazy-menu.tsx); ThemeMenu draws the trigger.
import { useLayoutEffect } from "react";
import { setTheme, themeChoices, useTheme, type ThemeChoice } from "../../theme/theme";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import type { MenuPartProps } from "../../components/lazy-menu";
import { LOOK } from "./look";

export function ThemeMenuContent({ trigger, defaultOpen, onDrawn }: MenuPartProps) {
  const { choice } = useTheme();
  useLayoutEffect(onDrawn, [onDrawn]);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={choice} onValueChange={(v) => setTheme(v as ThemeChoice)}>
          {themeChoices().map((value) => {
            const { label, Icon } = LOOK[value];
            return (
              <DropdownMenuRadioItem key={value} value={value}>
                <Icon aria-hidden /> {label}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
