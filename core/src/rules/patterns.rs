//! What the rules ask of an ECMAScript engine, as an exported page asks its
//! browser: patterns and numbers.
//!
//! Patterns: a field's `pattern` is an ECMAScript regular expression that the
//! whole answer must match, compiled as HTML's `pattern` attribute compiles
//! it: the pattern as written must compile with the `v` flag (Unicode sets),
//! then `^(?:pattern)$` is matched. A pattern that does not compile is not
//! checked (the lint reports it), nor is one that could hang a backtracking
//! engine ([`EcmaEngine::may_hang`], docs/rules.md).
//!
//! Numbers: the value of a number field's answer, once its syntax is checked.
//!
//! The engine is a parameter, [`EcmaEngine`]: natively (CLI, tests) the
//! `regress` crate, an ECMAScript engine in Rust ([`Regress`], feature
//! `regress`, on by default), and Rust's float parser; in the browser the
//! wasm facade passes the browser's own `RegExp` and `Number`, which are what
//! an exported page uses, and keeps `regress` and Rust's float parser with its
//! tables out of the builder's module (their size: docs/rules.md).

/// Compiles and matches patterns, and reads numbers, with ECMAScript semantics.
pub trait EcmaEngine {
    /// Whether `pattern` compiles with the `v` flag as written, and as
    /// `^(?:pattern)$`; the error is the engine's own message.
    fn check(&self, pattern: &str) -> Result<(), String>;

    /// Whether a backtracking engine could take more than linear time to
    /// match `pattern` ([`super::hang::may_hang`]); an engine that keeps
    /// compiled patterns keeps this answer too.
    fn may_hang(&self, pattern: &str) -> bool {
        super::hang::may_hang(pattern)
    }

    /// Whether all of `text` matches `pattern`; none when it does not compile.
    fn is_match(&self, pattern: &str, text: &str) -> Option<bool>;

    /// The number `text` denotes. `text` is a valid floating-point number in
    /// HTML's syntax (the caller checks), where JavaScript's `Number(text)`
    /// and Rust's `str::parse` agree: both round to the nearest double, and
    /// `1e999` is infinity. Rust's parser is the default.
    fn number(&self, text: &str) -> f64 {
        text.parse().unwrap_or(f64::NAN)
    }
}

/// The `regress` crate as the pattern engine.
#[cfg(feature = "regress")]
#[derive(Debug, Clone, Copy, Default)]
pub struct Regress;

#[cfg(feature = "regress")]
impl Regress {
    pub(crate) fn compile(pattern: &str) -> Result<regress::Regex, String> {
        // `u` as well as `v`: regress applies the Unicode mode's strict
        // escapes only under `u`; V8 applies them under `v` alone.
        let flags = regress::Flags {
            unicode: true,
            unicode_sets: true,
            ..regress::Flags::default()
        };
        // As HTML: the pattern as written must compile (`a)$|^(b` does not,
        // though its wrapped form does), then the wrapped one is matched.
        regress::Regex::with_flags(pattern, flags).map_err(|e| e.to_string())?;
        regress::Regex::with_flags(&format!("^(?:{pattern})$"), flags).map_err(|e| e.to_string())
    }
}

#[cfg(feature = "regress")]
impl EcmaEngine for Regress {
    fn check(&self, pattern: &str) -> Result<(), String> {
        Regress::compile(pattern).map(|_| ())
    }

    fn is_match(&self, pattern: &str, text: &str) -> Option<bool> {
        let regex = Regress::compile(pattern).ok()?;
        Some(regex.find(text).is_some())
    }
}
