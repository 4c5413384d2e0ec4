//! The tables the UI reads through the facade, as reviewed snapshots: the
//! kind rows of the palette and the product constants (spec §2, §4, §9).

mod support;

use formwright_core::{constants, kinds};

#[test]
fn kind_rows_and_constants() {
    support::snapshot_settings().bind(|| {
        insta::assert_json_snapshot!("kind-rows", kinds::palette());
        insta::assert_json_snapshot!("constants", constants::constants());
    });
}
