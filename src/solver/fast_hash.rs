//! A fast, deterministic hasher for the solver's own keys (pattern target lists, packed row
//! keys). The standard library's SipHash resists crafted keys, which these never are, and
//! cost about an eighth of a stalemate listing's time (hpint #27: 13% of the run in
//! hashing and inserting patterns).

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// Multiplies each word in, rotating between words; `finish` folds the high half down, so
/// that the low bits the table indexes by depend on every word.
#[derive(Default, Clone, Copy)]
pub struct FastHasher(u64);

const K: u64 = 0x9E37_79B9_7F4A_7C15;

impl FastHasher {
    #[inline]
    fn mix(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(K);
    }
}

impl Hasher for FastHasher {
    #[inline]
    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 29)
    }
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(c);
            self.mix(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.mix(u64::from_le_bytes(word) ^ (rest.len() as u64) << 59);
        }
    }
    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.mix(u64::from(n));
    }
    #[inline]
    fn write_u16(&mut self, n: u16) {
        self.mix(u64::from(n));
    }
    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.mix(u64::from(n));
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.mix(n);
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.mix(n as u64);
    }
}

pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;
pub type FastSet<K> = HashSet<K, BuildHasherDefault<FastHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, Hash};

    fn hash<T: Hash + ?Sized>(t: &T) -> u64 {
        BuildHasherDefault::<FastHasher>::default().hash_one(t)
    }

    #[test]
    fn equal_keys_hash_equal_and_near_keys_apart() {
        assert_eq!(hash(&vec![1u8, 2, 3]), hash(&vec![1u8, 2, 3]));
        assert_ne!(hash(&vec![1u8, 2, 3]), hash(&vec![1u8, 3, 2]));
        assert_ne!(hash(&vec![1u8, 2]), hash(&vec![1u8, 2, 0]));
        assert_ne!(hash(&[0u8; 9][..]), hash(&[0u8; 10][..]));
    }

    #[test]
    fn low_bits_spread_over_small_keys() {
        // A table of 1024 buckets indexes by the low ten bits: 4096 small keys must fill
        // most of them.
        let buckets: FastSet<u64> = (0u32..4096).map(|n| hash(&n) & 1023).collect();
        assert!(buckets.len() > 900, "{} buckets", buckets.len());
    }
}
