//! Counts in words, shared by the examples that print them.

use thousands::Separable;

/// `count` and `noun`, plural when `count` is not 1 (`es` after an `s`),
/// with thousands separators.
pub(crate) fn plural(count: u128, noun: &str) -> String {
    let suffix = match (count, noun.ends_with('s')) {
        (1, _) => "",
        (_, true) => "es",
        (_, false) => "s",
    };
    format!("{} {noun}{suffix}", count.separate_with_commas())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_is_singular_and_others_plural() {
        assert_eq!(plural(1, "deal"), "1 deal");
        assert_eq!(plural(0, "deal"), "0 deals");
        assert_eq!(plural(12_345, "sample"), "12,345 samples");
        assert_eq!(plural(6, "class"), "6 classes");
    }
}
