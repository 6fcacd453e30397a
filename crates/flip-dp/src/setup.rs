//! The setup of a game: tiles, dice, and the moves each roll allows.

use rand::{Rng, RngExt};

use crate::dice::{Roll, roll_table};
use crate::moves::{MoveCache, MoveTable, moves_by_total};
use crate::{MAX_TILES, PositionError, Rules, SetupError, SolveError, Tiles};

/// The largest number of equally likely outcomes of a game's dice.
const MAX_OUTCOMES: u64 = 1 << 32;

/// The largest total a game's dice may show.
const MAX_TOTAL: u32 = 1024;

/// The largest number of (state, roll) pairs, or of (state, move) pairs, a
/// game may have: its table of legal moves is built from them.
const MAX_PAIRS: u64 = 1 << 26;

/// The largest number of values (positions × failure levels) a solve may
/// hold: 2^26, half a gibibyte of `f64`.
const MAX_VALUES: u64 = 1 << 26;

/// The largest number of (state, roll) or (state, move) pairs a solve may
/// walk over all its failure levels: 2^28, a few seconds of work.
const MAX_STEPS: u64 = 1 << 28;

/// The setup of a Flip / Shut the Box game: tiles `1..=n` face up, some dice, and
/// optionally the rule that a single die is rolled once the face-up tiles sum
/// to a small number.
///
/// Each turn the dice are rolled and the player turns face down a set of
/// face-up tiles whose numbers add up to the roll. The game is won when every
/// tile is down and lost when a roll cannot be matched (unless failures are
/// allowed, see [`Rules`](crate::Rules)).
///
/// # Examples
///
/// ```
/// use flip_dp::Setup;
///
/// let flip = Setup::flip();
/// assert_eq!((flip.tiles(), flip.dice(), flip.faces()), (12, 2, 6));
///
/// let classic = Setup::shut_the_box().single_die_at_most(6);
/// assert_eq!(classic.tiles(), 9);
/// // With 1, 2 and 3 up (sum 6) only one die is rolled.
/// let rolls = classic.rolls("1 2 3".parse()?);
/// assert_eq!(rolls.iter().map(|r| r.total()).collect::<Vec<_>>(), [1, 2, 3, 4, 5, 6]);
///
/// assert!(Setup::new(0, 2, 6).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "Description", into = "Description")
)]
pub struct Setup {
    tiles: u32,
    dice: u32,
    faces: u32,
    single_die_at_most: Option<u32>,
    outcomes: u64,
    /// The larger of the numbers of (state, roll) and (state, move) pairs:
    /// the work of one failure level of the dynamic program.
    pairs: u64,
    all_dice: Vec<Roll>,
    one_die: Vec<Roll>,
    /// `moves[r]`: every set of tiles summing to `r`, in ascending order.
    moves: Vec<Vec<Tiles>>,
    /// The legal moves of every position and roll, built on first use and
    /// shared by clones.
    table: MoveCache,
}

/// What a [`Setup`] is written as with `serde`: its description, checked
/// by [`Setup::new`] when read back.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct Description {
    tiles: u32,
    dice: u32,
    faces: u32,
    single_die_at_most: Option<u32>,
}

#[cfg(feature = "serde")]
impl From<Setup> for Description {
    fn from(setup: Setup) -> Self {
        Description {
            tiles: setup.tiles,
            dice: setup.dice,
            faces: setup.faces,
            single_die_at_most: setup.single_die_at_most,
        }
    }
}

#[cfg(feature = "serde")]
impl TryFrom<Description> for Setup {
    type Error = SetupError;

    fn try_from(description: Description) -> Result<Self, SetupError> {
        let setup = Setup::new(description.tiles, description.dice, description.faces)?;
        Ok(match description.single_die_at_most {
            Some(threshold) => setup.single_die_at_most(threshold),
            None => setup,
        })
    }
}

/// Shows the description only, not the tables of moves.
impl core::fmt::Debug for Setup {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Setup")
            .field("tiles", &self.tiles)
            .field("dice", &self.dice)
            .field("faces", &self.faces)
            .field("single_die_at_most", &self.single_die_at_most)
            .finish()
    }
}

/// Setups are equal when they describe the same game.
impl PartialEq for Setup {
    fn eq(&self, other: &Self) -> bool {
        (self.tiles, self.dice, self.faces, self.single_die_at_most)
            == (
                other.tiles,
                other.dice,
                other.faces,
                other.single_die_at_most,
            )
    }
}

impl Setup {
    /// Tiles `1..=tiles` and `dice` dice of `faces` faces each.
    ///
    /// # Errors
    ///
    /// [`SetupError::TileCount`] for 0 or more than [`MAX_TILES`] tiles;
    /// [`SetupError::Dice`] for no dice, dice of fewer than 2 faces, more
    /// than 2^32 outcomes, or a largest total above 1,024;
    /// [`SetupError::TooLarge`]
    /// when the game has more than 2^26 (state, roll) pairs or (state, legal
    /// move) pairs (20 tiles with two six-sided dice have 2^24).
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// let setup = Setup::new(16, 3, 6)?;
    /// assert_eq!(setup.outcomes(), 216);
    /// assert!(Setup::new(12, 0, 6).is_err());
    /// assert!(Setup::new(12, 2, 1).is_err());
    /// assert!(Setup::new(21, 2, 6).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(tiles: u32, dice: u32, faces: u32) -> Result<Self, SetupError> {
        if tiles == 0 || tiles > MAX_TILES {
            return Err(SetupError::TileCount {
                tiles,
                max: MAX_TILES,
            });
        }
        let outcomes = u64::from(faces)
            .checked_pow(dice)
            .filter(|&n| dice >= 1 && faces >= 2 && n <= MAX_OUTCOMES && dice * faces <= MAX_TOTAL)
            .ok_or(SetupError::Dice { dice, faces })?;
        let all_dice = roll_table(dice, faces, outcomes);
        let max_total = (dice * faces).min(tiles * (tiles + 1) / 2);
        let moves = moves_by_total(tiles, max_total);
        // Every (state, roll) pair, and every (state, move) pair: each move
        // fits in 2^(tiles - its size) states.
        let rolls = u64::from(dice * faces);
        let fits: u64 = moves.iter().flatten().map(|m| 1 << (tiles - m.len())).sum();
        let pairs = (rolls << tiles).max(fits);
        if pairs > MAX_PAIRS {
            return Err(SetupError::TooLarge {
                pairs,
                max: MAX_PAIRS,
            });
        }
        Ok(Setup {
            tiles,
            dice,
            faces,
            single_die_at_most: None,
            outcomes,
            pairs,
            all_dice,
            one_die: Vec::new(),
            moves,
            table: MoveCache::default(),
        })
    }

    /// The document's Flip: tiles 1 to 12 and two six-sided dice.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// assert_eq!(Setup::flip(), Setup::new(12, 2, 6)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn flip() -> Self {
        Self::new(12, 2, 6).expect("12 tiles and two six-sided dice are a valid game")
    }

    /// Classic Shut the Box: tiles 1 to 9 and two six-sided dice. Add the
    /// optional one-die rule with
    /// [`single_die_at_most(6)`](Setup::single_die_at_most).
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// assert_eq!(Setup::shut_the_box().tiles(), 9);
    /// ```
    #[must_use]
    pub fn shut_the_box() -> Self {
        Self::new(9, 2, 6).expect("9 tiles and two six-sided dice are a valid game")
    }

    /// The same game where a single die is rolled whenever the face-up tiles
    /// sum to `threshold` or less (with one die this changes nothing).
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Setup, Tiles};
    /// let setup = Setup::shut_the_box().single_die_at_most(6);
    /// assert_eq!(setup.single_die_threshold(), Some(6));
    /// assert_eq!(setup.rolls("1 2 4".parse()?).len(), 11);
    /// assert_eq!(setup.rolls("2 4".parse()?).len(), 6);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn single_die_at_most(mut self, threshold: u32) -> Self {
        let scale = self.outcomes / u64::from(self.faces);
        self.one_die = roll_table(1, self.faces, u64::from(self.faces))
            .into_iter()
            .map(|roll| Roll {
                weight: roll.weight * scale,
                ..roll
            })
            .collect();
        self.single_die_at_most = Some(threshold);
        self.table = MoveCache::default();
        self
    }

    /// The number of tiles.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// assert_eq!(Setup::new(10, 2, 6)?.tiles(), 10);
    /// # Ok::<(), flip_dp::SetupError>(())
    /// ```
    #[must_use]
    pub const fn tiles(&self) -> u32 {
        self.tiles
    }

    /// The number of dice.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// assert_eq!(Setup::new(10, 3, 6)?.dice(), 3);
    /// # Ok::<(), flip_dp::SetupError>(())
    /// ```
    #[must_use]
    pub const fn dice(&self) -> u32 {
        self.dice
    }

    /// The number of faces of each die.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// assert_eq!(Setup::new(10, 2, 8)?.faces(), 8);
    /// # Ok::<(), flip_dp::SetupError>(())
    /// ```
    #[must_use]
    pub const fn faces(&self) -> u32 {
        self.faces
    }

    /// The face-up total at or below which a single die is rolled, if that
    /// rule is on.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// assert_eq!(Setup::shut_the_box().single_die_threshold(), None);
    /// assert_eq!(Setup::shut_the_box().single_die_at_most(6).single_die_threshold(), Some(6));
    /// ```
    #[must_use]
    pub const fn single_die_threshold(&self) -> Option<u32> {
        self.single_die_at_most
    }

    /// The number of equally likely outcomes of the dice, `faces^dice`:
    /// every roll probability is a multiple of its inverse.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// assert_eq!(Setup::flip().outcomes(), 36);
    /// assert_eq!(Setup::new(12, 3, 6)?.outcomes(), 216);
    /// # Ok::<(), flip_dp::SetupError>(())
    /// ```
    #[must_use]
    pub const fn outcomes(&self) -> u64 {
        self.outcomes
    }

    /// The largest failure allowance this game is solved or played with.
    ///
    /// The solver holds a value for every set of face-up tiles and every
    /// number of failures left, at most 2^26 values in all, and walks every
    /// (state, roll) and (state, move) pair once per failure level, at most
    /// 2^28 steps in all; the allowance is the largest that keeps both
    /// bounds, so that no solve takes more than a few seconds.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// assert_eq!(Setup::flip().max_failures(), 3_941);
    /// assert_eq!(Setup::new(20, 2, 6)?.max_failures(), 14);
    /// # Ok::<(), flip_dp::SetupError>(())
    /// ```
    #[must_use]
    pub const fn max_failures(&self) -> u32 {
        let by_values = MAX_VALUES >> self.tiles;
        let by_steps = MAX_STEPS / self.pairs;
        let levels = if by_values < by_steps {
            by_values
        } else {
            by_steps
        };
        (levels - 1) as u32
    }

    /// Whether `rules` allow at most [`max_failures`](Setup::max_failures).
    pub(crate) fn check_rules(&self, rules: Rules) -> Result<(), SolveError> {
        if rules.failures() > self.max_failures() {
            return Err(SolveError::TooManyFailures {
                failures: rules.failures(),
                max: self.max_failures(),
            });
        }
        Ok(())
    }

    /// Rolls the dice for a position with `up` face up: one die under the
    /// single-die rule, all of them otherwise, each drawn separately from
    /// `rng`.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let setup = Setup::shut_the_box().single_die_at_most(6);
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    /// assert!((2..=12).contains(&setup.roll(setup.all_up(), &mut rng)));
    /// assert!((1..=6).contains(&setup.roll("2 4".parse()?, &mut rng)));
    /// # Ok::<(), flip_dp::ParseTilesError>(())
    /// ```
    pub fn roll<R: Rng + ?Sized>(&self, up: Tiles, rng: &mut R) -> u32 {
        let dice = match self.single_die_at_most {
            Some(threshold) if up.sum() <= threshold => 1,
            _ => self.dice,
        };
        (0..dice).map(|_| rng.random_range(1..=self.faces)).sum()
    }

    /// Whether some roll has a legal move with `up` face up; when none has,
    /// the game can only lose.
    pub(crate) fn can_move(&self, up: Tiles) -> bool {
        self.rolls(up)
            .iter()
            .any(|roll| self.moves(up, roll.total()).next().is_some())
    }

    /// Every tile face up: the starting position.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// assert_eq!(Setup::flip().all_up().len(), 12);
    /// ```
    #[must_use]
    pub const fn all_up(&self) -> Tiles {
        Tiles::from_bits((1 << self.tiles) - 1)
    }

    /// Whether `up` only names tiles of this game.
    pub(crate) fn check(&self, up: Tiles) -> Result<(), PositionError> {
        match up.without(self.all_up()).iter().next() {
            Some(tile) => Err(PositionError::NoSuchTile {
                tile,
                tiles: self.tiles,
            }),
            None => Ok(()),
        }
    }

    /// The roll totals possible with `up` face up, ascending, with their
    /// chances (the single-die rule makes them depend on the position).
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// let setup = Setup::shut_the_box().single_die_at_most(6);
    /// assert_eq!(setup.rolls(setup.all_up()).len(), 11);
    /// assert_eq!(setup.rolls("2 4".parse()?).len(), 6);
    /// # Ok::<(), flip_dp::ParseTilesError>(())
    /// ```
    #[must_use]
    pub fn rolls(&self, up: Tiles) -> &[Roll] {
        self.rolls_at_sum(up.sum())
    }

    /// The roll totals possible when the face-up tiles sum to `sum`.
    pub(crate) fn rolls_at_sum(&self, sum: u32) -> &[Roll] {
        match self.single_die_at_most {
            Some(threshold) if sum <= threshold => &self.one_die,
            _ => &self.all_dice,
        }
    }

    /// The legal moves for `roll` with `up` face up: every subset of `up`
    /// summing to `roll`, in ascending [`Tiles`] order (Lex-Min first,
    /// Lex-Max last).
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Setup, Tiles};
    /// let setup = Setup::flip();
    /// let moves: Vec<String> = setup.moves(setup.all_up(), 8).map(|m| format!("{m:#}")).collect();
    /// assert_eq!(moves, ["4-3-1", "5-2-1", "5-3", "6-2", "7-1", "8"]);
    /// ```
    pub fn moves(&self, up: Tiles, roll: u32) -> impl Iterator<Item = Tiles> + '_ {
        self.moves_summing_to(roll)
            .iter()
            .copied()
            .filter(move |m| m.is_subset(up))
    }

    /// The legal moves of every (state, roll) pair.
    pub(crate) fn move_table(&self) -> &MoveTable {
        self.table
            .get(self.tiles, &self.moves, |sum| self.rolls_at_sum(sum))
    }

    /// Every set of this game's tiles summing to `total`, ascending.
    pub(crate) fn moves_summing_to(&self, total: u32) -> &[Tiles] {
        self.moves.get(total as usize).map_or(&[], Vec::as_slice)
    }
}

impl Default for Setup {
    fn default() -> Self {
        Self::flip()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_match_brute_force() {
        for tiles in 1..=10 {
            let setup = Setup::new(tiles, 2, 6).unwrap();
            for total in 0..=14 {
                let expected: Vec<Tiles> = (1..1u32 << tiles)
                    .map(Tiles::from_bits)
                    .filter(|t| t.sum() == total && total <= 12)
                    .collect();
                assert_eq!(
                    setup.moves_summing_to(total),
                    expected,
                    "{tiles} tiles, {total}"
                );
            }
        }
    }

    #[test]
    fn roll_tables_count_every_outcome() {
        for (dice, faces) in [(1, 6), (2, 6), (3, 6), (2, 10), (4, 2)] {
            let setup = Setup::new(12, dice, faces).unwrap();
            let rolls = setup.rolls(setup.all_up());
            let mut counted = vec![0u64; (dice * faces + 1) as usize];
            let mut face = vec![1u32; dice as usize];
            'outer: loop {
                counted[face.iter().sum::<u32>() as usize] += 1;
                for f in &mut face {
                    if *f < faces {
                        *f += 1;
                        continue 'outer;
                    }
                    *f = 1;
                }
                break;
            }
            for roll in rolls {
                assert_eq!(roll.weight, counted[roll.total as usize]);
            }
            assert_eq!(
                rolls.iter().map(|r| r.weight).sum::<u64>(),
                setup.outcomes()
            );
            assert_eq!(rolls.len(), counted.iter().filter(|&&c| c > 0).count());
        }
    }

    #[test]
    fn single_die_weights_share_the_common_denominator() {
        let setup = Setup::shut_the_box().single_die_at_most(6);
        let one = setup.rolls(Tiles::from_bits(0b111));
        assert!(
            one.iter()
                .all(|r| r.weight == 6 && r.probability == 1.0 / 6.0)
        );
        assert_eq!(setup.rolls(Tiles::from_bits(0b1000001)).len(), 11);
    }

    #[test]
    fn the_failure_bound_keeps_both_limits() {
        let setups = [
            Setup::flip(),
            Setup::new(1, 2, 6).unwrap(),
            Setup::new(1, 1, 1024).unwrap(),
            Setup::new(16, 2, 512).unwrap(),
            Setup::new(20, 2, 6).unwrap(),
            Setup::new(20, 1, 2).unwrap(),
        ];
        for setup in setups {
            let levels = u64::from(setup.max_failures()) + 1;
            let values = |levels: u64| levels << setup.tiles;
            let steps = |levels: u64| levels * setup.pairs;
            assert!(values(levels) <= MAX_VALUES && steps(levels) <= MAX_STEPS);
            assert!(values(levels + 1) > MAX_VALUES || steps(levels + 1) > MAX_STEPS);
        }
    }

    #[test]
    fn limits() {
        assert!(Setup::new(20, 2, 6).is_ok());
        assert!(matches!(
            Setup::new(18, 4, 25),
            Err(SetupError::TooLarge { .. })
        ));
        assert!(Setup::new(16, 2, 512).is_ok());
        assert!(Setup::new(16, 32, 2).is_ok());
        assert!(Setup::new(16, 33, 2).is_err());
        assert!(Setup::new(16, 1, 1025).is_err());
        assert_eq!(
            Setup::new(16, 40, 6),
            Err(SetupError::Dice { dice: 40, faces: 6 })
        );
    }
}
