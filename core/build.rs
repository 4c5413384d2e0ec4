//! Hashes the exact text of the exported HTML page's `<style>` and `<script>`
//! elements for the page's Content-Security-Policy (`export/html.rs`). Both
//! are constant (`src/export/html_text.rs`, `src/rules/evaluator.js`), so
//! they are hashed here, once, and the wasm modules carry two short strings
//! instead of a SHA-256 implementation. `html.rs`'s tests and
//! tools/export-check hash each exported page's elements again and compare.

use base64::Engine as _;
use sha2::{Digest, Sha256};

#[allow(dead_code)]
mod text {
    include!("src/export/html_text.rs");
}

const EVALUATOR_JS: &str = include_str!("src/rules/evaluator.js");

/// The CSP source of `text`: `'sha256-<base64 of its SHA-256>'`.
fn source(text: &str) -> String {
    // A browser hashes the text after turning each CR LF into LF; the page
    // writes these files as they are, so they must hold no CR.
    assert!(
        !text.contains('\r'),
        "the page's texts must use LF line ends"
    );
    let digest = Sha256::digest(text.as_bytes());
    format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(digest)
    )
}

fn main() {
    println!("cargo:rerun-if-changed=src/export/html_text.rs");
    println!("cargo:rerun-if-changed=src/rules/evaluator.js");
    // Each element's text: the line break after its start tag, then the constants.
    let style = source(&format!("\n{}", text::STYLE));
    let script = source(&format!("\n{EVALUATOR_JS}{}", text::SCRIPT));
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let code = format!(
        "/// The CSP source of the page's `<style>` text.\npub const STYLE_HASH: &str = {style:?};\n\
         /// The CSP source of the page's `<script>` text.\npub const SCRIPT_HASH: &str = {script:?};\n"
    );
    std::fs::write(out.join("html_hashes.rs"), code).expect("OUT_DIR is writable");
}
