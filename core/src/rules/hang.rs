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
//! it. Then pairs of positions reading the same text are explored from the
//! start: two different positions reaching one position again (as in
//! `(a|aa)+`, `\d+\d+`, `.*@.*`) refuse it.
//!
//! Over-approximations keep it sound: assertions (`^ $ \b \B`) always pass; a
//! backreference reads any text; `\p{…}` and case-insensitive groups read
//! any character (a few properties of letters, marks and numbers: any but
//! ASCII punctuation and white space); counted repeats are unrolled (`a{2,3}`
//! as `aa(a)?`) up to a budget, and larger ones widened to `a+` or `a*`. A
//! lookaround's body is checked on its own; it must read a bounded length
//! (no `*`, `+`, `{n,}` or backreference) unless it is at the very start of
//! the pattern, where the engine runs it once. The work is bounded by a fuel
//! budget (out of fuel: refused), so the check is quick on any pattern up
//! to the 10,000-character limit.

use std::collections::HashSet;

/// Whether a backtracking engine could take more than linear time to match
/// `pattern`, or the check cannot tell (too large, too deep).
pub fn may_hang(pattern: &str) -> bool {
    risk(pattern) != Risk::Safe
}

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
        p: pattern.chars().collect(),
        i: 0,
        sets: Vec::new(),
        follow: Vec::new(),
        roots: Vec::new(),
        fuel: FUEL,
        loops: 0,
        depth: 0,
        icase: false,
        at_start: true,
    };
    let run = |c: &mut Check| {
        let main = c.alt()?;
        if c.i < c.p.len() {
            return Err(Stop::Unread);
        }
        c.roots.push(main.first);
        // One edge twice: two ways from one position to the next reading
        // nothing between (`(a*)*`).
        for f in &mut c.follow {
            f.sort_unstable();
            if f.windows(2).any(|w| w[0] == w[1]) {
                return Err(Stop::Hang);
            }
        }
        c.pairs()
    };
    match run(&mut c) {
        Ok(()) => Risk::Safe,
        Err(Stop::Hang) => Risk::MayHang,
        Err(Stop::Unread) => Risk::Unread,
    }
}

/// Steps of work (characters read, positions, edges, pairs compared) before
/// the check gives up and refuses: some milliseconds.
const FUEL: usize = 200_000;
/// Groups nested deeper are refused (the reader recurses).
const MAX_DEPTH: usize = 100;
/// Counted repeats of more copies are widened to `+` or `*`.
const MAX_COPIES: u32 = 16;

/// Code-point ranges, sorted and disjoint.
type Set = Vec<(u32, u32)>;
const MAX: u32 = 0x10FFFF;
const DIGIT: &[(u32, u32)] = &[(48, 57)];
const WORD: &[(u32, u32)] = &[(48, 57), (65, 90), (95, 95), (97, 122)];
const SPACE: &[(u32, u32)] = &[
    (9, 13),
    (32, 32),
    (0xA0, 0xA0),
    (0x1680, 0x1680),
    (0x2000, 0x200A),
    (0x2028, 0x2029),
    (0x202F, 0x202F),
    (0x205F, 0x205F),
    (0x3000, 0x3000),
    (0xFEFF, 0xFEFF),
];
/// ASCII but letters and digits, and white space: what no letter, mark or
/// number is.
const NOT_ALNUM: &[(u32, u32)] = &[(0, 47), (58, 64), (91, 96), (123, 127)];
/// Properties (after `gc=`) whose characters are letters, marks or numbers.
const ALNUM_PROPERTIES: &[&str] = &[
    "L",
    "Lu",
    "Ll",
    "Lt",
    "Lm",
    "Lo",
    "LC",
    "M",
    "Mn",
    "Mc",
    "Me",
    "N",
    "Nd",
    "Nl",
    "No",
    "Letter",
    "Cased_Letter",
    "Uppercase_Letter",
    "Lowercase_Letter",
    "Titlecase_Letter",
    "Modifier_Letter",
    "Other_Letter",
    "Mark",
    "Combining_Mark",
    "Spacing_Mark",
    "Nonspacing_Mark",
    "Enclosing_Mark",
    "Number",
    "Decimal_Number",
    "digit",
    "Letter_Number",
    "Other_Number",
    "Alphabetic",
    "Alpha",
];

#[derive(Debug)]
enum Stop {
    Hang,
    Unread,
}

type R<T> = Result<T, Stop>;

/// A part of the pattern: the positions it may start and end with, and
/// whether it matches the empty text (in one way: two refuse the pattern).
struct Frag {
    first: Vec<u32>,
    last: Vec<u32>,
    null: bool,
}

const EMPTY: Frag = Frag {
    first: Vec::new(),
    last: Vec::new(),
    null: true,
};

struct Check {
    p: Vec<char>,
    i: usize,
    /// Per position, the characters it reads.
    sets: Vec<Set>,
    /// Per position, the positions that may read the next character.
    follow: Vec<Vec<u32>>,
    /// The first positions of the pattern and of each lookaround's body.
    roots: Vec<Vec<u32>>,
    fuel: usize,
    /// Unbounded loops made so far (`*`, `+`, `{n,}`, backreferences).
    loops: usize,
    depth: usize,
    /// Inside `(?i:…)`.
    icase: bool,
    /// Nothing but assertions read yet in the top-level alternative.
    at_start: bool,
}

impl Check {
    fn burn(&mut self, n: usize) -> R<()> {
        self.fuel = self.fuel.checked_sub(n).ok_or(Stop::Hang)?;
        Ok(())
    }

    fn peek(&self) -> Option<char> {
        self.p.get(self.i).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        let yes = self.peek() == Some(c);
        self.i += usize::from(yes);
        yes
    }

    fn next(&mut self) -> R<char> {
        let c = self.peek().ok_or(Stop::Unread)?;
        self.i += 1;
        self.burn(1)?;
        Ok(c)
    }

    /// Alternatives, up to `)` or the end.
    fn alt(&mut self) -> R<Frag> {
        let mut f = self.seq()?;
        while self.eat('|') {
            if self.depth == 0 {
                self.at_start = true;
            }
            let g = self.seq()?;
            if f.null && g.null {
                return Err(Stop::Hang);
            }
            f.first.extend(g.first);
            f.last.extend(g.last);
            f.null |= g.null;
        }
        Ok(f)
    }

    fn seq(&mut self) -> R<Frag> {
        let mut f = EMPTY;
        while !matches!(self.peek(), None | Some('|' | ')')) {
            let start = self.i;
            let atom = self.atom()?;
            let atom = match self.quantifier()? {
                Some((min, max)) => self.repeat(atom, start, min, max)?,
                None => atom,
            };
            f = self.concat(f, atom)?;
        }
        Ok(f)
    }

    fn edges_from_to(&mut self, from: &[u32], to: &[u32]) -> R<()> {
        for &x in from {
            self.burn(to.len())?;
            self.follow[x as usize].extend(to);
        }
        Ok(())
    }

    fn concat(&mut self, mut a: Frag, b: Frag) -> R<Frag> {
        self.edges_from_to(&a.last, &b.first)?;
        if a.null {
            a.first.extend(&b.first);
        }
        let mut last = b.last;
        if b.null {
            last.extend(a.last);
        }
        Ok(Frag {
            first: a.first,
            last,
            null: a.null && b.null,
        })
    }

    /// `a*` (`null`) or `a+`: an iteration that reads nothing ends the loop
    /// (ECMAScript's empty check), so a loop adds no way of reading nothing.
    fn lp(&mut self, mut a: Frag, null: bool) -> R<Frag> {
        self.loops += 1;
        self.edges_from_to(&a.last, &a.first)?;
        a.null |= null;
        Ok(a)
    }

    /// `*`, `+`, `?`, `{m}`, `{m,}`, `{m,n}`, each maybe lazy (the order of
    /// the paths changes, not their number).
    fn quantifier(&mut self) -> R<Option<(u32, Option<u32>)>> {
        let q = match self.peek() {
            Some('*') => (0, None),
            Some('+') => (1, None),
            Some('?') => (0, Some(1)),
            Some('{') => {
                self.i += 1;
                let min = self.number().ok_or(Stop::Unread)?;
                let max = if self.eat(',') {
                    self.number()
                } else {
                    Some(min)
                };
                if self.peek() != Some('}') {
                    return Err(Stop::Unread);
                }
                (min, max)
            }
            _ => return Ok(None),
        };
        self.i += 1;
        self.eat('?');
        Ok(Some(q))
    }

    fn number(&mut self) -> Option<u32> {
        let start = self.i;
        let mut n: u32 = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            n = n.saturating_mul(10).saturating_add(d);
            self.i += 1;
        }
        (self.i > start).then_some(n)
    }

    /// `x` repeated `min` to `max` times; `x` was read from `start`, which
    /// is read again for each further copy (fresh positions).
    fn repeat(&mut self, x: Frag, start: usize, min: u32, max: Option<u32>) -> R<Frag> {
        let copies = max.unwrap_or(min).max(1);
        let size = self.sets.len();
        if copies > MAX_COPIES || max.is_some_and(|m| m < min) {
            return self.lp(x, min == 0);
        }
        let mut x = Some(x);
        let mut copy = |c: &mut Check| -> R<Frag> {
            if let Some(x) = x.take() {
                return Ok(x);
            }
            let (i, at_start) = (c.i, c.at_start);
            c.i = start;
            let f = c.atom();
            (c.i, c.at_start) = (i, at_start);
            // A copy of a copy's positions: the budget still holds.
            c.burn(c.sets.len() - size)?;
            f
        };
        let mut f = EMPTY;
        let mandatory = if max.is_none() { min.max(1) - 1 } else { min };
        for _ in 0..mandatory {
            let c = copy(self)?;
            f = self.concat(f, c)?;
        }
        let tail = match max {
            None => {
                let c = copy(self)?;
                self.lp(c, min == 0)?
            }
            // Nested: `a{1,3}` is `a(a(a)?)?`, one path per count.
            Some(max) => {
                let mut tail = EMPTY;
                for _ in min..max {
                    let c = copy(self)?;
                    let mut t = self.concat(c, tail)?;
                    t.null = true;
                    tail = t;
                }
                tail
            }
        };
        if min == 0 && max == Some(0) {
            // `{0}`: x's positions stay unreachable.
            let _ = copy(self)?;
        }
        self.concat(f, tail)
    }

    fn position(&mut self, set: Set) -> R<Frag> {
        self.burn(1)?;
        self.at_start = false;
        let x = self.sets.len() as u32;
        self.sets
            .push(if self.icase { vec![(0, MAX)] } else { set });
        self.follow.push(Vec::new());
        Ok(Frag {
            first: vec![x],
            last: vec![x],
            null: false,
        })
    }

    fn atom(&mut self) -> R<Frag> {
        match self.next()? {
            '(' => self.group(),
            '[' => {
                let set = self.class()?;
                self.position(set)
            }
            '.' => self.position(vec![(0, MAX)]),
            '^' | '$' => Ok(EMPTY),
            '\\' => match self.peek() {
                Some('b' | 'B') => {
                    self.i += 1;
                    Ok(EMPTY)
                }
                Some('k') => self.backreference(),
                Some('1'..='9') => self.backreference(),
                _ => {
                    let set = self.escape(false)?;
                    self.position(set)
                }
            },
            ')' | '*' | '+' | '?' | '{' | '|' => Err(Stop::Unread),
            c => self.position(vec![(c as u32, c as u32)]),
        }
    }

    /// `\1` or `\k<name>`: any text, as far as paths go.
    fn backreference(&mut self) -> R<Frag> {
        if self.eat('k') {
            while self.next()? != '>' {}
        } else {
            self.number();
        }
        let x = self.position(vec![(0, MAX)])?;
        self.lp(x, true)
    }

    fn group(&mut self) -> R<Frag> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Stop::Hang);
        }
        let icase = self.icase;
        let mut look = false;
        if self.eat('?') {
            match self.next()? {
                ':' => {}
                '=' | '!' => look = true,
                '<' if matches!(self.peek(), Some('=' | '!')) => {
                    self.i += 1;
                    look = true;
                }
                '<' => while self.next()? != '>' {},
                // Modifiers, `(?i:…)`, `(?-i:…)`: `i` before `-` turns case folding on.
                mut c => {
                    while c != ':' {
                        if c == '-' {
                            break;
                        }
                        self.icase |= c == 'i';
                        c = self.next()?;
                    }
                    while c != ':' {
                        c = self.next()?;
                    }
                }
            }
        }
        let (loops, at_start, top) = (self.loops, self.at_start, self.depth == 1);
        let body = self.alt()?;
        if !self.eat(')') {
            return Err(Stop::Unread);
        }
        self.depth -= 1;
        self.icase = icase;
        if !look {
            self.at_start = false;
            return Ok(body);
        }
        // The engine runs a lookaround each time a path reaches it: its body
        // must read a bounded length, or run once (at the very start).
        if self.loops != loops && !(at_start && top) {
            return Err(Stop::Hang);
        }
        self.roots.push(body.first);
        self.at_start = at_start;
        Ok(EMPTY)
    }

    /// A class's characters; `[` read.
    fn class(&mut self) -> R<Set> {
        let negate = self.eat('^');
        let mut set = Vec::new();
        let mut exact = true;
        loop {
            let c = self.next()?;
            let item = match c {
                ']' => break,
                // Nested classes, set operations: `v` only, not portable
                // (checked nowhere anyway).
                '[' => return Err(Stop::Unread),
                '&' | '-' if self.peek() == Some(c) => return Err(Stop::Unread),
                '\\' => {
                    if matches!(self.peek(), Some('p' | 'P')) {
                        exact = false;
                    }
                    self.escape(true)?
                }
                c => vec![(c as u32, c as u32)],
            };
            let single = |s: &Set| (s.len() == 1 && s[0].0 == s[0].1).then(|| s[0].0);
            if let (Some(lo), Some('-')) = (single(&item), self.peek()) {
                if self.p.get(self.i + 1) != Some(&']') {
                    self.i += 1;
                    let hi = match self.next()? {
                        '\\' => self.escape(true)?,
                        c => vec![(c as u32, c as u32)],
                    };
                    let hi = single(&hi).ok_or(Stop::Unread)?;
                    set.push((lo, hi));
                    continue;
                }
            }
            set.extend(item);
        }
        let set = normal(set);
        Ok(match (negate, exact) {
            (false, _) => set,
            (true, true) => complement(&set),
            // The complement of an over-approximation is not one.
            (true, false) => vec![(0, MAX)],
        })
    }

    /// The characters of an escape; `\` read.
    fn escape(&mut self, in_class: bool) -> R<Set> {
        let c = self.next()?;
        let one = |v: u32| Ok(vec![(v, v)]);
        match c {
            'd' => Ok(DIGIT.to_vec()),
            'w' => Ok(WORD.to_vec()),
            's' => Ok(SPACE.to_vec()),
            'D' => Ok(complement(DIGIT)),
            'W' => Ok(complement(WORD)),
            'S' => Ok(complement(SPACE)),
            'p' | 'P' => {
                let mut name = String::new();
                if self.next()? != '{' {
                    return Err(Stop::Unread);
                }
                loop {
                    match self.next()? {
                        '}' => break,
                        c => name.push(c),
                    }
                }
                let name = name
                    .strip_prefix("General_Category=")
                    .or_else(|| name.strip_prefix("gc="))
                    .unwrap_or(&name);
                Ok(if c == 'p' && ALNUM_PROPERTIES.contains(&name) {
                    complement(&normal([NOT_ALNUM, SPACE].concat()))
                } else {
                    vec![(0, MAX)]
                })
            }
            'q' => Err(Stop::Unread),
            'b' if in_class => one(8),
            't' => one(9),
            'n' => one(10),
            'v' => one(11),
            'f' => one(12),
            'r' => one(13),
            '0' => one(0),
            'c' => one(self.next()? as u32 % 32),
            'x' => one(self.hex(2)?),
            'u' => {
                let v = if self.eat('{') {
                    let mut v: u32 = 0;
                    loop {
                        match self.next()? {
                            '}' => break,
                            d => {
                                let d = d.to_digit(16).ok_or(Stop::Unread)?;
                                v = v.saturating_mul(16).saturating_add(d);
                            }
                        }
                    }
                    v
                } else {
                    let lead = self.hex(4)?;
                    // A surrogate pair is one code point in Unicode mode.
                    let trail = self.p.get(self.i..self.i + 6).and_then(|t| {
                        let t: String = t.iter().collect();
                        let v = u32::from_str_radix(t.strip_prefix("\\u")?, 16).ok()?;
                        (0xDC00..=0xDFFF).contains(&v).then_some(v)
                    });
                    match trail {
                        Some(t) if (0xD800..=0xDBFF).contains(&lead) => {
                            self.i += 6;
                            0x10000 + ((lead - 0xD800) << 10) + (t - 0xDC00)
                        }
                        _ => lead,
                    }
                };
                one(v)
            }
            c => one(c as u32),
        }
    }

    fn hex(&mut self, n: usize) -> R<u32> {
        let mut v = 0;
        for _ in 0..n {
            v = v * 16 + self.next()?.to_digit(16).ok_or(Stop::Unread)?;
        }
        Ok(v)
    }

    /// Explores the pairs of positions that read the same text from a root;
    /// two different positions that both go on to one position are two paths
    /// to it.
    fn pairs(&self) -> R<()> {
        let mut fuel = self.fuel;
        let mut seen = HashSet::new();
        let mut todo = Vec::new();
        // The positions after `p` and `q` (none: a root) that read one
        // character; from one position, each unordered pair once.
        let mut step = |pq: Option<(u32, u32)>, fp: &[u32], fq: &[u32], todo: &mut Vec<_>| {
            let apart = pq.is_some_and(|(p, q)| p != q);
            for (k, &x) in fp.iter().enumerate() {
                for &y in if apart { fq } else { &fq[k..] } {
                    fuel = fuel.checked_sub(1).ok_or(Stop::Hang)?;
                    if !overlap(&self.sets[x as usize], &self.sets[y as usize]) {
                        continue;
                    }
                    if apart && x == y {
                        return Err(Stop::Hang);
                    }
                    if seen.insert((x.min(y), x.max(y))) {
                        todo.push((x.min(y), x.max(y)));
                    }
                }
            }
            Ok(())
        };
        for root in &self.roots {
            step(None, root, root, &mut todo)?;
        }
        while let Some((p, q)) = todo.pop() {
            let follow = |x: u32| &self.follow[x as usize][..];
            step(Some((p, q)), follow(p), follow(q), &mut todo)?;
        }
        Ok(())
    }
}

fn normal(mut set: Set) -> Set {
    set.sort_unstable();
    let mut out: Set = Vec::with_capacity(set.len());
    for (lo, hi) in set {
        match out.last_mut() {
            Some(last) if lo <= last.1.saturating_add(1) => last.1 = last.1.max(hi),
            _ => out.push((lo, hi)),
        }
    }
    out
}

fn complement(set: &[(u32, u32)]) -> Set {
    let mut out = Vec::new();
    let mut next = 0;
    for &(lo, hi) in set {
        if lo > next {
            out.push((next, lo - 1));
        }
        next = hi.saturating_add(1);
    }
    if next <= MAX {
        out.push((next, MAX));
    }
    out
}

fn overlap(a: &[(u32, u32)], b: &[(u32, u32)]) -> bool {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i].1 < b[j].0 {
            i += 1;
        } else if b[j].1 < a[i].0 {
            j += 1;
        } else {
            return true;
        }
    }
    false
}
