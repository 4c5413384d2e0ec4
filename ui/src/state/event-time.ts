// When the user typed (issue 29: a burst of typing is one undo step even when
// the page is busy). An `input` event is made when the page handles the key
// press, so its own `timeStamp` is late by however long the page was busy;
// the `keydown` before it carries when the browser got the key. A key's time
// is kept until the end of the task that handles it (its `input` comes in
// that task), so text that comes without a key (a paste, a drop, dictation)
// keeps its own event's time.

let keyTime: number | undefined;
let keySeq = 0;
let listening: EventTarget | undefined;

function heard(event: Event): void {
  keyTime = performance.timeOrigin + event.timeStamp;
  const seq = ++keySeq;
  setTimeout(() => {
    if (seq === keySeq) keyTime = undefined;
  }, 0);
}

/** Notes every key press's time on `target` (the document), once. */
export function listenForKeys(target: EventTarget): void {
  if (listening === target) return;
  listening?.removeEventListener("keydown", heard, true);
  target.addEventListener("keydown", heard, true);
  listening = target;
}

/**
 * When the user did what `event` reports, in epoch ms: the time of the key
 * press being handled, when there is one and it is not later than the event;
 * otherwise the event's own time.
 */
export function eventTime(event: { timeStamp: number }): number {
  const own = performance.timeOrigin + event.timeStamp;
  return keyTime !== undefined && keyTime <= own ? keyTime : own;
}
