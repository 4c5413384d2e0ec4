//! An editor driven by JSON actions, as the UI writes them, with a clock the
//! test moves: shared by the integration tests of the editor (`editor.rs`,
//! `field_keys.rs`).
// Each test crate uses its own part of it.
#![allow(dead_code)]

use formwright_core::Timestamp;
use formwright_core::editor::{Delta, Editor};
use formwright_core::wire::Action;
use serde_json::{Value, json};

pub const T0: i64 = 1_795_339_841_123; // 2026-11-22T09:30:41.123Z

pub struct Ed {
    pub editor: Editor,
    pub now: i64,
}

impl Ed {
    /// A new editor with the seed `seed`, at `T0`.
    pub fn new(seed: u64) -> Ed {
        Ed {
            editor: Editor::new(seed, Timestamp(T0)),
            now: T0,
        }
    }

    /// Dispatches at `now`.
    pub fn at(&mut self, now: i64, action: Value) -> Delta {
        self.now = now;
        let action: Action = serde_json::from_value(action).expect("a well-formed action");
        self.editor.apply(action, Timestamp(now))
    }

    /// At `dt` ms after the previous action (below 500: one typing burst).
    pub fn after(&mut self, dt: i64, action: Value) -> Delta {
        self.at(self.now + dt, action)
    }

    /// Dispatches 1 s after the previous action (so no burst merges).
    pub fn act(&mut self, action: Value) -> Delta {
        self.after(1_000, action)
    }

    pub fn ok(&mut self, action: Value) -> Delta {
        let d = self.act(action);
        assert_eq!(d.error, None);
        d
    }

    /// Adds a field of type `t`; its id.
    pub fn add(&mut self, t: &str) -> String {
        self.ok(json!({"type": "addField", "fieldType": t}));
        self.ids().last().cloned().expect("a field")
    }

    pub fn ids(&self) -> Vec<String> {
        let fields = &self.editor.form().fields;
        fields.iter().map(|f| f.id.to_string()).collect()
    }
}
