//! The wasm facade of the builder: the calls the UI makes to be interactive,
//! each a thin conversion between JavaScript values and the core's types. No
//! product rule lives here. The exports, the fake-data draw and the forgiving
//! reader (imports, autosave records) are in the second, lazily loaded module
//! (`wasm-extras/`, formwright-wasm-extras); the form and the draw cross to it
//! as JSON text (`Editor.formJson`, `Editor.fakeDraw`); an import's seed comes
//! in the view and in the delta that changes it (`importSeed`, a u64 as a
//! decimal string), and an import comes back as the `loadImported` action.
//!
//! Values cross as JSON text, in the shapes of
//! `ui/src/core/types.generated.ts`. One serde backend (serde_json) instead
//! of a second one for JS values keeps the module small, and the browser's
//! JSON.parse is fast. Each call is declared here only: its TypeScript type
//! (`Json<Delta>`: text holding a `Delta`) is written into the generated
//! `formwright_wasm.d.ts` by `unchecked_return_type` / `unchecked_param_type`,
//! so the UI parses what it shows and hands the rest on as text
//! (docs/decisions-local.md, "One declaration per call"). Nothing here
//! throws: a value that cannot be read comes back as an error value.

// Shared with the extras module (wasm-extras/src/lib.rs includes this file).
mod common;

use common::{BrowserRegExp, time, to_js};
use formwright_core::editor;
use formwright_core::error::{Error, ErrorKind};
use formwright_core::model::FieldId;
use formwright_core::rules::PatternCache;
use formwright_core::templates;
use formwright_core::wire::Action;
use wasm_bindgen::prelude::*;

// The names the generated .d.ts types the calls with (the `Json` brand and
// the shapes, generated from the core's types by ts-rs).
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"import type { Action, Answer, ConditionChoice, Delta, FakeDraw, Finding, Form, Json, Stats, Template, Verdict, View } from "../core/types.generated";"#;

/// talc instead of the standard library's dlmalloc: a smaller module
/// (docs/bench-log/2026-11-23-issue-10-stop-16.md) and faster allocation.
#[cfg(all(target_arch = "wasm32", feature = "allocator"))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// The editor: the form, selection, answers and history of one page.
#[wasm_bindgen]
pub struct Editor {
    inner: editor::Editor,
    /// The pattern engine of `verdict`, `submitted` and `lint`.
    patterns: PatternCache<BrowserRegExp>,
}

#[wasm_bindgen]
impl Editor {
    /// A blank form. `seed` (any number; its integer part is used) makes ids
    /// and fake data reproducible; `nowMs` is `Date.now()`.
    #[wasm_bindgen(constructor)]
    pub fn new(seed: f64, now_ms: f64) -> Editor {
        // `as` saturates and maps NaN to 0: any number is a usable seed.
        Editor {
            inner: editor::Editor::new(seed as u64, time(now_ms)),
            patterns: PatternCache::new(BrowserRegExp),
        }
    }

    /// Applies one action object (`Action`); returns the `Delta`. A malformed
    /// action comes back as a delta whose `error.kind` is `invalidAction`.
    #[wasm_bindgen(unchecked_return_type = "Json<Delta>")]
    pub fn dispatch(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Json<Action>")] action: &str,
        now_ms: f64,
    ) -> String {
        let delta = match Action::from_text(action) {
            Ok(action) => self.inner.apply(action, time(now_ms)),
            Err(e) => self.inner.refuse(Error::new(
                ErrorKind::InvalidAction,
                format!("Unreadable action: {e}"),
            )),
        };
        to_js(&delta)
    }

    /// The whole state (`View`), for the first render.
    #[wasm_bindgen(unchecked_return_type = "Json<View>")]
    pub fn view(&self) -> String {
        to_js(&self.inner.view())
    }

    /// The previews' `Verdict` on the preview answers over the initial
    /// answers: per field shown or hidden, and the shown fields' problems.
    #[wasm_bindgen(unchecked_return_type = "Json<Verdict>")]
    pub fn verdict(&self) -> String {
        to_js(&*self.inner.verdict_with(&self.patterns))
    }

    /// What a submit sends (`Answers`): the shown fields' answers, initial
    /// answers included.
    #[wasm_bindgen(unchecked_return_type = "Json<Record<string, Answer>>")]
    pub fn submitted(&self) -> String {
        to_js(&self.inner.submitted_with(&self.patterns))
    }

    /// The logic lint's findings (`Finding[]`), in form order.
    #[wasm_bindgen(unchecked_return_type = "Json<Finding[]>")]
    pub fn lint(&self) -> String {
        to_js(&*self.inner.lint_with(&self.patterns))
    }

    /// `Stats`: field count, required count, Smart Tools card height.
    #[wasm_bindgen(unchecked_return_type = "Json<Stats>")]
    pub fn stats(&self) -> String {
        to_js(&self.inner.stats())
    }

    /// The fields a condition of field `id` can watch (`ConditionChoice[]`).
    #[wasm_bindgen(js_name = conditionChoices, unchecked_return_type = "Json<ConditionChoice[]>")]
    pub fn condition_choices(&self, id: &str) -> String {
        to_js(&self.inner.condition_choices(&FieldId::from(id)))
    }

    /// The autosave record's text, or `undefined` when the form is not worth saving.
    #[wasm_bindgen(js_name = autosaveRecord)]
    pub fn autosave_record(&self, now_ms: f64) -> Option<String> {
        self.inner.autosave_record(time(now_ms))
    }

    /// No fields and the default title: loading a template needs no confirmation.
    #[wasm_bindgen(js_name = isPristine)]
    pub fn is_pristine(&self) -> bool {
        self.inner.is_pristine()
    }

    /// The form as JSON text (`Form`), for the extras module's `exportForm`.
    #[wasm_bindgen(js_name = formJson, unchecked_return_type = "Json<Form>")]
    pub fn form_json(&self) -> String {
        to_js(self.inner.form())
    }

    /// What the next fake-data fill draws from (`{form, seed, fill}` as JSON
    /// text), for the extras module's `fakeFill`; the fill comes back as
    /// the `fillFakeAnswers` action. Passed on as text: `seed` is a u64.
    #[wasm_bindgen(js_name = fakeDraw, unchecked_return_type = "Json<FakeDraw>")]
    pub fn fake_draw(&self) -> String {
        to_js(&self.inner.fake_draw())
    }
}

/// Templates whose title or description contains `query`, ignoring case (an
/// empty query: all five, in the spec's order).
#[wasm_bindgen(js_name = searchTemplates, unchecked_return_type = "Json<Template[]>")]
pub fn search_templates(query: &str) -> String {
    to_js(&templates::search(query))
}
