//! Patterns that could hang a backtracking engine (issue 23): browsers, the
//! exported page, the React component, ajv and `regress` all backtrack, so a
//! pattern such as `(a+)+$` takes exponential time on forty `a` and a `!`,
//! and `.*@.*` quadratic time. [`may_hang`] refuses every pattern a
//! backtracking engine could take more than linear time on; a refused pattern
//! is treated as an invalid one: checked nowhere, a lint finding.
//!
//! The check is static and sound (when in doubt, it refuses). A backtracking
//! engine explores paths through the pattern: each path is one way of
//! reading a prefix of the answer (which alternative, how many iterations).
//! If no two paths read the same text and end at the same place in the
//! pattern, there are at most (answer length + 1) × (places) paths, so the
//! work is linear. The pattern is read into its position automaton (Glushkov:
//! one state per character, class or `.`, character sets as code-point
//! ranges) where ways of going from one position to the next through
//! alternatives and repeats that read nothing are counted: two ways (as in
//! `(a*)*`, `(a?b?)*`) or two ways of matching nothing (`(a?|b?)`) refuse
//! it, as does a repeat of what can match nothing (`regress` loops on some). Then pairs of positions reading the same text are explored from the
//! start: two different positions reaching one position again (as in
//! `(a|aa)+`, `\d+\d+`, `.*@.*`) refuse it.
//!
//! Over-approximations keep it sound: characters are exact for ASCII, and
//! beyond it read as two blocks (white space, the rest), so `é` and `ü` read
//! alike; assertions (`^ $ \b \B`) always pass; a backreference reads any
//! text; `\p{…}` reads any character (the short names of the categories of
//! letters, marks and numbers: any but ASCII punctuation and white space); counted repeats are
//! unrolled (`a{2,3}` as `aa(a)?`) up to 16 copies, larger ones widened to
//! `a+` or `a*`. A lookaround's body is checked on its own; it must read a
//! bounded length (no `*`, `+`, `{n,}` or backreference) unless it is at the
//! very start of the pattern, where the engine runs it once. Syntax it does
//! not read (modifiers such as `(?i:…)`, escaped surrogates, set notation)
//! refuses the pattern. The work is bounded by a fuel budget (out of fuel:
//! refused), so the check is quick on any pattern up to the
//! 10,000-character limit.
//!
//! Code size matters here (the builder's wasm module): no error type, no
//! standard sort or hash set, characters as bits.

/// Whether a backtracking engine could take more than linear time to match
/// `pattern`, or the check cannot tell (too large, too deep).
pub fn may_hang(pattern: &str) -> bool {
    risk(pattern) != Risk::Safe
}

#[cfg(feature = "reader")]
/// The import report's line about a pattern that could hang (issue 23): the
/// pattern is kept, its check left out. None for the others, and for a
/// pattern the check cannot read (maybe not a pattern: the lint says which).
pub(crate) fn hang_note(pattern: &str) -> Option<&'static str> {
    (risk(pattern) == Risk::MayHang).then_some(
        "this pattern can take very long to check on some answers, so answers are not checked against it; it is kept as written (the pattern's setting says why)",
    )
}

/// What [`may_hang`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Risk {
    Safe,
    MayHang,
    /// Not read (not a pattern, or syntax the check does not know).
    Unread,
}

pub(crate) fn risk(pattern: &str) -> Risk {
    let mut c = Check {
        p: pattern.as_bytes(),
        i: 0,
        pool: Vec::new(),
        sets: Vec::new(),
        follow: Vec::new(),
        roots: Vec::new(),
        seen: Vec::new(),
        fuel: FUEL,
        loops: 0,
        depth: 0,
        at_start: true,
        stop: None,
    };
    c.run();
    c.stop.unwrap_or(Risk::Safe)
}

/// Steps of work (characters read, positions, edges, pairs compared) before
/// the check gives up and refuses: some milliseconds.
const FUEL: usize = 200_000;
/// Groups nested deeper are refused (the reader recurses).
const MAX_DEPTH: usize = 100;
/// Counted repeats of more copies are widened to `+` or `*`.
const MAX_COPIES: u32 = 16;

/// Characters, over-approximated: each ASCII character exactly (a bit of
/// the `u128`), the rest in two blocks: [`SP`], the white space `\s` reads
/// beyond ASCII, and [`OTHER`]. So `\d \w \s`, their negations, `.` and
/// classes of ASCII characters are exact; `é` and `ü` read as one block.
type Set = (u128, u8);
const SP: u8 = 1;
const OTHER: u8 = 2;
const ANY: Set = (!0, SP | OTHER);

/// The ASCII characters of `ranges`, as bits.
const fn bits(ranges: &[(u32, u32)]) -> u128 {
    let (mut out, mut k) = (0, 0);
    while k < ranges.len() {
        let mut c = ranges[k].0;
        while c <= ranges[k].1 {
            out |= 1 << c;
            c += 1;
        }
        k += 1;
    }
    out
}

const DIGIT: Set = (bits(&[(48, 57)]), 0);
const WORD: Set = (bits(&[(48, 57), (65, 90), (95, 95), (97, 122)]), 0);
const SPACE: Set = (bits(&[(9, 13), (32, 32)]), SP);
/// Letters, marks and numbers: ASCII letters and digits, and no white space.
const ALNUM: Set = (bits(&[(48, 57), (65, 90), (97, 122)]), OTHER);

/// One character: exact when ASCII. (Not inlined: a shift of a `u128` is
/// long in wasm.)
#[inline(never)]
fn one(c: u32) -> Set {
    if c < 128 { (1 << c, 0) } else { (0, ANY.1) }
}

const fn not(s: Set) -> Set {
    (!s.0, !s.1 & ANY.1)
}

fn overlap(a: Set, b: Set) -> bool {
    a.0 & b.0 != 0 || a.1 & b.1 != 0
}

/// Positions `pool[start..end]`.
type Span = (usize, usize);

/// A part of the pattern: the positions it may start and end with, and
/// whether it matches the empty text (in one way: two refuse the pattern).
#[derive(Clone, Copy)]
struct Frag {
    first: Span,
    last: Span,
    null: bool,
}

const EMPTY: Frag = Frag {
    first: (0, 0),
    last: (0, 0),
    null: true,
};

/// The reader of a pattern into its position automaton. Nothing returns an
/// error: the first reason to stop is kept in `stop`, and every loop ends
/// once it is set (each step reads a character, so all of them end).
struct Check<'a> {
    /// UTF-8: a character beyond ASCII reads as one byte, 0x80 (below).
    p: &'a [u8],
    i: usize,
    /// The positions of every [`Frag`]'s first and last lists.
    pool: Vec<u32>,
    /// Per position, the characters it reads.
    sets: Vec<Set>,
    /// Per position, the positions that may read the next character.
    follow: Vec<Vec<u32>>,
    /// The first positions of the pattern and of each lookaround's body.
    roots: Vec<Span>,
    /// Per position: the positions before it (the edges' check), then the
    /// greater positions it was paired with.
    seen: Vec<Vec<u32>>,
    fuel: usize,
    /// Unbounded loops made so far (`*`, `+`, `{n,}`, backreferences).
    loops: usize,
    depth: usize,
    /// Nothing but assertions read yet in the top-level alternative.
    at_start: bool,
    stop: Option<Risk>,
}

impl Check<'_> {
    fn run(&mut self) {
        let main = self.alt();
        if self.i < self.p.len() {
            self.fail(Risk::Unread);
        }
        self.roots.push(main.first);
        // One edge twice: two ways from one position to the next reading
        // nothing between (`(a*)*`).
        for (x, f) in self.follow.iter().enumerate() {
            for &y in f {
                let from = &mut self.seen[y as usize];
                if from.last() == Some(&(x as u32)) {
                    self.stop.get_or_insert(Risk::MayHang);
                }
                from.push(x as u32);
            }
        }
        for s in &mut self.seen {
            s.clear();
        }
        if self.stop.is_none() {
            self.pairs();
        }
    }

    fn fail(&mut self, why: Risk) {
        self.stop.get_or_insert(why);
    }

    /// Whether `n` more steps are within the budget.
    fn burn(&mut self, n: usize) -> bool {
        match self.fuel.checked_sub(n) {
            Some(left) => self.fuel = left,
            None => self.fail(Risk::MayHang),
        }
        self.stop.is_none()
    }

    /// The next character, 0x80 for any beyond ASCII (only its being one
    /// matters: none is syntax, and each reads as [`OTHER`] or [`SP`]).
    fn peek(&self) -> Option<u8> {
        self.p
            .get(self.i)
            .map(|&c| c.min(0x80))
            .filter(|_| self.stop.is_none())
    }

    fn eat(&mut self, c: u8) -> bool {
        let yes = self.peek() == Some(c);
        self.i += usize::from(yes);
        yes
    }

    /// The next character; at the end, NUL and a stop.
    fn next(&mut self) -> u8 {
        match self.peek() {
            Some(c) if self.burn(1) => {
                self.i += 1;
                // A character's continuation bytes.
                while self.p.get(self.i).is_some_and(|b| b & 0xC0 == 0x80) {
                    self.i += 1;
                }
                c
            }
            _ => {
                self.fail(Risk::Unread);
                b'\0'
            }
        }
    }

    /// Reads up to `end`, included.
    fn skip_to(&mut self, end: u8) {
        while self.next() != end && self.stop.is_none() {}
    }

    /// The positions of `a`, then those of `b`.
    fn join(&mut self, a: Span, b: Span) -> Span {
        let start = self.pool.len();
        if self.burn(a.1 - a.0 + b.1 - b.0) {
            for k in (a.0..a.1).chain(b.0..b.1) {
                let x = self.pool[k];
                self.pool.push(x);
            }
        }
        (start, self.pool.len())
    }

    /// Alternatives, up to `)` or the end.
    fn alt(&mut self) -> Frag {
        let mut f = self.seq();
        while self.eat(b'|') {
            if self.depth == 0 {
                self.at_start = true;
            }
            let g = self.seq();
            if f.null && g.null {
                self.fail(Risk::MayHang);
            }
            f = Frag {
                first: self.join(f.first, g.first),
                last: self.join(f.last, g.last),
                null: f.null || g.null,
            };
        }
        f
    }

    fn seq(&mut self) -> Frag {
        let mut f = EMPTY;
        while !matches!(self.peek(), None | Some(b'|' | b')')) {
            let start = self.i;
            let atom = self.atom();
            let atom = self.repeat(atom, start);
            f = self.concat(f, atom);
        }
        f
    }

    /// Every position of `from` may be followed by every one of `to`.
    fn edges(&mut self, from: Span, to: Span) {
        for k in from.0..from.1 {
            if self.burn(to.1 - to.0) {
                self.follow[self.pool[k] as usize].extend_from_slice(&self.pool[to.0..to.1]);
            }
        }
    }

    fn concat(&mut self, a: Frag, b: Frag) -> Frag {
        self.edges(a.last, b.first);
        Frag {
            first: if a.null {
                self.join(a.first, b.first)
            } else {
                a.first
            },
            last: if b.null {
                self.join(b.last, a.last)
            } else {
                b.last
            },
            null: a.null && b.null,
        }
    }

    /// `a*` (`null`) or `a+`: an iteration that reads nothing ends the loop
    /// (ECMAScript's empty check), so a loop adds no way of reading nothing.
    fn lp(&mut self, mut a: Frag, null: bool) -> Frag {
        self.loops += 1;
        self.edges(a.last, a.first);
        a.null |= null;
        a
    }

    fn number(&mut self) -> Option<u32> {
        let start = self.i;
        let mut n: u32 = 0;
        while let Some(d @ b'0'..=b'9') = self.peek() {
            // Counts above the copies' budget all read alike.
            n = (n * 10 + u32::from(d - b'0')).min(1_000);
            self.i += 1;
        }
        (self.i > start).then_some(n)
    }

    /// `x` under its quantifier, if any: `*`, `+`, `?`, `{m}`, `{m,}`,
    /// `{m,n}`, each maybe lazy (the order of the paths changes, not their
    /// number). `x` was read from `start`, which is read again for each
    /// further copy (fresh positions).
    fn repeat(&mut self, x: Frag, start: usize) -> Frag {
        let (min, max) = match self.peek() {
            Some(b'*') => (0, None),
            Some(b'+') => (1, None),
            Some(b'?') => (0, Some(1)),
            Some(b'{') => {
                self.i += 1;
                let min = self.number().unwrap_or_default();
                let max = if self.eat(b',') {
                    self.number()
                } else {
                    Some(min)
                };
                if self.peek() != Some(b'}') {
                    self.fail(Risk::Unread);
                }
                (min, max)
            }
            _ => return x,
        };
        self.i += 1;
        self.eat(b'?');
        // A repeat of what can match nothing: `regress` 0.12 (the native
        // engine) loops without end on some (`((a?)?)*`, `((a?)?){2}`).
        if x.null && max != Some(1) {
            self.fail(Risk::MayHang);
        }
        if max.unwrap_or(min) > MAX_COPIES || max.is_some_and(|m| m < min) {
            return self.lp(x, min == 0);
        }
        let mut x = Some(x);
        let mut copy = |c: &mut Check| match x.take() {
            Some(x) => x,
            None => {
                let (i, at_start) = (c.i, c.at_start);
                c.i = start;
                let f = c.atom();
                (c.i, c.at_start) = (i, at_start);
                f
            }
        };
        let mut f = EMPTY;
        // `a{2,}` is `aa+`; `a{1,3}` is `a(a(a)?)?`, one path per count.
        let mandatory = if max.is_none() { min.max(1) - 1 } else { min };
        for _ in 0..mandatory {
            let c = copy(self);
            f = self.concat(f, c);
        }
        let mut tail = EMPTY;
        match max {
            None => {
                let c = copy(self);
                tail = self.lp(c, min == 0);
            }
            Some(max) => {
                for _ in min..max {
                    let c = copy(self);
                    tail = self.concat(c, tail);
                    tail.null = true;
                }
            }
        }
        self.concat(f, tail)
    }

    fn position(&mut self, set: Set) -> Frag {
        self.burn(1);
        self.at_start = false;
        let x = self.sets.len() as u32;
        self.sets.push(set);
        self.follow.push(Vec::new());
        self.seen.push(Vec::new());
        let at = self.pool.len();
        self.pool.push(x);
        Frag {
            first: (at, at + 1),
            last: (at, at + 1),
            null: false,
        }
    }

    fn atom(&mut self) -> Frag {
        let set = match self.next() {
            b'(' => return self.group(),
            b'[' => self.class(),
            b'.' => ANY,
            b'^' | b'$' => return EMPTY,
            b'\\' => match self.peek() {
                Some(b'b' | b'B') => {
                    self.i += 1;
                    return EMPTY;
                }
                // A backreference: any text, as far as paths go.
                Some(b'k' | b'1'..=b'9') => {
                    if self.eat(b'k') {
                        self.skip_to(b'>');
                    } else {
                        self.number();
                    }
                    let x = self.position(ANY);
                    return self.lp(x, true);
                }
                _ => self.escape(false).unwrap_or_else(one),
            },
            b')' | b'*' | b'+' | b'?' | b'{' | b'|' => {
                self.fail(Risk::Unread);
                ANY
            }
            c => one(c.into()),
        };
        self.position(set)
    }

    fn group(&mut self) -> Frag {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.fail(Risk::MayHang);
        }
        let mut look = false;
        if self.eat(b'?') {
            match self.next() {
                b':' => {}
                b'=' | b'!' => look = true,
                b'<' if matches!(self.peek(), Some(b'=' | b'!')) => {
                    self.i += 1;
                    look = true;
                }
                b'<' => self.skip_to(b'>'),
                // Modifiers (`(?i:…)`: case folding) are not read.
                _ => self.fail(Risk::Unread),
            }
        }
        let (loops, at_start, top) = (self.loops, self.at_start, self.depth == 1);
        let body = self.alt();
        if !self.eat(b')') {
            self.fail(Risk::Unread);
        }
        self.depth -= 1;
        if !look {
            self.at_start = false;
            return body;
        }
        // The engine runs a lookaround each time a path reaches it: its body
        // must read a bounded length, or run once (at the very start).
        if self.loops != loops && !(at_start && top) {
            self.fail(Risk::MayHang);
        }
        self.roots.push(body.first);
        self.at_start = at_start;
        EMPTY
    }

    /// A class's characters; `[` read.
    fn class(&mut self) -> Set {
        let negate = self.eat(b'^');
        let mut set = (0, 0);
        // Whether `set` is exact, so its complement over-approximates.
        let mut exact = true;
        loop {
            let item = match self.next() {
                b']' => break,
                // Nested classes, set operations: `v` only, not portable
                // (checked nowhere anyway).
                b'[' => Ok(self.fail_set()),
                c @ (b'&' | b'-') if self.peek() == Some(c) => Ok(self.fail_set()),
                b'\\' => {
                    exact &= !matches!(self.peek(), Some(b'p' | b'P'));
                    self.escape(true)
                }
                _ if self.stop.is_some() => break,
                c => Err(c.into()),
            };
            let item = match item {
                Ok(s) => s,
                Err(lo) if self.peek() == Some(b'-') && self.p.get(self.i + 1) != Some(&b']') => {
                    self.i += 1;
                    let hi = match self.next() {
                        b'\\' => self.escape(true).err(),
                        c => Some(c.into()),
                    };
                    let Some(hi) = hi else {
                        self.fail(Risk::Unread);
                        break;
                    };
                    let mut s = one(hi);
                    for c in lo..hi.min(128) {
                        s.0 |= one(c).0;
                    }
                    s
                }
                Err(c) => one(c),
            };
            exact &= item.0 != 0 || item.1 == 0;
            set = (set.0 | item.0, set.1 | item.1);
        }
        match (negate, exact) {
            (false, _) => set,
            (true, true) => not(set),
            // The complement of an over-approximation is not one.
            (true, false) => ANY,
        }
    }

    /// Stops: syntax the check does not read (any character, to go on).
    fn fail_set(&mut self) -> Set {
        self.fail(Risk::Unread);
        ANY
    }

    /// An escape, `\` read: a class escape's characters (`\d`, `\p{L}`…),
    /// or a character's code point.
    fn escape(&mut self, in_class: bool) -> Result<Set, u32> {
        let c = self.next();
        Err(match c {
            b'd' => return Ok(DIGIT),
            b'D' => return Ok(not(DIGIT)),
            b'w' => return Ok(WORD),
            b'W' => return Ok(not(WORD)),
            b's' => return Ok(SPACE),
            b'S' => return Ok(not(SPACE)),
            b't' => 9,
            b'n' => 10,
            b'v' => 11,
            b'f' => 12,
            b'r' => 13,
            // Over-approximated: no class with it is exact.
            b'p' | b'P' => {
                let start = self.i + 1;
                if self.next() != b'{' {
                    return Ok(self.fail_set());
                }
                self.skip_to(b'}');
                // The general categories of letters, marks and numbers by
                // their short names (`L`, `Lu`, `gc=Nd` …): no other property
                // or value has a name of one or two characters starting so.
                let name = &self.p[start..self.i.max(start + 1) - 1];
                let name = match name.iter().position(|&c| c == b'=') {
                    Some(k) => &name[k + 1..],
                    None => name,
                };
                let alnum = matches!(name, [b'L' | b'M' | b'N'] | [b'L' | b'M' | b'N', _]);
                return Ok(if c == b'p' && alnum { ALNUM } else { ANY });
            }
            b'q' => return Ok(self.fail_set()),
            b'b' if in_class => 8,
            b'0' => 0,
            b'c' => u32::from(self.next() % 32),
            b'x' => self.hex(Some(2)),
            b'u' if self.eat(b'{') => self.hex(None),
            // A surrogate, maybe half of a pair (one code point): not read.
            b'u' => match self.hex(Some(4)) {
                0xD800..0xE000 => return Ok(self.fail_set()),
                v => v,
            },
            c => c as u32,
        })
    }

    /// `n` hex digits, or (none) digits up to `}`.
    fn hex(&mut self, n: Option<usize>) -> u32 {
        let mut v: u32 = 0;
        for _ in 0..n.unwrap_or(9) {
            match self.next() {
                b'}' if n.is_none() => return v,
                d => match (d as char).to_digit(16) {
                    Some(d) => v = v.saturating_mul(16) | d,
                    None => self.fail(Risk::Unread),
                },
            }
        }
        if n.is_none() {
            self.fail(Risk::Unread);
        }
        v
    }

    /// Explores the pairs of positions that read the same text from a root;
    /// two different positions that both go on to one position are two paths
    /// to it.
    fn pairs(&mut self) {
        let mut fuel = self.fuel;
        let seen = &mut self.seen;
        let mut todo = Vec::new();
        // The positions after `p` and `q` (none: a root) that read one
        // character; from one position, each unordered pair once.
        let mut step = |apart: bool, fp: &[u32], fq: &[u32], todo: &mut Vec<_>| {
            for (k, &x) in fp.iter().enumerate() {
                for &y in if apart { fq } else { &fq[k..] } {
                    fuel = fuel.checked_sub(1)?;
                    if !overlap(self.sets[x as usize], self.sets[y as usize]) {
                        continue;
                    }
                    if apart && x == y {
                        return None;
                    }
                    let (a, b) = (x.min(y), x.max(y));
                    let pairs: &mut Vec<u32> = &mut seen[a as usize];
                    fuel = fuel.checked_sub(pairs.len() / 16)?;
                    if !pairs.contains(&b) {
                        pairs.push(b);
                        todo.push((a, b));
                    }
                }
            }
            Some(())
        };
        let mut ok = self.roots.iter().all(|&(start, end)| {
            let root = &self.pool[start..end];
            step(false, root, root, &mut todo).is_some()
        });
        while let (true, Some((p, q))) = (ok, todo.pop()) {
            let follow = |x: u32| &self.follow[x as usize][..];
            ok = step(p != q, follow(p), follow(q), &mut todo).is_some();
        }
        if !ok {
            self.fail(Risk::MayHang);
        }
    }
}
