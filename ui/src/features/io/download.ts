// Browser plumbing for the exports (spec §7): a download through a temporary
// link, and a clipboard write. What the file is called and holds is the core's.

/** Downloads `content` as a file named `fileName`, through a temporary link. */
export function downloadFile(fileName: string, mime: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mime }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Writes `text` to the clipboard. Rejects when the browser refuses. */
export function copyText(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}
