//! The facade, called as the UI calls it.

use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn template_titles_are_the_five_of_the_spec() {
    assert_eq!(
        formwright_wasm::template_titles(),
        [
            "Contact Form",
            "User Registration",
            "Event Registration",
            "Customer Feedback",
            "Job Application"
        ]
    );
}
