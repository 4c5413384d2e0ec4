import { Sparkles } from "lucide-react";
import { templateTitles } from "../core/wasm";

export function Canvas() {
  return (
    <section aria-label="Form canvas" className="flex flex-1 items-center justify-center p-8">
      <div className="max-w-md text-center">
        <h2 className="text-xl font-semibold">Start Building Your Form</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-400">Drag and drop fields from the sidebar to begin</p>
        <span className="mt-4 inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm dark:border-slate-700">
          <Sparkles aria-hidden className="size-4" /> Ready to build
        </span>
        <p className="mt-6 text-sm text-slate-500 dark:text-slate-400">
          Or start from one of {templateTitles().length} templates.
        </p>
      </div>
    </section>
  );
}
