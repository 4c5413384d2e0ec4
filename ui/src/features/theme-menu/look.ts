// How each theme choice is named and drawn (the trigger and the menu share it).
import { Monitor, Moon, Sun } from "lucide-react";
import type { ThemeChoice } from "../../theme/theme";

export const LOOK: Readonly<Record<ThemeChoice, { label: string; Icon: typeof Sun }>> = {
  light: { label: "Light", Icon: Sun },
  dark: { label: "Dark", Icon: Moon },
  system: { label: "System", Icon: Monitor },
};
