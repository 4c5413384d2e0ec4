// The time a typing edit brings (event-time.ts, issue 29): the key press's,
// not the later `input` event's, within the task that handles the key.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eventTime, listenForKeys } from "./event-time";

/** An event of `type` made at `at` ms after the time origin. */
function event(type: string, at: number): Event {
  const e = new Event(type);
  Object.defineProperty(e, "timeStamp", { value: at });
  return e;
}

/** Epoch ms of `ms` after the time origin (read under the fake clock). */
const t = (ms: number) => performance.timeOrigin + ms;
let page: EventTarget;

beforeEach(() => {
  vi.useFakeTimers();
  page = new EventTarget();
  listenForKeys(page);
});

afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe("eventTime", () => {
  it("gives an input handled late the time of its key press", () => {
    page.dispatchEvent(event("keydown", 100));
    expect(eventTime(event("input", 900))).toBe(t(100));
  });

  it("forgets the key once its task is over: text without a key keeps its own time", () => {
    page.dispatchEvent(event("keydown", 100));
    vi.runAllTimers();
    expect(eventTime(event("input", 900))).toBe(t(900));
  });

  it("takes the latest key, and never a key later than the event", () => {
    page.dispatchEvent(event("keydown", 100));
    page.dispatchEvent(event("keydown", 130));
    expect(eventTime(event("input", 900))).toBe(t(130));
    expect(eventTime(event("input", 120))).toBe(t(120));
  });
});
