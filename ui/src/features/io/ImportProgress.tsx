// A running import's progress, with Cancel (issue 11): a panel above the
// canvas, announced politely. The page stays usable meanwhile: the file is
// read in a worker.
import { Loader2 } from "lucide-react";
import { Button } from "../../components/ui/button";
import { progressText, useImportProgress } from "./import-progress";

export function ImportProgress() {
  const shown = useImportProgress();
  if (!shown) return null;
  const { progress } = shown;
  const percent = progress.phase === "reading" && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : undefined;
  return (
    <div
      role="status"
      aria-label="Import in progress"
      data-testid="import-progress"
      className="fixed top-16 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 items-center gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-lg"
    >
      <Loader2 aria-hidden className="size-4 shrink-0 animate-spin motion-reduce:animate-none" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <p className="truncate text-sm font-medium">Importing “{shown.fileName}”</p>
        <p className="text-xs text-muted-foreground">{progressText(progress)}</p>
        <progress
          className="h-1.5 w-full appearance-none overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
          aria-label="Import progress"
          max={100}
          {...(percent === undefined ? {} : { value: percent })}
        />
      </div>
      <Button variant="outline" size="sm" onClick={shown.cancel}>
        Cancel
      </Button>
    </div>
  );
}
