//! Built-in templates: snapshots of their full content, and search properties.

mod support;

use formwright_core::templates;
use proptest::prelude::*;

#[test]
fn template_snapshots() {
    support::snapshot_settings().bind(|| {
        for t in templates::all() {
            insta::assert_json_snapshot!(format!("template-{}", t.key), t);
        }
    });
}

proptest! {
    /// Every template found contains the query, ignoring case, in its title or
    /// description; every template not found does not.
    #[test]
    fn search_finds_exactly_the_matching_templates(query in "[a-zA-Z ]{0,6}") {
        let found: Vec<_> = templates::search(&query).iter().map(|t| t.key).collect();
        let q = query.trim().to_lowercase();
        for t in templates::all() {
            let matches = t.title.to_lowercase().contains(&q) || t.description.to_lowercase().contains(&q);
            prop_assert_eq!(found.contains(&t.key), matches, "{} for {:?}", t.key, query);
        }
    }
}
