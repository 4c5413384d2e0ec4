//! Timestamps. The core never reads a clock: callers pass the time in, as
//! milliseconds since the Unix epoch, and it is written as JavaScript's
//! `toISOString()` writes it (`2026-11-22T09:30:41.123Z`).
//!
//! The calendar arithmetic is here rather than in the `time` crate: its
//! formatting and parsing machinery added to each wasm module's size for
//! three fixed layouts (docs/bench-log/2026-11-22-issue-10-stop-15.md). The
//! tests check each function against `time` natively (a dev-dependency), the
//! implementation this replaced.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use crate::json_read::{ReadJson, quoted};

/// A point in time, in whole milliseconds since the Unix epoch (UTC).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(type = "string"))]
pub struct Timestamp(pub i64);

/// Timestamps outside what an ISO string can show are clamped to this range.
const MIN_MS: i64 = -62_135_596_800_000; // 0001-01-01
const MAX_MS: i64 = 253_402_300_799_999; // 9999-12-31T23:59:59.999

const DAY_MS: i64 = 86_400_000;
const DAY_S: i64 = 86_400;

impl Timestamp {
    /// From a JavaScript time value (`Date.now()`); NaN and out-of-range values are clamped.
    pub fn from_millis_f64(ms: f64) -> Timestamp {
        if ms.is_nan() {
            return Timestamp(0);
        }
        Timestamp((ms as i64).clamp(MIN_MS, MAX_MS))
    }

    pub fn millis(self) -> i64 {
        self.0
    }

    /// `YYYY-MM-DDTHH:MM:SS.mmmZ`, as `Date.prototype.toISOString`.
    pub fn to_iso(self) -> String {
        let ms = self.0.clamp(MIN_MS, MAX_MS);
        let (year, month, day) = civil_from_days(ms.div_euclid(DAY_MS));
        let t = ms.rem_euclid(DAY_MS);
        format!(
            "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}Z",
            t / 3_600_000,
            t / 60_000 % 60,
            t / 1000 % 60,
            t % 1000
        )
    }

    /// Parses an RFC 3339 date-time with an offset, as the `time` crate's
    /// `Rfc3339` reads one: `YYYY-MM-DD`, any one byte, `HH:MM:SS`, optional
    /// fraction digits (those past nanoseconds ignored), then `Z`/`z` or
    /// `±HH:MM` (hour at most 23). A second of 60 reads as `:59.999999999`,
    /// and only where UTC has a leap second: the last second of a month.
    /// Sub-millisecond parts are cut toward zero.
    pub fn parse_iso(text: &str) -> Option<Timestamp> {
        let b = text.as_bytes();
        let digit = |c: u8| c.is_ascii_digit().then(|| i64::from(c - b'0'));
        let number = |from: usize, len: usize| -> Option<i64> {
            b.get(from..from + len)?
                .iter()
                .try_fold(0, |n, &c| Some(n * 10 + digit(c)?))
        };
        let literal = |at: usize, c: u8| b.get(at) == Some(&c);
        if !(literal(4, b'-') && literal(7, b'-') && literal(13, b':') && literal(16, b':')) {
            return None;
        }
        // Byte 10, between the date and the time, may be anything.
        let (year, month, day) = (number(0, 4)?, number(5, 2)?, number(8, 2)?);
        let (hour, minute, mut second) = (number(11, 2)?, number(14, 2)?, number(17, 2)?);
        let mut rest = &b[19..];
        let mut nanos = 0;
        if let [b'.', tail @ ..] = rest {
            let digits = tail.iter().take_while(|c| c.is_ascii_digit()).count();
            if digits == 0 {
                return None;
            }
            let mut scale = 100_000_000;
            for &c in &tail[..digits] {
                nanos += i64::from(c - b'0') * scale;
                scale /= 10;
            }
            rest = &tail[digits..];
        }
        let offset_minutes = match *rest {
            [b'Z' | b'z'] => 0,
            [sign @ (b'+' | b'-'), h1, h2, b':', m1, m2] => {
                let (h, m) = (digit(h1)? * 10 + digit(h2)?, digit(m1)? * 10 + digit(m2)?);
                if h > 23 || m > 59 {
                    return None;
                }
                if sign == b'-' {
                    -(h * 60 + m)
                } else {
                    h * 60 + m
                }
            }
            _ => return None,
        };
        let leap = second == 60;
        if leap {
            second = 59;
            nanos = 999_999_999;
        }
        if !(1..=12).contains(&month)
            || !(1..=days_in_month(year, month)).contains(&day)
            || hour > 23
            || minute > 59
            || second > 59
        {
            return None;
        }
        let secs = days_from_civil(year, month, day) * DAY_S + hour * 3600 + minute * 60 + second
            - offset_minutes * 60;
        if leap {
            let (y, m, d) = civil_from_days(secs.div_euclid(DAY_S));
            if secs.rem_euclid(DAY_S) != DAY_S - 1 || d != days_in_month(y, m) {
                return None;
            }
        }
        // Whole milliseconds cut toward zero: before 1970, toward the later one.
        let cut = i64::from(secs < 0 && nanos % 1_000_000 != 0);
        Some(Timestamp(secs * 1000 + nanos / 1_000_000 + cut))
    }
}

/// The day of `ms` as a date input's value, `YYYY-MM-DD` (a year below 0 with
/// a `-`, as `time` writes it); `None` outside the years -9999 to 9999.
#[cfg(any(feature = "fake", test))]
pub(crate) fn date_text(ms: i64) -> Option<String> {
    const FIRST_MS: i64 = -377_705_116_800_000; // -9999-01-01
    if !(FIRST_MS..=MAX_MS).contains(&ms) {
        return None;
    }
    let (year, month, day) = civil_from_days(ms.div_euclid(DAY_MS));
    let sign = if year < 0 { "-" } else { "" };
    Some(format!(
        "{sign}{:04}-{month:02}-{day:02}",
        year.unsigned_abs()
    ))
}

/// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard
/// Hinnant's `civil_from_days`: 400-year eras of 146,097 days, years from March).
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468; // days from 0000-03-01
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (era * 400 + yoe + i64::from(month <= 2), month, day)
}

/// The inverse of [`civil_from_days`] for a valid date.
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = year - i64::from(month <= 2);
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let doy = (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + day - 1;
    era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Serialize for Timestamp {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_iso())
    }
}

impl ReadJson for Timestamp {
    fn read_json(value: Value) -> Result<Self, String> {
        let text = String::read_json(value)?;
        Timestamp::parse_iso(&text).ok_or_else(|| not_iso(&text))
    }
}

/// The message for a text that is not a time as `toISOString()` writes it.
fn not_iso(text: &str) -> String {
    format!("not an ISO date-time: {}", quoted(text))
}

impl<'de> Deserialize<'de> for Timestamp {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Timestamp::parse_iso(&text).ok_or_else(|| serde::de::Error::custom(not_iso(&text)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_like_to_iso_string() {
        assert_eq!(Timestamp(0).to_iso(), "1970-01-01T00:00:00.000Z");
        assert_eq!(
            Timestamp(1_795_339_841_123).to_iso(),
            "2026-11-22T09:30:41.123Z"
        );
    }

    #[test]
    fn parses_what_it_writes_and_offsets() {
        let t = Timestamp(1_795_339_841_123);
        assert_eq!(Timestamp::parse_iso(&t.to_iso()), Some(t));
        assert_eq!(
            Timestamp::parse_iso("2026-11-22T10:30:41.123+01:00"),
            Some(t)
        );
        assert_eq!(Timestamp::parse_iso("yesterday"), None);
    }

    #[test]
    fn clamps_what_a_date_cannot_show() {
        assert_eq!(Timestamp::from_millis_f64(f64::NAN), Timestamp(0));
        assert_eq!(
            Timestamp::from_millis_f64(1e300).to_iso(),
            "9999-12-31T23:59:59.999Z"
        );
    }

    /// The replaced implementations, by the `time` crate, as oracles.
    #[cfg(not(target_arch = "wasm32"))]
    mod oracle {
        use proptest::prelude::*;
        use time::format_description::well_known::Rfc3339;
        use time::macros::format_description;
        use time::{OffsetDateTime, UtcOffset};

        use super::super::{MAX_MS, MIN_MS, date_text};
        use super::*;

        fn to_iso(ms: i64) -> String {
            let ms = ms.clamp(MIN_MS, MAX_MS);
            let dt = OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
                .unwrap_or(OffsetDateTime::UNIX_EPOCH);
            let fmt = format_description!(
                "[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:3]Z"
            );
            dt.format(&fmt)
                .unwrap_or_else(|_| "1970-01-01T00:00:00.000Z".to_owned())
        }

        fn parse_iso(text: &str) -> Option<Timestamp> {
            let dt = OffsetDateTime::parse(text, &Rfc3339).ok()?;
            let ms = dt.unix_timestamp_nanos() / 1_000_000;
            i64::try_from(ms).ok().map(Timestamp)
        }

        fn date(ms: i64) -> Option<String> {
            let fmt = format_description!("[year]-[month]-[day]");
            OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
                .ok()
                .and_then(|dt| dt.format(&fmt).ok())
        }

        /// A date-time in `parse_iso`'s layout with each part near its limits.
        fn near_valid() -> impl Strategy<Value = String> {
            (
                (0..=9999u32, 0..=13u32, 0..=32u32),
                prop::sample::select(vec!["T", "t", " ", "x", "\u{e9}", ""]),
                (0..=25u32, 0..=61u32, 0..=61u32),
                prop::option::of("[0-9]{0,12}"),
                prop_oneof![
                    Just("Z".to_owned()),
                    Just("z".to_owned()),
                    Just(String::new()),
                    ("[+-]", 0..=25u32, 0..=61u32)
                        .prop_map(|(s, h, m)| format!("{s}{h:02}:{m:02}")),
                ],
            )
                .prop_map(|((y, mo, d), sep, (h, mi, s), frac, off)| {
                    let frac = frac.map(|f| format!(".{f}")).unwrap_or_default();
                    format!("{y:04}-{mo:02}-{d:02}{sep}{h:02}:{mi:02}:{s:02}{frac}{off}")
                })
        }

        /// A leap second written in some offset, on a random UTC day or on
        /// the last of its month (the only day it is valid).
        fn leap_second() -> impl Strategy<Value = String> {
            (
                -62_000_000_000i64..253_000_000_000,
                any::<bool>(),
                -1439i32..=1439,
                "[0-9]{0,4}",
            )
                .prop_map(|(secs, last, offset_min, frac)| {
                    let day = OffsetDateTime::from_unix_timestamp(secs).unwrap();
                    let day = if last {
                        day.replace_day(day.month().length(day.year())).unwrap()
                    } else {
                        day
                    };
                    let utc = day.replace_time(time::Time::from_hms(23, 59, 59).unwrap());
                    let offset = UtcOffset::from_whole_seconds(offset_min * 60).unwrap();
                    let local = utc.to_offset(offset);
                    let (h, m, _) = offset.as_hms();
                    let sign = if offset_min < 0 { '-' } else { '+' };
                    let frac = if frac.is_empty() {
                        frac
                    } else {
                        format!(".{frac}")
                    };
                    format!(
                        "{:04}-{:02}-{:02}T{:02}:{:02}:60{frac}{sign}{:02}:{:02}",
                        local.year(),
                        u8::from(local.month()),
                        local.day(),
                        local.hour(),
                        local.minute(),
                        h.unsigned_abs(),
                        m.unsigned_abs()
                    )
                })
        }

        /// A near-valid text with one byte dropped or replaced (when still UTF-8).
        fn mutated() -> impl Strategy<Value = String> {
            (
                near_valid(),
                any::<prop::sample::Index>(),
                prop::sample::select(b"0129:-+.TZz \x00".to_vec()),
                any::<bool>(),
            )
                .prop_map(|(text, at, byte, drop)| {
                    let mut bytes = text.into_bytes();
                    let i = at.index(bytes.len());
                    if drop {
                        bytes.remove(i);
                    } else {
                        bytes[i] = byte;
                    }
                    String::from_utf8(bytes).unwrap_or_default()
                })
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(4000))]

            #[test]
            fn to_iso_agrees(
                ms in prop_oneof![any::<i64>(), MIN_MS - 10..MAX_MS + 10, -100_000i64..100_000]
            ) {
                prop_assert_eq!(Timestamp(ms).to_iso(), to_iso(ms));
            }

            #[test]
            fn date_text_agrees(
                ms in prop_oneof![any::<i64>(), -377_705_116_800_100i64..253_402_300_800_100]
            ) {
                prop_assert_eq!(date_text(ms), date(ms));
            }

            #[test]
            fn parse_iso_agrees(
                text in prop_oneof![
                    near_valid(),
                    leap_second(),
                    mutated(),
                    ".{0,40}",
                    "[0-9Tt:.Zz+ -]{0,36}"
                ]
            ) {
                prop_assert_eq!(Timestamp::parse_iso(&text), parse_iso(&text), "{:?}", text);
            }
        }

        #[test]
        fn edges_agree() {
            for ms in [
                MIN_MS,
                MAX_MS,
                -377_705_116_800_000,
                -377_705_116_800_001,
                MAX_MS + 1,
                0,
                -1,
                1,
            ] {
                assert_eq!(Timestamp(ms).to_iso(), to_iso(ms));
                assert_eq!(date_text(ms), date(ms), "{ms}");
            }
            for text in [
                "1969-12-31T23:59:59.9995Z",
                "1969-12-31T23:59:59.999999999999Z",
                "0000-01-01T00:00:00+23:59",
                "0000-01-01T00:59:60+01:00",
                "1998-12-31T23:59:60Z",
                "1998-12-31T23:59:60.5Z",
                "1998-12-30T23:59:60Z",
                "2024-02-29T12:00:00-00:00",
                "2023-02-29T12:00:00Z",
                "2000-02-29T00:00:00Z",
                "1900-02-29T00:00:00Z",
                "9999-12-31T23:59:59.999999999-23:59",
                "2026-11-22T09:30:41.Z",
                "2026-11-22T09:30:41",
                "2026-11-22T09:30:41+01:00 ",
                "2026-11-22\u{e9}09:30:41Z",
                "+2026-11-22T09:30:41Z",
                "2026-11-22T09:30:41+1:00",
                "2026-11-22T24:00:00Z",
            ] {
                assert_eq!(Timestamp::parse_iso(text), parse_iso(text), "{text}");
            }
        }
    }
}
