// The theme menu (spec §1): Light, Dark, System. The choices are the core's
// (theme.ts); this menu only names and draws each one.
import { Monitor, Moon, Sun } from "lucide-react";
import { setTheme, themeChoices, useTheme, type ThemeChoice } from "../../theme/theme";
import { Button } from "../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";

const LOOK: Readonly<Record<ThemeChoice, { label: string; Icon: typeof Sun }>> = {
  light: { label: "Light", Icon: Sun },
  dark: { label: "Dark", Icon: Moon },
  system: { label: "System", Icon: Monitor },
};

export function ThemeMenu() {
  const { choice, resolved } = useTheme();
  const current = LOOK[choice];
  const TriggerIcon = choice === "system" ? Monitor : resolved === "dark" ? Moon : Sun;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label={`Theme: ${current.label}`} title="Theme">
          <TriggerIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
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
