//! What a control can hold: HTML's syntax of a valid number, date and e-mail
//! address; a time as `HH:MM` and our web address (issue 27). The initial answer of a field (a default the control cannot hold
//! starts empty), the exporters and the rule evaluator read these, so a value
//! is judged the same way everywhere.

/// HTML's "valid floating-point number": `-?(d+(.d+)?|.d+)([eE][+-]?d+)?`.
pub fn is_valid_float(s: &str) -> bool {
    let s = s.strip_prefix('-').unwrap_or(s);
    let (mantissa, exponent) = match s.find(['e', 'E']) {
        Some(i) => (&s[..i], Some(&s[i + 1..])),
        None => (s, None),
    };
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    let mantissa_ok = match mantissa.split_once('.') {
        Some((int, frac)) => (int.is_empty() || digits(int)) && digits(frac),
        None => digits(mantissa),
    };
    let exponent_ok = exponent.is_none_or(|e| digits(e.strip_prefix(['+', '-']).unwrap_or(e)));
    mantissa_ok && exponent_ok
}

/// A time of day as `HH:MM`, 24 hours: what `<input type=time>` holds with
/// its default step of 60 seconds (HTML's valid time string without seconds).
/// The ECMAScript pattern `^(?:[01][0-9]|2[0-3]):[0-5][0-9]$` says the same.
pub fn is_valid_time(s: &str) -> bool {
    time_minutes(s).is_some()
}

/// The minutes since midnight of an `HH:MM` time; none for any other text.
pub fn time_minutes(s: &str) -> Option<i64> {
    let b = s.as_bytes();
    if b.len() != 5 || b[2] != b':' || ![b[0], b[1], b[3], b[4]].iter().all(u8::is_ascii_digit) {
        return None;
    }
    let two = |i: usize| i64::from(b[i] - b'0') * 10 + i64::from(b[i + 1] - b'0');
    let (hours, minutes) = (two(0), two(3));
    (hours < 24 && minutes < 60).then_some(hours * 60 + minutes)
}

/// A web address as a URL field takes it (issue 27, docs/more-fields.md):
/// `http://` or `https://` in any case; a host of two or more dot-separated
/// parts, none empty, without ASCII white space or control characters, `/`,
/// `?`, `#`, `@` or `:`; an optional port of digits; then optionally a path,
/// query or fragment (starting with `/`, `?` or `#`) without ASCII white space
/// or control characters. The JSON Schema export carries it as the pattern
/// [`URL_PATTERN`], which says the same.
pub fn is_valid_url(s: &str) -> bool {
    // Bytes, not chars: every byte the rules name is ASCII, and the bytes of
    // a non-ASCII character are all above 0x7F, so they pass as it would.
    let b = s.as_bytes();
    let Some(scheme) = b.get(..4) else {
        return false;
    };
    let mut i = 4;
    if b.get(i).is_some_and(|c| c.eq_ignore_ascii_case(&b's')) {
        i += 1;
    }
    if !scheme.eq_ignore_ascii_case(b"http") || b.get(i..i + 3) != Some(b"://") {
        return false;
    }
    i += 3;
    // The host: labels of allowed bytes between dots, at least two, none empty.
    let (mut labels, mut label_len) = (1, 0);
    while let Some(&c) = b.get(i) {
        match c {
            b'/' | b'?' | b'#' | b':' => break,
            b'.' if label_len == 0 => return false,
            b'.' => (labels, label_len) = (labels + 1, 0),
            c if c <= b' ' || c == b'@' => return false,
            _ => label_len += 1,
        }
        i += 1;
    }
    if labels < 2 || label_len == 0 {
        return false;
    }
    // An optional port of digits, then a tail without blanks.
    if b.get(i) == Some(&b':') {
        let digits = b[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 {
            return false;
        }
        i += 1 + digits;
    }
    match b.get(i) {
        None => true,
        Some(b'/' | b'?' | b'#') => b[i..].iter().all(|&c| c > b' '),
        Some(_) => false,
    }
}

/// [`is_valid_url`] as an ECMAScript pattern (for the JSON Schema export and
/// any engine that reads one).
pub const URL_PATTERN: &str = "^[Hh][Tt][Tt][Pp][Ss]?://[^\\x00-\\x20/?#@.:]+(?:\\.[^\\x00-\\x20/?#@.:]+)+(?::[0-9]+)?(?:[/?#][^\\x00-\\x20]*)?$";

/// [`is_valid_time`] as an ECMAScript pattern.
pub const TIME_PATTERN: &str = "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$";

/// HTML's "valid date string": `YYYY-MM-DD` (four or more year digits, year
/// above 0) naming a real day.
pub fn is_valid_date(s: &str) -> bool {
    let mut parts = s.split('-');
    let (Some(y), Some(m), Some(d), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return false;
    };
    let all_digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
    if y.len() < 4
        || m.len() != 2
        || d.len() != 2
        || !all_digits(y)
        || !all_digits(m)
        || !all_digits(d)
    {
        return false;
    }
    let (Ok(year), Ok(month), Ok(day)) = (y.parse::<u64>(), m.parse::<u32>(), d.parse::<u32>())
    else {
        return false;
    };
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    year > 0 && (1..=days).contains(&day)
}

/// HTML's "valid e-mail address" (one address, the form's `type=email` holds one).
pub fn is_valid_email(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    let local_ok = !local.is_empty()
        && local
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b".!#$%&'*+/=?^_`{|}~-".contains(&b));
    let label_ok = |l: &str| {
        (1..=63).contains(&l.len())
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
            && !l.starts_with('-')
            && !l.ends_with('-')
    };
    local_ok && domain.split('.').all(label_ok)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_hh_mm_within_a_day() {
        for (ok, minutes) in [("00:00", 0), ("09:30", 570), ("23:59", 1439)] {
            assert_eq!(time_minutes(ok), Some(minutes), "{ok}");
        }
        for bad in [
            "", "9:30", "24:00", "12:60", "12:3", "12:30:00", "1a:30", "12.30", " 12:30",
        ] {
            assert!(!is_valid_time(bad), "{bad}");
        }
    }

    /// The hand-written check and the exported pattern agree (issue 27): the
    /// JSON Schema carries the pattern, the core and evaluator.js the check.
    #[cfg(feature = "regress")]
    #[test]
    fn url_check_and_url_pattern_agree() {
        let ok = [
            "https://example.com",
            "HTTP://Example.COM/",
            "https://www.example.com:8080/a/b?c=d#e",
            "http://a.b?x",
            "https://bücher.example/ä",
            "https://example.com#",
        ];
        let bad = [
            "",
            "example.com",
            "ftp://example.com",
            "https://localhost",
            "https://.com",
            "https://a..b",
            "https://a.b.",
            "https://user@a.b",
            "https://a.b:",
            "https://a.b:80x",
            "https://a b.c",
            "https://a.b/c d",
            "https://a.b/\u{7}",
            "https//a.b",
            "https://a:1.b",
        ];
        let re = regress::Regex::with_flags(URL_PATTERN, "u").unwrap();
        for s in ok.iter().chain(&bad) {
            let expected = ok.contains(s);
            assert_eq!(is_valid_url(s), expected, "check: {s}");
            assert_eq!(re.find(s).is_some(), expected, "pattern: {s}");
        }
        // Many drawn texts near the syntax: the byte-wise check and the
        // pattern agree on each.
        let parts = [
            "http", "HTTPs", "://", "a", "b1", ".", ":", "80", "/", "?", "#", "@", " ", "é",
            "\u{7f}", "x",
        ];
        let mut state = 1u64;
        for _ in 0..20_000 {
            let mut text = String::new();
            for _ in 0..(state % 9) {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                text.push_str(parts[(state >> 33) as usize % parts.len()]);
            }
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let text = if state % 3 == 0 {
                format!("https://{text}")
            } else {
                text
            };
            assert_eq!(is_valid_url(&text), re.find(&text).is_some(), "{text:?}");
        }
        let time = regress::Regex::with_flags(TIME_PATTERN, "u").unwrap();
        for s in ["00:00", "23:59", "24:00", "9:30", "12:60"] {
            assert_eq!(time.find(s).is_some(), is_valid_time(s), "{s}");
        }
    }

    #[test]
    fn value_checks_follow_html() {
        for ok in ["1", "-1.5", ".5", "1e3", "2E-2", "0"] {
            assert!(is_valid_float(ok), "{ok}");
        }
        for bad in ["", "-", "1.", "+1", "1e", "abc", "1,5", " 1"] {
            assert!(!is_valid_float(bad), "{bad}");
        }
        for ok in ["2026-02-28", "2024-02-29", "12345-01-01"] {
            assert!(is_valid_date(ok), "{ok}");
        }
        for bad in [
            "2026-02-29",
            "2026-13-01",
            "0000-01-01",
            "26-01-01",
            "2026-1-01",
            "x",
        ] {
            assert!(!is_valid_date(bad), "{bad}");
        }
        for ok in ["a@b", "first.last+tag@example.co.uk"] {
            assert!(is_valid_email(ok), "{ok}");
        }
        for bad in ["", "@b", "a@", "a@-b.com", "a b@c", "a@b..c", "a@b@c"] {
            assert!(!is_valid_email(bad), "{bad}");
        }
    }
}
