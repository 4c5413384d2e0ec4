//! What both wasm facades share: JSON text out, time in, and the browser's
//! `RegExp`, `Number` and `toLowerCase` as the rules' engine. `wasm/src/lib.rs` (the builder's
//! module) and `wasm-extras/src/lib.rs` (the extras module) each include this
//! file, so each module carries its own copy of these few lines.

use formwright_core::Timestamp;
use formwright_core::rules::Compiler;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A core value as JSON text. Serialising our own types cannot fail; `null`
/// stands in should it ever.
pub(crate) fn to_js<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "null".to_owned())
}

pub(crate) fn time(ms: f64) -> Timestamp {
    Timestamp::from_millis_f64(ms)
}

#[wasm_bindgen]
extern "C" {
    /// The browser's `RegExp`.
    #[wasm_bindgen(js_name = RegExp)]
    pub(crate) type JsRegExp;
    #[wasm_bindgen(constructor, js_class = "RegExp", catch)]
    fn new(pattern: &str, flags: &str) -> Result<JsRegExp, JsValue>;
    #[wasm_bindgen(method)]
    fn test(this: &JsRegExp, text: &str) -> bool;

    /// The browser's `Number(text)`: a module that reads numbers this way
    /// leaves out Rust's float parser and its tables (docs/rules.md, "Numbers").
    #[wasm_bindgen(js_name = Number)]
    fn js_number(text: &str) -> f64;

    /// A string as JavaScript holds it, for its `toLowerCase`: a module that
    /// lowercases this way leaves out Rust's Unicode case tables (about 7 KB
    /// gzip; docs/bench-log/2026-11-25-std-for-size.md).
    #[wasm_bindgen(js_name = String)]
    type JsString;
    #[wasm_bindgen(method, js_name = toLowerCase)]
    fn to_lower_case(this: &JsString) -> String;

    /// What `new RegExp` throws (a `SyntaxError`).
    type JsError;
    #[wasm_bindgen(method, getter, structural)]
    fn message(this: &JsError) -> Option<String>;
}

/// Patterns compiled by the browser, as an exported page compiles them: HTML's
/// `pattern` semantics, the pattern as written and then `^(?:pattern)$`, with
/// the `v` flag (docs/rules.md);
/// and numbers read by the browser, as an exported page reads them.
#[derive(Clone, Copy)]
pub(crate) struct BrowserRegExp;

impl Compiler for BrowserRegExp {
    type Compiled = JsRegExp;

    fn compile(&self, pattern: &str) -> Result<JsRegExp, String> {
        // As HTML: the pattern as written must compile (`a)$|^(b` does not,
        // though its wrapped form does), then the wrapped one is matched.
        compile_v(pattern)?;
        compile_v(&format!("^(?:{pattern})$"))
    }

    fn matches(&self, compiled: &JsRegExp, text: &str) -> bool {
        compiled.test(text)
    }

    fn number(&self, text: &str) -> f64 {
        js_number(text)
    }

    fn lowercase(&self, text: &str) -> String {
        JsValue::from_str(text)
            .unchecked_into::<JsString>()
            .to_lower_case()
    }
}

/// `new RegExp(source, "v")`, or the reason it throws.
fn compile_v(source: &str) -> Result<JsRegExp, String> {
    JsRegExp::new(source, "v").map_err(|e| {
        let message = e.unchecked_into::<JsError>().message().unwrap_or_default();
        // V8 says "Invalid regular expression: /(a/v: Unterminated group";
        // the designer wrote `(a`, so keep only the reason.
        let prefix = format!("Invalid regular expression: /{source}/v: ");
        match message.strip_prefix(&prefix) {
            Some(reason) => reason.to_owned(),
            None if message.is_empty() => "not a regular expression".to_owned(),
            None => message,
        }
    })
}
