//! What the flip-dp examples that take a game share beside the
//! command-line kit: the game options, the solution and the game described
//! in a line.

use cli_kit::plural;
use flip_dp::{Rules, Setup, SetupError, Solution, SolveError, Solver};

/// The options that describe a game and its rules, shared by the examples
/// that take them.
pub(crate) struct GameOptions {
    tiles: u32,
    dice: u32,
    faces: u32,
    single_die: Option<u32>,
    failures: u32,
    strategic: bool,
}

/// The help text of [`GameOptions`].
pub(crate) const GAME_OPTIONS: &str = "  \
  --tiles N         tiles 1 to N, N from 1 to 20 (default 12)
  --dice N          the number of dice (default 2)
  --faces N         the faces of each die (default 6)
  --single-die T    roll one die when the face-up tiles sum to T or less
  --failures K      failed rolls the game survives (default 0)
  --strategic       a failure may also be declared on purpose
";

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            tiles: 12,
            dice: 2,
            faces: 6,
            single_die: None,
            failures: 0,
            strategic: false,
        }
    }
}

impl GameOptions {
    /// The long names of the game options.
    pub(crate) const NAMES: [&str; 6] = [
        "tiles",
        "dice",
        "faces",
        "single-die",
        "failures",
        "strategic",
    ];

    /// Reads the game option `--name` (one of [`NAMES`](Self::NAMES)),
    /// owned: the parser's borrow of it must end before its value is read.
    pub(crate) fn read(
        &mut self,
        name: String,
        parser: &mut lexopt::Parser,
    ) -> Result<(), lexopt::Error> {
        match name.as_str() {
            "tiles" => self.tiles = cli_kit::value(parser, "--tiles")?,
            "dice" => self.dice = cli_kit::value(parser, "--dice")?,
            "faces" => self.faces = cli_kit::value(parser, "--faces")?,
            "single-die" => self.single_die = Some(cli_kit::value(parser, "--single-die")?),
            "failures" => self.failures = cli_kit::value(parser, "--failures")?,
            _ => self.strategic = true,
        }
        Ok(())
    }

    /// The game and the rules, checked; an error names the option at fault.
    pub(crate) fn setup(&self) -> Result<(Setup, Rules), lexopt::Error> {
        let mut setup = Setup::new(self.tiles, self.dice, self.faces).map_err(|err| match err {
            SetupError::TileCount { tiles, max } => {
                format!("--tiles must be 1 to {max}, not {tiles}")
            }
            SetupError::Dice { .. } => format!("--dice and --faces: {err}"),
            _ => format!("--tiles, --dice and --faces: {err}"),
        })?;
        if let Some(threshold) = self.single_die {
            setup = setup.single_die_at_most(threshold);
        }
        if self.failures > setup.max_failures() {
            return Err(format!(
                "--failures must be at most {} for this game, not {}",
                setup.max_failures(),
                self.failures
            )
            .into());
        }
        let rules = if self.strategic {
            Rules::strategic(self.failures)
        } else {
            Rules::forced(self.failures)
        };
        Ok((setup, rules))
    }
}

/// The optimal solution, exact when the fractions fit in 128 bits and in
/// `f64` otherwise.
pub(crate) fn solve(setup: &Setup, rules: Rules) -> Result<Solution, SolveError> {
    let solver = Solver::new(setup).rules(rules);
    match solver.exact().solve() {
        Err(SolveError::ExactOverflow { .. }) => solver.solve(),
        solved => solved,
    }
}

/// The game and its rules in a line: `Tiles 1 to 12, two six-sided dice;
/// 2 failures allowed, which may be declared on purpose`.
pub(crate) fn describe(setup: &Setup, rules: Rules) -> String {
    let dice = match setup.dice() {
        1 => format!("one {}-sided die", setup.faces()),
        2 => format!("two {}-sided dice", setup.faces()),
        n => format!("{n} {}-sided dice", setup.faces()),
    };
    let single_die = setup.single_die_threshold().map_or(String::new(), |t| {
        format!(" (one die at a face-up sum of {t} or less)")
    });
    let allowed = match rules.failures() {
        0 => "no failures allowed".to_owned(),
        k => format!("{} allowed", plural(k, "failure")),
    };
    let declared = if rules.is_strategic() && rules.failures() > 0 {
        ", which may be declared on purpose"
    } else {
        ""
    };
    format!(
        "Tiles 1 to {}, {dice}{single_die}; {allowed}{declared}",
        setup.tiles()
    )
}
