//! What every example shares: how a run ends (exit status and message).

use std::io;
use std::process::ExitCode;

/// Why a run stopped early.
#[derive(Debug)]
pub(crate) enum Failure {
    /// A bad argument: exit status 2.
    Usage(String),
    /// The computation failed on well-formed arguments: exit status 1.
    Computation(String),
    /// Writing the output failed (a closed pipe ends the run quietly).
    Output(io::Error),
}

impl From<lexopt::Error> for Failure {
    fn from(err: lexopt::Error) -> Failure {
        Failure::Usage(err.to_string())
    }
}

impl From<io::Error> for Failure {
    fn from(err: io::Error) -> Failure {
        Failure::Output(err)
    }
}

/// The exit status of a run that ended with `result`, after printing its
/// error, if any, as one line `NAME: MESSAGE` on standard error. A broken
/// pipe (`| head -1`) is a quiet, successful end.
pub(crate) fn status(name: &str, result: Result<(), Failure>) -> u8 {
    let (status, message) = match result {
        Ok(()) => return 0,
        Err(Failure::Output(err)) if err.kind() == io::ErrorKind::BrokenPipe => return 0,
        Err(Failure::Usage(message)) => (2, message),
        Err(Failure::Computation(message)) => (1, message),
        Err(Failure::Output(err)) => (1, format!("cannot write the output: {err}")),
    };
    eprintln!("{name}: {message}");
    status
}

/// Prints `usage` for `--help` and ends the program (quietly too when
/// the output is closed).
pub(crate) fn help(name: &str, usage: &str) -> ! {
    let written = io::Write::write_all(&mut io::stdout().lock(), usage.as_bytes());
    std::process::exit(i32::from(status(name, written.map_err(Failure::from))))
}

/// Ends the program with the [`status`] of `result`.
pub(crate) fn exit(name: &str, result: Result<(), Failure>) -> ExitCode {
    ExitCode::from(status(name, result))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn a_broken_pipe_ends_quietly_and_other_failures_do_not() {
        let pipe = io::Error::from(io::ErrorKind::BrokenPipe);
        assert_eq!(status("test", Err(Failure::Output(pipe))), 0);
        let full = io::Error::from(io::ErrorKind::StorageFull);
        assert_eq!(status("test", Err(Failure::Output(full))), 1);
        assert_eq!(status("test", Err(Failure::Usage("bad".into()))), 2);
        assert_eq!(status("test", Err(Failure::Computation("bad".into()))), 1);
        assert_eq!(status("test", Ok(())), 0);
    }

    /// A writer whose reader has gone away.
    pub(crate) struct ClosedPipe;

    impl io::Write for ClosedPipe {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::ErrorKind::BrokenPipe.into())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
}
