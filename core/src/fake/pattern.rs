//! Strings drawn from a designer's pattern, for fake data: a small sampler
//! of the pattern syntax forms use most (literals, classes and ranges, `.`,
//! `\d \w \s` and their negations, `\x…` / `\u…` escapes, groups,
//! alternatives, the quantifiers `* + ? {n} {n,} {n,m}`, `^` and `$`).
//! A pattern with anything else (lookaround, back-references, `\b`, `\p{…}`,
//! class set operations) is not drawn from: [`parse`] is `None`. A draw is
//! a guess: fake data keeps it only when the core's own matcher agrees.

use crate::ids::FakeRng;

use super::LONGEST;

/// A parsed pattern.
#[derive(Debug)]
pub(crate) enum Node {
    Seq(Vec<Node>),
    Alt(Vec<Node>),
    /// One character of the ranges, or (negated) one they leave out.
    Set(Vec<(char, char)>, bool),
    Repeat(Box<Node>, u32, Option<u32>),
}

type Set = (Vec<(char, char)>, bool);

const DIGITS: &[(char, char)] = &[('0', '9')];
const WORD: &[(char, char)] = &[('a', 'z'), ('A', 'Z'), ('0', '9'), ('_', '_')];
const SPACE: &[(char, char)] = &[('\t', '\r'), (' ', ' ')];

/// The pattern as the sampler reads it; `None` when it uses syntax the
/// sampler does not draw from.
pub(crate) fn parse(pattern: &str) -> Option<Node> {
    let mut p = Parser {
        chars: pattern.chars().collect(),
        at: 0,
    };
    let node = p.alt()?;
    (p.at == p.chars.len()).then_some(node)
}

struct Parser {
    chars: Vec<char>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += 1;
        Some(c)
    }

    fn eat(&mut self, c: char) -> bool {
        let found = self.peek() == Some(c);
        self.at += usize::from(found);
        found
    }

    fn alt(&mut self) -> Option<Node> {
        let mut branches = vec![self.seq()?];
        while self.eat('|') {
            branches.push(self.seq()?);
        }
        Some(if branches.len() == 1 {
            branches.pop()?
        } else {
            Node::Alt(branches)
        })
    }

    fn seq(&mut self) -> Option<Node> {
        let mut items = Vec::new();
        while !matches!(self.peek(), None | Some('|' | ')')) {
            let atom = self.atom()?;
            items.push(self.quantified(atom)?);
        }
        Some(Node::Seq(items))
    }

    fn atom(&mut self) -> Option<Node> {
        let (ranges, negated) = match self.next()? {
            // Anchors: the whole answer is matched anyway.
            '^' | '$' => return Some(Node::Seq(Vec::new())),
            // Any character: drawn as a letter or digit.
            '.' => (WORD[..3].to_vec(), false),
            '(' => {
                if self.eat('?') && !self.eat(':') {
                    // A named group; lookarounds and modifiers are not drawn.
                    if !self.eat('<') || matches!(self.peek(), Some('=' | '!')) {
                        return None;
                    }
                    while self.next()? != '>' {}
                }
                let inner = self.alt()?;
                return self.eat(')').then_some(inner);
            }
            '[' => self.class()?,
            '\\' => self.escape()?,
            c => (vec![(c, c)], false),
        };
        Some(Node::Set(ranges, negated))
    }

    fn quantified(&mut self, atom: Node) -> Option<Node> {
        let (lo, hi) = match self.peek() {
            Some('*') => (0, None),
            Some('+') => (1, None),
            Some('?') => (0, Some(1)),
            Some('{') => {
                self.at += 1;
                let lo = self.number()?;
                let hi = match self.eat(',') {
                    true if self.peek() == Some('}') => None,
                    true => Some(self.number()?),
                    false => Some(lo),
                };
                if self.peek() != Some('}') || hi.is_some_and(|hi| hi < lo) {
                    return None;
                }
                (lo, hi)
            }
            _ => return Some(atom),
        };
        self.at += 1;
        self.eat('?'); // lazy: the same strings
        Some(Node::Repeat(Box::new(atom), lo, hi))
    }

    fn number(&mut self) -> Option<u32> {
        self.digits(10, None)
    }

    /// A number in `radix`: exactly `count` digits, or (none) at least one.
    fn digits(&mut self, radix: u32, count: Option<usize>) -> Option<u32> {
        let mut n: u32 = 0;
        let mut read = 0;
        while count != Some(read) {
            let Some(d) = self.peek().and_then(|c| c.to_digit(radix)) else {
                break;
            };
            n = n.checked_mul(radix)?.checked_add(d)?;
            self.at += 1;
            read += 1;
        }
        (read > 0 && count.is_none_or(|c| c == read)).then_some(n)
    }

    /// After a `\`: a class escape or one character.
    fn escape(&mut self) -> Option<Set> {
        let class = |set: &[(char, char)], negated| Some((set.to_vec(), negated));
        let c = match self.next()? {
            'd' => return class(DIGITS, false),
            'D' => return class(DIGITS, true),
            'w' => return class(WORD, false),
            'W' => return class(WORD, true),
            's' => return class(SPACE, false),
            'S' => return class(SPACE, true),
            'n' => '\n',
            't' => '\t',
            'r' => '\r',
            'f' => '\x0C',
            'v' => '\x0B',
            '0' => '\0',
            'x' => self.hex(Some(2))?,
            'u' if self.eat('{') => {
                let c = self.hex(None)?;
                self.eat('}').then_some(c)?
            }
            'u' => self.hex(Some(4))?,
            // \b, \B, back-references, \k, \p, \P, \c, \q: not drawn.
            c if c.is_ascii_alphanumeric() => return None,
            c => c,
        };
        Some((vec![(c, c)], false))
    }

    /// A code point in hex: exactly `count` digits, or (none) up to `}`.
    fn hex(&mut self, count: Option<usize>) -> Option<char> {
        char::from_u32(self.digits(16, count)?)
    }

    /// After a `[`: the class, up to its `]`.
    fn class(&mut self) -> Option<Set> {
        let negated = self.eat('^');
        let mut ranges = Vec::new();
        loop {
            let from = match self.next()? {
                ']' => return Some((ranges, negated)),
                // Nested classes and set operations (the `v` flag's).
                '[' => return None,
                c @ ('&' | '-') if self.peek() == Some(c) => return None,
                '\\' => match self.escape()? {
                    (set, false) if set.len() == 1 && set[0].0 == set[0].1 => set[0].0,
                    (set, false) => {
                        ranges.extend(set);
                        continue;
                    }
                    _ => return None,
                },
                c => c,
            };
            let to = if self.peek() == Some('-') && self.chars.get(self.at + 1) != Some(&']') {
                self.at += 1;
                match self.next()? {
                    '\\' => match self.escape()? {
                        (set, false) if set.len() == 1 && set[0].0 == set[0].1 => set[0].0,
                        _ => return None,
                    },
                    c => c,
                }
            } else {
                from
            };
            if to < from {
                return None;
            }
            ranges.push((from, to));
        }
    }
}

impl Node {
    /// The fewest characters a draw has.
    pub(crate) fn least(&self) -> usize {
        match self {
            Node::Seq(items) => items.iter().map(Node::least).sum(),
            Node::Alt(branches) => branches.iter().map(Node::least).min().unwrap_or(0),
            Node::Set(..) => 1,
            Node::Repeat(node, lo, _) => node.least().saturating_mul(*lo as usize),
        }
    }

    /// Appends a draw to `out`. The first unbounded quantifier drawn takes
    /// `extra` more characters (as repeats) than its least, so a draw can
    /// be aimed at a length. `None`: nothing to draw (an empty class) or
    /// longer than [`LONGEST`].
    pub(crate) fn draw(
        &self,
        rng: &mut FakeRng,
        extra: &mut usize,
        out: &mut String,
    ) -> Option<()> {
        match self {
            Node::Seq(items) => {
                for item in items {
                    item.draw(rng, extra, out)?;
                }
            }
            Node::Alt(branches) => {
                branches[rng.random_range(0..branches.len())].draw(rng, extra, out)?;
            }
            Node::Set(ranges, negated) => out.push(pick(ranges, *negated, rng)?),
            Node::Repeat(node, lo, hi) => {
                let more = match hi {
                    Some(hi) => rng.random_range(0..=hi - lo) as usize,
                    None => std::mem::take(extra) / node.least().max(1),
                };
                for _ in 0..(*lo as usize).saturating_add(more) {
                    if out.len() > 4 * LONGEST {
                        return None;
                    }
                    node.draw(rng, extra, out)?;
                }
            }
        }
        Some(())
    }
}

/// A character of the ranges; negated, a printable ASCII character they
/// leave out.
fn pick(ranges: &[(char, char)], negated: bool, rng: &mut FakeRng) -> Option<char> {
    if negated {
        let start = rng.random_range(0..95u8);
        return (0..95u8)
            .map(|i| char::from(b' ' + (start + i) % 95))
            .find(|c| !ranges.iter().any(|&(a, b)| (a..=b).contains(c)));
    }
    if ranges.is_empty() {
        return None;
    }
    let (a, b) = ranges[rng.random_range(0..ranges.len())];
    Some(char::from_u32(rng.random_range(u32::from(a)..=u32::from(b))).unwrap_or(a))
}

#[cfg(test)]
mod tests {

    use super::*;
    use crate::rules::{EcmaEngine, Regress};

    fn draws(pattern: &str) -> Vec<String> {
        let node = parse(pattern).unwrap_or_else(|| panic!("{pattern} parses"));
        let mut rng = FakeRng::new(1);
        (0..40)
            .map(|i| {
                let mut out = String::new();
                node.draw(&mut rng, &mut (i % 9), &mut out).expect("a draw");
                assert!(out.chars().count() >= node.least(), "{pattern}: {out}");
                out
            })
            .collect()
    }

    #[test]
    fn every_draw_of_a_drawable_pattern_matches_it() {
        for pattern in [
            "^[a-zA-Z0-9_]+$",
            "\\d{5}(-\\d{4})?",
            "[A-Z]{2}\\d{4}",
            "a|b|Sales",
            "(a|ab)(c|bcd)?",
            "x{2,}",
            "[^a]+",
            "[^\\d\\s]+",
            "\\S+",
            "\\W\\D",
            ".+@example\\.com",
            "\\d{3}-\\d{3}-\\d{4}",
            "[0-9 \\(\\)+\\-]+",
            "😀+",
            "\\u{1F600}+",
            "\\u0041\\x42",
            "[À-ÿ]+",
            "(?:😀|👍🏽)+",
            "(?<year>\\d{4})-\\d\\d",
            "[\\(]",
            "[\\w.\\-]+",
            "a*?b",
        ] {
            assert_eq!(Regress.check(pattern), Ok(()), "{pattern}");
            for text in draws(pattern) {
                assert_eq!(
                    Regress.is_match(pattern, &text),
                    Some(true),
                    "{pattern}: {text:?}"
                );
            }
        }
    }

    #[test]
    fn lookaround_back_references_word_boundaries_and_properties_are_not_drawn() {
        for pattern in [
            "(?<=a)b|abc",
            "(?=a)a",
            "(?!b)a",
            "(?<n>a)\\k<n>",
            "(a)\\1",
            "\\bword\\b",
            "\\p{L}+",
            "\\p{Lu}\\p{Ll}*",
            "[\\p{L}--[a-z]]+",
            "[\\d&&[0-4]]",
            "[\\D]",
            "(?i:a)",
            "a{2,1}",
            "(",
        ] {
            assert!(parse(pattern).is_none(), "{pattern}");
        }
    }

    #[test]
    fn an_empty_class_or_a_huge_repeat_draws_nothing() {
        let mut rng = FakeRng::new(1);
        let mut out = String::new();
        assert_eq!(parse("a[]").unwrap().draw(&mut rng, &mut 3, &mut out), None);
        out.clear();
        assert_eq!(
            parse("a{4000000000}")
                .unwrap()
                .draw(&mut rng, &mut 3, &mut out),
            None
        );
    }

    #[test]
    fn a_draw_aimed_at_a_length_has_it_when_one_quantifier_is_unbounded() {
        let mut rng = FakeRng::new(2);
        for (pattern, base) in [("[a-z]+", 1), ("x{2,}", 2), (".+@example\\.com", 13)] {
            let node = parse(pattern).unwrap();
            assert_eq!(node.least(), base);
            for more in [0, 1, 10, 37] {
                let mut out = String::new();
                node.draw(&mut rng, &mut { more }, &mut out).unwrap();
                assert_eq!(out.chars().count(), base + more, "{pattern}");
            }
        }
    }
}
