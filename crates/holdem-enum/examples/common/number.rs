//! Numbers read from options, shared by the examples that take them.

use std::fmt::Display;
use std::str::FromStr;

use lexopt::ValueExt as _;

/// The value of `option`, parsed as a `T`; an error names the option.
pub(crate) fn number<T>(parser: &mut lexopt::Parser, option: &str) -> Result<T, lexopt::Error>
where
    T: FromStr<Err: Display>,
{
    let text = parser.value()?.string()?;
    text.parse()
        .map_err(|err| format!("{option}: {err}").into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_that_does_not_parse_names_its_option() {
        let mut parser = lexopt::Parser::from_args(["abc"]);
        let err = number::<u64>(&mut parser, "--seed").unwrap_err();
        assert_eq!(err.to_string(), "--seed: invalid digit found in string");
    }
}
