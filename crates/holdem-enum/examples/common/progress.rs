//! What the examples that run long calculations share: `--time-limit`,
//! Ctrl-C, the progress line on a terminal, and how a stopped result is
//! described.

use std::io::{self, IsTerminal};
use std::process;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use cli_kit::plural;
use holdem_enum::{Calculation, Equity, Method, Partial, PartialReason, Progress};

/// The value of `--time-limit`: seconds from 0.
pub(crate) fn time_limit(parser: &mut lexopt::Parser) -> Result<Duration, lexopt::Error> {
    let seconds: f64 = cli_kit::value(parser, "--time-limit")?;
    Duration::try_from_secs_f64(seconds).map_err(|_| {
        format!("--time-limit must be a number of seconds from 0, got {seconds}").into()
    })
}

/// Set by the first Ctrl-C.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// `calculation` run by `run`, its progress shown on standard error when
/// that is a terminal (see [`ProgressLine`]). The first Ctrl-C cancels it,
/// so that what it counted is printed as a partial result; a second one
/// ends the program at once.
pub(crate) fn watched<T>(
    calculation: Calculation<'_>,
    run: impl FnOnce(Calculation<'_>) -> T,
) -> T {
    // Without the handler (if one cannot be set), Ctrl-C ends the program
    // as usual.
    let _ = ctrlc::set_handler(|| {
        if INTERRUPTED.swap(true, Ordering::Relaxed) {
            process::exit(130);
        }
    });
    let calculation = calculation.cancel(&INTERRUPTED);
    let mut line = ProgressLine::default();
    let result = if io::stderr().is_terminal() {
        run(calculation.progress(|progress: &Progress| line.show(progress)))
    } else {
        run(calculation)
    };
    line.clear();
    result
}

/// How `equity` was counted: exact or Monte Carlo, how many deals or
/// samples, whether and why it stopped early, and whether it reached its
/// standard error target if it had one.
pub(crate) fn counted(equity: &Equity) -> String {
    let deals = plural(equity.deals, "deal");
    let how = match equity.method {
        Method::MonteCarlo { samples, seed } => {
            format!("Monte Carlo, {} (seed {seed})", plural(samples, "sample"))
        }
        Method::PartialMonteCarlo {
            samples,
            seed,
            partial,
        } => format!(
            "Monte Carlo, {} (seed {seed}), {}",
            plural(samples, "sample"),
            stopped(&partial)
        ),
        Method::PartialExact(partial) => format!(
            "PARTIAL exact enumeration, {deals} counted, {}",
            stopped(&partial)
        ),
        _ => format!("exact, {deals}"),
    };
    match equity.target_reached {
        Some(true) => format!("{how}; standard error target reached"),
        Some(false) => format!("{how}; standard error target NOT reached"),
        None => how,
    }
}

/// How much of the work a partial result counts, and why it stopped.
fn stopped(partial: &Partial) -> String {
    let why = match partial.reason {
        PartialReason::TimeLimit => "stopped by the time limit",
        PartialReason::Cancelled => "cancelled",
        _ => "stopped",
    };
    format!(
        "{why} with {:.1}% of the work done",
        100.0 * partial.fraction()
    )
}

/// Runs longer than this show their progress.
const QUIET_FOR: Duration = Duration::from_secs(1);

/// The progress line: rewritten in place on standard error once the run
/// has lasted [`QUIET_FOR`], and cleared at the end.
#[derive(Debug, Default)]
struct ProgressLine {
    /// The length of the line shown, 0 if none is.
    shown: usize,
}

impl ProgressLine {
    fn show(&mut self, progress: &Progress) {
        if progress.elapsed < QUIET_FOR || progress.fraction >= 1.0 {
            return;
        }
        let equities: Vec<String> = progress
            .equity
            .players
            .iter()
            .map(|p| format!("{:.2}", 100.0 * p.equity()))
            .collect();
        let line = format!(
            "{:5.1}% done; equity {} %; {:.1} s",
            100.0 * progress.fraction,
            equities.join(" / "),
            progress.elapsed.as_secs_f64()
        );
        eprint!("\r{line:<width$}", width = self.shown);
        self.shown = line.len();
    }

    fn clear(&mut self) {
        if self.shown > 0 {
            eprint!("\r{:width$}\r", "", width = self.shown);
            self.shown = 0;
        }
    }
}
