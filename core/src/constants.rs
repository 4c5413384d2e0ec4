//! The product constants the UI needs (spec §9), gathered in one object for
//! the facade. Each is defined once, in the module whose rule uses it.

use serde::Serialize;

use crate::{autosave, history, kinds, model};

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Constants {
    pub autosave_key: &'static str,
    pub theme_key: &'static str,
    pub default_theme: &'static str,
    pub themes: Vec<&'static str>,
    pub history_limit: usize,
    pub history_delay_ms: i64,
    pub autosave_interval_ms: i64,
    pub restore_expiry_ms: i64,
    pub default_title: &'static str,
    pub select_placeholder: &'static str,
    pub default_options: Vec<&'static str>,
}

pub fn constants() -> Constants {
    Constants {
        autosave_key: autosave::AUTOSAVE_KEY,
        theme_key: autosave::THEME_KEY,
        default_theme: autosave::DEFAULT_THEME,
        themes: autosave::THEMES.to_vec(),
        history_limit: history::HISTORY_LIMIT,
        history_delay_ms: history::COALESCE_MS,
        autosave_interval_ms: autosave::AUTOSAVE_INTERVAL_MS,
        restore_expiry_ms: autosave::RESTORE_EXPIRY_MS,
        default_title: model::DEFAULT_TITLE,
        select_placeholder: kinds::SELECT_PLACEHOLDER,
        default_options: kinds::DEFAULT_OPTIONS.to_vec(),
    }
}
