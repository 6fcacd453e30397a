//! What the examples share: option values that name their option when
//! they do not parse, rule variations, and a quiet end on a closed output.

// Each example uses part of these helpers.
#![allow(dead_code)]

use std::io;
use std::process::ExitCode;
use std::str::FromStr;

use bigtwo_ai::{Greedy, RandomPlayer, RulesError, Smart, Strategy, Strong, Variations};
use lexopt::ValueExt;

/// The value of `option`, parsed; an error names the option, e.g.
/// `--seed: invalid digit found in string`.
pub(crate) fn value<T>(parser: &mut lexopt::Parser, option: &str) -> Result<T, lexopt::Error>
where
    T: FromStr,
    T::Err: std::fmt::Display,
{
    parse(&parser.value()?.string()?, option).map_err(lexopt::Error::from)
}

/// `text` parsed as the value of `option`.
pub(crate) fn parse<T>(text: &str, option: &str) -> Result<T, String>
where
    T: FromStr,
    T::Err: std::fmt::Display,
{
    text.trim()
        .parse()
        .map_err(|err| format!("{option}: {err}"))
}

/// A count of at least one for `option`.
pub(crate) fn positive<T>(parser: &mut lexopt::Parser, option: &str) -> Result<T, lexopt::Error>
where
    T: FromStr + Default + PartialEq,
    T::Err: std::fmt::Display,
{
    let n: T = value(parser, option)?;
    if n == T::default() {
        return Err(format!("{option} must be at least 1").into());
    }
    Ok(n)
}

/// The built-in strategies, by the names the examples take.
pub(crate) const STRATEGIES: [&str; 4] = ["random", "greedy", "smart", "strong"];

/// The strategy named `name` (one of [`STRATEGIES`]), `strong` for the
/// strong player.
pub(crate) fn strategy<'a>(name: &str, strong: &'a Strong) -> &'a dyn Strategy {
    match name {
        "random" => &RandomPlayer,
        "greedy" => &Greedy,
        "smart" => &Smart,
        _ => strong,
    }
}

/// The `--variations` list; variation 4 points to `--straights`.
pub(crate) fn variations(text: &str) -> Result<Variations, String> {
    text.parse().map_err(|err| match err {
        RulesError::VariationFour => format!("--variations: {err}: use --straights"),
        err => format!("--variations: {err}"),
    })
}

/// The exit status after writing the output: success, also when the
/// reader went away (`| head -1`); otherwise the error on one line.
pub(crate) fn written(result: io::Result<()>, name: &str) -> ExitCode {
    match result {
        Err(err) if err.kind() != io::ErrorKind::BrokenPipe => {
            eprintln!("{name}: {err}");
            ExitCode::FAILURE
        }
        _ => ExitCode::SUCCESS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_number_names_its_option() {
        assert_eq!(
            parse::<u64>("abc", "--seed"),
            Err("--seed: invalid digit found in string".to_owned())
        );
        assert_eq!(parse::<u64>(" 12 ", "--seed"), Ok(12));
    }

    #[test]
    fn variations_take_spaces_and_point_4_to_straights() {
        let both = Variations::TWO_LOW_IN_COMBOS | Variations::PLAY_AFTER_PASS;
        assert_eq!(variations("1, 8"), Ok(both));
        assert!(variations("2,4").unwrap_err().ends_with("use --straights"));
        assert_eq!(
            variations("x"),
            Err("--variations: unknown variation \"x\"".to_owned())
        );
    }

    #[test]
    fn a_closed_output_ends_quietly() {
        let closed = io::Error::from(io::ErrorKind::BrokenPipe);
        assert_eq!(written(Err(closed), "test"), ExitCode::SUCCESS);
        let full = io::Error::from(io::ErrorKind::StorageFull);
        assert_eq!(written(Err(full), "test"), ExitCode::FAILURE);
    }
}
