//! Where a form's answers are sent: the form-level setting "Send answers to"
//! (decision 18), stored in the file as `"submit": {"url": "…"}` and absent
//! when there is no address (so a form without one is written as before).
//!
//! The one rule of an address is [`check_url`]: `https://` and a host name,
//! or `http://` for `localhost` and `127.0.0.1` only (so a page can be tested
//! against a local endpoint); printable ASCII without spaces, quotes, angle
//! brackets or backslashes; at most [`MAX_URL_LEN`] characters. Every way in
//! holds it: the editor's `setSubmitUrl` refuses a bad address (the old one
//! stays), the strict reader refuses it, and the forgiving reader
//! (`import/read.rs`) drops it with a report line. So an exporter may trust
//! a form's address: it is never `javascript:` or another scheme, and it
//! holds nothing that could end an HTML attribute or a CSP source.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::error::{Error, ErrorKind};
use crate::json_read::{ReadJson, invalid_type};

/// The longest address accepted, in bytes (all ASCII).
pub const MAX_URL_LEN: usize = 2048;

/// The refusal of an address that does not start as a web address may.
pub const NOT_HTTPS: &str = "The address must start with https:// (http:// only for localhost and 127.0.0.1), such as https://example.com/answers.";

/// The refusal of an address whose host or characters are wrong.
pub const NOT_AN_ADDRESS: &str = "The address must be one web address with a host name, without spaces, quotes or angle brackets, at most 2,048 characters, such as https://example.com/answers.";

/// The form's "Send answers to" setting. JSON: `{"url": "https://…"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Submit {
    pub url: String,
}

/// The address as the setting keeps it: `None` for empty text (no address),
/// or the refusal's message in plain words.
pub fn check_url(text: &str) -> Result<Option<Submit>, &'static str> {
    if text.is_empty() {
        return Ok(None);
    }
    let (scheme, rest) = text.split_once("://").ok_or(NOT_HTTPS)?;
    // The authority ends at the first `/`, `?` or `#`.
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(end);
    let (host, port) = match authority.rsplit_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (authority, None),
    };
    let local = host.eq_ignore_ascii_case("localhost") || host == "127.0.0.1";
    if !(scheme.eq_ignore_ascii_case("https") || scheme.eq_ignore_ascii_case("http") && local) {
        return Err(NOT_HTTPS);
    }
    // Labels of letters, digits and inner hyphens, between single dots.
    let host_ok = host.split('.').all(|label| {
        !label.is_empty()
            && !label.starts_with('-')
            && !label.ends_with('-')
            && label
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-')
    });
    let port_ok =
        port.is_none_or(|p| (1..=5).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit()));
    let tail_ok = tail
        .bytes()
        .all(|b| b.is_ascii_graphic() && !b"\"'<>\\^`{|}".contains(&b));
    if host_ok && port_ok && tail_ok && text.len() <= MAX_URL_LEN {
        Ok(Some(Submit {
            url: text.to_owned(),
        }))
    } else {
        Err(NOT_AN_ADDRESS)
    }
}

/// The `setSubmitUrl` action's rule: the setting of `text`, or the refusal
/// (`invalidChange`) with its message.
pub fn setting(text: &str) -> Result<Option<Submit>, Error> {
    check_url(text).map_err(|message| Error::new(ErrorKind::InvalidChange, message))
}

/// Read strictly (editor actions, the extras module's export): an object
/// with a `url` that [`check_url`] accepts; `null` or an empty address is no
/// setting. Other keys are ignored, as for every object read.
pub(crate) fn read_submit(value: Value) -> Result<Option<Submit>, String> {
    let map = match value {
        Value::Null => return Ok(None),
        Value::Object(map) => map,
        other => return Err(invalid_type(&other, "struct Submit")),
    };
    let url = match map.get("url") {
        Some(url) => String::read_json(url.clone())?,
        None => return Err(crate::json_read::missing_field("url")),
    };
    check_url(&url).map_err(str::to_owned)
}

/// The CSP source that lets a page post to `url`, for `form-action`: the
/// scheme, host, port and path, without the query and fragment (a source has
/// none), `;` and `,` percent-encoded (they separate directives and policies).
/// A browser matches the path exactly (a redirect's path is not compared).
#[cfg(feature = "export")]
pub fn form_action_source(url: &str) -> String {
    let end = url.find(['?', '#']).unwrap_or(url.len());
    url[..end].replace(';', "%3B").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accepted(text: &str) -> bool {
        matches!(check_url(text), Ok(Some(Submit { url })) if url == text)
    }

    #[test]
    fn https_addresses_are_accepted() {
        for url in [
            "https://example.com",
            "https://formspree.io/f/abc123",
            "HTTPS://Example.COM/a/b?x=1&y=2#top",
            "https://sub.example.co.uk:8443/path;v=1,2",
            "https://192.168.1.10/answers",
            "https://a",
        ] {
            assert!(accepted(url), "{url}");
        }
    }

    #[test]
    fn http_is_only_for_localhost_and_the_loopback_address() {
        assert!(accepted("http://localhost:8080/echo"));
        assert!(accepted("http://LOCALHOST/x"));
        assert!(accepted("http://127.0.0.1:54321/"));
        for url in [
            "http://example.com",
            "http://localhost.example.com/",
            "http://127.0.0.2/",
            "http://10.0.0.1/",
        ] {
            assert_eq!(check_url(url), Err(NOT_HTTPS), "{url}");
        }
    }

    #[test]
    fn other_schemes_and_no_scheme_are_refused() {
        for url in [
            "javascript:alert(1)",
            "javascript://example.com/%0aalert(1)",
            "data:text/html,x",
            "ftp://example.com/",
            "example.com/form",
            "//example.com/form",
            "https:example.com",
            " https://example.com",
        ] {
            assert_eq!(check_url(url), Err(NOT_HTTPS), "{url}");
        }
    }

    #[test]
    fn a_bad_host_or_character_is_refused() {
        for url in [
            "https://",
            "https:///path",
            "https://user@example.com/",
            "https://exa mple.com/",
            "https://example.com/a b",
            "https://example.com/\"><script>",
            "https://example.com/'x",
            "https://example.com/a\\b",
            "https://example.com:/",
            "https://example.com:123456/",
            "https://example.com:80a/",
            "https://.example.com/",
            "https://example-.com/",
            "https://bücher.de/",
            "https://example.com/é",
            "https://example.com/\n",
            "https://[::1]/",
        ] {
            assert_eq!(check_url(url), Err(NOT_AN_ADDRESS), "{url}");
        }
        let long = format!("https://example.com/{}", "a".repeat(MAX_URL_LEN));
        assert_eq!(check_url(&long), Err(NOT_AN_ADDRESS));
        let longest = format!("https://example.com/{}", "a".repeat(MAX_URL_LEN - 20));
        assert!(accepted(&longest));
    }

    #[test]
    fn empty_text_is_no_address() {
        assert_eq!(check_url(""), Ok(None));
    }

    #[test]
    fn the_strict_reader_holds_the_rule() {
        use serde_json::json;
        assert_eq!(read_submit(json!(null)), Ok(None));
        assert_eq!(read_submit(json!({"url": ""})), Ok(None));
        assert_eq!(
            read_submit(json!({"url": "https://example.com", "other": 1})),
            Ok(Some(Submit {
                url: "https://example.com".to_owned()
            }))
        );
        assert_eq!(
            read_submit(json!({"url": "javascript:alert(1)"})),
            Err(NOT_HTTPS.to_owned())
        );
        assert_eq!(
            read_submit(json!({})),
            Err("missing field `url`".to_owned())
        );
        assert!(read_submit(json!("https://example.com")).is_err());
        assert!(read_submit(json!({"url": 1})).is_err());
    }

    #[cfg(feature = "export")]
    #[test]
    fn the_csp_source_has_no_query_and_no_separator() {
        assert_eq!(
            form_action_source("https://example.com/a;b,c?x=1;2#f"),
            "https://example.com/a%3Bb%2Cc"
        );
        assert_eq!(
            form_action_source("http://127.0.0.1:8080"),
            "http://127.0.0.1:8080"
        );
    }
}
