//! Range breakdowns: the equity of each combo of the first player's
//! range, and of each starting-hand class, against the other players.

use core::ops::ControlFlow;
use std::collections::HashMap;
use std::time::Instant;

use card_core::{Card, CardSet, stream_rng};
use rand::Rng as _;

use crate::equity::results::Tally;
use crate::equity::{exact, monte_carlo};
use crate::run::watch::{Counted, Engine, Watch};
use crate::symmetry::{Renaming, rename, renamings_fixing_table};
use crate::table::HoldemTable;
use crate::table::holdings::{Holdings, any_deal, for_each_deal, upper_bound};
use crate::{Combo, EXACT_LIMIT, Equity, EquityError, HandClass, Method, MonteCarlo, Range};

/// The equity of a range, combo by combo and class by class: what
/// [`Matchup::breakdown`](crate::Matchup::breakdown) returns.
///
/// Each [`Equity`] holds every player's counts, the first player's
/// combo or class against the others.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Calculation, HandClass, Matchup};
///
/// let matchup = Matchup::new(["JJ+,AK".parse()?, "TT,99".parse()?]).board("Ks 9d 4c".parse()?);
/// let breakdown = matchup.breakdown(Calculation::exact())?;
/// // AA, QQ, JJ, three kings and twelve AK left by the board's king of spades.
/// assert_eq!(breakdown.combos.len(), 6 + 6 + 6 + 3 + 12);
/// assert_eq!(breakdown.classes.len(), 6);
/// assert_eq!(breakdown.total, matchup.exact()?); // the classes add up to the range
/// let kings = breakdown.classes.iter().find(|c| c.class.to_string() == "KK").unwrap();
/// assert_eq!(kings.combos, 3);
/// assert!(kings.equity.players[0].equity() > 0.95);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Breakdown {
    /// Each combo of the range that can be dealt (uses no board or dead
    /// card, and leaves a deal to the others), in [`Combo::index`] order.
    pub combos: Vec<ComboEquity>,
    /// Each class with a combo in `combos`, in the order of
    /// [`HandClass::all`].
    pub classes: Vec<ClassEquity>,
    /// The counts of every combo together: the range's equity.
    pub total: Equity,
}

/// The equity of one combo of a range, against the other players.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Calculation, Combo, Matchup};
///
/// let breakdown = Matchup::new(["AA@50,AKs".parse()?, "QQ".parse()?]).breakdown(Calculation::exact())?;
/// assert_eq!(breakdown.combos.len(), 10);
/// let combo: Combo = "AdAc".parse()?;
/// let aces = breakdown.combos.iter().find(|c| c.combo == combo).unwrap();
/// assert_eq!(aces.weight, 50);
/// assert_eq!(aces.equity, Matchup::new(["AdAc".parse()?, "QQ".parse()?]).exact()?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct ComboEquity {
    /// The combo.
    pub combo: Combo,
    /// Its weight in the range, 1 to 100.
    pub weight: u8,
    /// The combo against the other players: exactly, or from the samples
    /// drawn for it.
    pub equity: Equity,
}

/// The equity of the combos of one starting-hand class in a range: the
/// class's share of the range's counts, so its equity is the range's
/// equity when it holds a hand of the class.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Calculation, Matchup};
///
/// let breakdown = Matchup::new(["AA,KK".parse()?, "AhKh".parse()?]).breakdown(Calculation::exact())?;
/// let aces = &breakdown.classes[0];
/// assert_eq!((aces.class.to_string(), aces.combos, aces.weight), ("AA".into(), 3, 300));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct ClassEquity {
    /// The class.
    pub class: HandClass,
    /// Its combos in the breakdown.
    pub combos: usize,
    /// The sum of their weights in the range.
    pub weight: u64,
    /// Its combos' counts added up (see [`Matchup::breakdown`](crate::Matchup::breakdown)).
    pub equity: Equity,
}

/// The exact breakdown of `table`'s first player, whose range is `hero`,
/// each combo a piece of `watch`'s: stopped between combos or inside one
/// (whose counts are then dropped), it holds the combos counted before.
pub(crate) fn exact(
    table: &HoldemTable,
    hero: &Range,
    watch: &Watch<'_>,
) -> Result<Breakdown, EquityError> {
    // The limit of exact equity, for the combos together.
    let combinations = upper_bound(&table.players);
    if combinations > EXACT_LIMIT {
        return Err(EquityError::TooLarge {
            combinations,
            limit: EXACT_LIMIT,
        });
    }
    let symmetry = Symmetry::new(table);
    let mut seen: HashMap<Combo, Option<Equity>> = HashMap::new();
    let mut combos = Vec::new();
    watch.plan(table.players[0].len() as u64);
    for &(combo, weight) in &table.players[0] {
        if watch.must_stop().is_some() {
            break;
        }
        let started = Instant::now();
        let key = symmetry.canonical(combo);
        let equity = match seen.get(&key) {
            Some(equity) => equity.clone(),
            None => {
                let alone = with_hero(table, combo);
                let part = watch.within(Engine::Exact);
                let dealt = any_deal(&alone.players, alone.known(), &mut || {
                    part.must_stop().is_some()
                });
                let equity = (dealt == Some(true))
                    .then(|| exact::tally(&alone, &part))
                    .transpose()?
                    .map(|tally| tally.finish(table.players.len(), Method::Exact));
                if let Some(reason) = part.stopped() {
                    watch.stop(reason);
                    break;
                }
                seen.insert(key, equity.clone());
                equity
            }
        };
        watch.counted(
            &Weighted(equity.as_ref(), weight.into()),
            1,
            started.elapsed(),
        );
        if let Some(equity) = equity {
            combos.push((combo, weight, equity));
        }
    }
    Ok(breakdown(table, hero, combos, Method::Exact))
}

/// The Monte Carlo breakdown of `table`'s first player, whose range is
/// `hero`: the samples shared among the combos in proportion to how often
/// each is dealt. Each combo is a piece of `watch`'s, as in [`exact`].
///
/// With a standard error target the samples come in rounds of
/// [`MonteCarlo::CHECK_EVERY`], each shared among the combos alike (a
/// combo's later rounds drawn from the next numbers of its stream), until
/// the total's standard error is below the target.
pub(crate) fn monte_carlo(
    table: &HoldemTable,
    hero: &Range,
    options: MonteCarlo,
    watch: &Watch<'_>,
) -> Result<Breakdown, EquityError> {
    monte_carlo::sampling::check(options)?;
    let dealt = dealt(table, watch)?;
    let per_round = match options.target {
        Some(_) => MonteCarlo::CHECK_EVERY.min(options.cap()),
        None => options.cap(),
    };
    let rounds = options.cap().div_ceil(per_round);
    watch.plan(rounds.saturating_mul(dealt.len() as u64));
    let mut streams: Vec<_> = dealt
        .iter()
        .map(|(combo, _)| stream_rng(options.seed, combo.index() as u64))
        .collect();
    let mut sampled: Vec<Option<Equity>> = vec![None; dealt.len()];
    let mut left = options.cap();
    'rounds: while left > 0 {
        let shares = shares(&dealt, per_round.min(left));
        left -= per_round.min(left);
        for (i, &samples) in shares.iter().enumerate() {
            if watch.must_stop().is_some() {
                break 'rounds;
            }
            let started = Instant::now();
            let seed = streams[i].next_u64();
            let mut equity = None;
            if samples > 0 {
                let options = MonteCarlo::new().samples(samples).seed(seed);
                let part = watch.within(Engine::MonteCarlo(options));
                let round =
                    monte_carlo::holdem::run(&with_hero(table, dealt[i].0), options, &part)?;
                if let Some(reason) = part.stopped() {
                    watch.stop(reason);
                    break 'rounds;
                }
                sampled[i] = Some(match sampled[i].take() {
                    None => round.clone(),
                    Some(before) => joined(&before, &round),
                });
                equity = Some(round);
            }
            watch.counted(&Weighted(equity.as_ref(), 1), 1, started.elapsed());
        }
        if watch.over() {
            break;
        }
    }
    let combos = dealt.iter().zip(sampled);
    let combos = combos.filter_map(|(&(combo, _), equity)| Some((combo, 1, equity?)));
    let method = Method::MonteCarlo {
        samples: options.cap(),
        seed: options.seed,
    };
    Ok(breakdown(table, hero, combos.collect(), method))
}

/// `samples` shared among the combos of `dealt` in proportion to their
/// weights, the samples left by rounding down going to the largest
/// remainders first (then in combo order).
fn shares(dealt: &[(Combo, u128)], samples: u64) -> Vec<u64> {
    let total: u128 = dealt.iter().map(|&(_, weight)| weight).sum();
    let exact: Vec<f64> = dealt
        .iter()
        .map(|&(_, weight)| samples as f64 * (weight as f64 / total as f64))
        .collect();
    let mut shares: Vec<u64> = exact.iter().map(|share| share.floor() as u64).collect();
    let left = samples - shares.iter().sum::<u64>();
    let mut order: Vec<usize> = (0..shares.len()).collect();
    order.sort_by(|&a, &b| {
        exact[b]
            .fract()
            .total_cmp(&exact[a].fract())
            .then(a.cmp(&b))
    });
    for &i in order.iter().take(left as usize) {
        shares[i] += 1;
    }
    shares
}

/// One combo's samples of two rounds together, under the first's seed.
fn joined(first: &Equity, second: &Equity) -> Equity {
    let mut tally: Tally<u128> = Tally::new();
    tally.add_equity(first, 1);
    tally.add_equity(second, 1);
    let seed = match first.method {
        Method::MonteCarlo { seed, .. } => seed,
        _ => 0,
    };
    let samples = tally.deals as u64;
    tally.finish(first.players.len(), Method::MonteCarlo { samples, seed })
}

/// A combo's counts (none if it was left out) times a weight, as a watch
/// adds them to its running totals.
struct Weighted<'e>(Option<&'e Equity>, u128);

impl Counted for Weighted<'_> {
    fn add_to(&self, running: &mut Tally<u128>) {
        if let Some(equity) = self.0 {
            running.add_equity(equity, self.1);
        }
    }
}

/// The breakdown of `combos` (each with its weight in the holdings and
/// its equity), the exact counts weighted by the combos' weights, the
/// samples added as they are.
fn breakdown(
    table: &HoldemTable,
    hero: &Range,
    combos: Vec<(Combo, u64, Equity)>,
    method: Method,
) -> Breakdown {
    let players = table.players.len();
    let weight = |holding: u64| match method {
        Method::Exact => u128::from(holding),
        _ => 1,
    };
    let mut classes: HashMap<HandClass, (usize, u64, Tally<u128>)> = HashMap::new();
    let mut total = Tally::new();
    for (combo, holding, equity) in &combos {
        let class = classes
            .entry(HandClass::of(*combo))
            .or_insert_with(|| (0, 0, Tally::new()));
        class.0 += 1;
        class.1 += u64::from(hero.weight(*combo));
        class.2.add_equity(equity, weight(*holding));
        total.add_equity(equity, weight(*holding));
    }
    let sampled = |tally: &Tally<u128>| match method {
        Method::MonteCarlo { seed, .. } => Method::MonteCarlo {
            samples: tally.deals as u64,
            seed,
        },
        other => other,
    };
    let classes = HandClass::all()
        .filter_map(|class| {
            let (combos, weight, tally) = classes.remove(&class)?;
            Some(ClassEquity {
                class,
                combos,
                weight,
                equity: tally.finish(players, sampled(&tally)),
            })
        })
        .collect();
    Breakdown {
        combos: combos
            .into_iter()
            .map(|(combo, _, equity)| ComboEquity {
                combo,
                weight: hero.weight(combo),
                equity,
            })
            .collect(),
        classes,
        total: total.finish(players, sampled(&total)),
    }
}

/// `table` with the first player holding `combo` alone.
fn with_hero(table: &HoldemTable, combo: Combo) -> HoldemTable {
    let mut players = table.players.clone();
    players[0] = vec![(combo, 1)];
    HoldemTable {
        players,
        board: table.board,
        dead: table.dead,
        to_come: table.to_come,
    }
}

/// Each combo of the first player's holdings with how often it is dealt:
/// its weight times the weighted number of ways to deal the others'
/// hands around it (the boards to come are as many for every deal). The
/// last opponent's hands are counted by inclusion and exclusion, the
/// others walked.
///
/// # Errors
///
/// [`EquityError::TooLarge`] if the walk would pass [`EXACT_LIMIT`].
/// None at all if `watch` stopped the walk.
fn dealt(table: &HoldemTable, watch: &Watch<'_>) -> Result<Vec<(Combo, u128)>, EquityError> {
    let symmetry = Symmetry::new(table);
    let (last, walked) = table.players[1..]
        .split_last()
        .expect("at least two players");
    let classes = table.players[0]
        .iter()
        .map(|&(combo, _)| symmetry.canonical(combo))
        .collect::<std::collections::HashSet<_>>()
        .len();
    let combinations = upper_bound(walked) * classes as u128;
    if combinations > EXACT_LIMIT {
        return Err(EquityError::TooLarge {
            combinations,
            limit: EXACT_LIMIT,
        });
    }
    let avoiding = Avoiding::new(last);
    let mut seen: HashMap<Combo, u128> = HashMap::new();
    let mut dealt = Vec::new();
    let (mut steps, mut stopped) = (0u32, false);
    for &(combo, weight) in &table.players[0] {
        let ways = *seen.entry(symmetry.canonical(combo)).or_insert_with(|| {
            let used = table.known() | combo.cards();
            if walked.is_empty() {
                return avoiding.weight(combo.cards());
            }
            let mut ways = 0;
            let walk = for_each_deal(walked, used, &mut |hands, weight| {
                let cards = hands.iter().fold(combo.cards(), |s, h| s | h.cards());
                ways += weight * avoiding.weight(cards);
                steps = steps.wrapping_add(1);
                match steps.is_multiple_of(1 << 16) && watch.must_stop().is_some() {
                    true => ControlFlow::Break(()),
                    false => ControlFlow::Continue(()),
                }
            });
            stopped |= walk.is_break();
            ways
        });
        if stopped {
            return Ok(Vec::new());
        }
        if ways > 0 {
            dealt.push((combo, u128::from(weight) * ways));
        }
    }
    Ok(dealt)
}

/// The weights of one player's hands, to count those that avoid a set of
/// cards by inclusion and exclusion.
struct Avoiding {
    total: u128,
    by_card: [u128; Card::COUNT],
    by_combo: Box<[u128; Combo::COUNT]>,
}

impl Avoiding {
    fn new(holdings: &Holdings) -> Avoiding {
        let mut avoiding = Avoiding {
            total: 0,
            by_card: [0; Card::COUNT],
            by_combo: Box::new([0; Combo::COUNT]),
        };
        for &(combo, weight) in holdings {
            let weight = u128::from(weight);
            avoiding.total += weight;
            avoiding.by_combo[combo.index()] = weight;
            for card in combo.cards() {
                avoiding.by_card[card.index()] += weight;
            }
        }
        avoiding
    }

    /// The weight of the hands that share no card with `cards`: all,
    /// less those holding each card, plus those holding two of them
    /// (counted twice in the sum).
    fn weight(&self, cards: CardSet) -> u128 {
        let cards: Vec<Card> = cards.iter().collect();
        // Added up before the singles are taken away, so that no partial
        // sum goes below zero.
        let (mut kept, mut held) = (self.total, 0);
        for (i, &a) in cards.iter().enumerate() {
            held += self.by_card[a.index()];
            for &b in &cards[..i] {
                let pair = Combo::new(a, b).expect("two different cards");
                kept += self.by_combo[pair.index()];
            }
        }
        kept - held
    }
}

/// The renamings of suits that leave the board, the dead cards and every
/// opponent's hands and weights alone: combos of the first player that
/// they turn into each other have the same equity and are dealt as
/// often.
struct Symmetry {
    renamings: Vec<Renaming>,
}

impl Symmetry {
    fn new(table: &HoldemTable) -> Symmetry {
        Symmetry {
            renamings: renamings_fixing_table(table.board, table.dead, &table.players[1..]),
        }
    }

    /// The first of the combos `combo` renames to, in index order.
    fn canonical(&self, combo: Combo) -> Combo {
        self.renamings
            .iter()
            .map(|&to| rename(combo, to))
            .min_by_key(|c| c.index())
            .unwrap_or(combo)
    }
}
