//! Where a form's answers are sent: the form-level setting "Send answers to"
//! (decision 18), stored in the file as `"submit": {"url": "…"}` and absent
//! when there is no address (so a form without one is written as before).
//!
//! The one rule of an address is [`check_url`]: `https://` and a host name,
//! or `http://` for `localhost` and `127.0.0.1` only (so a page can be tested
//! against a local endpoint); printable ASCII without spaces, quotes, angle
//! brackets or backslashes; at most [`MAX_URL_LEN`] characters. Every way in
//! holds it: the editor's `setSubmitUrl` refuses a bad address (the old one
//! stays) and the forgiving reader (`import/read.rs`) drops one with a
//! report line; the strict reader takes the `url` text as it is, so the HTML
//! export checks the address again before it writes it. An address it writes is
//! never `javascript:` or another scheme, and holds nothing that could end an
//! HTML attribute or a CSP source.

use serde::Serialize;
use serde_json::Value;

/// The longest address accepted, in bytes (all ASCII).
pub const MAX_URL_LEN: usize = 2048;

/// The refusal of an address that does not start as a web address may.
pub const NOT_HTTPS: &str =
    "The address must start with https:// (http:// only for localhost and 127.0.0.1).";

/// The refusal of an address whose host or characters are wrong.
pub const NOT_AN_ADDRESS: &str = "The address must be a web address with a host name, no spaces or quotes and at most 2,048 characters, such as https://example.com/answers.";

/// The form's "Send answers to" setting. JSON: `{"url": "https://…"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Submit {
    pub url: String,
}

/// Whether `text` is an address the setting may hold (empty text is no
/// address, and passes), or the refusal's message in plain words. One pass over the bytes: the
/// host's labels (letters, digits, inner hyphens, single dots), an optional
/// port of 1 to 5 digits, then the path, query and fragment in printable
/// ASCII. (Written as a loop: `str`'s pattern searches and iterator chains
/// cost the builder's module several times its size.)
pub fn check_url(text: &str) -> Result<(), &'static str> {
    let bytes = text.as_bytes();
    if bytes.is_empty() {
        return Ok(());
    }
    let https = starts_with(bytes, b"https://");
    if !https && !starts_with(bytes, b"http://") {
        return Err(NOT_HTTPS);
    }
    let start = if https { 8 } else { 7 };
    // 0: the host, 1: the port, 2: the rest.
    let mut part = 0;
    let mut host_end = bytes.len();
    let mut prev = b'.';
    let mut port_digits = 0;
    let mut ok = bytes.len() <= MAX_URL_LEN;
    for (i, &c) in bytes.iter().enumerate().skip(start) {
        let label_ended = prev != b'.' && prev != b'-';
        ok &= match (part, c) {
            (2, c) => c.is_ascii_graphic() && !b"\"'<>\\^`{|}".contains(&c),
            (1, b'0'..=b'9') => {
                port_digits += 1;
                port_digits <= 5
            }
            (0 | 1, b'/' | b'?' | b'#') => {
                let ended = if part == 0 {
                    label_ended
                } else {
                    port_digits > 0
                };
                part = 2;
                host_end = host_end.min(i);
                ended
            }
            (0, b':') => {
                part = 1;
                host_end = i;
                label_ended
            }
            (0, b'.') => label_ended,
            (0, b'-') => prev != b'.',
            (0, c) => c.is_ascii_alphanumeric(),
            _ => false,
        };
        prev = c;
    }
    ok &= match part {
        0 => prev != b'.' && prev != b'-',
        1 => port_digits > 0,
        _ => true,
    };
    let host = bytes.get(start..host_end).unwrap_or_default();
    if !(https || host.eq_ignore_ascii_case(b"localhost") || host == b"127.0.0.1") {
        return Err(NOT_HTTPS);
    }
    if ok { Ok(()) } else { Err(NOT_AN_ADDRESS) }
}

/// Whether `bytes` starts with `start`, its letters in any case.
fn starts_with(bytes: &[u8], start: &[u8]) -> bool {
    bytes
        .get(..start.len())
        .is_some_and(|head| head.eq_ignore_ascii_case(start))
}

/// The setting of the address `url` (checked): none for empty text.
pub fn setting(url: String) -> Option<Submit> {
    (!url.is_empty()).then_some(Submit { url })
}

/// Read leniently by the strict reader (editor actions, the extras
/// module's export): the `url` text of an object, or none. The forgiving
/// reader (`import/read.rs`) is the one that checks and reports; the HTML
/// export checks the address again ([`check_url`]) before it writes it.
pub(crate) fn read_submit(value: Value) -> Option<Submit> {
    match value {
        Value::Object(mut map) => match map.remove("url") {
            Some(Value::String(url)) => setting(url),
            _ => None,
        },
        _ => None,
    }
}

/// The CSP source that lets a page post to `url`, for `form-action`: the
/// scheme, host, port and path, without the query and fragment (a source has
/// none), `;` and `,` percent-encoded (they separate directives and policies).
/// A browser matches the path exactly (a redirect's path is not compared).
#[cfg(feature = "export")]
pub fn form_action_source(url: &str) -> String {
    let mut source = String::with_capacity(url.len());
    for c in url.chars() {
        match c {
            '?' | '#' => break,
            ';' => source.push_str("%3B"),
            ',' => source.push_str("%2C"),
            c => source.push(c),
        }
    }
    source
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accepted(text: &str) -> bool {
        check_url(text).is_ok()
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
        assert_eq!(check_url(""), Ok(()));
        assert_eq!(setting(String::new()), None);
        let a = Some(Submit {
            url: "https://a".to_owned(),
        });
        assert_eq!(setting("https://a".to_owned()), a);
    }

    #[test]
    fn the_strict_reader_takes_the_url_text_or_nothing() {
        use serde_json::json;
        let url = |u: &str| Some(Submit { url: u.to_owned() });
        assert_eq!(read_submit(json!(null)), None);
        assert_eq!(read_submit(json!({"url": ""})), None);
        assert_eq!(
            read_submit(json!({"url": "javascript:x", "other": 1})),
            url("javascript:x")
        );
        assert_eq!(read_submit(json!({})), None);
        assert_eq!(read_submit(json!("https://example.com")), None);
        assert_eq!(read_submit(json!({"url": 1})), None);
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
