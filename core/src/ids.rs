//! Id generation, and the seeded generators of the editor. The core has no
//! randomness of its own: the editor owns an [`IdGen`] seeded by its caller,
//! so the same seed and the same actions give the same ids (tests and replays
//! are exact).
//!
//! A generator is a seed and a counter (the editor must be `Clone`:
//! benchmarks, tests comparing states), and each draw mixes both with
//! SplitMix64's finaliser. Fake data draws from [`FakeRng`], SplitMix64
//! itself, not rand's `StdRng`: its ChaCha code and samplers cost the
//! extras module more than their quality is worth for sample answers
//! (docs/bench-log/2026-11-29-i27-cut-rng.md).

use crate::model::FieldId;

/// Prefix of every generated field id.
pub const FIELD_ID_PREFIX: &str = "field_";
/// Prefix of every generated form id.
pub const FORM_ID_PREFIX: &str = "form_";
/// Random characters after the prefix: 36^10 ≈ 3.7e15 values, so a clash is
/// practically impossible, and the editor still checks for one.
pub const ID_RANDOM_CHARS: usize = 10;

/// Mixed into the seed of the id stream, so that no seed gives an id of
/// zeros (SplitMix64's finaliser maps 0 to 0: seed 0, draw 0 would).
const ID_SEED_MIX: u64 = 0x3C6E_F372_FE94_F82B;
/// Mixed into the seed of an import's id stream ([`IdGen::peek_seed`]).
const IMPORT_SEED_MIX: u64 = 0xBB67_AE85_84CA_A73B;

const BASE36: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

/// Draw number `counter` of the stream `seed`: the seed and counter mixed by
/// SplitMix64's finaliser, so neighbouring counters give unrelated values.
fn mix(seed: u64, counter: u64) -> u64 {
    let mut z = seed ^ counter.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The generator of draw number `counter` of the stream `seed` (the fake
/// data's generator).
pub fn stream_rng(seed: u64, counter: u64) -> FakeRng {
    FakeRng::new(mix(seed, counter))
}

/// SplitMix64 (Steele, Lea and Flood 2014): a 64-bit state stepped by the
/// golden-ratio constant, each output the finaliser of [`mix`]. Good enough
/// for sample answers; not for anything secret. Its own small `random_range`
/// (a draw modulo the span: the bias is below 2^-40 for the spans fake data
/// uses) keeps rand's samplers out of the extras module.
#[derive(Debug, Clone)]
pub struct FakeRng {
    state: u64,
}

impl FakeRng {
    pub fn new(seed: u64) -> FakeRng {
        FakeRng { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.state, 0)
    }

    /// Heads or tails.
    pub fn coin(&mut self) -> bool {
        self.next_u64() >> 63 == 1
    }

    /// A number in `range` (`a..b` or `a..=b`); an empty range gives its
    /// start, never a panic.
    pub fn random_range<R: Span>(&mut self, range: R) -> R::Item {
        range.draw(self)
    }
}

/// A range of whole numbers [`FakeRng::random_range`] draws from.
pub trait Span {
    type Item;
    fn draw(self, rng: &mut FakeRng) -> Self::Item;
}

macro_rules! spans {
    ($($t:ty),*) => {$(
        impl Span for std::ops::Range<$t> {
            type Item = $t;
            fn draw(self, rng: &mut FakeRng) -> $t {
                if self.start >= self.end {
                    return self.start;
                }
                // The span as u64 (two's complement makes it right for signed types too).
                let span = (self.end as u64).wrapping_sub(self.start as u64);
                self.start.wrapping_add((rng.next_u64() % span) as $t)
            }
        }
        impl Span for std::ops::RangeInclusive<$t> {
            type Item = $t;
            fn draw(self, rng: &mut FakeRng) -> $t {
                let (start, end) = self.into_inner();
                if start > end {
                    return start;
                }
                let span = (end as u64).wrapping_sub(start as u64).wrapping_add(1);
                let x = rng.next_u64();
                // span 0: the whole 64-bit range.
                start.wrapping_add((if span == 0 { x } else { x % span }) as $t)
            }
        }
    )*};
}

spans!(u8, u32, u64, usize, i32, i64);

/// A seeded source of ids.
#[derive(Debug, Clone)]
pub struct IdGen {
    seed: u64,
    drawn: u64,
}

impl IdGen {
    pub fn new(seed: u64) -> IdGen {
        IdGen { seed, drawn: 0 }
    }

    /// `prefix` and ten base-36 digits of one mixed draw (36^10 < 2^64; ids need to be
    /// unlikely to clash, not a cipher's output). Not `StdRng`: its ChaCha
    /// code was most of what ids cost the builder's module, which no longer
    /// draws a field's id (decision 17: keys come from labels).
    fn random_id(&mut self, prefix: &str) -> String {
        let mut z = mix(self.seed ^ ID_SEED_MIX, self.drawn);
        self.drawn += 1;
        let mut id = String::from(prefix);
        for _ in 0..ID_RANDOM_CHARS {
            id.push(char::from(BASE36[(z % 36) as usize]));
            z /= 36;
        }
        id
    }

    /// The seed of the next import's own id stream, without drawing it: the
    /// editor's `importSeed`. [`IdGen::skip`] then draws it (`loadImported`),
    /// so the next import gets another seed.
    pub fn peek_seed(&self) -> u64 {
        mix(self.seed ^ IMPORT_SEED_MIX, self.drawn)
    }

    /// Counts one draw without making an id (the seed [`IdGen::peek_seed`] gave).
    pub fn skip(&mut self) {
        self.drawn += 1;
    }

    /// A new field id (`field_` + 10 base-36 characters).
    pub fn field_id(&mut self) -> FieldId {
        FieldId(self.random_id(FIELD_ID_PREFIX))
    }

    /// A new field id for which `taken` is false (drawn again on a clash).
    pub fn fresh_field_id(&mut self, mut taken: impl FnMut(&FieldId) -> bool) -> FieldId {
        loop {
            let id = self.field_id();
            if !taken(&id) {
                return id;
            }
        }
    }

    /// A new form id (`form_` + 10 base-36 characters).
    pub fn form_id(&mut self) -> String {
        self.random_id(FORM_ID_PREFIX)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_have_prefix_and_ten_base36_chars() {
        let mut ids = IdGen::new(7);
        let f = ids.field_id();
        let rest = f.as_str().strip_prefix("field_").expect("prefix");
        assert_eq!(rest.len(), 10);
        assert!(
            rest.bytes()
                .all(|b| b.is_ascii_digit() || b.is_ascii_lowercase())
        );
        let form = ids.form_id();
        assert_eq!(form.len(), "form_".len() + 10);
        assert!(form.starts_with("form_"));
    }

    #[test]
    fn same_seed_same_ids_and_different_seed_different_ids() {
        let draw = |seed| {
            let mut g = IdGen::new(seed);
            (0..5).map(|_| g.field_id()).collect::<Vec<_>>()
        };
        assert_eq!(draw(1), draw(1));
        assert_ne!(draw(1), draw(2));
        let mut set = draw(3);
        set.sort();
        set.dedup();
        assert_eq!(set.len(), 5);
    }

    /// Ids for a seed are part of the contract (replays, saved expectations):
    /// a change of the mixing or the alphabet shows here.
    #[test]
    fn ids_for_a_seed_are_pinned() {
        let mut g = IdGen::new(42);
        let got = [g.form_id(), g.field_id().0, g.field_id().0];
        assert_eq!(
            got,
            ["form_k97kvrxr0h", "field_4td40b38oc", "field_qk2j9n2fwr"]
        );
        let mut other = IdGen::new(43);
        assert_ne!(other.form_id(), got[0]);
    }

    /// Regression: SplitMix64's finaliser maps 0 to 0, so seed 0's first id
    /// was all zeros before the stream's seed was mixed.
    #[test]
    fn seed_zero_gives_no_id_of_zeros() {
        let id = IdGen::new(0).form_id();
        assert_ne!(id, "form_0000000000");
    }

    #[test]
    fn fresh_id_skips_taken_ones() {
        let mut probe = IdGen::new(9);
        let first = probe.field_id();
        let mut ids = IdGen::new(9);
        let got = ids.fresh_field_id(|id| *id == first);
        assert_ne!(got, first);
        assert!(got.as_str().starts_with("field_"));
    }
}
