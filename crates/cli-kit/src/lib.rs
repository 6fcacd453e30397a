//! The command line of the workspace's examples, one of each: the parser
//! ([`Parser`], which refuses an option given twice), help ([`help`]),
//! option values ([`value`], [`parse`]), counts ([`count`]), exit codes
//! ([`Failure`], [`exit`]), plurals ([`plural`]), thread pools
//! ([`on_threads`], at most [`MAX_THREADS`]) and closed pipes ([`say!`],
//! [`ClosedPipe`]).
//!
//! An example reads its arguments with [lexopt], runs, and ends with
//! [`exit`]: status 0 when it succeeded, also when the reader of its output
//! went away (`example | head -1`); 1 when the computation or the output
//! failed; 2 for a bad argument. Every message is one line on standard
//! error, `NAME: MESSAGE`, and names the argument at fault.
//!
//! ```
//! use std::process::ExitCode;
//!
//! use cli_kit::Failure;
//!
//! /// Reads `--games N` (at least one) and `--seed N`.
//! fn parse_args(args: &[&str]) -> Result<(u32, u64), lexopt::Error> {
//!     use lexopt::prelude::*;
//!
//!     let (mut games, mut seed) = (10, 2026);
//!     let mut parser = cli_kit::Parser::from_args(args);
//!     while let Some(arg) = parser.next()? {
//!         match arg {
//!             Long("games") => games = cli_kit::count(&mut parser, "--games")?,
//!             Long("seed") => seed = cli_kit::value(&mut parser, "--seed")?,
//!             Short('h') | Long("help") => cli_kit::help("demo", "Usage: demo [--games N]\n"),
//!             _ => return Err(arg.unexpected()),
//!         }
//!     }
//!     Ok((games, seed))
//! }
//!
//! fn run(args: &[&str]) -> ExitCode {
//!     let result = parse_args(args).map_err(Failure::from).map(|(games, _)| {
//!         assert_eq!(cli_kit::plural(games, "game"), "3 games");
//!     });
//!     cli_kit::exit("demo", result)
//! }
//!
//! assert_eq!(run(&["--games", "3"]), ExitCode::SUCCESS);
//! // `demo: --games must be at least 1` on standard error.
//! assert_eq!(run(&["--games", "0"]), ExitCode::from(2));
//! // `demo: --games given twice` on standard error.
//! assert_eq!(run(&["--games", "3", "--games", "4"]), ExitCode::from(2));
//! ```
//!
//! The crate is not published: each library crate of the workspace takes
//! it as a path-only dev-dependency, which `cargo package` drops, so the
//! examples run from a clone of the repository
//! (`cargo run --release -p CRATE --example NAME`).

#![deny(missing_docs)]

use std::error::Error;
use std::ffi::OsString;
use std::fmt::Display;
use std::io::{self, ErrorKind, Write};
use std::ops::{Deref, DerefMut};
use std::process::ExitCode;
use std::str::FromStr;

use lexopt::Arg;
use thousands::Separable;

/// [`lexopt::Parser`], with the examples' rules on top: an option given
/// twice is an error naming it (`--mc given twice`), never a silent
/// override, unless its usage says it repeats
/// ([`Parser::repeatable`]), and `--help` (or `-h`) takes no value
/// (`--help=3` is an error, not help).
///
/// Everything else is lexopt's: the parser dereferences to it, so
/// [`value`], [`count`] and an example's own readers take `&mut parser`.
///
/// ```
/// use lexopt::prelude::*;
///
/// /// The `--seed` of `args`.
/// fn seed(args: &[&str]) -> Result<u64, lexopt::Error> {
///     let mut seed = 2026;
///     let mut parser = cli_kit::Parser::from_args(args);
///     while let Some(arg) = parser.next()? {
///         match arg {
///             Long("seed") => seed = cli_kit::value(&mut parser, "--seed")?,
///             Short('h') | Long("help") => cli_kit::help("demo", "Usage: demo [--seed N]\n"),
///             _ => return Err(arg.unexpected()),
///         }
///     }
///     Ok(seed)
/// }
///
/// assert_eq!(seed(&["--seed", "7"]).unwrap(), 7);
/// let twice = seed(&["--seed", "7", "--seed=8"]).unwrap_err();
/// assert_eq!(twice.to_string(), "--seed given twice");
/// assert_eq!(seed(&["--help=3"]).unwrap_err().to_string(), "--help takes no value");
/// ```
#[derive(Debug)]
pub struct Parser {
    parser: lexopt::Parser,
    /// The options that may be given more than once.
    repeatable: &'static [&'static str],
    /// The options read so far, as written (`--seed`, `-h`).
    seen: Vec<String>,
    /// The name of the last long option read, which [`Parser::next`]
    /// lends out.
    long: String,
}

impl Parser {
    /// The parser of the program's arguments.
    #[must_use]
    pub fn from_env() -> Parser {
        Parser::new(lexopt::Parser::from_env())
    }

    /// The parser of `args` (the program's name left out).
    ///
    /// ```
    /// let mut parser = cli_kit::Parser::from_args(["x"]);
    /// assert!(matches!(parser.next(), Ok(Some(lexopt::Arg::Value(_)))));
    /// assert!(matches!(parser.next(), Ok(None)));
    /// ```
    pub fn from_args<I>(args: I) -> Parser
    where
        I: IntoIterator,
        I::Item: Into<OsString>,
    {
        Parser::new(lexopt::Parser::from_args(args))
    }

    fn new(parser: lexopt::Parser) -> Parser {
        Parser {
            parser,
            repeatable: &[],
            seen: Vec::new(),
            long: String::new(),
        }
    }

    /// The parser, taking each of `options` (as written: `--vs`) any
    /// number of times.
    ///
    /// ```
    /// let mut parser = cli_kit::Parser::from_args(["--vs", "QQ", "--vs", "AK"]).repeatable(&["--vs"]);
    /// while let Some(lexopt::Arg::Long("vs")) = parser.next().unwrap() {
    ///     let _: String = cli_kit::value(&mut parser, "--vs").unwrap();
    /// }
    /// ```
    #[must_use]
    pub fn repeatable(self, options: &'static [&'static str]) -> Parser {
        Parser {
            repeatable: options,
            ..self
        }
    }

    /// The next argument, as [`lexopt::Parser::next`] gives it; an option
    /// seen before, or `--help` / `-h` with a value, is an error naming it.
    ///
    /// # Errors
    ///
    /// lexopt's errors, `OPTION given twice` and `--help takes no value`.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Result<Option<Arg<'_>>, lexopt::Error> {
        let (option, short) = match self.parser.next()? {
            None => return Ok(None),
            Some(Arg::Value(value)) => return Ok(Some(Arg::Value(value))),
            Some(Arg::Short(short)) => (format!("-{short}"), Some(short)),
            Some(Arg::Long(long)) => {
                self.long = long.to_string();
                (format!("--{long}"), None)
            }
        };
        if self.seen.contains(&option) && !self.repeatable.contains(&option.as_str()) {
            return Err(format!("{option} given twice").into());
        }
        if matches!(option.as_str(), "-h" | "--help") && self.parser.optional_value().is_some() {
            return Err(format!("{option} takes no value").into());
        }
        self.seen.push(option);
        Ok(Some(match short {
            Some(short) => Arg::Short(short),
            None => Arg::Long(&self.long),
        }))
    }
}

impl Deref for Parser {
    type Target = lexopt::Parser;

    fn deref(&self) -> &lexopt::Parser {
        &self.parser
    }
}

impl DerefMut for Parser {
    fn deref_mut(&mut self) -> &mut lexopt::Parser {
        &mut self.parser
    }
}

/// The most threads [`on_threads`] starts: more is a usage error
/// (`--threads must be 1 to 256, not 100000`), not minutes spent starting
/// threads.
pub const MAX_THREADS: usize = 256;

/// Why a run stopped early; each reason has its exit status (see
/// [`Failure::status`]).
///
/// A [`lexopt::Error`] is a [`Usage`](Failure::Usage) failure, an
/// [`io::Error`] an [`Output`](Failure::Output) one, and a boxed error an
/// `Output` failure when it holds an `io::Error` and a
/// [`Computation`](Failure::Computation) one otherwise:
///
/// ```
/// use std::io;
///
/// use cli_kit::Failure;
///
/// let usage = Failure::from(lexopt::Error::from("--seed: invalid digit found in string"));
/// assert_eq!(usage.status(), 2);
/// let boxed: Box<dyn std::error::Error> = "no solution".into();
/// assert!(matches!(Failure::from(boxed), Failure::Computation(m) if m == "no solution"));
/// let closed: Box<dyn std::error::Error> = io::Error::from(io::ErrorKind::BrokenPipe).into();
/// assert_eq!(Failure::from(closed).status(), 0);
/// ```
#[derive(Debug)]
pub enum Failure {
    /// A bad argument, the message naming it: exit status 2.
    Usage(String),
    /// The computation failed on well-formed arguments: exit status 1.
    Computation(String),
    /// Writing the output failed: exit status 1, or a quiet 0 when the
    /// reader has gone away (a closed pipe).
    Output(io::Error),
}

impl Failure {
    /// The exit status: 2 for a bad argument, 1 for a failed computation
    /// or output, 0 for an output whose reader has gone away.
    ///
    /// ```
    /// use std::io;
    ///
    /// use cli_kit::Failure;
    ///
    /// assert_eq!(Failure::Usage("--seed: invalid digit found in string".into()).status(), 2);
    /// assert_eq!(Failure::Computation("no board can be dealt".into()).status(), 1);
    /// assert_eq!(Failure::Output(io::ErrorKind::StorageFull.into()).status(), 1);
    /// assert_eq!(Failure::Output(io::ErrorKind::BrokenPipe.into()).status(), 0);
    /// ```
    pub fn status(&self) -> u8 {
        match self {
            Failure::Usage(_) => 2,
            Failure::Output(err) if err.kind() == ErrorKind::BrokenPipe => 0,
            Failure::Computation(_) | Failure::Output(_) => 1,
        }
    }
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

impl From<Box<dyn Error>> for Failure {
    fn from(err: Box<dyn Error>) -> Failure {
        match err.downcast::<io::Error>() {
            Ok(err) => Failure::Output(*err),
            Err(err) => Failure::Computation(err.to_string()),
        }
    }
}

/// The exit status of the run of the example called `name` that ended
/// with `result`, after printing its failure, if any, as one line
/// `NAME: MESSAGE` on standard error; nothing is printed for a closed
/// pipe.
///
/// ```
/// use std::io;
/// use std::process::ExitCode;
///
/// use cli_kit::Failure;
///
/// assert_eq!(cli_kit::exit("demo", Ok(())), ExitCode::SUCCESS);
/// let closed = Failure::Output(io::ErrorKind::BrokenPipe.into());
/// assert_eq!(cli_kit::exit("demo", Err(closed)), ExitCode::SUCCESS);
/// // `demo: --games must be at least 1` on standard error.
/// let usage = Failure::Usage("--games must be at least 1".into());
/// assert_eq!(cli_kit::exit("demo", Err(usage)), ExitCode::from(2));
/// ```
pub fn exit(name: &str, result: Result<(), Failure>) -> ExitCode {
    ExitCode::from(status(name, result))
}

/// [`exit`]'s status as a number.
fn status(name: &str, result: Result<(), Failure>) -> u8 {
    let Err(failure) = result else {
        return 0;
    };
    let status = failure.status();
    match failure {
        _ if status == 0 => {}
        Failure::Usage(message) | Failure::Computation(message) => eprintln!("{name}: {message}"),
        Failure::Output(err) => eprintln!("{name}: cannot write the output: {err}"),
    }
    status
}

/// Prints `usage` (the answer to `--help`) and ends the example called
/// `name`: with status 0, also when the reader of the output has gone
/// away; with 1 and a message if the output fails otherwise.
///
/// ```
/// /// Whether `args` hold anything but `--help`, which ends the program.
/// fn parse_args(args: &[&str]) -> Result<bool, lexopt::Error> {
///     use lexopt::prelude::*;
///
///     let mut parser = lexopt::Parser::from_args(args);
///     match parser.next()? {
///         Some(Short('h') | Long("help")) => cli_kit::help("demo", "Usage: demo\n"),
///         Some(arg) => Err(arg.unexpected()),
///         None => Ok(false),
///     }
/// }
///
/// assert_eq!(parse_args(&[]).unwrap(), false);
/// assert_eq!(parse_args(&["x"]).unwrap_err().to_string(), "unexpected argument \"x\"");
/// ```
pub fn help(name: &str, usage: &str) -> ! {
    let mut out = io::stdout().lock();
    let written = out.write_all(usage.as_bytes()).and_then(|()| out.flush());
    std::process::exit(i32::from(status(name, written.map_err(Failure::from))))
}

/// The value of `option`, read from `parser` and [parsed](parse).
///
/// ```
/// let mut parser = lexopt::Parser::from_args(["--seed", "x"]);
/// parser.next().unwrap();
/// let err = cli_kit::value::<u64>(&mut parser, "--seed").unwrap_err();
/// assert_eq!(err.to_string(), "--seed: invalid digit found in string");
///
/// let mut parser = lexopt::Parser::from_args(["--game", "omaha"]);
/// parser.next().unwrap();
/// let game: String = cli_kit::value(&mut parser, "--game").unwrap();
/// assert_eq!(game, "omaha");
/// ```
pub fn value<T>(parser: &mut lexopt::Parser, option: &str) -> Result<T, lexopt::Error>
where
    T: FromStr<Err: Display>,
{
    parse(parser.value()?, option)
}

/// `value`, the argument called `name` (an option, or a name such as
/// `the target`), parsed as a `T` from its text without the spaces around
/// it; an error names the argument, also when it is not UTF-8.
///
/// ```
/// use std::ffi::OsString;
///
/// assert_eq!(cli_kit::parse::<u32>(" 765 ".into(), "the target").unwrap(), 765);
/// let err = cli_kit::parse::<u32>("-3".into(), "the target").unwrap_err();
/// assert_eq!(err.to_string(), "the target: invalid digit found in string");
/// # #[cfg(unix)]
/// # {
/// use std::os::unix::ffi::OsStringExt;
///
/// let err = cli_kit::parse::<String>(OsString::from_vec(vec![0x66, 0xff]), "--game");
/// assert_eq!(err.unwrap_err().to_string(), r#"--game: "f\xFF" is not valid UTF-8"#);
/// # }
/// ```
pub fn parse<T>(value: OsString, name: &str) -> Result<T, lexopt::Error>
where
    T: FromStr<Err: Display>,
{
    let text = value
        .into_string()
        .map_err(|value| format!("{name}: {value:?} is not valid UTF-8"))?;
    text.trim()
        .parse()
        .map_err(|err| format!("{name}: {err}").into())
}

/// The value of `option`, a count of at least 1; an error names the
/// option.
///
/// ```
/// let mut parser = lexopt::Parser::from_args(["--mc", "0"]);
/// parser.next().unwrap();
/// let err = cli_kit::count::<u64>(&mut parser, "--mc").unwrap_err();
/// assert_eq!(err.to_string(), "--mc must be at least 1");
///
/// let mut parser = lexopt::Parser::from_args(["--threads", "4"]);
/// parser.next().unwrap();
/// assert_eq!(cli_kit::count::<usize>(&mut parser, "--threads").unwrap(), 4);
/// ```
pub fn count<T>(parser: &mut lexopt::Parser, option: &str) -> Result<T, lexopt::Error>
where
    T: FromStr<Err: Display> + PartialEq + From<u8>,
{
    let n: T = value(parser, option)?;
    if n == T::from(0) {
        return Err(format!("{option} must be at least 1").into());
    }
    Ok(n)
}

/// `count` and `noun`, plural when `count` is not 1 (`es` after an `s`),
/// with thousands separators.
///
/// ```
/// assert_eq!(cli_kit::plural(1, "deal"), "1 deal");
/// assert_eq!(cli_kit::plural(0_u64, "deal"), "0 deals");
/// assert_eq!(cli_kit::plural(12_345_usize, "sample"), "12,345 samples");
/// assert_eq!(cli_kit::plural(6_u128, "class"), "6 classes");
/// ```
pub fn plural(count: impl Display, noun: &str) -> String {
    let count = count.to_string();
    let suffix = match (count.as_str(), noun.ends_with('s')) {
        ("1", _) => "",
        (_, true) => "es",
        (_, false) => "s",
    };
    format!("{} {noun}{suffix}", count.separate_with_commas())
}

/// `run` on a pool of `threads` threads (the value of `--threads`), or on
/// rayon's global pool, one thread per core, without it. A number of
/// threads beyond [`MAX_THREADS`] (or 0) is a usage error naming
/// `--threads`; a pool that cannot be started is a failed computation.
///
/// ```
/// let threads = cli_kit::on_threads(Some(2), || Ok(rayon::current_num_threads()));
/// assert_eq!(threads.unwrap(), 2);
/// let err = cli_kit::on_threads(Some(100_000), || Ok(())).unwrap_err();
/// assert_eq!(err.status(), 2);
/// assert!(matches!(err, cli_kit::Failure::Usage(m) if m == "--threads must be 1 to 256, not 100000"));
/// ```
pub fn on_threads<T: Send>(
    threads: Option<usize>,
    run: impl FnOnce() -> Result<T, Failure> + Send,
) -> Result<T, Failure> {
    match threads {
        None => run(),
        Some(n) if !(1..=MAX_THREADS).contains(&n) => Err(Failure::Usage(format!(
            "--threads must be 1 to {MAX_THREADS}, not {n}"
        ))),
        Some(n) => rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .build()
            .map_err(|err| Failure::Computation(format!("cannot start {n} threads: {err}")))?
            .install(run),
    }
}

/// `println!` that returns its error with `?` (as a `From<io::Error>`
/// error: a [`Failure`] or a boxed error) instead of panicking when the
/// reader of standard output has gone away.
///
/// ```
/// use cli_kit::{Failure, say};
///
/// fn greet(name: &str) -> Result<(), Failure> {
///     say!("Hello, {name}.");
///     say!();
///     Ok(())
/// }
///
/// assert!(greet("world").is_ok());
/// ```
#[macro_export]
macro_rules! say {
    ($($arg:tt)*) => {{
        use ::std::io::Write as _;
        ::std::writeln!(::std::io::stdout(), $($arg)*)?
    }};
}

/// An output whose reader has gone away, for tests: every write fails as
/// a closed pipe does.
///
/// ```
/// use std::io::Write;
///
/// use cli_kit::{ClosedPipe, Failure};
///
/// let err = writeln!(ClosedPipe, "lost").unwrap_err();
/// assert_eq!(Failure::from(err).status(), 0);
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct ClosedPipe;

impl Write for ClosedPipe {
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
    fn each_failure_has_its_status_and_a_closed_pipe_is_quiet() {
        let pipe = io::Error::from(ErrorKind::BrokenPipe);
        assert_eq!(status("test", Err(Failure::Output(pipe))), 0);
        let full = io::Error::from(ErrorKind::StorageFull);
        assert_eq!(status("test", Err(Failure::Output(full))), 1);
        assert_eq!(status("test", Err(Failure::Usage("bad".into()))), 2);
        assert_eq!(status("test", Err(Failure::Computation("bad".into()))), 1);
        assert_eq!(status("test", Ok(())), 0);
    }

    #[test]
    fn boxed_errors_are_outputs_or_computations() {
        let closed: Box<dyn Error> = io::Error::from(ErrorKind::BrokenPipe).into();
        assert!(matches!(Failure::from(closed), Failure::Output(_)));
        let solve: Box<dyn Error> = "exact fractions overflow".into();
        assert!(matches!(
            Failure::from(solve),
            Failure::Computation(m) if m == "exact fractions overflow"
        ));
    }

    #[test]
    fn values_name_their_option() {
        let mut parser = lexopt::Parser::from_args(["--seed", "x", "--seed"]);
        parser.next().unwrap();
        let err = value::<u64>(&mut parser, "--seed").unwrap_err();
        assert_eq!(err.to_string(), "--seed: invalid digit found in string");
        parser.next().unwrap();
        let err = value::<u64>(&mut parser, "--seed").unwrap_err();
        assert_eq!(err.to_string(), "missing argument for option '--seed'");
        assert_eq!(parse::<u64>(" 12 ".into(), "--seed").unwrap(), 12);
    }

    #[cfg(unix)]
    #[test]
    fn text_that_is_not_utf8_is_an_error_naming_its_argument() {
        use std::os::unix::ffi::OsStringExt;

        let bad = || OsString::from_vec(vec![b'A', b'h', 0x80]);
        let err = parse::<String>(bad(), "player 2").unwrap_err();
        assert_eq!(err.to_string(), r#"player 2: "Ah\x80" is not valid UTF-8"#);
        let mut parser = lexopt::Parser::from_args([OsString::from("--board"), bad()]);
        parser.next().unwrap();
        let err = value::<String>(&mut parser, "--board").unwrap_err();
        assert_eq!(err.to_string(), r#"--board: "Ah\x80" is not valid UTF-8"#);
    }

    #[test]
    fn counts_are_at_least_one() {
        let mut parser = lexopt::Parser::from_args(["--games", "0", "--games", "-1"]);
        parser.next().unwrap();
        let err = count::<u64>(&mut parser, "--games").unwrap_err();
        assert_eq!(err.to_string(), "--games must be at least 1");
        parser.next().unwrap();
        let err = count::<u64>(&mut parser, "--games").unwrap_err();
        assert_eq!(err.to_string(), "--games: invalid digit found in string");
    }

    #[test]
    fn one_is_singular_and_others_plural() {
        assert_eq!(plural(1_u8, "card"), "1 card");
        assert_eq!(plural(2_usize, "card"), "2 cards");
        assert_eq!(plural(1_000_000_u64, "hand"), "1,000,000 hands");
        assert_eq!(plural(11, "class"), "11 classes");
    }

    #[test]
    fn a_pool_that_cannot_start_is_a_failed_computation() {
        let on_two = on_threads(Some(2), || Ok(rayon::current_num_threads()));
        assert_eq!(on_two.unwrap(), 2);
        let failed: Result<(), Failure> =
            on_threads(None, || Err(Failure::Computation("no".into())));
        assert_eq!(failed.unwrap_err().status(), 1);
    }
}
