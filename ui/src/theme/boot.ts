// The built page's first script (ui/build/theme-boot.ts makes it a small
// classic script in <head>, run before the first paint): applies the stored
// theme choice, so that a Light user never sees the dark page that index.html
// starts with while the app's script loads. Same rules as theme.ts (resolve.ts),
// the core's constants as embedded at build time.
import { constants } from "../core/embedded.generated.json";
import { applyTheme, resolveChoice, storedChoice } from "./resolve";

applyTheme(resolveChoice(storedChoice(constants)));
