// The theme menu (spec §1): Light, Dark, System. The choices are the core's
// (theme.ts); this menu only names and draws each one. The trigger is drawn
// at once, the menu's Radix part (ThemeMenuContent) arrives as a chunk.
import { Monitor, Moon, Sun } from "lucide-react";
import { useTheme } from "../../theme/theme";
import { Button } from "../../components/ui/button";
import { lazyMenu } from "../../components/lazy-menu";
import { LOOK } from "./look";

const Menu = lazyMenu(() => import("../editing").then((m) => m.ThemeMenuContent));

export function ThemeMenu() {
  const { choice, resolved } = useTheme();
  const current = LOOK[choice];
  const TriggerIcon = choice === "system" ? Monitor : resolved === "dark" ? Moon : Sun;
  return (
    <Menu
      trigger={
        <Button variant="outline" size="icon" aria-label={`Theme: ${current.label}`} title="Theme">
          <TriggerIcon aria-hidden />
        </Button>
      }
    />
  );
}
