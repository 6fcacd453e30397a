//! What the examples share: numbers read for a named option or argument,
//! and the exit status, quiet when the output is closed early.

use std::ffi::OsStr;
use std::fmt::Display;
use std::io::{self, ErrorKind};
use std::process::ExitCode;
use std::str::FromStr;

/// Reads the value of `option` as a number; an error names the option
/// (`--seed: invalid digit found in string`).
pub(crate) fn number<T>(parser: &mut lexopt::Parser, option: &str) -> Result<T, lexopt::Error>
where
    T: FromStr,
    T::Err: Display,
{
    parse(&parser.value()?, option)
}

/// Reads `value`, the argument called `name`, as a number; an error names
/// it.
pub(crate) fn parse<T>(value: &OsStr, name: &str) -> Result<T, lexopt::Error>
where
    T: FromStr,
    T::Err: Display,
{
    let text = value
        .to_str()
        .ok_or_else(|| format!("{name}: {} is not valid text", value.display()))?;
    text.parse().map_err(|err| format!("{name}: {err}").into())
}

/// The exit status of a run that wrote its output: success, also when the
/// reader went away (`| head -1`), which ends the output quietly; another
/// write error is printed as `NAME: MESSAGE` with status 1.
pub(crate) fn finish(name: &str, written: io::Result<()>) -> ExitCode {
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if err.kind() == ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("{name}: {err}");
            ExitCode::FAILURE
        }
    }
}

/// An output closed early, for tests: every write fails as a closed pipe
/// does.
#[cfg(test)]
pub(crate) struct Closed;

#[cfg(test)]
impl io::Write for Closed {
    fn write(&mut self, _: &[u8]) -> io::Result<usize> {
        Err(ErrorKind::BrokenPipe.into())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_name_their_option() {
        let mut parser = lexopt::Parser::from_args(["--seed", "x"]);
        parser.next().unwrap();
        let err = number::<u64>(&mut parser, "--seed").unwrap_err();
        assert_eq!(err.to_string(), "--seed: invalid digit found in string");
        let err = parse::<u32>(OsStr::new("-3"), "the target").unwrap_err();
        assert_eq!(err.to_string(), "the target: invalid digit found in string");
        assert_eq!(parse::<u32>(OsStr::new("765"), "the target").unwrap(), 765);
    }

    #[test]
    fn a_closed_output_is_a_quiet_success() {
        let closed = io::Error::from(ErrorKind::BrokenPipe);
        assert_eq!(finish("test", Err(closed)), ExitCode::SUCCESS);
        let full = io::Error::from(ErrorKind::StorageFull);
        assert_eq!(finish("test", Err(full)), ExitCode::FAILURE);
    }
}
