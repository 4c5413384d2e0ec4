// A Vite plugin that puts the theme's boot script (src/theme/boot.ts) into the
// built index.html as a small classic script right after the CSP meta: it runs
// before the first paint and applies the stored theme choice, so a Light user
// does not see the page dark until the app's module script has run. It is a
// file, never inline (CSP: 'self'), emitted at the build's start so that the
// service worker's precache lists it (offline.ts). Bundled on its own (IIFE,
// minified): it carries only the theme rules and the core's constants.
import { createHash } from "node:crypto";
import { build } from "rolldown";
import type { Plugin } from "vite";

const CSP_META = /<meta\s+http-equiv="Content-Security-Policy"[^>]*>/;

export function themeBoot(entry: string): Plugin {
  let fileName: string | undefined;
  return {
    name: "formwright-theme-boot",
    apply: "build",
    async buildStart() {
      const { output } = await build({ input: entry, write: false, output: { format: "iife", minify: true }, logLevel: "silent" });
      const code = output[0].code;
      // Named by its content, like Vite's own assets, so a cache never serves an old one.
      const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
      fileName = `assets/theme-boot-${hash}.js`;
      this.emitFile({ type: "asset", fileName, source: code });
    },
    transformIndexHtml: {
      order: "post",
      handler(html) {
        if (!fileName || !CSP_META.test(html)) throw new Error("theme-boot: no boot script, or no CSP meta in index.html to put it after");
        const script = `\n    <script src="./${fileName}"></script>`;
        return html.replace(CSP_META, (meta) => meta + script);
      },
    },
  };
}
