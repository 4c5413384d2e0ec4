//! [`FieldList`]: the ordered fields of a form, shared between the editor's
//! present and its history snapshots.

use std::fmt;
use std::ops::Index;
use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::Field;

/// The ordered fields of a form: a shared vector of shared fields, copied on
/// write.
///
/// Cloning it is one `Arc` clone, so a history snapshot costs nothing until
/// the form is edited; an edit then copies the vector of pointers (not the
/// fields: every unchanged field stays shared with the snapshots). This
/// replaces `imbl::Vector`, whose code added much to the builder's wasm
/// module (docs/bench-log/2026-11-23-issue-10-stop-16.md) for a saving that
/// does not matter at our sizes.
///
/// Memory: a pointer is 4 bytes in wasm32, so with 2,000 fields an edit copies
/// 8 KB (a few microseconds, well under a frame). A snapshot whose fields
/// differ from its neighbours' holds its own vector, so the 50 steps of
/// history ([`crate::history::HISTORY_LIMIT`]) add at most about 50 × 8 KB =
/// 400 KB over sharing the whole structure; the fields themselves, the bulk
/// of a form's memory, are shared as before (decision 9).
///
/// [`FieldList::ptr_eq`] means "the same snapshot": true for a list and its
/// clones until one of them is edited, which is what the delta and the
/// history's shortcuts need.
#[derive(Clone, Default)]
pub struct FieldList(Arc<Vec<Arc<Field>>>);

impl FieldList {
    pub fn new() -> FieldList {
        FieldList::default()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Arc<Field>> {
        self.0.iter()
    }

    pub fn as_slice(&self) -> &[Arc<Field>] {
        &self.0
    }

    pub fn get(&self, index: usize) -> Option<&Arc<Field>> {
        self.0.get(index)
    }

    pub fn last(&self) -> Option<&Arc<Field>> {
        self.0.last()
    }

    /// Inserts at `index` (at most the length), moving the later fields up.
    pub fn insert(&mut self, index: usize, field: Arc<Field>) {
        Arc::make_mut(&mut self.0).insert(index, field);
    }

    /// Removes and returns the field at `index`.
    pub fn remove(&mut self, index: usize) -> Arc<Field> {
        Arc::make_mut(&mut self.0).remove(index)
    }

    /// Replaces the field at `index`, returning the one it held.
    pub fn set(&mut self, index: usize, field: Arc<Field>) -> Arc<Field> {
        std::mem::replace(&mut Arc::make_mut(&mut self.0)[index], field)
    }

    pub fn push_back(&mut self, field: Arc<Field>) {
        Arc::make_mut(&mut self.0).push(field);
    }

    /// The same snapshot: `other` is this list or a clone of it, neither
    /// edited since (then their fields are the same, pointer for pointer).
    pub fn ptr_eq(&self, other: &FieldList) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Index<usize> for FieldList {
    type Output = Arc<Field>;

    fn index(&self, index: usize) -> &Arc<Field> {
        &self.0[index]
    }
}

impl PartialEq for FieldList {
    fn eq(&self, other: &FieldList) -> bool {
        self.ptr_eq(other) || self.0 == other.0
    }
}

impl Eq for FieldList {}

impl fmt::Debug for FieldList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl FromIterator<Arc<Field>> for FieldList {
    fn from_iter<I: IntoIterator<Item = Arc<Field>>>(iter: I) -> FieldList {
        FieldList(Arc::new(iter.into_iter().collect()))
    }
}

impl<'a> IntoIterator for &'a FieldList {
    type Item = &'a Arc<Field>;
    type IntoIter = std::slice::Iter<'a, Arc<Field>>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// A JSON array of fields.
impl Serialize for FieldList {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<'de> Deserialize<'de> for FieldList {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<FieldList, D::Error> {
        Vec::deserialize(d).map(|fields| FieldList(Arc::new(fields)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edits::new_field;
    use crate::kinds::Kind;
    use crate::model::FieldId;

    fn field(id: &str) -> Arc<Field> {
        Arc::new(new_field(Kind::Text, FieldId::from(id)))
    }

    fn ids(list: &FieldList) -> Vec<&str> {
        list.iter().map(|f| f.id.as_str()).collect()
    }

    fn list(names: &[&str]) -> FieldList {
        names.iter().map(|id| field(id)).collect()
    }

    #[test]
    fn a_clone_is_the_same_snapshot_until_one_is_edited() {
        let a = list(&["a", "b"]);
        let mut b = a.clone();
        assert!(a.ptr_eq(&b) && b.ptr_eq(&a));
        b.push_back(field("c"));
        assert!(!a.ptr_eq(&b));
        // Equal content built apart is equal, but not the same snapshot.
        let c = list(&["a", "b"]);
        assert_eq!(a, c);
        assert!(!a.ptr_eq(&c));
    }

    #[test]
    fn editing_a_clone_leaves_the_original_intact() {
        let original = list(&["a", "b", "c"]);
        let mut edited = original.clone();
        edited.insert(1, field("x"));
        edited.set(0, field("y"));
        let removed = edited.remove(3);
        edited.push_back(field("z"));
        assert_eq!(removed.id.as_str(), "c");
        assert_eq!(ids(&original), ["a", "b", "c"]);
        assert_eq!(ids(&edited), ["y", "x", "b", "z"]);
        // The unchanged field is shared, not copied.
        assert!(Arc::ptr_eq(&original[1], &edited[2]));
        assert!(!original.ptr_eq(&edited));
    }

    #[test]
    fn each_edit_of_a_clone_ends_the_sharing() {
        let original = list(&["a", "b"]);
        for edit in [
            (|l: &mut FieldList| l.insert(0, field("x"))) as fn(&mut FieldList),
            |l| drop(l.remove(0)),
            |l| drop(l.set(1, field("x"))),
            |l| l.push_back(field("x")),
        ] {
            let mut copy = original.clone();
            edit(&mut copy);
            assert!(!copy.ptr_eq(&original));
            assert_eq!(ids(&original), ["a", "b"]);
        }
    }

    #[test]
    fn reads_by_index_and_iterates_in_order() {
        let l = list(&["a", "b"]);
        assert_eq!((l.len(), l.is_empty()), (2, false));
        assert_eq!(l[1].id.as_str(), "b");
        assert_eq!(l.get(0).map(|f| f.id.as_str()), Some("a"));
        assert!(l.get(2).is_none());
        let by_ref: Vec<&str> = (&l).into_iter().map(|f| f.id.as_str()).collect();
        assert_eq!(by_ref, ["a", "b"]);
        assert!(FieldList::new().is_empty());
        assert_eq!(format!("{:?}", list(&[])), "[]");
    }

    #[test]
    fn serializes_as_a_plain_array_and_reads_it_back() {
        let l = list(&["a", "b"]);
        let json = serde_json::to_value(&l).unwrap();
        let fields: Vec<&Field> = l.iter().map(|f| &**f).collect();
        assert_eq!(json, serde_json::to_value(&fields).unwrap());
        assert!(json.is_array());
        let back: FieldList = serde_json::from_value(json).unwrap();
        assert_eq!(back, l);
        assert_eq!(serde_json::to_string(&FieldList::new()).unwrap(), "[]");
    }
}
