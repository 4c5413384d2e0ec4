//! What a control can hold: HTML's syntax of a valid number, date and e-mail
//! address. The initial answer of a field (a default the control cannot hold
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
