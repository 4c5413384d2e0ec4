//! The SurveyJS export (issue 28): the form as SurveyJS's survey JSON, which
//! `survey-core` (MIT) loads with `new Model(json)`. One page per Formwright
//! page, one question per field, `isRequired`, validators, and `visibleIf` /
//! `requiredIf` expressions for the conditions.
//!
//! Built from the core's rule set (`rules::plan`), so the file says what the
//! core checks, not what the form's settings say: a pattern the core does
//! not check is not carried either. Where SurveyJS reads a rule differently,
//! the file says so in `formwrightNotes` (a top-level key SurveyJS ignores),
//! one note per field and rule; nothing is dropped silently
//! (docs/formats.md, "SurveyJS", has the table and the decisions).
//!
//! How the core's conditions become expressions: a clause holds in the core
//! only when the field it watches is shown, so each clause is written as the
//! watched field's own visibility expression `and` the comparison (inlined,
//! as SurveyJS has no "is shown" function); a clause on a missing field is
//! `false`, a field in or behind a cycle of conditions is never shown. The
//! comparisons follow the watched field's answer: SurveyJS compares texts
//! ignoring case and surrounding spaces and reads texts that look like
//! numbers as numbers, so a comparison that could differ from the core's
//! exact one is noted.

use rustc_hash::{FxHashMap, FxHashSet};
use serde_json::{Map, Value, json};

use crate::answers::{Answer, Answers};
use crate::error::{Error, ErrorKind};
use crate::export::ExportFile;
use crate::export::Format;
use crate::export::file_name::file_name;
// The kinds' syntax checks: the JSON Schema export's patterns (HTML's e-mail
// and date, the core's phone) mean the same without flags, as SurveyJS's
// regex validator reads them.
use crate::export::schema::{DATE, EMAIL, PHONE};
use crate::kinds::Kind;
use crate::model::{Clause, Condition, ConditionOp, DefaultValue, Field, Form};
use crate::rules::{self, AnswerShape, FieldRules, RuleSet, Syntax};
use crate::values::{is_valid_float, time_minutes};

/// The top-level key of the notes: SurveyJS ignores keys it does not know.
pub const NOTES_KEY: &str = "formwrightNotes";

/// The latest day a browser's date input holds: SurveyJS caps a date input
/// at 2999-12-31 unless told otherwise.
pub(super) const LAST_DATE: &str = "275760-09-13";
/// The message of the designer's pattern's validator.
pub(super) const PATTERN_TEXT: &str = "Please match the requested format.";
/// One Unicode scalar value without the `u` flag: a surrogate pair or any
/// one other code unit. Length bounds count these, as the core does
/// (`rules::text_length`), where SurveyJS's text validator counts UTF-16 units.
/// The alternatives exclude each other, so no backtracking can count a
/// pair's halves apart.
pub(super) const SCALAR: &str =
    r"(?:[\uD800-\uDBFF][\uDC00-\uDFFF]|[^\uD800-\uDBFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF]))";
/// The most atoms an inlined visibility expression may have before a clause
/// on that field is written without it (and noted): conditions that share
/// watched fields would otherwise grow the file exponentially.
const MAX_INLINED_ATOMS: usize = 64;
/// The most loose comparisons a note lists (`clauses`).
const MAX_LISTED_CLAUSES: usize = 16;

/// When a noted rule can make SurveyJS judge differently from the core: the
/// agreement test (core/tests/surveyjs_agreement.rs) leaves the field out of
/// the comparison exactly then.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Differs {
    /// The note only informs (a renamed question, a clause that is always false).
    Never,
    /// For some answers the export cannot tell apart.
    Always,
    /// When the field's answer is only white space (SurveyJS trims before
    /// its required check).
    WhenBlank,
    /// When SurveyJS's own e-mail check and HTML's disagree on the answer.
    WhenEmailChecksDiffer,
    /// When one of the note's loose comparisons gives another result than
    /// the core's exact one on the answers.
    WhenLooseMatch,
}

impl Differs {
    fn name(self) -> Option<&'static str> {
        match self {
            Differs::Never => None,
            Differs::Always => Some("always"),
            Differs::WhenBlank => Some("whenBlank"),
            Differs::WhenEmailChecksDiffer => Some("whenEmailChecksDiffer"),
            Differs::WhenLooseMatch => Some("whenLooseMatch"),
        }
    }
}

/// One note of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// The Formwright field id.
    pub field: String,
    /// A short code: `name`, `condition`, `blank`, `pattern`, `email`,
    /// `hidden`, `missingField`, `cycle`, `default`, `type`.
    pub rule: &'static str,
    pub text: String,
    pub differs: Differs,
    /// For [`Differs::WhenLooseMatch`]: the loose comparisons.
    pub clauses: Vec<Loose>,
}

/// The SurveyJS question name of each field, in form order: its id, unless
/// SurveyJS cannot hold an answer under it (empty, braces or brackets, a
/// name of JavaScript's `Object.prototype` such as `__proto__`, or the same
/// as an earlier name ignoring case, as SurveyJS looks names up); then
/// `field<n>` (n its 1-based place), made unique.
pub fn question_names(form: &Form) -> Vec<String> {
    let mut taken: FxHashSet<String> = FxHashSet::default();
    let mut names = Vec::with_capacity(form.fields.len());
    for (i, field) in form.fields.iter().enumerate() {
        let id = field.id.as_str();
        let mut name = if holds_as_name(id) && !taken.contains(&id.to_lowercase()) {
            id.to_owned()
        } else {
            format!("field{}", i + 1)
        };
        let mut k = 1;
        while taken.contains(&name.to_lowercase()) {
            k += 1;
            name = format!("field{}_{k}", i + 1);
        }
        taken.insert(name.to_lowercase());
        names.push(name);
    }
    names
}

/// Names of `Object.prototype`: SurveyJS reads values from plain objects.
const PROTOTYPE_NAMES: [&str; 12] = [
    "__proto__",
    "constructor",
    "hasOwnProperty",
    "isPrototypeOf",
    "propertyIsEnumerable",
    "toLocaleString",
    "toString",
    "valueOf",
    "__defineGetter__",
    "__defineSetter__",
    "__lookupGetter__",
    "__lookupSetter__",
];

fn holds_as_name(id: &str) -> bool {
    !id.trim().is_empty()
        && id.trim() == id
        && !id.contains(['{', '}', '[', ']'])
        && !PROTOTYPE_NAMES.contains(&id)
}

/// The file name: the JSON export's stem, then `-surveyjs.json`.
pub fn surveyjs_file_name(title: &str) -> String {
    let json = file_name(title, Format::Json);
    let stem = json.strip_suffix("-form.json").unwrap_or(&json);
    format!("{stem}-surveyjs.json")
}

/// The SurveyJS export of `form`; `noFields` for a form without a field to
/// answer, as `export::export` refuses it.
pub fn export_surveyjs(form: &Form) -> Result<ExportFile, Error> {
    if form.fields.iter().all(|f| f.is_layout()) {
        return Err(Error::new(
            ErrorKind::NoFields,
            "The form has no fields to export",
        ));
    }
    let (survey, _) = survey(form);
    let mut content = serde_json::to_string_pretty(&survey)
        .map_err(|e| Error::new(ErrorKind::EncodingFailed, e.to_string()))?;
    content.push('\n');
    Ok(ExportFile {
        file_name: surveyjs_file_name(&form.title),
        mime: "application/json".to_owned(),
        content,
    })
}

/// The notes the export of `form` carries.
pub fn notes(form: &Form) -> Vec<Note> {
    survey(form).1
}

/// The survey JSON and its notes.
fn survey(form: &Form) -> (Value, Vec<Note>) {
    let rules = rules::plan(form);
    let names = question_names(form);
    let mut b = Builder {
        form,
        rules: &rules,
        names: &names,
        notes: Vec::new(),
        first: FxHashMap::default(),
        visible: Vec::new(),
    };
    for (i, f) in rules.fields.iter().enumerate() {
        b.first.entry(f.id.as_str()).or_insert(i);
    }
    b.visibility();
    for (i, field) in form.fields.iter().enumerate() {
        if names[i] != field.id.as_str() {
            b.note(
                i,
                "name",
                format!(
                    "SurveyJS cannot keep an answer named {}; the question is named {}",
                    quote(field.id.as_str()),
                    quote(&names[i])
                ),
                Differs::Never,
            );
        }
    }
    let mut pages = vec![page(1, "")];
    for (i, field) in form.fields.iter().enumerate() {
        if field.kind.is_page_break() {
            pages.push(page(pages.len() + 1, &field.label));
            continue;
        }
        let question = b.question(i, field);
        if let Some(elements) = pages
            .last_mut()
            .and_then(|p| p.get_mut("elements"))
            .and_then(Value::as_array_mut)
        {
            elements.push(question);
        }
    }
    let mut survey = Map::new();
    survey.insert("title".to_owned(), json!(form.title));
    if !form.description.is_empty() {
        survey.insert("description".to_owned(), json!(form.description));
    }
    survey.insert("pages".to_owned(), Value::Array(pages));
    // In field order (the visibility is decided depth first).
    let first = &b.first;
    b.notes
        .sort_by_key(|n| first.get(n.field.as_str()).copied().unwrap_or(usize::MAX));
    if !b.notes.is_empty() {
        let notes = b
            .notes
            .iter()
            .map(|n| {
                let mut o = json!({"field": n.field, "rule": n.rule, "note": n.text});
                if let Some(d) = n.differs.name() {
                    o["differs"] = json!(d);
                }
                if !n.clauses.is_empty() {
                    o["clauses"] = n
                        .clauses
                        .iter()
                        .map(|c| {
                            json!({"question": c.question, "answer": c.answer, "op": c.op,
                                   "value": c.value, "expression": c.expression})
                        })
                        .collect();
                }
                o
            })
            .collect();
        survey.insert(NOTES_KEY.to_owned(), Value::Array(notes));
    }
    let notes = b.notes;
    (Value::Object(survey), notes)
}

fn page(n: usize, title: &str) -> Value {
    let mut p = json!({"name": format!("page{n}"), "elements": []});
    if !title.is_empty() {
        p["title"] = json!(title);
    }
    p
}

/// A boolean expression of SurveyJS's grammar, folded as it is built.
#[derive(Debug, Clone, PartialEq)]
enum Expr {
    Const(bool),
    Atom(String),
    And(Vec<Expr>),
    Or(Vec<Expr>),
    Not(Box<Expr>),
}

impl Expr {
    fn and(parts: Vec<Expr>) -> Expr {
        let mut out = Vec::new();
        for p in parts {
            match p {
                Expr::Const(true) => {}
                Expr::Const(false) => return Expr::Const(false),
                Expr::And(inner) => out.extend(inner),
                other => out.push(other),
            }
        }
        match out.len() {
            0 => Expr::Const(true),
            1 => out.pop().unwrap_or(Expr::Const(true)),
            _ => Expr::And(out),
        }
    }

    fn or(parts: Vec<Expr>) -> Expr {
        let mut out = Vec::new();
        for p in parts {
            match p {
                Expr::Const(false) => {}
                Expr::Const(true) => return Expr::Const(true),
                Expr::Or(inner) => out.extend(inner),
                other => out.push(other),
            }
        }
        match out.len() {
            0 => Expr::Const(false),
            1 => out.pop().unwrap_or(Expr::Const(false)),
            _ => Expr::Or(out),
        }
    }

    fn not(e: Expr) -> Expr {
        match e {
            Expr::Const(b) => Expr::Const(!b),
            Expr::Not(inner) => *inner,
            other => Expr::Not(Box::new(other)),
        }
    }

    fn atoms(&self) -> usize {
        match self {
            Expr::Const(_) => 0,
            Expr::Atom(_) => 1,
            Expr::And(v) | Expr::Or(v) => v.iter().map(Expr::atoms).sum(),
            Expr::Not(e) => e.atoms(),
        }
    }

    fn render(&self, out: &mut String) {
        let join = |out: &mut String, v: &[Expr], op: &str| {
            out.push('(');
            for (k, e) in v.iter().enumerate() {
                if k > 0 {
                    out.push_str(op);
                }
                e.render(out);
            }
            out.push(')');
        };
        match self {
            Expr::Const(b) => out.push_str(if *b { "true" } else { "false" }),
            Expr::Atom(a) => {
                out.push('(');
                out.push_str(a);
                out.push(')');
            }
            Expr::And(v) => join(out, v, " and "),
            Expr::Or(v) => join(out, v, " or "),
            Expr::Not(e) => {
                out.push('!');
                e.render(out);
            }
        }
    }

    fn text(&self) -> String {
        let mut s = String::new();
        self.render(&mut s);
        s
    }
}

/// An expression and whether SurveyJS evaluates it as the core does for
/// every answer the controls can hold.
#[derive(Debug, Clone)]
struct Judged {
    expr: Expr,
    exact: bool,
    /// Why not, when not.
    why: Vec<String>,
    /// The comparisons SurveyJS makes loosely: when each gives what the
    /// core's exact one gives for an answer set, so does the expression.
    loose: Vec<Loose>,
    /// Not exact for a reason no answer set decides (a value that cannot be
    /// written, conditions too deep to inline).
    hard: bool,
}

impl Judged {
    fn exact(expr: Expr) -> Judged {
        Judged {
            expr,
            exact: true,
            why: Vec::new(),
            loose: Vec::new(),
            hard: false,
        }
    }

    fn approx(expr: Expr, why: String) -> Judged {
        Judged {
            expr,
            exact: false,
            why: vec![why],
            loose: Vec::new(),
            hard: true,
        }
    }

    fn loose(expr: Expr, why: String, loose: Loose) -> Judged {
        Judged {
            expr,
            exact: false,
            why: vec![why],
            loose: vec![loose],
            hard: false,
        }
    }
}

/// A comparison the export writes and SurveyJS makes loosely (ignoring case
/// and spaces, reading numbers): the agreement test evaluates `expression`
/// with survey-core and the core's exact comparison of the watched answer
/// (`answer` `text` or `list`, `op` `equals` or `contains`, `value`), and
/// leaves the noted field out where they differ.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loose {
    pub question: String,
    pub answer: &'static str,
    pub op: &'static str,
    pub value: String,
    pub expression: String,
}

struct Builder<'a> {
    form: &'a Form,
    rules: &'a RuleSet,
    names: &'a [String],
    notes: Vec<Note>,
    /// The first index of each field's id (a repeated id names its first field).
    first: FxHashMap<&'a str, usize>,
    /// Each field's visibility expression.
    visible: Vec<Judged>,
}

impl Builder<'_> {
    fn note(&mut self, i: usize, rule: &'static str, text: String, differs: Differs) {
        self.notes.push(Note {
            field: self.form.fields[i].id.as_str().to_owned(),
            rule,
            text,
            differs,
            clauses: Vec::new(),
        });
    }

    /// The note on a condition SurveyJS may judge differently (`what`: when
    /// the field is shown, or required).
    fn condition_note(&mut self, i: usize, what: &str, judged: &Judged) {
        let mut why: Vec<&String> = Vec::new();
        for w in &judged.why {
            if !why.contains(&w) {
                why.push(w);
            }
        }
        // The first three reasons, and how many more: a long chain of
        // conditions would otherwise repeat every field's reason.
        let more = why.len().saturating_sub(3);
        let mut why: Vec<String> = why.into_iter().take(3).cloned().collect();
        if more > 0 {
            why.push(format!("and {more} more"));
        }
        // A note lists at most this many comparisons; with more it says
        // SurveyJS may differ for any answers.
        let listed = !judged.hard && judged.loose.len() <= MAX_LISTED_CLAUSES;
        self.note(
            i,
            "condition",
            format!(
                "When it is {what} SurveyJS may decide differently: {}",
                why.join("; ")
            ),
            if listed {
                Differs::WhenLooseMatch
            } else {
                Differs::Always
            },
        );
        if let Some(note) = self.notes.last_mut().filter(|_| listed) {
            note.clauses = judged.loose.clone();
        }
    }

    /// The index of the field a clause watches: `None` when no field is
    /// picked yet (left out), `Some(None)` when no field has the id.
    fn target(&self, clause: &Clause) -> Option<Option<usize>> {
        if clause.field_id.as_str().is_empty() {
            return None;
        }
        Some(self.first.get(clause.field_id.as_str()).copied())
    }

    /// Every field's visibility expression, as `rules::conditions::visibility`
    /// decides: depth first without recursion (any depth), each field once,
    /// its watched fields first; a field that watches itself through others,
    /// or watches such a field, is never shown.
    fn visibility(&mut self) {
        let n = self.rules.fields.len();
        let watches: Vec<Vec<usize>> = self
            .rules
            .fields
            .iter()
            .map(|f| {
                f.show_when
                    .as_ref()
                    .map_or(&[][..], Condition::clauses)
                    .iter()
                    .filter_map(|c| self.target(c).flatten())
                    .collect()
            })
            .collect();
        let (order, cyclic) = crate::export::schema::walk(&watches);
        self.visible = vec![Judged::exact(Expr::Const(true)); n];
        for i in order {
            self.visible[i] = if cyclic[i] {
                Judged::exact(Expr::Const(false))
            } else {
                match &self.rules.fields[i].show_when {
                    Some(c) => self.condition(i, c),
                    None => Judged::exact(Expr::Const(true)),
                }
            };
        }
        for (i, _) in cyclic.iter().enumerate().filter(|(_, c)| **c) {
            self.note(
                i,
                "cycle",
                "Its condition watches itself through other fields (or watches such a field): never shown, in Formwright as here".to_owned(),
                Differs::Never,
            );
        }
    }

    /// A condition as an expression: clauses with no field picked are left
    /// out, and a condition with none left holds.
    fn condition(&mut self, owner: usize, condition: &Condition) -> Judged {
        let mut parts = Vec::new();
        let (mut exact, mut why, mut loose, mut hard) = (true, Vec::new(), Vec::new(), false);
        for clause in condition.clauses() {
            let Some(target) = self.target(clause) else {
                continue;
            };
            let judged = match target {
                None => {
                    self.note(
                        owner,
                        "missingField",
                        format!(
                            "A clause watches {}, which the form does not have: it never holds, in Formwright as here",
                            quote(clause.field_id.as_str())
                        ),
                        Differs::Never,
                    );
                    Judged::exact(Expr::Const(false))
                }
                Some(t) => self.clause(t, clause),
            };
            exact &= judged.exact;
            why.extend(judged.why);
            loose.extend(judged.loose);
            hard |= judged.hard;
            parts.push(judged.expr);
        }
        let expr = match condition {
            Condition::Any { .. } => {
                if parts.is_empty() {
                    Expr::Const(true)
                } else {
                    Expr::or(parts)
                }
            }
            _ => Expr::and(parts),
        };
        Judged {
            expr,
            exact,
            why,
            loose,
            hard,
        }
    }

    /// One clause on field `t`: its visibility and the comparison.
    fn clause(&self, t: usize, clause: &Clause) -> Judged {
        let shown = &self.visible[t];
        let compare = compare(
            &self.rules.fields[t],
            &self.form.fields[t],
            &self.names[t],
            clause.condition,
            &clause.value,
        );
        let mut why = compare.why;
        let mut exact = compare.exact;
        let mut loose = compare.loose;
        let mut hard = compare.hard;
        let shown_expr = if shown.expr.atoms() > MAX_INLINED_ATOMS {
            exact = false;
            hard = true;
            why.push(format!(
                "the conditions of {} are too deep to repeat here, so the clause does not check that it is shown",
                quote(self.form.fields[t].id.as_str())
            ));
            Expr::Const(true)
        } else {
            exact &= shown.exact;
            why.extend(shown.why.iter().cloned());
            loose.extend(shown.loose.iter().cloned());
            hard |= shown.hard;
            shown.expr.clone()
        };
        Judged {
            expr: Expr::and(vec![shown_expr, compare.expr]),
            exact,
            why,
            loose,
            hard,
        }
    }

    fn question(&mut self, i: usize, field: &Field) -> Value {
        let r = &self.rules.fields[i];
        let name = self.names[i].clone();
        let mut q = Map::new();
        let kind = field.kind.known();
        let put = |q: &mut Map<String, Value>, k: &str, v: Value| {
            q.insert(k.to_owned(), v);
        };
        put(&mut q, "name", json!(name));
        let mut validators: Vec<Value> = Vec::new();
        match kind {
            Some(Kind::Heading | Kind::Paragraph) => {
                let tag = if kind == Some(Kind::Heading) {
                    "h2"
                } else {
                    "p"
                };
                put(&mut q, "type", json!("html"));
                put(
                    &mut q,
                    "html",
                    json!(format!(
                        "<{tag}>{}</{tag}>",
                        html_escape::encode_text(&field.label)
                    )),
                );
            }
            Some(Kind::Textarea) => put(&mut q, "type", json!("comment")),
            Some(Kind::Select) => put(&mut q, "type", json!("dropdown")),
            Some(Kind::Radio) => put(&mut q, "type", json!("radiogroup")),
            Some(Kind::Checkbox) if r.answer == AnswerShape::List => {
                put(&mut q, "type", json!("checkbox"));
            }
            Some(Kind::Checkbox) => put(&mut q, "type", json!("boolean")),
            Some(Kind::Rating) => {
                put(&mut q, "type", json!("rating"));
                put(&mut q, "rateMin", json!(1));
                put(&mut q, "rateMax", json!(r.max.unwrap_or(5)));
            }
            _ => {
                put(&mut q, "type", json!("text"));
                let input = match kind {
                    Some(Kind::Email) => Some("email"),
                    Some(Kind::Number) => Some("number"),
                    Some(Kind::Phone) => Some("tel"),
                    Some(Kind::Date) => Some("date"),
                    Some(Kind::Password) => Some("password"),
                    Some(Kind::Time) => Some("time"),
                    Some(Kind::Url) => Some("url"),
                    Some(Kind::Range) => Some("range"),
                    _ => None,
                };
                if let Some(input) = input {
                    put(&mut q, "inputType", json!(input));
                }
            }
        }
        if !field.is_layout() {
            put(&mut q, "title", json!(field.label));
            let placeholder = field.placeholder.as_deref().filter(|p| !p.is_empty());
            // Only these question types show one (survey-core reports the
            // property as unknown on the others).
            let shows = matches!(
                q.get("type").and_then(Value::as_str),
                Some("text" | "comment" | "dropdown")
            ) && field.kind.known() != Some(Kind::Hidden);
            if let Some(p) = placeholder.filter(|_| shows && field.kind.spec().has_placeholder) {
                put(&mut q, "placeholder", json!(p));
            }
            if field.kind.has_options() && r.answer != AnswerShape::Flag {
                let mut choices: Vec<&str> = Vec::new();
                for o in field.options() {
                    if !o.is_empty() && !choices.contains(&o.as_str()) {
                        choices.push(o);
                    }
                }
                put(&mut q, "choices", json!(choices));
                if choices.len() != field.options().len() {
                    let list = r.answer == AnswerShape::List;
                    self.note(
                        i,
                        "options",
                        if list {
                            "SurveyJS offers each choice once and no empty choice: the empty and repeated options are left out, and an answer ticking them may read otherwise".to_owned()
                        } else {
                            "SurveyJS offers each choice once and no empty choice: the empty and repeated options are left out (an empty answer is no answer in Formwright either)".to_owned()
                        },
                        if list { Differs::Always } else { Differs::Never },
                    );
                }
            }
        }
        if let FieldTypeOther(Some(other)) = FieldTypeOther::of(field) {
            self.note(
                i,
                "type",
                format!(
                    "Formwright does not know the type {}; it is a plain text question, as Formwright shows it",
                    quote(&other)
                ),
                Differs::Never,
            );
        }
        // Visibility.
        let visible = self.visible[i].clone();
        match &visible.expr {
            Expr::Const(true) => {}
            Expr::Const(false) => put(&mut q, "visible", json!(false)),
            e => put(&mut q, "visibleIf", json!(e.text())),
        }
        if !visible.exact {
            self.condition_note(i, "shown", &visible);
        }
        if kind == Some(Kind::Hidden) {
            put(&mut q, "visible", json!(false));
            q.remove("visibleIf");
            let fill = if field.fills_from_address() {
                "; Formwright fills it from the page address's parameter of its id, which SurveyJS does not read (set it with `survey.setValue` from the page's code)"
            } else {
                ""
            };
            self.note(
                i,
                "hidden",
                format!(
                    "A hidden field: SurveyJS never shows it and checks none of its rules (Formwright requires and checks its value when its condition shows it){fill}"
                ),
                Differs::Always,
            );
        }
        if r.answer == AnswerShape::None {
            return Value::Object(q);
        }
        // Required.
        let required_when = r
            .required_when
            .as_ref()
            .map(|c| self.condition(i, c))
            .filter(|j| j.expr != Expr::Const(false));
        let always = r.required
            || required_when
                .as_ref()
                .is_some_and(|j| j.expr == Expr::Const(true));
        if always {
            put(&mut q, "isRequired", json!(true));
        } else if let Some(j) = &required_when {
            put(&mut q, "requiredIf", json!(j.expr.text()));
        }
        if let Some(j) = required_when.as_ref().filter(|j| !j.exact) {
            self.condition_note(i, "required", j);
        }
        let requirable = always || required_when.is_some();
        let var = format!("{{{name}}}");
        if requirable && r.answer == AnswerShape::Flag {
            // SurveyJS counts an unticked box (false) as an answer.
            let when = if always {
                Expr::Const(true)
            } else {
                required_when
                    .as_ref()
                    .map_or(Expr::Const(true), |j| j.expr.clone())
            };
            let expr = Expr::or(vec![Expr::Atom(format!("{var} = true")), Expr::not(when)]);
            validators.push(json!({"type": "expression", "expression": expr.text(), "text": "Please tick this box."}));
        }
        // SurveyJS trims an answer before its required check and before its
        // regex validators, so a blank answer is unanswered to it and
        // judged as text by the core.
        let judged_when_blank = requirable
            || r.syntax.is_some()
            || r.min_length.is_some()
            || r.max_length.is_some()
            || r.pattern.is_some();
        if r.answer == AnswerShape::Text
            && r.syntax != Some(Syntax::Number)
            && kind != Some(Kind::Hidden)
            && judged_when_blank
        {
            self.note(
                i,
                "blank",
                "SurveyJS reads an answer of only spaces as no answer (no required or pattern check); Formwright reads it as an answer".to_owned(),
                Differs::WhenBlank,
            );
        }
        self.validators(i, field, r, &var, &mut q, &mut validators);
        if !validators.is_empty() {
            put(&mut q, "validators", Value::Array(validators));
        }
        self.default_value(i, field, r, &mut q);
        Value::Object(q)
    }

    fn validators(
        &mut self,
        i: usize,
        field: &Field,
        r: &FieldRules,
        var: &str,
        q: &mut Map<String, Value>,
        out: &mut Vec<Value>,
    ) {
        let regex = |out: &mut Vec<Value>, re: String, text: &str| {
            out.push(json!({"type": "regex", "regex": re, "text": text}));
        };
        match r.syntax {
            Some(Syntax::Email) => {
                out.push(json!({"type": "email"}));
                regex(out, EMAIL.to_owned(), "Please enter a valid email address.");
                self.note(
                    i,
                    "email",
                    "SurveyJS's e-mail check runs beside HTML's (carried as a pattern): an address only one of them takes (such as `a@b`) is refused".to_owned(),
                    Differs::WhenEmailChecksDiffer,
                );
            }
            Some(Syntax::Phone) => {
                regex(out, PHONE.to_owned(), "Please enter a valid phone number.")
            }
            Some(Syntax::Date) => {
                // The core takes any year a browser's date input holds.
                q.insert("max".to_owned(), json!(LAST_DATE));
                regex(out, DATE.to_owned(), "Please enter a valid date.");
            }
            Some(Syntax::Time) => {
                regex(
                    out,
                    crate::values::TIME_PATTERN.to_owned(),
                    "Please enter a valid time.",
                );
                for (bound, op, text) in [(r.min_time, ">=", "early"), (r.max_time, "<=", "late")] {
                    if let Some(t) = bound {
                        out.push(json!({
                            "type": "expression",
                            "expression": format!("({var} empty) or ({var} {op} '{}')", hh_mm(t)),
                            "text": format!("The time is too {text}."),
                        }));
                    }
                }
            }
            Some(Syntax::Url) => regex(
                out,
                crate::values::URL_PATTERN.to_owned(),
                "Please enter a valid web address.",
            ),
            Some(Syntax::Number) => {
                if field.kind.known() == Some(Kind::Range) {
                    q.insert("min".to_owned(), json!(r.min));
                    q.insert("max".to_owned(), json!(r.max));
                    if let Some(step) = r.step {
                        q.insert("step".to_owned(), json!(step));
                    }
                } else {
                    let mut v = json!({"type": "numeric"});
                    if let Some(min) = r.min {
                        v["minValue"] = json!(min);
                    }
                    if let Some(max) = r.max {
                        v["maxValue"] = json!(max);
                    }
                    out.push(v);
                }
                if let Some(step) = r.step.filter(|s| *s > 1) {
                    out.push(json!({
                        "type": "expression",
                        "expression": format!("({var} empty) or (({var} - {}) % {step} = 0)", r.min.unwrap_or(0)),
                        "text": format!("Please pick a value on the step of {step}."),
                    }));
                }
            }
            None => {}
        }
        if let Some(min) = r.min_length {
            regex(
                out,
                format!("^{SCALAR}{{{min},}}$"),
                &format!("Please enter at least {min} characters."),
            );
        }
        if let Some(max) = r.max_length {
            regex(
                out,
                format!("^{SCALAR}{{0,{max}}}$"),
                &format!("Please enter at most {max} characters."),
            );
        }
        if let Some(p) = &r.pattern {
            match flagless(p) {
                Some(rewritten) => regex(out, format!("^(?:{rewritten})$"), PATTERN_TEXT),
                None => {
                    let anchored = format!("^(?:{p})$");
                    let compiles = regress::Regex::with_flags(&anchored, "").is_ok();
                    let carried = if compiles {
                        regex(out, anchored, PATTERN_TEXT);
                        "it is carried as written"
                    } else {
                        "it is not carried"
                    };
                    self.note(
                        i,
                        "pattern",
                        format!(
                            "The pattern {} is read with the `v` flag in Formwright; SurveyJS reads it without flags (no Unicode properties, set operations or nested classes), so {carried} and may judge differently",
                            quote(p)
                        ),
                        Differs::Always,
                    );
                }
            }
        }
    }

    fn default_value(
        &mut self,
        i: usize,
        field: &Field,
        r: &FieldRules,
        q: &mut Map<String, Value>,
    ) {
        let Some(d) = &field.default_value else {
            return;
        };
        let text = d.display();
        let value = match r.answer {
            AnswerShape::Flag => json!(!text.is_empty() && text != "false"),
            AnswerShape::List if text.is_empty() => return,
            AnswerShape::List => json!([text]),
            AnswerShape::Text if r.syntax == Some(Syntax::Number) => match d {
                DefaultValue::Number(n) => json!(n),
                DefaultValue::Text(t) => match number(t) {
                    Some(x) => json!(x),
                    None => {
                        self.note(
                            i,
                            "default",
                            format!(
                                "The default {} is not a number; it is not carried",
                                quote(t)
                            ),
                            Differs::Never,
                        );
                        return;
                    }
                },
            },
            AnswerShape::Text => json!(text),
            AnswerShape::None => return,
        };
        q.insert("defaultValue".to_owned(), value);
    }
}

/// An unknown field type, when the field has one.
struct FieldTypeOther(Option<String>);

impl FieldTypeOther {
    fn of(field: &Field) -> FieldTypeOther {
        FieldTypeOther(match &field.kind {
            crate::kinds::FieldType::Other(s) => Some(s.clone()),
            crate::kinds::FieldType::Known(_) => None,
        })
    }
}

/// `HH:MM` of minutes since midnight.
fn hh_mm(t: i64) -> String {
    format!("{:02}:{:02}", t / 60, t % 60)
}

/// A number in HTML's syntax, finite, as JavaScript's `Number` reads it.
fn number(text: &str) -> Option<f64> {
    let t = text.trim_matches(|c| matches!(c, '\t' | '\n' | '\x0C' | '\r' | ' '));
    if !is_valid_float(t) {
        return None;
    }
    t.parse::<f64>().ok().filter(|x| x.is_finite())
}

/// A number literal SurveyJS's grammar reads back to the same double:
/// Rust writes the shortest digits that round-trip, never an exponent.
fn number_literal(x: f64) -> String {
    format!("{x}")
}

/// A text as a string literal of SurveyJS's grammar: quotes are escaped with
/// a backslash, which is no escape before anything else, so a text with a
/// backslash just before a quote or at its end cannot be written.
fn string_literal(s: &str) -> Option<String> {
    if s.ends_with('\\') || s.contains("\\'") || s.contains("\\\"") {
        return None;
    }
    Some(format!("'{}'", s.replace('\'', "\\'").replace('"', "\\\"")))
}

/// Whether SurveyJS reads a string constant as another value: a number (its
/// `Helpers.isNumber`, approximated generously) or a boolean.
fn changes_type(s: &str) -> bool {
    let t = s.trim();
    let lower = t.to_lowercase();
    lower == "true"
        || lower == "false"
        || lower.starts_with("0x")
        || (!t.is_empty() && t.parse::<f64>().is_ok())
        || (!t.is_empty() && is_valid_float(t))
}

/// No character of `s` has another case: SurveyJS's case-blind comparison
/// is then exact.
fn caseless(s: &str) -> bool {
    s.chars()
        .all(|c| c.to_lowercase().eq([c]) && c.to_uppercase().eq([c]))
}

/// What SurveyJS's equality compares a text as: a number when it reads as one,
/// else the trimmed, lowercased text.
fn loose_key(s: &str) -> String {
    match s.trim().parse::<f64>() {
        Ok(x) if changes_type(s) => format!("#{}", if x == 0.0 { 0.0 } else { x }),
        _ => format!("${}", s.trim().to_lowercase()),
    }
}

/// One astral character (a surrogate pair) without the `u` flag.
pub(super) const PAIR: &str = r"[\uD800-\uDBFF][\uDC00-\uDFFF]";

/// The designer's pattern rewritten to mean without flags what it means
/// with `v` on well-formed text (no lone surrogates): `.`, a negated class
/// and `\S` `\D` `\W` also take a surrogate pair as one character, and an
/// astral character is one atom. None where no such rewrite is made here:
/// Unicode properties, `\u{…}`, `\q{…}`, nested classes, `--`, `&&`, an
/// astral character in a class, `\S` `\D` `\W` in a class.
fn flagless(p: &str) -> Option<String> {
    let chars: Vec<char> = p.chars().collect();
    let mut out = String::with_capacity(p.len() * 2);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\\' => {
                let next = *chars.get(i + 1)?;
                match next {
                    'p' | 'P' | 'q' => return None,
                    'u' if chars.get(i + 2) == Some(&'{') => return None,
                    'S' | 'D' | 'W' => {
                        let class = next.to_ascii_lowercase();
                        out.push_str(&format!(r"(?:{PAIR}|[^\{class}\uD800-\uDFFF])"));
                    }
                    _ => {
                        out.push('\\');
                        out.push(next);
                    }
                }
                i += 2;
            }
            '[' => {
                // The class up to its closing bracket, escapes kept.
                let negated = chars.get(i + 1) == Some(&'^');
                let mut j = i + 1 + usize::from(negated);
                let mut body = String::new();
                loop {
                    let d = *chars.get(j)?;
                    match d {
                        ']' => break,
                        '[' => return None,
                        '\\' => {
                            let e = *chars.get(j + 1)?;
                            if matches!(e, 'p' | 'P' | 'q' | 'S' | 'D' | 'W')
                                || (e == 'u' && chars.get(j + 2) == Some(&'{'))
                            {
                                return None;
                            }
                            body.push(d);
                            body.push(e);
                            j += 2;
                            continue;
                        }
                        '-' | '&' if chars.get(j + 1) == Some(&d) => return None,
                        d if u32::from(d) > 0xFFFF => return None,
                        d => body.push(d),
                    }
                    j += 1;
                }
                if negated {
                    out.push_str(&format!(r"(?:{PAIR}|[^{body}\uD800-\uDFFF])"));
                } else {
                    out.push('[');
                    out.push_str(&body);
                    out.push(']');
                }
                i = j + 1;
            }
            '.' => {
                out.push_str(&format!(r"(?:{PAIR}|[^\n\r\u2028\u2029\uD800-\uDFFF])"));
                i += 1;
            }
            c if u32::from(c) > 0xFFFF => {
                out.push_str("(?:");
                out.push(c);
                out.push(')');
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    Some(out)
}

/// The texts the answers of a text field are drawn from are trimmed by the
/// control (e-mail, web address) or have a fixed syntax without spaces
/// (date, time).
fn trimmed_answers(r: &FieldRules) -> bool {
    matches!(
        r.syntax,
        Some(Syntax::Email | Syntax::Url | Syntax::Date | Syntax::Time)
    )
}

/// The comparison of one clause on the watched field `w` (question `name`).
fn compare(w: &FieldRules, field: &Field, name: &str, op: ConditionOp, value: &str) -> Judged {
    let var = format!("{{{name}}}");
    let atom = |s: String| Expr::Atom(s);
    let empty = || atom(format!("{var} empty"));
    let unwritable = || {
        Judged::approx(
            Expr::Const(false),
            format!(
                "the value {} cannot be written in a SurveyJS expression (a backslash before a quote or at its end)",
                quote(value)
            ),
        )
    };
    let negate = |op: ConditionOp, j: Judged| match op {
        ConditionOp::NotEquals | ConditionOp::NotContains | ConditionOp::IsNotEmpty => Judged {
            expr: Expr::not(j.expr),
            ..j
        },
        _ => j,
    };
    let positive = match op {
        ConditionOp::NotEquals => ConditionOp::Equals,
        ConditionOp::NotContains => ConditionOp::Contains,
        ConditionOp::IsNotEmpty => ConditionOp::IsEmpty,
        other => other,
    };
    let judged = match w.answer {
        AnswerShape::None => return Judged::exact(Expr::Const(false)),
        AnswerShape::Flag => {
            let holds = |t: &str| match positive {
                ConditionOp::Equals => t == value,
                ConditionOp::Contains => t.contains(value),
                ConditionOp::IsEmpty => t == "false",
                _ => false,
            };
            let expr = match (holds("true"), holds("false")) {
                (true, true) => Expr::Const(true),
                (true, false) => atom(format!("{var} = true")),
                (false, true) => atom(format!("{var} != true")),
                (false, false) => Expr::Const(false),
            };
            Judged::exact(expr)
        }
        AnswerShape::List => {
            let options = field.options();
            let collides = options
                .iter()
                .any(|o| o != value && loose_key(o) == loose_key(value));
            // An empty or repeated option: SurveyJS may change such a
            // list's value (see the `options` note), so no clause on it is
            // exact for any answer set.
            let irregular = options
                .iter()
                .enumerate()
                .any(|(k, o)| o.is_empty() || options[..k].contains(o));
            let approx_why = || {
                format!(
                    "SurveyJS compares {}'s options ignoring case and spaces and as numbers, so it cannot tell {} from another option",
                    quote(field.id.as_str()),
                    quote(value)
                )
            };
            match positive {
                ConditionOp::IsEmpty if irregular => Judged::approx(
                    empty(),
                    format!(
                        "{} has an empty or repeated option, which SurveyJS cannot offer",
                        quote(field.id.as_str())
                    ),
                ),
                ConditionOp::IsEmpty => Judged::exact(empty()),
                ConditionOp::GreaterThan | ConditionOp::LessThan => {
                    Judged::exact(Expr::Const(false))
                }
                ConditionOp::Equals | ConditionOp::Contains if value.is_empty() => {
                    if positive == ConditionOp::Equals && irregular {
                        Judged::approx(
                            empty(),
                            format!(
                                "{} has an empty or repeated option, which SurveyJS cannot offer",
                                quote(field.id.as_str())
                            ),
                        )
                    } else if positive == ConditionOp::Equals {
                        Judged::exact(empty())
                    } else if options.iter().any(String::is_empty) {
                        Judged::approx(
                            atom(format!("{var} contains ''")),
                            format!(
                                "{} has an empty option, which SurveyJS cannot offer",
                                quote(field.id.as_str())
                            ),
                        )
                    } else {
                        Judged::exact(Expr::Const(false))
                    }
                }
                ConditionOp::Equals | ConditionOp::Contains => {
                    let Some(lit) = string_literal(value) else {
                        return negate(op, unwritable());
                    };
                    let mut parts = vec![atom(format!("{var} contains {lit}"))];
                    let mut writable = true;
                    if positive == ConditionOp::Equals {
                        let mut others: Vec<String> = Vec::new();
                        for o in options.iter().filter(|o| *o != value) {
                            match string_literal(o) {
                                Some(l) if !others.contains(&l) => others.push(l),
                                Some(_) => {}
                                None => writable = false,
                            }
                        }
                        if !others.is_empty() {
                            parts.push(atom(format!("{var} noneof [{}]", others.join(", "))));
                        }
                    }
                    let expr = Expr::and(parts);
                    if !writable || irregular {
                        Judged::approx(expr, approx_why())
                    } else if collides {
                        let expression = expr.text();
                        Judged::loose(
                            expr,
                            approx_why(),
                            Loose {
                                question: name.to_owned(),
                                answer: "list",
                                op: positive.name(),
                                value: value.to_owned(),
                                expression,
                            },
                        )
                    } else {
                        Judged::exact(expr)
                    }
                }
                _ => Judged::exact(Expr::Const(false)),
            }
        }
        AnswerShape::Text if w.syntax == Some(Syntax::Number) => match positive {
            ConditionOp::IsEmpty => Judged::exact(empty()),
            // An empty answer is the same text as an empty value.
            ConditionOp::Equals | ConditionOp::Contains if value.is_empty() => {
                Judged::exact(empty())
            }
            ConditionOp::Equals | ConditionOp::Contains => {
                Judged::exact(number(value).map_or(Expr::Const(false), |x| {
                    atom(format!("{var} = {}", number_literal(x)))
                }))
            }
            ConditionOp::GreaterThan | ConditionOp::LessThan => {
                let sign = if positive == ConditionOp::GreaterThan {
                    ">"
                } else {
                    "<"
                };
                Judged::exact(number(value).map_or(Expr::Const(false), |x| {
                    atom(format!("{var} {sign} {}", number_literal(x)))
                }))
            }
            _ => Judged::exact(Expr::Const(false)),
        },
        AnswerShape::Text => {
            let options = field.options();
            let choice = field.kind.has_options();
            let text_loose = |expr: Expr, why: String| {
                let expression = expr.text();
                Judged::loose(
                    expr,
                    why,
                    Loose {
                        question: name.to_owned(),
                        answer: "text",
                        op: positive.name(),
                        value: value.to_owned(),
                        expression,
                    },
                )
            };
            let text_why = || {
                format!(
                    "SurveyJS compares texts ignoring case and surrounding spaces, and texts that read as numbers as numbers, so {}'s answer may match {} where Formwright's exact comparison does not",
                    quote(field.id.as_str()),
                    quote(value)
                )
            };
            match positive {
                ConditionOp::IsEmpty => Judged::exact(empty()),
                ConditionOp::GreaterThan | ConditionOp::LessThan => {
                    match (
                        w.syntax,
                        time_minutes(
                            value.trim_matches(|c| matches!(c, '\t' | '\n' | '\x0C' | '\r' | ' ')),
                        ),
                    ) {
                        (Some(Syntax::Time), Some(t)) => {
                            let sign = if positive == ConditionOp::GreaterThan {
                                ">"
                            } else {
                                "<"
                            };
                            Judged::exact(atom(format!("{var} {sign} '{}'", hh_mm(t))))
                        }
                        _ => Judged::exact(Expr::Const(false)),
                    }
                }
                ConditionOp::Equals if value.is_empty() => Judged::exact(empty()),
                ConditionOp::Contains if value.is_empty() => Judged::exact(Expr::Const(true)),
                ConditionOp::Equals => {
                    let Some(lit) = string_literal(value) else {
                        return negate(op, unwritable());
                    };
                    let expr = atom(format!("{var} = {lit}"));
                    let exact = if choice {
                        !options
                            .iter()
                            .any(|o| o != value && loose_key(o) == loose_key(value))
                    } else {
                        trimmed_answers(w)
                            && caseless(value)
                            && value.trim() == value
                            && !changes_type(value)
                    };
                    if exact {
                        Judged::exact(expr)
                    } else {
                        text_loose(expr, text_why())
                    }
                }
                ConditionOp::Contains => {
                    let Some(lit) = string_literal(value) else {
                        return negate(op, unwritable());
                    };
                    let expr = atom(format!("{var} contains {lit}"));
                    if caseless(value) && !changes_type(value) {
                        Judged::exact(expr)
                    } else {
                        text_loose(expr, text_why())
                    }
                }
                _ => Judged::exact(Expr::Const(false)),
            }
        }
    };
    negate(op, judged)
}

fn quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_default()
}

/// How the agreement test gives the core's `answers` to the survey: by
/// question name, a text as text (numbers as numbers for number, rating and
/// slider questions), a checkbox group's ticks as an array, one box as a
/// boolean; an unanswered field (empty text, no tick) is left out, as a
/// SurveyJS survey holds no value for it.
pub fn survey_data(form: &Form, answers: &Answers) -> Map<String, Value> {
    let rules = rules::plan(form);
    let names = question_names(form);
    let mut data = Map::new();
    for ((field, r), name) in form.fields.iter().zip(&rules.fields).zip(&names) {
        let Some(answer) = answers.get(&field.id) else {
            continue;
        };
        let value = match (r.answer, answer) {
            (AnswerShape::None, _) => continue,
            (AnswerShape::Flag, Answer::Flag(b)) => json!(b),
            (AnswerShape::Flag, Answer::Text(t)) => json!(!t.is_empty() && t != "false"),
            (AnswerShape::Flag, Answer::Choices(c)) => json!(!c.is_empty()),
            (AnswerShape::List, Answer::Choices(c)) if c.is_empty() => continue,
            (AnswerShape::List, Answer::Choices(c)) => json!(c),
            (AnswerShape::List, Answer::Text(t)) if t.is_empty() => continue,
            (AnswerShape::List, Answer::Text(t)) => json!([t]),
            (_, Answer::Text(t)) if t.is_empty() => continue,
            (AnswerShape::Text, Answer::Text(t)) if r.syntax == Some(Syntax::Number) => {
                match number(t) {
                    Some(x) => json!(x),
                    None => json!(t),
                }
            }
            (AnswerShape::Text, Answer::Text(t)) => json!(t),
            (_, _) => continue,
        };
        data.insert(name.clone(), value);
    }
    data
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_escape_quotes_and_refuse_what_the_grammar_cannot_say() {
        assert_eq!(
            string_literal("it's \"q\"").as_deref(),
            Some(r#"'it\'s \"q\"'"#)
        );
        assert_eq!(string_literal(r"a\b").as_deref(), Some(r"'a\b'"));
        assert_eq!(string_literal(r"a\"), None);
        assert_eq!(string_literal(r#"a\'"#), None);
    }

    #[test]
    fn names_avoid_what_surveyjs_cannot_hold() {
        let mut form = Form::blank("f".to_owned(), crate::time::Timestamp(0));
        for id in ["a b", "__proto__", "A", "a", "", "x{y}", "field6"] {
            let f = Field::from_json(json!({"id": id, "type": "text", "label": id})).unwrap();
            form.fields.push_back(std::sync::Arc::new(f));
        }
        assert_eq!(
            question_names(&form),
            ["a b", "field2", "A", "field4", "field5", "field6", "field7"]
        );
    }

    #[test]
    fn patterns_are_rewritten_to_mean_without_flags_what_they_mean_with_v() {
        for same in [
            r"https://www\.example\.(com|org)/[a-z0-9]*",
            r"\d+",
            "a|b",
            r"[(]",
            "x{2,}",
            "[À-ÿ]+",
        ] {
            assert_eq!(flagless(same).as_deref(), Some(same), "{same}");
        }
        assert_eq!(flagless("😀+").as_deref(), Some("(?:😀)+"));
        assert!(flagless(".").is_some_and(|p| p.contains("uD800")));
        assert!(flagless("[^a]+").is_some_and(|p| p.ends_with("[^a\\uD800-\\uDFFF])+")));
        for none in [
            r"\p{L}+",
            "[a[b]]",
            r"[\d--5]+",
            r"\u{1F600}",
            r"[\S]",
            "[😀]",
        ] {
            assert_eq!(flagless(none), None, "{none}");
        }
    }

    fn form_of(fields: serde_json::Value) -> Form {
        let mut form = Form::blank("f".to_owned(), crate::time::Timestamp(0));
        for f in fields.as_array().into_iter().flatten() {
            form.fields
                .push_back(std::sync::Arc::new(Field::from_json(f.clone()).unwrap()));
        }
        form
    }

    #[test]
    fn a_loose_text_comparison_is_noted_with_the_comparison_for_every_field_it_reaches() {
        let form = form_of(json!([
            {"id": "a", "type": "text", "label": "A"},
            {"id": "b", "type": "text", "label": "B",
             "conditional": {"showWhen": {"fieldId": "a", "condition": "equals", "value": "Yes"}}},
            {"id": "c", "type": "text", "label": "C",
             "conditional": {"showWhen": {"fieldId": "b", "condition": "is_empty"}}},
            {"id": "n", "type": "number", "label": "N",
             "conditional": {"showWhen": {"fieldId": "n2", "condition": "greater_than", "value": " 5 "}}},
            {"id": "n2", "type": "number", "label": "N2"}
        ]));
        let notes = notes(&form);
        let loose: Vec<(&str, &str)> = notes
            .iter()
            .filter(|n| n.differs == Differs::WhenLooseMatch)
            .map(|n| (n.field.as_str(), n.clauses[0].expression.as_str()))
            .collect();
        assert_eq!(loose, [("b", "({a} = 'Yes')"), ("c", "({a} = 'Yes')")]);
        let file = export_surveyjs(&form).unwrap();
        let survey: Value = serde_json::from_str(&file.content).unwrap();
        let elements = &survey["pages"][0]["elements"];
        assert_eq!(elements[2]["visibleIf"], "(({a} = 'Yes') and ({b} empty))");
        // Numbers compare exactly: no note.
        assert_eq!(elements[3]["visibleIf"], "({n2} > 5)");
    }

    #[test]
    fn cycles_and_missing_fields_are_never_shown_as_in_the_core() {
        let form = form_of(json!([
            {"id": "x", "type": "text", "label": "X",
             "conditional": {"showWhen": {"fieldId": "y", "condition": "is_empty"}}},
            {"id": "y", "type": "text", "label": "Y",
             "conditional": {"showWhen": {"fieldId": "x", "condition": "is_empty"}}},
            {"id": "z", "type": "text", "label": "Z",
             "conditional": {"showWhen": {"fieldId": "gone", "condition": "is_empty"}}}
        ]));
        let survey: Value = serde_json::from_str(&export_surveyjs(&form).unwrap().content).unwrap();
        for k in 0..3 {
            assert_eq!(survey["pages"][0]["elements"][k]["visible"], false, "{k}");
        }
        let rules: Vec<&str> = notes(&form).iter().map(|n| n.rule).collect();
        assert_eq!(rules, ["cycle", "cycle", "missingField"]);
    }

    #[test]
    fn ten_thousand_chained_conditions_stay_bounded() {
        let fields: Vec<Value> = (0..10_000)
            .map(|k| {
                let mut f = json!({"id": format!("f{k}"), "type": "text", "label": "L"});
                if k > 0 {
                    f["conditional"] = json!({"showWhen": {"fieldId": format!("f{}", k - 1), "condition": "equals", "value": "a"}});
                }
                f
            })
            .collect();
        let form = form_of(Value::Array(fields));
        let file = export_surveyjs(&form).unwrap();
        assert!(file.content.len() < 40_000_000, "{}", file.content.len());
        let survey: Value = serde_json::from_str(&file.content).unwrap();
        let last = survey["pages"][0]["elements"][9_999]["visibleIf"]
            .as_str()
            .unwrap();
        assert!(last.len() < 10_000, "{}", last.len());
        assert!(
            notes(&form)
                .iter()
                .any(|n| n.field == "f9999" && n.differs == Differs::Always)
        );
    }

    #[test]
    fn the_file_name_follows_the_json_export() {
        assert_eq!(surveyjs_file_name("Contact Us"), "contact-us-surveyjs.json");
    }

    #[test]
    fn expressions_fold_constants() {
        let a = Expr::Atom("{a} empty".to_owned());
        assert_eq!(Expr::and(vec![Expr::Const(true), a.clone()]), a);
        assert_eq!(
            Expr::or(vec![Expr::Const(true), a.clone()]),
            Expr::Const(true)
        );
        assert_eq!(Expr::not(Expr::not(a.clone())), a);
        assert_eq!(
            Expr::and(vec![a.clone(), Expr::Not(Box::new(a))]).text(),
            "(({a} empty) and !({a} empty))"
        );
    }
}
