//! Shared helpers for the core's integration tests.
#![allow(dead_code)]

/// insta settings that keep every snapshot in the top-level `snapshots/` folder.
pub fn snapshot_settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/../snapshots"));
    s.set_prepend_module_to_snapshot(false);
    s
}
