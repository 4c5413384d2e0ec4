// The store (store.ts) against the real core: the builder's wasm module, and
// the extras module for the fake-data fill, built by `just wasm` into
// ui/src/wasm-pkg and loaded here from their bytes, as main.tsx loads them in
// the page (`loadCore(module)`, `loadExtras(module)`). Nothing of the core is
// mocked, so these tests check what the store makes of the core's deltas:
// the merge into its id-keyed map, the order splice, the selection and the
// preview answers (with the verdict and the initial answers).
//
// The clock is Vitest's fake one: every call gets the same `Date.now()` the
// test chose, and the store's typing-burst timer runs only when a test moves
// the timers on.
import { readFileSync } from "node:fs";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadCore } from "../core/wasm";
import { loadExtras } from "../core/extras";
import { Editor } from "../core/facade";
import { CoreFailure, extrasIfLoaded, split } from "../core/facade";
import type { Action, Delta } from "../core/types";
import { EditorStore } from "./store";

const T0 = Date.UTC(2025, 0, 15, 12);
const SEED = 42;

/** A module of ui/src/wasm-pkg, compiled from its file. */
function compiled(file: string): Promise<WebAssembly.Module> {
  const url = new URL(`../wasm-pkg/${file}`, import.meta.url);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(readFileSync(url));
  } catch (error) {
    throw new Error(`${file} is missing: build the wasm modules first (just wasm)`, { cause: error });
  }
  return WebAssembly.compile(bytes);
}

beforeAll(async () => {
  await loadCore(await compiled("formwright_wasm_bg.wasm"));
  await loadExtras(await compiled("formwright_wasm_extras_bg.wasm"));
});

let store: EditorStore;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  store = new EditorStore(SEED);
  store.attach();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Dispatches an action the core must accept. */
function ok(action: Action): Delta {
  const delta = store.dispatch(action);
  expect(delta.error, JSON.stringify(action)).toBeUndefined();
  return delta;
}

/** Adds a field of `kind` (at `index`) and gives its id. */
function add(kind: string, index?: number): string {
  const delta = ok({ type: "addField", fieldType: kind, index });
  expect(delta.fields).toHaveLength(1);
  return delta.fields[0]!.id;
}

const order = () => store.getState().order;

describe("delta merge", () => {
  it("shows the core's blank editor once attached", () => {
    expect(store.ready).toBe(true);
    const state = store.getState();
    expect(state.order).toEqual([]);
    expect(state.form.title).toBe("Untitled Form");
    expect(state.canUndo).toBe(false);
    expect(store.stats()).toMatchObject({ fields: 0, required: 0 });
  });

  it("replaces only the changed field's object and keeps the order array", () => {
    const a = add("text");
    const b = add("email");
    const [fieldA, fieldB, before] = [store.field(a), store.field(b), order()];
    // Not the label: it would move the key (decision 17; "field keys" below).
    const delta = ok({ type: "updateField", id: a, changes: { placeholder: "Full name" } });
    expect(delta.fields.map((f) => f.id)).toEqual([a]);
    expect(store.field(a)).not.toBe(fieldA);
    expect(store.field(a)!.placeholder).toBe("Full name");
    expect(store.field(b)).toBe(fieldB);
    expect(order()).toBe(before);
  });

  it("keeps a field's initial answer with it and drops it when the field starts empty again", () => {
    const a = add("text");
    expect(store.initialAnswer(a)).toBeUndefined();
    ok({ type: "updateField", id: a, changes: { defaultValue: "hello" } });
    expect(store.initialAnswer(a)).toBe("hello");
    ok({ type: "updateField", id: a, changes: { defaultValue: "" } });
    expect(store.initialAnswer(a)).toBeUndefined();
  });

  it("takes the form's title from the delta and leaves the fields alone", () => {
    const a = add("text");
    const field = store.field(a);
    ok({ type: "setTitle", title: "Survey" });
    expect(store.getState().form.title).toBe("Survey");
    expect(store.field(a)).toBe(field);
  });

  it("tells every listener once per dispatch, and keeps a refused action's error", () => {
    const a = add("text");
    let heard = 0;
    const unsubscribe = store.subscribe(() => heard++);
    const field = store.field(a);
    const delta = store.dispatch({ type: "updateField", id: a, changes: { id: "other" } });
    expect(delta.error).toBeDefined();
    expect(store.lastError).toEqual(delta.error);
    expect(store.field(a)).toBe(field);
    ok({ type: "setTitle", title: "Again" });
    expect(store.lastError).toBeUndefined();
    expect(heard).toBe(2);
    unsubscribe();
    ok({ type: "setTitle", title: "Unheard" });
    expect(heard).toBe(2);
  });

  it("sends tick when the core's typing deadline has passed, not before", () => {
    const a = add("text");
    const dispatch = vi.spyOn(store, "dispatch");
    const delta = ok({ type: "updateField", id: a, changes: { label: "N" } });
    expect(delta.historyDeadline).toBe(T0 + 500);
    vi.advanceTimersByTime(499);
    expect(dispatch).not.toHaveBeenCalledWith({ type: "tick" });
    vi.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledWith({ type: "tick" });
  });

  it("keeps a burst of typing handled late as one undo step: the key presses' own times count (issue 29)", () => {
    add("text");
    vi.setSystemTime(T0 + 1000); // after the add's own step
    // Three key presses 100 ms apart, each handled 2 s after the one before
    // (the field's key follows its label: the id is the order's).
    for (const [i, label] of ["F", "Fu", "Ful"].entries()) {
      vi.setSystemTime(T0 + 2000 * (i + 1));
      const at = T0 + 1000 + 100 * i;
      const delta = store.dispatch({ type: "updateField", id: order()[0]!, changes: { label } }, { at });
      expect(delta.error).toBeUndefined();
    }
    expect(store.field(order()[0]!)?.label).toBe("Ful");
    ok({ type: "undo" });
    expect(store.field(order()[0]!)?.label).toBe("Text Input");
  });

  it("never sends a time before the last one sent, whatever an event's time says", () => {
    const a = add("text");
    const sent = vi.spyOn(Editor.prototype, "dispatch");
    vi.setSystemTime(T0 + 5000);
    ok({ type: "updateField", id: a, changes: { placeholder: "A" } });
    store.dispatch({ type: "updateField", id: a, changes: { placeholder: "AB" } }, { at: T0 + 100 });
    store.dispatch({ type: "updateField", id: a, changes: { placeholder: "ABC" } }, { at: T0 + 9000 });
    expect(sent.mock.calls.map(([, now]) => now)).toEqual([T0 + 5000, T0 + 5000, T0 + 5000]);
  });

  it("waits the burst's 500 ms from a late key press's handling before the tick", () => {
    const a = add("text");
    const dispatch = vi.spyOn(store, "dispatch");
    vi.setSystemTime(T0 + 2000);
    store.dispatch({ type: "updateField", id: a, changes: { placeholder: "N" } }, { at: T0 + 100 });
    vi.advanceTimersByTime(499);
    expect(dispatch).not.toHaveBeenCalledWith({ type: "tick" });
    vi.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledWith({ type: "tick" });
  });

  it("holds the tick when its timer fires late, so a key press waiting behind it joins the burst", () => {
    add("text");
    vi.setSystemTime(T0 + 1000);
    const id = () => order()[0]!;
    store.dispatch({ type: "updateField", id: id(), changes: { label: "Fu" } }, { at: T0 + 1000 });
    const dispatch = vi.spyOn(store, "dispatch");
    // The page is busy for 800 ms: the timer fires then, late.
    vi.setSystemTime(T0 + 1800);
    vi.advanceTimersByTime(500);
    expect(dispatch).not.toHaveBeenCalledWith({ type: "tick" });
    // The key pressed 40 ms after the last, handled now.
    store.dispatch({ type: "updateField", id: id(), changes: { label: "Ful" } }, { at: T0 + 1040 });
    vi.advanceTimersByTime(600);
    expect(dispatch).toHaveBeenCalledWith({ type: "tick" });
    ok({ type: "undo" });
    expect(store.field(id())?.label).toBe("Text Input");
  });

  it("draws a whole loaded form in the next task (dispatchThenDraw)", async () => {
    let heard = 0;
    store.subscribe(() => heard++);
    const drawn = store.dispatchThenDraw({ type: "loadTemplate", key: "contact-form" });
    expect(order().length).toBeGreaterThan(0);
    expect(heard).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    await drawn;
    expect(heard).toBe(1);
  });
});

describe("order splice", () => {
  it("inserts one id where a field is added", () => {
    const a = add("text");
    const b = add("text");
    const c = add("text", 1);
    const delta = ok({ type: "addField", fieldType: "number", index: 0 });
    const d = delta.fields[0]!.id;
    expect(delta.orderSplice).toEqual({ at: 0, remove: 0, insert: [d] });
    expect(order()).toEqual([d, a, c, b]);
  });

  it("moves a field without losing it (the id removed is inserted again)", () => {
    const a = add("text");
    const b = add("text");
    const c = add("select");
    const fieldC = store.field(c);
    const delta = ok({ type: "moveField", id: c, toId: a });
    expect(delta.orderSplice).toBeDefined();
    expect(order()).toEqual([c, a, b]);
    expect(store.field(c)).toEqual(fieldC);
    ok({ type: "moveField", id: c, toId: b });
    expect(order()).toEqual([a, b, c]);
    expect(store.field(c)).toEqual(fieldC);
  });

  it("drops a removed field and its initial answer, and has them again on undo", () => {
    const a = add("text");
    const b = add("text");
    ok({ type: "updateField", id: b, changes: { defaultValue: "kept" } });
    ok({ type: "tick" });
    const fieldB = store.field(b);
    const delta = ok({ type: "removeField", id: b });
    expect(delta.orderSplice).toEqual({ at: 1, remove: 1, insert: [] });
    expect(order()).toEqual([a]);
    expect(store.field(b)).toBeUndefined();
    expect(store.initialAnswer(b)).toBeUndefined();
    ok({ type: "undo" });
    expect(order()).toEqual([a, b]);
    expect(store.field(b)).toEqual(fieldB);
    expect(store.initialAnswer(b)).toBe("kept");
  });

  it("puts a duplicate right after its original", () => {
    const a = add("radio");
    const b = add("text");
    const delta = ok({ type: "duplicateField", id: a });
    const copy = delta.fields.map((f) => f.id).find((id) => id !== a)!;
    expect(order()).toEqual([a, copy, b]);
    expect(store.field(copy)!.options).toEqual(store.field(a)!.options);
  });

  it("replaces every field when a template loads", () => {
    const a = add("text");
    ok({ type: "loadTemplate", key: "contact-form" });
    expect(store.field(a)).toBeUndefined();
    expect(order()).not.toContain(a);
    expect(order().length).toBeGreaterThan(1);
    for (const id of order()) expect(store.field(id)?.id).toBe(id);
  });
});

describe("selection", () => {
  it("follows the core: selectField changes it, an add leaves it as it was", () => {
    const a = add("text");
    expect(store.getState().selectedFieldId).toBeNull();
    ok({ type: "selectField", id: a });
    expect(store.getState().selectedFieldId).toBe(a);
    add("text");
    expect(store.getState().selectedFieldId).toBe(a);
    ok({ type: "selectField", id: null });
    expect(store.getState().selectedFieldId).toBeNull();
  });

  it("keeps the selection when the core refuses a field it does not have", () => {
    const a = add("text");
    ok({ type: "selectField", id: a });
    const delta = store.dispatch({ type: "selectField", id: "field_missing000" });
    expect(delta.error).toBeDefined();
    expect(store.getState().selectedFieldId).toBe(a);
  });

  it("is cleared when the selected field is removed, and by an undo", () => {
    const a = add("text");
    const b = add("text");
    ok({ type: "selectField", id: b });
    ok({ type: "removeField", id: b });
    expect(store.getState().selectedFieldId).toBeNull();
    ok({ type: "selectField", id: a });
    ok({ type: "undo" });
    expect(store.getState().selectedFieldId).toBeNull();
    expect(order()).toEqual([a, b]);
  });
});

describe("field keys", () => {
  it("a rename reaches the store: at its place in the order, the old key gone, conditions and answer moved", () => {
    const a = add("email");
    const b = add("text");
    expect([a, b]).toEqual(["email_address", "text_input"]);
    ok({ type: "addCondition", id: b });
    ok({ type: "updateCondition", id: b, fieldId: a, value: "x" });
    ok({ type: "setAnswer", id: a, value: "x" });
    const delta = ok({ type: "setFieldKey", id: a, key: "reach" });
    expect(delta.orderSplice).toEqual({ at: 0, remove: 1, insert: ["reach"] });
    expect(order()).toEqual(["reach", b]);
    expect(store.field(a)).toBeUndefined();
    expect(store.field("reach")!.label).toBe("Email Address");
    expect(store.field(b)!.conditional!.showWhen).toMatchObject({ fieldId: "reach" });
    expect(store.getState().answers).toEqual({ reach: "x" });
    expect(store.fieldVerdict(b)!.visible).toBe(true);
    ok({ type: "undo" });
    expect(order()).toEqual([a, b]);
    expect(store.field("reach")).toBeUndefined();
    expect(store.field(b)!.conditional!.showWhen).toMatchObject({ fieldId: a });
  });

  it("keeps the selection, and its panel, while the selected field's key follows its label", () => {
    const a = add("text");
    add("text");
    ok({ type: "selectField", id: a });
    const panel = store.getState().selection;
    let id = a;
    for (const label of ["C", "Ci", "City"]) {
      vi.advanceTimersByTime(100);
      id = ok({ type: "updateField", id, changes: { label } }).selectedFieldId!;
      expect(store.getState().selectedFieldId).toBe(id);
      expect(store.getState().selection).toBe(panel);
    }
    expect(id).toBe("city");
    expect(order()).toEqual(["city", "text_input_2"]);
    ok({ type: "setFieldKey", id, key: "town" });
    expect(store.getState().selectedFieldId).toBe("town");
    expect(store.getState().selection).toBe(panel);
    // Another field selected: another panel.
    ok({ type: "selectField", id: "text_input_2" });
    expect(store.getState().selection).not.toBe(panel);
  });

  it("keeps the old key and says why when the core refuses one", () => {
    const a = add("text");
    const fieldA = store.field(a);
    const delta = store.dispatch({ type: "setFieldKey", id: a, key: "2nd" });
    expect(delta.error).toMatchObject({ kind: "invalidKey", message: "Keys start with a letter or _" });
    expect(order()).toEqual([a]);
    expect(store.field(a)).toBe(fieldA);
  });
});

describe("preview answers", () => {
  it("keeps the answers the core reports, the same object while they do not change", () => {
    const a = add("text");
    const b = add("checkbox");
    ok({ type: "setAnswer", id: a, value: "Ada" });
    ok({ type: "setAnswer", id: b, value: ["Option 1"] });
    const answers = store.getState().answers;
    expect(answers).toEqual({ [a]: "Ada", [b]: ["Option 1"] });
    ok({ type: "setTitle", title: "Untouched answers" });
    expect(store.getState().answers).toBe(answers);
    ok({ type: "removeField", id: a });
    expect(store.getState().answers).toEqual({ [b]: ["Option 1"] });
    ok({ type: "clearAnswers" });
    expect(store.getState().answers).toEqual({});
  });

  it("judges the answers with the core's rules, reusing an unchanged field's verdict", () => {
    const a = add("text");
    const b = add("text");
    expect(store.fieldVerdict(a)!.problems).toEqual([]);
    ok({ type: "updateField", id: a, changes: { required: true } });
    expect(store.fieldVerdict(a)!.problems.map((p) => p.code)).toEqual(["required"]);
    const verdictB = store.fieldVerdict(b);
    ok({ type: "setAnswer", id: a, value: "filled" });
    expect(store.fieldVerdict(a)!.problems).toEqual([]);
    expect(store.fieldVerdict(b)).toBe(verdictB);
  });

  it("asks the lint again when a field changes, reusing an unchanged field's findings", () => {
    const a = add("text");
    const b = add("text");
    ok({ type: "setValidation", id: b, rule: "minLength", text: "5" });
    ok({ type: "setValidation", id: b, rule: "maxLength", text: "2" });
    expect(store.findingsOf(a)).toEqual([]);
    const findingsB = store.findingsOf(b);
    expect(findingsB.map((f) => f.setting)).toEqual(["lengthBounds"]);
    ok({ type: "setValidation", id: a, rule: "minLength", text: "5" });
    ok({ type: "setValidation", id: a, rule: "maxLength", text: "2" });
    expect(store.findingsOf(a).map((f) => f.setting)).toEqual(["lengthBounds"]);
    expect(store.findings().map((f) => f.fieldId)).toEqual([a, b]);
    expect(store.findingsOf(b)).toBe(findingsB);
  });

  it("shows a conditional field when the watched answer, or its initial answer, matches", () => {
    const a = add("text");
    const b = add("text");
    ok({ type: "addCondition", id: b });
    ok({ type: "updateCondition", id: b, fieldId: a, condition: "equals", value: "yes" });
    expect(store.fieldVerdict(b)!.visible).toBe(false);
    ok({ type: "setAnswer", id: b, value: "hidden answer" });
    expect(store.submitted()).toEqual({});
    ok({ type: "setAnswer", id: a, value: "yes" });
    expect(store.fieldVerdict(b)!.visible).toBe(true);
    expect(store.submitted()).toEqual({ [a]: "yes", [b]: "hidden answer" });
    ok({ type: "clearAnswers" });
    ok({ type: "updateField", id: a, changes: { defaultValue: "yes" } });
    expect(store.initialAnswer(a)).toBe("yes");
    expect(store.fieldVerdict(b)!.visible).toBe(true);
  });

  it("opens the preview only on a form with fields, and closes it when the last field goes", () => {
    expect(store.dispatch({ type: "openPreview" }).error?.kind).toBe("noFields");
    expect(store.getState().previewOpen).toBe(false);
    const a = add("text");
    ok({ type: "openPreview" });
    expect(store.getState().previewOpen).toBe(true);
    ok({ type: "removeField", id: a });
    expect(store.getState().previewOpen).toBe(false);
  });

  it("fills every field with fake data drawn by the extras module", async () => {
    const ids = ["text", "email", "number", "date", "select", "checkbox", "radio"].map((kind) => add(kind));
    const delta = await store.fillFakeData();
    expect(delta.error).toBeUndefined();
    expect(delta.answers).toBeDefined();
    const answers = store.getState().answers;
    expect(answers).toEqual(delta.answers);
    expect(Object.keys(answers).sort()).toEqual([...ids].sort());
  });
});

/**
 * A small deterministic generator (mulberry32): the sequence of actions the
 * replay test sends, the same on every run.
 */
function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T | undefined => (list.length ? list[int(list.length)] : undefined);
  return { int, pick };
}

const KINDS = ["text", "email", "phone", "password", "date", "number", "textarea", "select", "checkbox", "radio"];

/** One action of the replay, chosen from the form as the store shows it. */
function randomAction(r: ReturnType<typeof generator>, ids: readonly string[]): Action {
  const id = r.pick(ids);
  const other = r.pick(ids);
  if (!id || !other) return { type: "addField", fieldType: r.pick(KINDS)! };
  const choices: (() => Action)[] = [
    () => ({ type: "addField", fieldType: r.pick(KINDS)!, index: r.int(ids.length + 1) }),
    () => ({ type: "duplicateField", id }),
    () => ({ type: "removeField", id }),
    () => ({ type: "moveField", id, toId: other }),
    () => ({ type: "updateField", id, changes: { label: `Label ${r.int(100)}` } }),
    () => ({ type: "setFieldKey", id, key: r.pick(["key", "k-2", other, "2x", ""])! }),
    () => ({ type: "updateField", id, changes: { defaultValue: r.pick(["", "a", "Option 1"])! } }),
    () => ({ type: "updateField", id, changes: { required: r.int(2) === 0 } }),
    () => ({ type: "addOption", id }),
    () => ({ type: "removeOption", id, index: r.int(3) }),
    () => ({ type: "renameOption", id, index: r.int(3), value: `Choice ${r.int(10)}` }),
    () => ({ type: "setValidation", id, rule: "maxLength", text: String(r.int(20)) }),
    () => ({ type: "addCondition", id }),
    () => ({ type: "updateCondition", id, fieldId: other, condition: "equals", value: "a" }),
    () => ({ type: "removeCondition", id }),
    () => ({ type: "selectField", id: r.int(3) === 0 ? null : id }),
    () => ({ type: "setAnswer", id, value: r.pick(["a", "b", "Option 1"])! }),
    () => ({ type: "clearAnswers" }),
    () => ({ type: "setTitle", title: `Title ${r.int(10)}` }),
    () => ({ type: "openPreview" }),
    () => ({ type: "closePreview" }),
    () => ({ type: "undo" }),
    () => ({ type: "redo" }),
    () => ({ type: "tick" }),
    () => ({ type: "bulkUpdate", ids: [id, other], changes: { required: true } }),
    () => ({ type: "loadTemplate", key: r.pick(["contact-form", "customer-feedback"])! }),
    () => ({ type: "reset" }),
  ];
  // Adds, moves, edits and undo weigh more than the form-wide actions at the end.
  const weighted = r.int(4) === 0 ? choices : choices.slice(0, -2);
  return r.pick(weighted)!();
}

describe("the merged state equals the core's own view", () => {
  it("after each of 600 actions replayed on a second editor", () => {
    const reference = new Editor(SEED, T0);
    const r = generator(7);
    const seen = new Set<string>();
    // How many accepted actions of each type the run had, and of splices that removed and inserted.
    const accepted = new Map<string, number>();
    const splices = { removing: 0, inserting: 0, both: 0 };
    for (let step = 0; step < 600; step++) {
      vi.setSystemTime(T0 + step * 137); // some edits within a typing burst, some after
      const action = randomAction(r, order());
      const label = `step ${step}: ${JSON.stringify(action)}`;
      const delta = store.dispatch(action);
      const expected = reference.dispatch(action, Date.now());
      expect(delta.error, label).toEqual(expected.error);
      if (!delta.error) accepted.set(action.type, (accepted.get(action.type) ?? 0) + 1);
      const splice = delta.orderSplice;
      if (splice && splice.remove > 0) splices.removing++;
      if (splice && splice.insert.length > 0) splices.inserting++;
      if (splice && splice.remove > 0 && splice.insert.length > 0) splices.both++;

      const view = reference.view();
      const state = store.getState();
      const ids = view.form.fields.map((f) => f.id);
      for (const id of ids) seen.add(id);
      expect(state.order, label).toEqual(ids);
      expect(ids.map((id) => store.field(id)), label).toEqual(view.form.fields);
      expect(
        ids.map((id) => store.initialAnswer(id) ?? null),
        label,
      ).toEqual(ids.map((id) => view.initialAnswers[id] ?? null));
      const { id, title, description, createdAt, updatedAt, submit } = view.form;
      expect(state.form, label).toEqual({ id, title, description, createdAt, updatedAt, submit: submit ?? null });
      expect(state.answers, label).toEqual(view.answers);
      expect(state.selectedFieldId, label).toBe(view.selectedFieldId ?? null);
      expect([state.canUndo, state.canRedo, state.previewOpen, state.isDragging], label).toEqual([
        view.canUndo,
        view.canRedo,
        view.previewOpen,
        view.isDragging,
      ]);
      // A field that has left the form is not kept.
      for (const id of seen) {
        if (ids.includes(id)) continue;
        expect(store.field(id), `${label}: ${id} gone`).toBeUndefined();
        expect(store.initialAnswer(id), `${label}: ${id} gone`).toBeUndefined();
      }
    }
    // The run went through what it is meant to test (a change of the generator shows here).
    expect(seen.size).toBeGreaterThan(20);
    for (const type of ["addField", "duplicateField", "removeField", "moveField", "updateField", "setFieldKey", "undo", "redo", "setAnswer", "selectField", "loadTemplate"]) {
      expect(accepted.get(type) ?? 0, type).toBeGreaterThanOrEqual(3);
    }
    expect(Math.min(splices.removing, splices.inserting, splices.both)).toBeGreaterThanOrEqual(10);
  });
});

describe("the import seed", () => {
  it("is the editor's after every action: the view's, then each delta's that changes it (issue 24)", () => {
    // A twin editor given the same actions says what the seed is now.
    const twin = new Editor(SEED, T0);
    const seedOf = () => BigInt(twin.view().importSeed);
    expect(store.importSeed()).toBe(seedOf());
    const form = new TextEncoder().encode(JSON.stringify({ title: "T", fields: [{ id: "a", type: "text", label: "A" }] }));
    const actions: Action[] = [
      { type: "addField", fieldType: "text" },
      { type: "loadTemplate", key: "contact-form" },
      { type: "setTitle", title: "Mine" },
      { type: "reset" },
    ];
    let changes = 0;
    for (const action of actions) {
      const before = store.importSeed();
      const delta = ok(action);
      twin.dispatch(action, Date.now());
      expect(store.importSeed(), action.type).toBe(seedOf());
      expect(delta.importSeed !== undefined, action.type).toBe(store.importSeed() !== before);
      if (store.importSeed() !== before) changes++;
    }
    expect(changes).toBe(2); // the template and the reset drew ids
    // An import read with the store's seed draws it: the next one differs.
    const seed = store.importSeed();
    const read = split(extrasIfLoaded()!.call((x) => x.importFile(form, form.length, seed, Date.now())));
    if ("error" in read) throw new Error(read.error.message);
    const delta = store.dispatch(read.done);
    twin.dispatch(read.done, Date.now());
    expect(delta.importSeed).toBeDefined();
    expect(store.importSeed()).not.toBe(seed);
    expect(store.importSeed()).toBe(seedOf());
    twin.free();
  });
});

describe("an import's text, handed on unread", () => {
  /** The extras' one call of an import, as file-import.ts makes it: the action's text. */
  function readImport(form: unknown) {
    const bytes = new TextEncoder().encode(JSON.stringify(form));
    const read = split(extrasIfLoaded()!.call((x) => x.importFile(bytes, bytes.length, store.importSeed(), Date.now())));
    if ("error" in read) throw new Error(read.error.message);
    return read.done;
  }

  /** A call into the builder's module that throws: its instance restarts, and the store rebuilds its editor. */
  function trap() {
    vi.spyOn(console, "error").mockImplementation(() => {}); // the restart is logged
    const editor = new Editor(1, T0);
    expect(() => editor.ask(() => { throw new Error("trap"); })).toThrow(CoreFailure);
  }

  /** The form the store's editor holds now, as the JSON export writes it. */
  function exported(): Record<string, unknown> {
    const file = store.exportForm("json");
    if (file instanceof Promise || "error" in file) throw new Error("no export");
    return JSON.parse(file.content);
  }

  it("loads, and keeps the form's own keys through a restart after a failure", async () => {
    const delta = store.dispatch(readImport({ title: "T", x_owner: { team: "forms" }, fields: [{ id: "a", type: "text", label: "A" }] }));
    expect(delta.error).toBeUndefined();
    expect(delta.importReport).toEqual([]);
    expect(order()).toEqual(["a"]);
    // A fill's text, dispatched the same way, does not replace what a rebuild loads.
    await store.fillFakeData();
    trap();
    expect(order()).toEqual(["a"]);
    expect(exported()).toMatchObject({ title: "T", x_owner: { team: "forms" } });
  });
});
