//! The pattern engine of the wasm module: the browser's own `RegExp`, compiled
//! as HTML's `pattern` attribute compiles it (`^(?:pattern)$`, flag `v`), which
//! is what an exported page uses. It keeps `regress` (~117 KB gzip) out of the
//! module (docs/rules.md, "Patterns: the engine"). Natively (the facade's
//! tests) the core's `Regress` stands in.

#[cfg(target_arch = "wasm32")]
mod browser {
    use formwright_core::rules::PatternEngine;
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        type RegExp;
        #[wasm_bindgen(constructor, catch)]
        fn new(pattern: &str, flags: &str) -> Result<RegExp, JsValue>;
        #[wasm_bindgen(method)]
        fn test(this: &RegExp, text: &str) -> bool;
    }

    fn compile(pattern: &str) -> Result<RegExp, String> {
        RegExp::new(&format!("^(?:{pattern})$"), "v").map_err(|e| {
            e.as_string()
                .unwrap_or_else(|| "invalid pattern".to_owned())
        })
    }

    /// The browser's `RegExp`.
    pub struct BrowserRegExp;

    impl PatternEngine for BrowserRegExp {
        fn check(&self, pattern: &str) -> Result<(), String> {
            compile(pattern).map(|_| ())
        }

        fn is_match(&self, pattern: &str, text: &str) -> Option<bool> {
            compile(pattern).ok().map(|r| r.test(text))
        }
    }
}

#[cfg(target_arch = "wasm32")]
pub(crate) use browser::BrowserRegExp as Patterns;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) use formwright_core::rules::Regress as Patterns;
