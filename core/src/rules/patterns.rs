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
//!
//! [`PatternCache`] is the engine the builder judges with: a [`Compiler`]
//! (`regress` natively, the browser's `RegExp` in the facades) whose
//! compiled patterns, and their hang check's answers, are kept across forms,
//! so a pattern is compiled once, not once per keystroke.

use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::fmt;

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
        rust_number(text)
    }

    /// `text` lowercased, as JavaScript's `toLowerCase` does (Unicode's
    /// default case mapping, a final sigma as `ς`), where Rust's
    /// `str::to_lowercase` agrees; Rust's is the default. An export's file
    /// name is its title lowercased (spec §7).
    fn lowercase(&self, text: &str) -> String {
        text.to_lowercase()
    }
}

/// Rust's float parser, the engines' default reader of numbers.
fn rust_number(text: &str) -> f64 {
    text.parse().unwrap_or(f64::NAN)
}

/// The `regress` crate as the pattern engine.
#[cfg(feature = "regress")]
#[derive(Debug, Clone, Copy, Default)]
pub struct Regress;

#[cfg(feature = "regress")]
impl Regress {
    fn compile(pattern: &str) -> Result<regress::Regex, String> {
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

/// Compiles one pattern for [`PatternCache`]: HTML's `pattern` semantics,
/// `^(?:pattern)$` with the `v` flag, by some ECMAScript engine.
pub trait Compiler {
    type Compiled;
    /// The compiled pattern, or the engine's message.
    fn compile(&self, pattern: &str) -> Result<Self::Compiled, String>;
    /// Whether all of `text` matches.
    fn matches(&self, compiled: &Self::Compiled, text: &str) -> bool;
    /// [`EcmaEngine::number`]: the facades give JavaScript's `Number`.
    fn number(&self, text: &str) -> f64 {
        rust_number(text)
    }
    /// [`EcmaEngine::lowercase`]: the facades give JavaScript's `toLowerCase`.
    fn lowercase(&self, text: &str) -> String {
        text.to_lowercase()
    }
}

/// How many patterns a [`PatternCache`] generation holds. Typing a pattern
/// leaves one entry per keystroke behind; two generations keep the patterns
/// in use (each use moves one into the current generation) and forget the rest.
const PATTERN_GENERATION: usize = 2_048;

type Compiled<C> = Result<<C as Compiler>::Compiled, String>;

/// A pattern compiled, and whether it could hang ([`EcmaEngine::may_hang`]).
struct Entry<C: Compiler> {
    compiled: Compiled<C>,
    may_hang: bool,
}

/// A [`EcmaEngine`] that compiles each pattern once and keeps it, and its
/// hang check's answer.
pub struct PatternCache<C: Compiler> {
    compiler: C,
    generations: RefCell<[FxHashMap<String, Entry<C>>; 2]>,
}

impl<C: Compiler> PatternCache<C> {
    pub fn new(compiler: C) -> PatternCache<C> {
        PatternCache {
            compiler,
            generations: RefCell::new([FxHashMap::default(), FxHashMap::default()]),
        }
    }

    /// Runs `f` on the compiled `pattern`, compiling it on first use.
    fn with<T>(&self, pattern: &str, f: impl FnOnce(&C, &Entry<C>) -> T) -> T {
        let mut generations = self.generations.borrow_mut();
        let [current, previous] = &mut *generations;
        if let Some(compiled) = current.get(pattern) {
            return f(&self.compiler, compiled);
        }
        let compiled = previous.remove(pattern).unwrap_or_else(|| Entry {
            compiled: self.compiler.compile(pattern),
            may_hang: super::hang::may_hang(pattern),
        });
        let out = f(&self.compiler, &compiled);
        if current.len() >= PATTERN_GENERATION {
            *previous = std::mem::take(current);
        }
        current.insert(pattern.to_owned(), compiled);
        out
    }
}

impl<C: Compiler> EcmaEngine for PatternCache<C> {
    fn check(&self, pattern: &str) -> Result<(), String> {
        self.with(pattern, |_, e| {
            e.compiled.as_ref().map(|_| ()).map_err(Clone::clone)
        })
    }

    fn is_match(&self, pattern: &str, text: &str) -> Option<bool> {
        self.with(pattern, |c, e| {
            e.compiled.as_ref().ok().map(|re| c.matches(re, text))
        })
    }

    fn may_hang(&self, pattern: &str) -> bool {
        self.with(pattern, |_, e| e.may_hang)
    }

    fn number(&self, text: &str) -> f64 {
        self.compiler.number(text)
    }

    fn lowercase(&self, text: &str) -> String {
        self.compiler.lowercase(text)
    }
}

/// A copy starts with an empty cache (compiled patterns need not be `Clone`).
impl<C: Compiler + Clone> Clone for PatternCache<C> {
    fn clone(&self) -> Self {
        PatternCache::new(self.compiler.clone())
    }
}

impl<C: Compiler> fmt::Debug for PatternCache<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PatternCache")
            .field(
                "patterns",
                &self
                    .generations
                    .borrow()
                    .iter()
                    .map(FxHashMap::len)
                    .sum::<usize>(),
            )
            .finish()
    }
}

/// `regress`, compiled once per pattern.
#[cfg(feature = "regress")]
impl Compiler for Regress {
    type Compiled = regress::Regex;

    fn compile(&self, pattern: &str) -> Result<regress::Regex, String> {
        Regress::compile(pattern)
    }

    fn matches(&self, compiled: &regress::Regex, text: &str) -> bool {
        compiled.find(text).is_some()
    }
}
