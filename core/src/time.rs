//! Timestamps. The core never reads a clock: callers pass the time in, as
//! milliseconds since the Unix epoch, and it is written as JavaScript's
//! `toISOString()` writes it (`2026-11-22T09:30:41.123Z`).

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;
use time::macros::format_description;

/// A point in time, in whole milliseconds since the Unix epoch (UTC).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(type = "string"))]
pub struct Timestamp(pub i64);

/// Timestamps outside what an ISO string can show are clamped to this range.
const MIN_MS: i64 = -62_135_596_800_000; // 0001-01-01
const MAX_MS: i64 = 253_402_300_799_999; // 9999-12-31T23:59:59.999

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
        let dt = OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
            .unwrap_or(OffsetDateTime::UNIX_EPOCH);
        let fmt = format_description!(
            "[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:3]Z"
        );
        dt.format(&fmt)
            .unwrap_or_else(|_| "1970-01-01T00:00:00.000Z".to_owned())
    }

    /// Parses an RFC 3339 / ISO 8601 date-time with an offset.
    pub fn parse_iso(text: &str) -> Option<Timestamp> {
        let dt = OffsetDateTime::parse(text, &Rfc3339).ok()?;
        let ms = dt.unix_timestamp_nanos() / 1_000_000;
        i64::try_from(ms).ok().map(Timestamp)
    }
}

impl Serialize for Timestamp {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_iso())
    }
}

impl<'de> Deserialize<'de> for Timestamp {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Timestamp::parse_iso(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("not an ISO date-time: {text:?}")))
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
}
