//! The two expression languages the imports read, as far as Formwright's
//! conditions say the same: SurveyJS's (`{q} = 'v'`, `{q} notempty`,
//! `{q} > 3`, `and` / `or`) and FEEL's simple comparisons as form-js writes
//! them (`=a = "v"`, `a != null`, `not(…)`, `and` / `or`). An expression is
//! read into [`Expr`], then written as a `showWhen`/`requiredWhen` value:
//! one clause, or one `all` / `any` group of clauses. Anything else is an
//! `Err` with the reason in words, which the import reports.
//!
//! Bounded: at most [`MAX_CHARS`] characters and [`MAX_DEPTH`] nested
//! parentheses, so no input makes it slow or deep.

use serde_json::{Value, json};

use crate::model::{ConditionOp, MAX_CLAUSES};

/// The longest expression read.
pub const MAX_CHARS: usize = 4_096;
/// The deepest nesting of parentheses and `not`s read.
pub const MAX_DEPTH: usize = 32;

/// Which language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    SurveyJs,
    Feel,
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    /// A question: `{name}` (SurveyJS) or a bare name (FEEL).
    Var(String),
    Str(String),
    Num(String),
    /// A keyword (lower case) or operator.
    Word(String),
    Open,
    Close,
    /// SurveyJS's list of values (`['a', 'b']`, after `noneof`).
    ListOpen,
    ListClose,
    Comma,
}

/// A comparison, or `and` / `or` / `not` of them.
#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    Cmp {
        field: String,
        op: ConditionOp,
        value: String,
    },
    And(Vec<Expr>),
    Or(Vec<Expr>),
    Not(Box<Expr>),
    /// SurveyJS's `{q} noneof [...]`: none of these values is ticked. No
    /// condition says it alone; the SurveyJS import reads it beside a
    /// `contains` of the same question as Formwright's export writes an
    /// `equals` of a checkbox group (from_surveyjs.rs).
    NoneOf {
        field: String,
        values: Vec<String>,
    },
}

fn tokens(text: &str, lang: Lang) -> Result<Vec<Tok>, String> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            c if c.is_whitespace() => i += 1,
            '(' => {
                out.push(Tok::Open);
                i += 1;
            }
            ')' => {
                out.push(Tok::Close);
                i += 1;
            }
            '[' | ']' | ',' if lang == Lang::SurveyJs => {
                out.push(match c {
                    '[' => Tok::ListOpen,
                    ']' => Tok::ListClose,
                    _ => Tok::Comma,
                });
                i += 1;
            }
            '{' if lang == Lang::SurveyJs => {
                let end = chars[i..]
                    .iter()
                    .position(|&c| c == '}')
                    .ok_or("a '{' is never closed")?;
                out.push(Tok::Var(
                    chars[i + 1..i + end]
                        .iter()
                        .collect::<String>()
                        .trim()
                        .to_owned(),
                ));
                i += end + 1;
            }
            '\'' | '"' => {
                let mut s = String::new();
                i += 1;
                loop {
                    match chars.get(i) {
                        None => return Err("a quoted text is never closed".to_owned()),
                        // SurveyJS's grammar escapes only a quote: any
                        // other backslash is itself.
                        Some('\\')
                            if lang == Lang::SurveyJs
                                && !matches!(chars.get(i + 1), Some('\'' | '"')) =>
                        {
                            s.push('\\');
                            i += 1;
                        }
                        Some('\\') => {
                            if let Some(&n) = chars.get(i + 1) {
                                s.push(n);
                            }
                            i += 2;
                        }
                        Some(&q) if q == c => {
                            i += 1;
                            break;
                        }
                        Some(&other) => {
                            s.push(other);
                            i += 1;
                        }
                    }
                }
                out.push(Tok::Str(s));
            }
            '=' | '!' | '<' | '>' | '&' | '|' => {
                let two: String = chars[i..(i + 2).min(chars.len())].iter().collect();
                let op = match two.as_str() {
                    "==" | "!=" | "<>" | ">=" | "<=" | "&&" | "||" => two,
                    _ => c.to_string(),
                };
                i += op.chars().count();
                out.push(Tok::Word(op));
            }
            c if c.is_ascii_digit()
                || (c == '-' && chars.get(i + 1).is_some_and(char::is_ascii_digit)) =>
            {
                let start = i;
                i += 1;
                while chars
                    .get(i)
                    .is_some_and(|c| c.is_ascii_digit() || *c == '.')
                {
                    i += 1;
                }
                out.push(Tok::Num(chars[start..i].iter().collect()));
            }
            c if c.is_alphanumeric() || c == '_' || c == '$' => {
                let start = i;
                while chars
                    .get(i)
                    .is_some_and(|c| c.is_alphanumeric() || matches!(c, '_' | '$' | '.'))
                {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                let lower = word.to_lowercase();
                let keyword = matches!(
                    lower.as_str(),
                    "and" | "or" | "not" | "true" | "false" | "null"
                ) || (lang == Lang::SurveyJs
                    && matches!(
                        lower.as_str(),
                        "notempty"
                            | "empty"
                            | "contains"
                            | "notcontains"
                            | "anyof"
                            | "allof"
                            | "noneof"
                    ));
                out.push(if keyword {
                    Tok::Word(lower)
                } else if lang == Lang::Feel {
                    Tok::Var(word)
                } else {
                    // SurveyJS names a question only inside braces.
                    return Err(format!(
                        "'{word}' is not something Formwright's conditions can say"
                    ));
                });
            }
            other => {
                return Err(format!(
                    "'{other}' is not something Formwright's conditions can say"
                ));
            }
        }
    }
    Ok(out)
}

struct Parser<'f> {
    toks: Vec<Tok>,
    at: usize,
    lang: Lang,
    depth: usize,
    /// Whether a name is a yes/no answer (one box), which FEEL may test
    /// alone: `=a` is `a = true`.
    is_flag: &'f dyn Fn(&str) -> bool,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at)
    }

    fn word(&self, w: &str) -> bool {
        matches!(self.peek(), Some(Tok::Word(x)) if x == w)
    }

    fn or(&mut self) -> Result<Expr, String> {
        let mut items = vec![self.and()?];
        while self.word("or") || self.word("||") {
            self.at += 1;
            items.push(self.and()?);
        }
        Ok(if items.len() == 1 {
            items.remove(0)
        } else {
            Expr::Or(items)
        })
    }

    fn and(&mut self) -> Result<Expr, String> {
        let mut items = vec![self.unary()?];
        while self.word("and") || self.word("&&") {
            self.at += 1;
            items.push(self.unary()?);
        }
        Ok(if items.len() == 1 {
            items.remove(0)
        } else {
            Expr::And(items)
        })
    }

    fn unary(&mut self) -> Result<Expr, String> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(format!("nests more than {MAX_DEPTH} levels deep"));
        }
        let e = self.unary_inner();
        self.depth -= 1;
        e
    }

    fn unary_inner(&mut self) -> Result<Expr, String> {
        if self.word("not") || self.word("!") {
            self.at += 1;
            return Ok(Expr::Not(Box::new(self.unary()?)));
        }
        if self.peek() == Some(&Tok::Open) {
            self.at += 1;
            let e = self.or()?;
            if self.peek() != Some(&Tok::Close) {
                return Err("a '(' is never closed".to_owned());
            }
            self.at += 1;
            return Ok(e);
        }
        self.comparison()
    }

    fn value(&mut self) -> Result<Option<String>, String> {
        let v = match self.peek() {
            Some(Tok::Str(s)) => Some(s.clone()),
            Some(Tok::Num(n)) => Some(n.clone()),
            Some(Tok::Word(w)) if w == "true" || w == "false" => Some(w.clone()),
            Some(Tok::Word(w)) if w == "null" => None,
            Some(Tok::Var(v)) => {
                return Err(format!(
                    "compares with another question ('{v}'); Formwright compares with a fixed value"
                ));
            }
            _ => return Err("a comparison has no value to compare with".to_owned()),
        };
        self.at += 1;
        Ok(v)
    }

    fn comparison(&mut self) -> Result<Expr, String> {
        let field = match self.peek() {
            Some(Tok::Var(v)) => v.clone(),
            _ => {
                return Err(
                    "a comparison must start with a question's name (a calculation or function is not carried)"
                        .to_owned(),
                );
            }
        };
        if field.contains('.') || field.contains('[') {
            return Err(format!(
                "'{field}' names a part of a question, which is not carried"
            ));
        }
        self.at += 1;
        let alone = || {
            format!(
                "'{field}' alone (a yes/no test) is not compared with a value; Formwright's conditions compare"
            )
        };
        let op = match self.peek() {
            Some(Tok::Word(op)) if !matches!(op.as_str(), "and" | "or" | "&&" | "||") => op.clone(),
            // A one box tested alone: ticked.
            _ if (self.is_flag)(&field) => {
                return Ok(Expr::Cmp {
                    field,
                    op: ConditionOp::Equals,
                    value: "true".to_owned(),
                });
            }
            _ => return Err(alone()),
        };
        self.at += 1;
        let cmp = |op, value: String| Expr::Cmp {
            field: field.clone(),
            op,
            value,
        };
        let sjs = self.lang == Lang::SurveyJs;
        Ok(match op.as_str() {
            "notempty" if sjs => cmp(ConditionOp::IsNotEmpty, String::new()),
            "empty" if sjs => cmp(ConditionOp::IsEmpty, String::new()),
            "contains" if sjs => cmp(ConditionOp::Contains, self.required_value()?),
            "notcontains" if sjs => cmp(ConditionOp::NotContains, self.required_value()?),
            "noneof" if sjs => Expr::NoneOf {
                field: field.clone(),
                values: self.list()?,
            },
            "=" | "==" => match self.value()? {
                Some(v) => cmp(ConditionOp::Equals, v),
                None => cmp(ConditionOp::IsEmpty, String::new()),
            },
            "!=" | "<>" => match self.value()? {
                Some(v) => cmp(ConditionOp::NotEquals, v),
                None => cmp(ConditionOp::IsNotEmpty, String::new()),
            },
            ">" => cmp(ConditionOp::GreaterThan, self.number_or_time()?),
            "<" => cmp(ConditionOp::LessThan, self.number_or_time()?),
            ">=" | "<=" => {
                return Err(format!(
                    "'{op}' (or equal) has no equivalent; Formwright compares with 'greater than' and 'less than'"
                ));
            }
            other => {
                return Err(format!(
                    "'{other}' is not an operator Formwright's conditions have"
                ));
            }
        })
    }

    /// A list of fixed values: `['a', 'b']`.
    fn list(&mut self) -> Result<Vec<String>, String> {
        if self.peek() != Some(&Tok::ListOpen) {
            return Err("'noneof' is not followed by a list of values".to_owned());
        }
        self.at += 1;
        let mut values = Vec::new();
        if self.peek() == Some(&Tok::ListClose) {
            self.at += 1;
            return Ok(values);
        }
        loop {
            values.push(self.required_value()?);
            match self.peek() {
                Some(Tok::Comma) => self.at += 1,
                Some(Tok::ListClose) => {
                    self.at += 1;
                    return Ok(values);
                }
                _ => return Err("a '[' is never closed".to_owned()),
            }
        }
    }

    fn required_value(&mut self) -> Result<String, String> {
        self.value()?
            .ok_or_else(|| "compares with nothing (null)".to_owned())
    }

    /// A number, or in SurveyJS a time `'HH:MM'` (compared as text, which
    /// orders such times; the import keeps it only on a time question).
    fn number_or_time(&mut self) -> Result<String, String> {
        match self.peek() {
            Some(Tok::Str(t))
                if self.lang == Lang::SurveyJs && crate::values::time_minutes(t).is_some() =>
            {
                let t = t.clone();
                self.at += 1;
                Ok(t)
            }
            _ => self.number(),
        }
    }

    fn number(&mut self) -> Result<String, String> {
        match self.peek() {
            Some(Tok::Num(n)) => {
                let n = n.clone();
                self.at += 1;
                Ok(n)
            }
            _ => Err("'greater than' and 'less than' compare with a number".to_owned()),
        }
    }
}

/// Reads an expression. A FEEL expression may start with `=`.
pub fn parse(text: &str, lang: Lang) -> Result<Expr, String> {
    parse_with(text, lang, &|_| false)
}

/// [`parse`], where `is_flag` says which names are one-box answers that
/// may be tested alone (`=a`: ticked).
pub fn parse_with(text: &str, lang: Lang, is_flag: &dyn Fn(&str) -> bool) -> Result<Expr, String> {
    if text.chars().count() > MAX_CHARS {
        return Err(format!("is longer than {MAX_CHARS} characters"));
    }
    let text = match lang {
        Lang::Feel => text.trim().strip_prefix('=').unwrap_or(text),
        Lang::SurveyJs => text,
    };
    let toks = tokens(text, lang)?;
    if toks.is_empty() {
        return Err("is empty".to_owned());
    }
    let mut p = Parser {
        toks,
        at: 0,
        lang,
        depth: 0,
        is_flag,
    };
    let e = p.or()?;
    if p.at != p.toks.len() {
        return Err("goes on past what Formwright's conditions can say".to_owned());
    }
    Ok(e)
}

/// `e`, or its opposite when `negate`, with every `not` pushed down onto
/// the comparisons (De Morgan).
fn push_not(e: Expr, negate: bool) -> Result<Expr, String> {
    Ok(match e {
        Expr::Not(inner) => push_not(*inner, !negate)?,
        Expr::And(items) | Expr::Or(items) if items.is_empty() => unreachable_empty(),
        Expr::And(items) => {
            let items = items
                .into_iter()
                .map(|i| push_not(i, negate))
                .collect::<Result<Vec<_>, _>>()?;
            if negate {
                Expr::Or(items)
            } else {
                Expr::And(items)
            }
        }
        Expr::Or(items) => {
            let items = items
                .into_iter()
                .map(|i| push_not(i, negate))
                .collect::<Result<Vec<_>, _>>()?;
            if negate {
                Expr::And(items)
            } else {
                Expr::Or(items)
            }
        }
        Expr::Cmp { field, op, value } if negate => {
            let op = match op {
                ConditionOp::Equals => ConditionOp::NotEquals,
                ConditionOp::NotEquals => ConditionOp::Equals,
                ConditionOp::Contains => ConditionOp::NotContains,
                ConditionOp::NotContains => ConditionOp::Contains,
                ConditionOp::IsEmpty => ConditionOp::IsNotEmpty,
                ConditionOp::IsNotEmpty => ConditionOp::IsEmpty,
                ConditionOp::GreaterThan | ConditionOp::LessThan => {
                    return Err(format!(
                        "the opposite of '{}' ('or equal') has no equivalent",
                        op.name().replace('_', " ")
                    ));
                }
            };
            Expr::Cmp { field, op, value }
        }
        cmp => cmp,
    })
}

/// Whether a `noneof` is left in `e` (it has no clause of its own).
fn has_none_of(e: &Expr) -> bool {
    match e {
        Expr::NoneOf { .. } => true,
        Expr::And(items) | Expr::Or(items) => items.iter().any(has_none_of),
        Expr::Not(inner) => has_none_of(inner),
        Expr::Cmp { .. } => false,
    }
}

/// The parser never builds an empty group; an empty `all` would hold.
fn unreachable_empty() -> Expr {
    Expr::And(Vec::new())
}

fn clause(e: &Expr) -> Option<Value> {
    let Expr::Cmp { field, op, value } = e else {
        return None;
    };
    Some(if op.takes_value() {
        json!({"fieldId": field, "condition": op.name(), "value": value})
    } else {
        json!({"fieldId": field, "condition": op.name()})
    })
}

/// Flattens nested groups of the same kind (`a and (b and c)`).
fn flatten(items: Vec<Expr>, and: bool) -> Vec<Expr> {
    let mut out = Vec::new();
    for i in items {
        match i {
            Expr::And(inner) if and => out.extend(flatten(inner, and)),
            Expr::Or(inner) if !and => out.extend(flatten(inner, and)),
            other => out.push(other),
        }
    }
    out
}

/// The condition (`showWhen` / `requiredWhen` value) that holds when `e`
/// does (or when it does not, `negate`: form-js's `hide`).
pub fn condition(e: Expr, negate: bool) -> Result<Value, String> {
    if has_none_of(&e) {
        return Err(
            "uses 'noneof', which Formwright's conditions have no equivalent for (but as part of a checkbox group's 'equals')"
                .to_owned(),
        );
    }
    let e = push_not(e, negate)?;
    let (items, and) = match e {
        Expr::And(items) => (flatten(items, true), true),
        Expr::Or(items) => (flatten(items, false), false),
        one => return clause(&one).ok_or_else(|| "is not a comparison".to_owned()),
    };
    if items.len() > MAX_CLAUSES {
        return Err(format!(
            "has {} comparisons; a condition may have at most {MAX_CLAUSES}",
            items.len()
        ));
    }
    let clauses =
        items.iter().map(clause).collect::<Option<Vec<_>>>().ok_or(
            "mixes 'and' with 'or'; a Formwright condition is one group of 'all' or 'any'",
        )?;
    Ok(if and {
        json!({ "all": clauses })
    } else {
        json!({ "any": clauses })
    })
}

/// The condition an expression says, or why it cannot be carried.
pub fn read(text: &str, lang: Lang, negate: bool) -> Result<Value, String> {
    condition(parse(text, lang)?, negate)
}

/// [`read`] with [`parse_with`]'s one-box names.
pub fn read_with(
    text: &str,
    lang: Lang,
    negate: bool,
    is_flag: &dyn Fn(&str) -> bool,
) -> Result<Value, String> {
    condition(parse_with(text, lang, is_flag)?, negate)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sjs(text: &str) -> Result<Value, String> {
        read(text, Lang::SurveyJs, false)
    }

    fn hide(text: &str) -> Result<Value, String> {
        read(text, Lang::Feel, true)
    }

    #[test]
    fn surveyjs_simple_forms() {
        assert_eq!(
            sjs("{q} = 'v'").unwrap(),
            json!({"fieldId": "q", "condition": "equals", "value": "v"})
        );
        assert_eq!(
            sjs("{q} notempty").unwrap(),
            json!({"fieldId": "q", "condition": "is_not_empty"})
        );
        assert_eq!(
            sjs("{age} > 3").unwrap(),
            json!({"fieldId": "age", "condition": "greater_than", "value": "3"})
        );
        assert_eq!(
            sjs("{a} = 'x' and {b} <> \"y\" and {c} empty").unwrap(),
            json!({"all": [
                {"fieldId": "a", "condition": "equals", "value": "x"},
                {"fieldId": "b", "condition": "not_equals", "value": "y"},
                {"fieldId": "c", "condition": "is_empty"}
            ]})
        );
        assert_eq!(
            sjs("({a} = 1 or {b} contains 'z')").unwrap(),
            json!({"any": [
                {"fieldId": "a", "condition": "equals", "value": "1"},
                {"fieldId": "b", "condition": "contains", "value": "z"}
            ]})
        );
        // A backslash escapes a quote only.
        assert_eq!(
            sjs(r"{q} = 'a\b \'c\' \d'").unwrap(),
            json!({"fieldId": "q", "condition": "equals", "value": r"a\b 'c' \d"})
        );
        assert_eq!(
            sjs("{has car} = true").unwrap(),
            json!({"fieldId": "has car", "condition": "equals", "value": "true"})
        );
    }

    #[test]
    fn surveyjs_beyond_the_operators_is_refused_with_a_reason() {
        assert!(
            sjs("{a} = 1 and {b} = 2 or {c} = 3")
                .unwrap_err()
                .contains("mixes")
        );
        assert!(sjs("{a} >= 1").unwrap_err().contains("or equal"));
        assert!(sjs("{a} anyof ['x']").is_err());
        assert!(sjs("age({birth}) > 18").is_err());
        assert!(sjs("{a} = {b}").unwrap_err().contains("another question"));
        assert!(sjs("{a} = 'x").unwrap_err().contains("never closed"));
        assert!(sjs("").is_err());
        assert!(sjs("{a}").is_err());
        assert!(sjs("{panel.q} = 1").is_err());
    }

    #[test]
    fn feel_hide_is_the_opposite_of_show() {
        assert_eq!(
            hide("=a = \"x\"").unwrap(),
            json!({"fieldId": "a", "condition": "not_equals", "value": "x"})
        );
        assert_eq!(
            hide("=a = null").unwrap(),
            json!({"fieldId": "a", "condition": "is_not_empty"})
        );
        assert_eq!(
            hide("=a = 1 or b != \"y\"").unwrap(),
            json!({"all": [
                {"fieldId": "a", "condition": "not_equals", "value": "1"},
                {"fieldId": "b", "condition": "equals", "value": "y"}
            ]})
        );
        assert_eq!(
            hide("=not(a = \"x\")").unwrap(),
            json!({"fieldId": "a", "condition": "equals", "value": "x"})
        );
        // hide when a > 3: shown when a <= 3, which no operator says.
        assert!(hide("=a > 3").unwrap_err().contains("opposite"));
        assert!(hide("=not(a > 3)").is_ok());
        assert!(hide("=count(list) > 2").is_err());
        assert!(hide("=a.b = 1").is_err());
        // A one box alone: hidden when ticked, shown when not.
        let flag = |name: &str| name == "a" || name == "c";
        assert_eq!(
            read_with("=a", Lang::Feel, true, &flag).unwrap(),
            json!({"fieldId": "a", "condition": "not_equals", "value": "true"})
        );
        assert_eq!(
            read_with("=a and not(c)", Lang::Feel, true, &flag).unwrap(),
            json!({"any": [
                {"fieldId": "a", "condition": "not_equals", "value": "true"},
                {"fieldId": "c", "condition": "equals", "value": "true"}
            ]})
        );
        assert!(
            read_with("=b", Lang::Feel, true, &flag)
                .unwrap_err()
                .contains("alone")
        );
    }

    #[test]
    fn bounded_in_length_and_depth() {
        let deep = format!("{}{{a}} = 1{}", "(".repeat(1000), ")".repeat(1000));
        assert!(sjs(&deep).unwrap_err().contains("levels deep"));
        let nots = format!("={}a = 1", "not ".repeat(10_000));
        assert!(hide(&nots).is_err());
        let many = vec!["{a} = 1"; 51].join(" and ");
        assert!(sjs(&many).unwrap_err().contains("at most 50"));
    }
}
