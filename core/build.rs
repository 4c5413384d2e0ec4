//! Hashes the exact text of the exported HTML page's `<style>` and `<script>`
//! elements for the page's Content-Security-Policy (`export/html.rs`). Both
//! are constant (`src/export/html_text.rs`, `src/rules/evaluator.js`, whose
//! four evaluators are written here too, and once more as one marked text), so
//! they are hashed here, once, and the wasm modules carry two short strings
//! instead of a SHA-256 implementation. `html.rs`'s tests and
//! tools/export-check hash each exported page's elements again and compare.

use base64::Engine as _;
use sha2::{Digest, Sha256};

#[allow(dead_code)]
mod text {
    include!("src/export/html_text.rs");
}

const EVALUATOR_SOURCE: &str = include_str!("src/rules/evaluator.js");

/// The lines of `evaluator.js` (its header says how) that some evaluator
/// keeps, each with the evaluators keeping it, one bit each by whether the
/// form uses issue 26's logic and issue 27's kinds: bit 0 base, 1 logic,
/// 2 kinds, 3 logic and kinds. The base one (every form using neither:
/// byte-identical exports, decision 21) and the logic one are as before
/// issue 27; a `//#kinds-begin` block is only in the kinds variants, and may
/// sit inside a base or a logic block.
fn lines(source: &str) -> Vec<(u32, &str)> {
    #[derive(PartialEq, Debug, Clone, Copy)]
    enum Block {
        Base,
        Logic,
        Kinds,
    }
    let mut out = Vec::new();
    let mut open: Vec<Block> = Vec::new();
    for line in source.split_inclusive('\n') {
        let next = match line.trim_end() {
            "//#base-begin" => Some(Block::Base),
            "//#logic-begin" => Some(Block::Logic),
            "//#kinds-begin" => Some(Block::Kinds),
            "//#end" => {
                assert!(
                    open.pop().is_some(),
                    "evaluator.js: {line:?} closes nothing"
                );
                continue;
            }
            _ => None,
        };
        if let Some(next) = next {
            // Only a kinds block nests, once, inside a base or logic block.
            assert!(
                open.is_empty()
                    || (open.len() == 1 && next == Block::Kinds && open[0] != Block::Kinds),
                "evaluator.js: {line:?} inside {open:?}"
            );
            open.push(next);
            continue;
        }
        let text = if open.contains(&Block::Base) {
            line.strip_prefix("//")
                .expect("evaluator.js: a line of a base block starts with //")
        } else {
            line
        };
        let mut keepers = 0;
        for (i, (logic, kinds)) in [(false, false), (true, false), (false, true), (true, true)]
            .into_iter()
            .enumerate()
        {
            let keep = open.iter().all(|b| match b {
                Block::Base => !logic,
                Block::Logic => logic,
                Block::Kinds => kinds,
            });
            if keep {
                keepers |= 1 << i;
            }
        }
        if keepers != 0 {
            out.push((keepers, text));
        }
    }
    assert!(open.is_empty(), "evaluator.js: a block is not closed");
    out
}

/// The four evaluators, `[base, logic, kinds, logic_kinds]`.
fn evaluators(source: &str) -> [String; 4] {
    let mut out: [String; 4] = Default::default();
    for (keepers, text) in lines(source) {
        for (i, evaluator) in out.iter_mut().enumerate() {
            if keepers & (1 << i) != 0 {
                evaluator.push_str(text);
            }
        }
    }
    out
}

/// The four in one text, which the wasm modules carry (`rules::evaluator_js`
/// cuts one out per export): each run of lines kept by the same evaluators
/// after a line of its own, `\u{1}` and a hex digit, their bits.
fn marked(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut run = 0;
    for (keepers, text) in lines(source) {
        assert!(
            !text.starts_with('\u{1}'),
            "evaluator.js: a line starts with U+0001"
        );
        if keepers != run {
            out.push('\u{1}');
            out.push(char::from_digit(keepers, 16).expect("four bits"));
            out.push('\n');
            run = keepers;
        }
        out.push_str(text);
    }
    out
}

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
    let [base, logic, kinds, logic_kinds] = evaluators(EVALUATOR_SOURCE);
    let script = source(&format!("\n{base}{}", text::SCRIPT));
    let logic_script = source(&format!("\n{logic}{}", text::SCRIPT));
    // A form with layout items (issue 26) uses the logic evaluator, the pages'
    // glue script and the pages' lines of the stylesheet.
    let pages_script = source(&format!("\n{logic}{}", text::SCRIPT_PAGES));
    let pages_style = source(&format!("\n{}{}", text::STYLE, text::STYLE_PAGES));
    // Issue 27: a form using the 'More Fields' kinds runs the kinds' script
    // before its glue and adds the kinds' lines to the stylesheet.
    // The page's evaluator follows the rules (`rules::evaluator_js`): any of
    // the four with the kinds' script, the logic ones with the pages' glue.
    let evaluators = [&base, &logic, &kinds, &logic_kinds];
    let kinds_scripts =
        evaluators.map(|e| source(&format!("\n{e}{}{}", text::SCRIPT_KINDS, text::SCRIPT)));
    let kinds_pages_scripts = [&logic, &logic_kinds].map(|e| {
        source(&format!(
            "\n{e}{}{}",
            text::SCRIPT_KINDS,
            text::SCRIPT_PAGES
        ))
    });
    let kinds_style = source(&format!("\n{}{}", text::STYLE, text::STYLE_KINDS));
    let kinds_pages_style = source(&format!(
        "\n{}{}{}",
        text::STYLE,
        text::STYLE_PAGES,
        text::STYLE_KINDS
    ));
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let code = format!(
        "/// The CSP source of the page's `<style>` text.\npub const STYLE_HASH: &str = {style:?};\n\
         /// The CSP source of the page's `<script>` text.\npub const SCRIPT_HASH: &str = {script:?};\n\
         /// The same, with the logic evaluator (issue 26).\npub const SCRIPT_LOGIC_HASH: &str = {logic_script:?};\n\
         /// The `<script>` of a form with layout items (issue 26).\npub const SCRIPT_PAGES_HASH: &str = {pages_script:?};\n\
         /// The `<style>` of a form with layout items (issue 26).\npub const STYLE_PAGES_HASH: &str = {pages_style:?};\n\
         /// Issue 27's: the `<script>`s and `<style>`s above with the kinds' parts.\n\
         /// By the evaluator: base, logic, kinds, logic and kinds.\n\
         pub const SCRIPT_KINDS_HASHES: [&str; 4] = {kinds_scripts:?};\n\
         /// By the evaluator: logic, logic and kinds.\n\
         pub const SCRIPT_KINDS_PAGES_HASHES: [&str; 2] = {kinds_pages_scripts:?};\n\
         pub const STYLE_KINDS_HASH: &str = {kinds_style:?};\n\
         pub const STYLE_KINDS_PAGES_HASH: &str = {kinds_pages_style:?};\n"
    );
    std::fs::write(out.join("html_hashes.rs"), code).expect("OUT_DIR is writable");
    std::fs::write(out.join("evaluator_marked.js"), marked(EVALUATOR_SOURCE))
        .expect("OUT_DIR is writable");
    // The four evaluators, for the tests and native tools (`rules::EVALUATOR_JS`
    // …); the exports cut theirs out of the marked text.
    std::fs::write(out.join("evaluator.js"), base).expect("OUT_DIR is writable");
    std::fs::write(out.join("evaluator_logic.js"), logic).expect("OUT_DIR is writable");
    // Issue 27's kinds (`RuleSet::uses_kinds`); the page's CSP hashes of
    // these are the exports' (export/html.rs).
    std::fs::write(out.join("evaluator_kinds.js"), kinds).expect("OUT_DIR is writable");
    std::fs::write(out.join("evaluator_logic_kinds.js"), logic_kinds).expect("OUT_DIR is writable");
}
