// The UI's view of the editor. It holds what the core last reported and
// forwards every intent to the core; it decides nothing itself. The core's
// editor is private to it: the features ask the store (dispatch, exportForm,
// fillFakeData, stats, autosaveRecord, isPristine, conditionChoices,
// importSeed), never the editor. Exports and fake data are drawn by the lazily
// loaded extras module from the editor's form (the first use may wait for it
// to load).
//
// For big forms, fields live in an id-keyed map whose objects are replaced only
// when the core reports them changed, so `useField(id)` re-renders one card.
// Each field's initial answer (what its control holds before anything is
// typed, the core's rule) is kept the same way, by id.
//
// The rules (issue 9) are the core's too: the previews' verdict (asked again
// when the fields or the answers change, only while a preview shows it) and
// the lint's findings (when the fields change). Both are kept per field id
// with the previous objects reused when equal, so a keystroke re-renders
// only the fields whose verdict changed.
//
// First paint does not wait for the wasm core (issue 10): until `attach()` is
// called with the loaded core, the store shows a blank editor's view and
// statistics, embedded at build time from the core (core/embedded.ts), and
// `ready` is false. The app keeps the shell inert meanwhile (ARCHITECTURE.md),
// so nothing dispatches or asks the core before it exists.
//
// A failed call into the builder's module (issue 23: a trap) never leaves the
// editor wedged: the module restarts its instance (wasm.ts), and the store
// loads the form it last showed (meta, fields in order, the form's own unknown
// keys) into a fresh editor; selection, preview answers and the undo history
// start anew. The call's caller gets a `CoreFailure`; `onFailure` listeners
// (the app's toast) hear of it. An action too large to send is refused the
// same way, without a restart (docs/decisions-local.md).
//
// Time (issue 29): the core groups typing less than 500 ms apart into one
// undo step by the time each dispatch brings. A typing edit brings the time
// of its key press (`{ at }`, `eventTime` in event-time.ts), so a busy page
// that handles two key presses a second apart still sees them 100 ms apart;
// every other call brings the clock's. The times sent never go backwards.
import { useSyncExternalStore } from "react";
import {
  CoreFailure,
  Editor,
  loadExtras,
  extrasIfLoaded,
  onCoreReset,
  parse,
  split,
  type ConditionChoice,
  type CoreEditor,
  type ExportFile,
  type ExportFormat,
  type Finding,
  type Json,
  type Extras,
  type Outcome,
  type Stats,
  type Verdict,
} from "../core/facade";
import { blankStats, blankView } from "../core/embedded";
import { listenForKeys } from "./event-time";
import type { Action, Answer, Delta, Field, FieldVerdict, FormMeta, View } from "../core/types";

export interface EditorState {
  form: FormMeta;
  /** Field ids in form order. Replaced only when the order or membership changes. */
  order: readonly string[];
  selectedFieldId: string | null;
  /**
   * Changes when another field is selected, not when the selected field's
   * key changes (typed, or following its label): Field Settings is keyed by
   * it, so a rename keeps the panel and the focus in the box typed in.
   */
  selection: number;
  isDragging: boolean;
  canUndo: boolean;
  canRedo: boolean;
  answers: Readonly<Record<string, Answer>>;
  lastSaved: string | null;
  /** Whether the Preview dialog is open; the core refuses to open it on a form without fields. */
  previewOpen: boolean;
}

type Listener = () => void;

export class EditorStore {
  private editor: Editor | undefined;
  private readonly seed: number;
  private state: EditorState;
  private readonly fields = new Map<string, Field>();
  private readonly initialAnswers = new Map<string, Answer>();
  private readonly listeners = new Set<Listener>();
  /** Bumped whenever the core reports a field changed, added, removed or moved. */
  private fieldsRev = 0;
  private formRev = 0;
  private fieldVerdicts = new Map<string, FieldVerdict>();
  private fieldFindings = new Map<string, readonly Finding[]>();
  private tickTimer: ReturnType<typeof setTimeout> | undefined;
  /** The last error the core reported, for callers that need it (import). */
  lastError: Delta["error"] | undefined;
  /**
   * The loaded form's own keys that are not the builder's (for a rebuild);
   * of an import, the action's text, read only should a rebuild need it.
   */
  private formExtra: Record<string, unknown> | Json<Action> = {};
  private rebuilding = false;
  /**
   * The seed of the next import's new ids (a u64 as decimal text): the
   * view's, then each delta's that changes it (a load draws ids), so an
   * import asks the builder's module nothing before the extras read it.
   */
  private nextImportSeed = "0";
  private readonly failureListeners = new Set<(failure: CoreFailure) => void>();
  /** The last time sent with a dispatch: the next is never earlier. */
  private lastSent = 0;

  constructor(seed: number) {
    this.seed = seed;
    this.state = this.load(blankView);
  }

  /** Hears every failed call of the store into the core (after the editor was rebuilt, for "stopped"). */
  onFailure = (listener: (failure: CoreFailure) => void): (() => void) => {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  };

  /** Runs `run` on the core's editor; a failure is told to the listeners and thrown on. */
  private guard<T>(run: (core: Editor) => T): T {
    try {
      return run(this.core);
    } catch (error) {
      if (error instanceof CoreFailure) for (const l of this.failureListeners) l(error);
      throw error;
    }
  }

  /** One call of the core's editor (its calls as generated), guarded. */
  private call<T>(run: (core: CoreEditor) => T): T {
    return this.guard((core) => core.ask(run));
  }

  /**
   * A query (it changes nothing): after a "stopped" failure it is asked once
   * more, of the rebuilt editor, so a render gets its answer.
   */
  private ask<T>(run: (core: CoreEditor) => T): T {
    try {
      return this.call(run);
    } catch (error) {
      if (!(error instanceof CoreFailure && error.kind === "stopped" && this.editor)) throw error;
      return this.call(run);
    }
  }

  /** The form the store shows, whole: what a fresh editor loads after a failure. */
  private knownForm(): unknown {
    const extra = typeof this.formExtra === "string" ? ownKeys(parse(this.formExtra)) : this.formExtra;
    return {
      ...extra,
      ...this.state.form,
      fields: this.state.order.map((id) => this.fields.get(id)),
    };
  }

  /**
   * The builder's module restarted its instance after a failed call (wasm.ts):
   * the old editor refuses every call, so a fresh one loads the form shown.
   * Should that fail too, the store has no editor (the shell goes inert, as
   * before the core had loaded; logged) and a reload is the way on.
   */
  private rebuild(): void {
    if (this.rebuilding || !this.editor) return;
    this.rebuilding = true;
    const form = this.knownForm();
    this.editor = undefined;
    clearTimeout(this.tickTimer);
    this.tickTimer = undefined;
    try {
      const editor = new Editor(freshSeed(), Date.now());
      const delta = editor.dispatch({ type: "loadForm", form } as Action, Date.now());
      if (delta.error) throw new Error(delta.error.message);
      this.editor = editor;
    } catch (error) {
      console.error("Could not restart the editor:", error);
    } finally {
      this.rebuilding = false;
    }
    this.memo.clear();
    this.fieldsRev++;
    if (this.editor) this.state = this.load(this.editor.view());
    // Told after the current call: a failed query may be asked during a render.
    queueMicrotask(() => this.notify());
  }

  /**
   * Bumped whenever the core reports the form changed (its fields, their
   * order or its own properties), not for selection, answers or flags: the
   * autosave saves a change shortly after it (decision 22).
   */
  get formRevision(): number {
    return this.formRev;
  }

  /** Whether the core's editor exists: until then the state is the blank placeholder. */
  get ready(): boolean {
    return this.editor !== undefined;
  }

  /** Creates the core's editor once the wasm module has loaded, and shows its state. */
  attach(): void {
    if (this.editor) return;
    this.editor = new Editor(this.seed, Date.now());
    if (typeof document !== "undefined") listenForKeys(document);
    onCoreReset(() => this.rebuild());
    this.memo.clear();
    this.fieldsRev++;
    this.state = this.load(this.core.view());
    this.notify();
  }

  /** The core's editor; asking for it before `attach` is a bug (the shell is inert until then). */
  private get core(): Editor {
    if (!this.editor) throw new Error("Formwright's core has not loaded yet");
    return this.editor;
  }

  private load(view: View): EditorState {
    this.nextImportSeed = view.importSeed;
    this.fields.clear();
    this.initialAnswers.clear();
    for (const f of view.form.fields) this.fields.set(f.id, f);
    for (const [id, answer] of Object.entries(view.initialAnswers)) this.initialAnswers.set(id, answer);
    return {
      form: metaOf(view),
      order: view.form.fields.map((f) => f.id),
      selectedFieldId: view.selectedFieldId ?? null,
      selection: 0,
      isDragging: view.isDragging,
      canUndo: view.canUndo,
      canRedo: view.canRedo,
      answers: view.answers ?? {},
      lastSaved: view.lastSaved ?? null,
      previewOpen: view.previewOpen,
    };
  }

  getState = (): EditorState => this.state;

  field = (id: string): Field | undefined => this.fields.get(id);

  /** What field `id`'s control holds before anything is typed; undefined when it starts empty. */
  initialAnswer = (id: string): Answer | undefined => this.initialAnswers.get(id);

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Sends one action to the core (an object, or the extras' text, unread) and
   * applies what it reports. `at`: when the user did it (epoch ms, an input
   * event's time, `eventTime`); the clock's time when not given.
   */
  dispatch = (action: Action | Json<Action>, { at }: Sent = {}): Delta => {
    const delta = this.send(action, at);
    this.apply(delta);
    return delta;
  };

  /**
   * One action to the core. The form's own keys that are not the builder's
   * (unknown keys kept as data, decision 11) come only with a loaded form
   * (`loadForm`, `loadImported`: the reader's form, kept as it is); a
   * template or a reset has none. Kept for a rebuild.
   */
  private send(action: Action | Json<Action>, at?: number): Delta {
    const now = this.timeOf(at);
    const delta = this.guard((core) => core.dispatch(action, now));
    if (delta.error) return delta;
    // The extras' text of an import (its delta alone has an import report:
    // not a fill) is kept unread, read only should a rebuild need it.
    if (typeof action === "string") {
      if (delta.importReport) this.formExtra = action;
    } else if ("form" in action) this.formExtra = ownKeys(action);
    else if (action.type === "loadTemplate" || action.type === "reset") this.formExtra = {};
    return delta;
  }

  /**
   * The time a dispatch brings: `at` (never later than the clock) or the
   * clock, and never before the last time sent, so the history's order holds
   * whatever an event's time says.
   */
  private timeOf(at: number | undefined): number {
    const clock = Date.now();
    const time = at !== undefined && Number.isFinite(at) ? Math.min(Math.floor(at), clock) : clock;
    this.lastSent = Math.max(this.lastSent, time);
    return this.lastSent;
  }

  /**
   * As `dispatch`, for an action whose delta may hold a whole big form (an
   * import): the page draws it in the next task, so the core's work and
   * React's drawing are two shorter tasks instead of one long one (issue 11:
   * the tab never freezes for long). Reads in between see the new state.
   */
  dispatchThenDraw = (action: Action | Json<Action>): Promise<Delta> => {
    const delta = this.send(action);
    this.apply(delta, false);
    return new Promise((resolve) =>
      setTimeout(() => {
        this.notify();
        resolve(delta);
      }, 0),
    );
  };

  /**
   * The current form exported in `format`, or the core's refusal (the form as
   * it is now, the file once the extras module is loaded). When the module is
   * loaded already (it is prefetched) the file is made at once, within the
   * caller's event: a download then starts before the menu's closing render.
   */
  exportForm = (format: ExportFormat): Outcome<ExportFile> | Promise<Outcome<ExportFile>> => {
    const form = this.ask((core) => core.formJson());
    const now = Date.now();
    const exportWith = (extras: Extras) => parse(extras.call((x) => x.exportForm(form, format, now)));
    const extras = extrasIfLoaded();
    if (extras) return exportWith(extras);
    return loadExtras().then(exportWith);
  };

  /**
   * 'Fill with Fake Data': the extras module draws the answers for the form
   * as it is once the module is loaded, and the editor applies them (the
   * `fillFakeAnswers` action it answers with).
   */
  fillFakeData = async (): Promise<Delta> => {
    const extras = await loadExtras();
    const draw = this.ask((core) => core.fakeDraw());
    const fill = split(extras.call((x) => x.fakeFill(draw, Date.now())));
    if ("error" in fill) throw new Error(fill.error.message);
    return this.dispatch(fill.done);
  };

  /** Field count, required count and the Smart Tools card height, from the core. */
  // Any change the core reports may change them: asked again once per state.
  stats = (): Stats => (this.editor ? this.memoised("stats", [this.state], () => parse(this.ask((core) => core.stats()))) : blankStats);

  /** The autosave record of the current form now, or nothing when the save rule says no. */
  autosaveRecord = (): string | undefined => this.ask((core) => core.autosaveRecord(Date.now()));

  /** Whether the form holds nothing worth asking about before it is replaced. */
  isPristine = (): boolean => this.ask((core) => core.isPristine());

  /** The seed of the next import's new ids (the editor's, kept from its view and deltas), for the extras module's reader. */
  importSeed = (): bigint => BigInt(this.nextImportSeed);

  /** The fields the condition of field `id` can watch (the core's list: every other field). */
  // Asked again when the field list changes; other fields' labels cannot change
  // while this one is selected (undo, redo and loads clear the selection).
  conditionChoices = (id: string): readonly ConditionChoice[] =>
    this.memoised("conditionChoices", [this.state.order, id], () => parse(this.ask((core) => core.conditionChoices(id))));

  /** The previews' verdict on the current answers (the core's rules), asked once per form and answers. */
  verdict = (): Verdict =>
    this.memoised("verdict", [this.fieldsRev, this.state.answers], () => {
      const verdict = parse(this.ask((core) => core.verdict()));
      const previous = this.fieldVerdicts;
      this.fieldVerdicts = new Map();
      for (const f of verdict.fields) {
        if (this.fieldVerdicts.has(f.id)) continue; // a repeated id: the first one's
        const old = previous.get(f.id);
        this.fieldVerdicts.set(f.id, old && sameVerdict(old, f) ? old : f);
      }
      return verdict;
    });

  /** Field `id`'s verdict (shown, problems); the same object while it does not change. */
  fieldVerdict = (id: string): FieldVerdict | undefined => {
    this.verdict();
    return this.fieldVerdicts.get(id);
  };

  /** What a submit sends: the shown fields' answers (the core's `Verdict::submitted`). */
  submitted = (): Record<string, Answer> => parse(this.ask((core) => core.submitted()));

  /** The logic lint's findings (the core's), in form order; asked once per form. */
  findings = (): readonly Finding[] =>
    this.memoised("findings", [this.fieldsRev], () => {
      const findings = parse(this.ask((core) => core.lint()));
      const byField = new Map<string, Finding[]>();
      for (const f of findings) {
        const list = byField.get(f.fieldId);
        if (list) list.push(f);
        else byField.set(f.fieldId, [f]);
      }
      const previous = this.fieldFindings;
      this.fieldFindings = new Map();
      for (const [id, list] of byField) {
        const old = previous.get(id);
        this.fieldFindings.set(id, old && JSON.stringify(old) === JSON.stringify(list) ? old : list);
      }
      return findings;
    });

  /** Field `id`'s findings; the same array while they do not change. */
  findingsOf = (id: string): readonly Finding[] => {
    this.findings();
    return this.fieldFindings.get(id) ?? NO_FINDINGS;
  };

  private readonly memo = new Map<string, { deps: readonly unknown[]; value: unknown }>();

  /** A core query's last answer while `deps` (parts of the state) are the same objects. */
  private memoised<T>(key: string, deps: readonly unknown[], ask: () => T): T {
    const hit = this.memo.get(key);
    if (hit && hit.deps.length === deps.length && hit.deps.every((d, i) => d === deps[i])) return hit.value as T;
    const value = ask();
    this.memo.set(key, { deps, value });
    return value;
  }

  private notify() {
    for (const l of this.listeners) l();
  }

  private apply(delta: Delta, notify = true) {
    this.lastError = delta.error ?? undefined;
    if (delta.importSeed !== undefined) this.nextImportSeed = delta.importSeed;
    for (const f of delta.fields ?? []) this.fields.set(f.id, f);
    if ((delta.fields ?? []).length > 0 || delta.orderSplice) this.fieldsRev++;
    if ((delta.fields ?? []).length > 0 || delta.orderSplice || delta.form) this.formRev++;
    for (const [id, answer] of Object.entries(delta.initialAnswers ?? {})) {
      if (answer === null || answer === undefined) this.initialAnswers.delete(id);
      else this.initialAnswers.set(id, answer);
    }
    const selected = delta.selectedFieldId ?? null;
    const splice = delta.orderSplice;
    // The selected field renamed: its old key replaced by the new one in place.
    const renamed =
      splice?.remove === 1 &&
      splice.insert.length === 1 &&
      splice.insert[0] === selected &&
      this.state.order[splice.at] === this.state.selectedFieldId;
    const next: EditorState = {
      ...this.state,
      selectedFieldId: selected,
      selection: selected === this.state.selectedFieldId || renamed ? this.state.selection : this.state.selection + 1,
      isDragging: delta.isDragging,
      canUndo: delta.canUndo,
      canRedo: delta.canRedo,
      lastSaved: delta.lastSaved ?? null,
      previewOpen: delta.previewOpen,
    };
    if (delta.form) next.form = delta.form;
    if (delta.answers) next.answers = delta.answers;
    if (splice) {
      // Only the changed part of the sequence comes (one id for an add): ids
      // are unique, so a removed id that is not inserted again has gone.
      const { at, remove, insert } = splice;
      const order = this.state.order;
      next.order = order.slice(0, at).concat(insert, order.slice(at + remove));
      const kept = new Set(insert);
      for (const id of order.slice(at, at + remove)) {
        if (kept.has(id)) continue;
        this.fields.delete(id);
        this.initialAnswers.delete(id);
      }
    }
    this.state = next;
    this.scheduleTick(delta.historyDeadline ?? null);
    if (notify) this.notify();
  }

  // Closes a typing burst: the core says when its 500 ms have passed, counted
  // from the last edit's time. The wait is counted from the edit's handling
  // instead, so a key press handled late (a busy page) does not get a tick at
  // once that would end the burst before the next key press, already waiting,
  // is handled.
  private scheduleTick(deadline: number | null) {
    clearTimeout(this.tickTimer);
    this.tickTimer = undefined;
    if (deadline === null) return;
    this.armTick(Math.max(0, deadline - this.lastSent), TICK_RETRIES);
  }

  // A timer that fires late says the page was busy: a key press pressed
  // meanwhile may still wait behind it, so the tick waits a little more for
  // it (a few times at most), instead of ending the burst first.
  private armTick(wait: number, retries: number) {
    const due = Date.now() + wait;
    this.tickTimer = setTimeout(() => {
      if (retries > 0 && Date.now() - due > TICK_SLACK_MS) this.armTick(TICK_SLACK_MS, retries - 1);
      else this.dispatch({ type: "tick" });
    }, wait);
  }
}

const NO_FINDINGS: readonly Finding[] = [];
/** How late the burst's timer may fire before the page counts as busy, and the wait then added. */
const TICK_SLACK_MS = 100;
/** How many times a late burst timer waits again before it ends the burst anyway. */
const TICK_RETRIES = 5;

function sameVerdict(a: FieldVerdict, b: FieldVerdict): boolean {
  return (
    a.visible === b.visible &&
    a.problems.length === b.problems.length &&
    a.problems.every((p, i) => p.code === b.problems[i]!.code && p.message === b.problems[i]!.message)
  );
}

/** A loading action's form without what the state holds (meta and fields): its own keys. */
function ownKeys(action: Action): Record<string, unknown> {
  if (!("form" in action)) return {};
  // Its meta and fields are the state's (`knownForm` puts them over these).
  const extra: Record<string, unknown> = { ...action.form };
  delete extra.fields;
  return extra;
}

function metaOf(view: View): FormMeta {
  const { id, title, description, createdAt, updatedAt, submit } = view.form;
  return { id, title, description, createdAt, updatedAt, submit: submit ?? null };
}

let store: EditorStore | undefined;

/** A random seed of 53 bits for an editor's ids. */
function freshSeed(): number {
  const seed = crypto.getRandomValues(new Uint32Array(2));
  return seed[0]! * 2 ** 21 + (seed[1]! >>> 11);
}

/** The one store of the page; its editor is attached once the wasm core has loaded (`attach`). */
export function editorStore(): EditorStore {
  store ??= new EditorStore(freshSeed());
  return store;
}

/** Whether the core has loaded and the editor answers; false while the shell shows the blank placeholder. */
export function useCoreReady(): boolean {
  const s = editorStore();
  return useSyncExternalStore(s.subscribe, () => s.ready);
}

export function useEditor<T>(select: (s: EditorState) => T): T {
  const s = editorStore();
  return useSyncExternalStore(s.subscribe, () => select(s.getState()));
}

/** One field, re-rendering only when the core reports that field changed. */
export function useField(id: string): Field | undefined {
  const s = editorStore();
  return useSyncExternalStore(s.subscribe, () => s.field(id));
}

/** The form's statistics (the core's), re-read when the state changes. */
export function useStats(): Stats {
  const s = editorStore();
  return useSyncExternalStore(s.subscribe, s.stats);
}

/** The fields field `id`'s condition can watch, re-read when the field list changes. */
export function useConditionChoices(id: string): readonly ConditionChoice[] {
  const s = editorStore();
  return useSyncExternalStore(s.subscribe, () => s.conditionChoices(id));
}

/** One field's initial answer, re-rendering only when the core reports that field changed. */
export function useInitialAnswer(id: string): Answer | undefined {
  const s = editorStore();
  return useSyncExternalStore(s.subscribe, () => s.initialAnswer(id));
}

/** What a dispatch may say besides its action: `at`, when the user did it (epoch ms). */
export interface Sent {
  at?: number;
}

export function dispatch(action: Action | Json<Action>, sent?: Sent): Delta {
  return editorStore().dispatch(action, sent);
}

export { eventTime } from "./event-time";

/** Fills every preview answer with fake data (the extras module's draw). */
export function fillFakeData(): Promise<Delta> {
  return editorStore().fillFakeData();
}

/** The seed the next import's reading draws its new ids from (the editor's `importSeed`, as its view and deltas said). */
export function importSeed(): bigint {
  return editorStore().importSeed();
}

/** `dispatch` for an action that may load a whole big form: drawn in the next task (EditorStore.dispatchThenDraw). */
export function dispatchThenDraw(action: Action | Json<Action>): Promise<Delta> {
  return editorStore().dispatchThenDraw(action);
}

/** Field `id`'s verdict in the previews (shown or hidden, its problems), re-rendering only when it changes. */
export function useFieldVerdict(id: string): FieldVerdict | undefined {
  const s = editorStore();
  return useSyncExternalStore(s.subscribe, () => s.fieldVerdict(id));
}

/** The logic lint's findings of the whole form. */
export function useFindings(): readonly Finding[] {
  const s = editorStore();
  return useSyncExternalStore(s.subscribe, s.findings);
}

/** Field `id`'s findings, re-rendering only when they change. */
export function useFieldFindings(id: string): readonly Finding[] {
  const s = editorStore();
  return useSyncExternalStore(s.subscribe, () => s.findingsOf(id));
}
