// The list of what an import (or a restore) repaired or left out, as the
// core's reader reported it: one line per change with its JSON path, in a
// read-only text box that can be selected and copied, and a Copy button.
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { copyText } from "./download";
import { closeReport, reportText, useShownReport } from "./import-report";

export function ImportReportDialog() {
  const report = useShownReport();
  const [copied, setCopied] = useState<"no" | "yes" | "failed">("no");
  const text = report ? reportText(report.changes) : "";
  return (
    <Dialog
      open={report !== null}
      onOpenChange={(open) => {
        if (!open) {
          closeReport();
          setCopied("no");
        }
      }}
    >
      {report ? (
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{report.title}</DialogTitle>
            <DialogDescription>
              Values that could not be read as they were have been repaired or left out. Each line names the place in
              the file (for example <code>fields[2].label</code>: the third field's label).
            </DialogDescription>
          </DialogHeader>
          <textarea
            readOnly
            aria-label="Changes"
            data-testid="import-report"
            value={text}
            rows={Math.min(12, Math.max(3, report.changes.length))}
            className="w-full resize-y overflow-auto rounded-md border border-input bg-background p-2 font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <DialogFooter>
            <span role="status" className="mr-auto self-center text-sm text-muted-foreground">
              {copied === "yes" ? "Copied to clipboard" : copied === "failed" ? "The browser did not allow copying; select the text instead" : ""}
            </span>
            <Button
              variant="outline"
              onClick={() => {
                copyText(text).then(
                  () => setCopied("yes"),
                  () => setCopied("failed"),
                );
              }}
            >
              Copy
            </Button>
            <Button onClick={() => closeReport()}>Done</Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
