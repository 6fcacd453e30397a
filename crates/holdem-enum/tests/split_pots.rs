//! Omaha hi-lo and the stud games against a slow reference written apart
//! from the engines: every deal walked card by card, each hand's best
//! high and low found among all its five-card choices, and each pot
//! shared by hand.

use card_core::{Card, CardSet};
use hand_eval::{HandRank, evaluate};
use holdem_enum::{
    BoardError, Calculation, Equity, EquityError, Feature, HandList, Matchup, MonteCarlo, Place,
    StrengthMeter, Variant,
};

/// An ace-to-five low compared by a key: lower is better. The pattern of
/// the ranks (no pair, one pair, two pair, trips, full house, quads),
/// then the ranks by count and from the highest down, aces as one.
fn low_key(five: &[Card]) -> (u8, Vec<u8>) {
    let mut counts = [0u8; 14];
    for card in five {
        let rank = card.rank() as u8 + 2; // 2..=14
        counts[if rank == 14 { 1 } else { rank as usize }] += 1;
    }
    let mut groups: Vec<(u8, u8)> = (1..14u8)
        .filter(|&r| counts[r as usize] > 0)
        .map(|r| (counts[r as usize], r))
        .collect();
    groups.sort_by(|a, b| b.cmp(a));
    let pattern = match groups.iter().map(|g| g.0).collect::<Vec<_>>()[..] {
        [1, 1, 1, 1, 1] => 0,
        [2, 1, 1, 1] => 1,
        [2, 2, 1] => 2,
        [3, 1, 1] => 3,
        [3, 2] => 4,
        _ => 5,
    };
    (pattern, groups.iter().map(|g| g.1).collect())
}

/// Whether a five-card low qualifies as eight or better.
fn eight_or_better(key: &(u8, Vec<u8>)) -> bool {
    key.0 == 0 && key.1[0] <= 8
}

fn choose(cards: &[Card], k: usize) -> Vec<Vec<Card>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut all = Vec::new();
    for i in 0..cards.len() {
        for mut rest in choose(&cards[i + 1..], k - 1) {
            rest.insert(0, cards[i]);
            all.push(rest);
        }
    }
    all
}

/// A player's best high and best low (qualifying or not, as `qualify`
/// says) among `fives`.
fn best(fives: &[Vec<Card>], qualify: bool) -> (HandRank, Option<(u8, Vec<u8>)>) {
    let high = fives
        .iter()
        .map(|five| evaluate(five).unwrap())
        .max()
        .unwrap();
    let low = fives
        .iter()
        .map(|five| low_key(five))
        .filter(|key| !qualify || eight_or_better(key))
        .min();
    (high, low)
}

fn omaha_fives(hole: CardSet, board: CardSet) -> Vec<Vec<Card>> {
    let (hole, board): (Vec<Card>, Vec<Card>) = (hole.iter().collect(), board.iter().collect());
    let mut fives = Vec::new();
    for two in choose(&hole, 2) {
        for three in choose(&board, 3) {
            fives.push([two.clone(), three].concat());
        }
    }
    fives
}

fn seven_fives(hand: CardSet) -> Vec<Vec<Card>> {
    choose(&hand.iter().collect::<Vec<_>>(), 5)
}

/// Per player: pot shares (in 1/5040 of a pot), high wins, high ties,
/// low wins, low ties, scoops; and the deals with no low.
#[derive(Debug, Default, PartialEq)]
struct Counts {
    pot: Vec<u64>,
    wins: Vec<u64>,
    ties: Vec<u64>,
    low_wins: Vec<u64>,
    low_ties: Vec<u64>,
    scoops: Vec<u64>,
    no_low: u64,
    deals: u64,
}

impl Counts {
    fn new(players: usize) -> Counts {
        let zeros = vec![0; players];
        Counts {
            pot: zeros.clone(),
            wins: zeros.clone(),
            ties: zeros.clone(),
            low_wins: zeros.clone(),
            low_ties: zeros.clone(),
            scoops: zeros,
            ..Counts::default()
        }
    }

    /// One showdown: `highs` (greater wins), `lows` (smaller key wins, a
    /// missing low plays for nothing), the low playing for half the pot
    /// when `split` and some low is there, for all of it when not `split`.
    fn showdown(&mut self, highs: &[HandRank], lows: &[Option<(u8, Vec<u8>)>], split: bool) {
        let n = highs.len();
        self.deals += 1;
        let mut share = vec![0u64; n];
        let low_best = lows.iter().flatten().min().cloned();
        if !split {
            // Razz plays for the low alone, stud for the high alone.
            let winners: Vec<usize> = match &low_best {
                Some(best) => (0..n).filter(|&p| lows[p].as_ref() == Some(best)).collect(),
                None => {
                    let top = highs.iter().max().unwrap();
                    (0..n).filter(|&p| highs[p] == *top).collect()
                }
            };
            for &p in &winners {
                share[p] += 5040 / winners.len() as u64;
                if winners.len() == 1 {
                    self.wins[p] += 1;
                } else {
                    self.ties[p] += 1;
                }
            }
        } else {
            let top = highs.iter().max().unwrap();
            let high_winners: Vec<usize> = (0..n).filter(|&p| highs[p] == *top).collect();
            let half = if low_best.is_some() { 2 } else { 1 };
            for &p in &high_winners {
                share[p] += 5040 / half / high_winners.len() as u64;
                if high_winners.len() == 1 {
                    self.wins[p] += 1;
                } else {
                    self.ties[p] += 1;
                }
            }
            match &low_best {
                Some(best) => {
                    let low_winners: Vec<usize> =
                        (0..n).filter(|&p| lows[p].as_ref() == Some(best)).collect();
                    for &p in &low_winners {
                        share[p] += 2520 / low_winners.len() as u64;
                        if low_winners.len() == 1 {
                            self.low_wins[p] += 1;
                        } else {
                            self.low_ties[p] += 1;
                        }
                    }
                }
                None => self.no_low += 1,
            }
        }
        for (p, &share) in share.iter().enumerate() {
            self.pot[p] += share;
            self.scoops[p] += u64::from(share == 5040);
        }
    }

    fn check(&self, equity: &Equity, split: bool) {
        assert_eq!(equity.deals, u128::from(self.deals));
        for (p, player) in equity.players.iter().enumerate() {
            let expected = self.pot[p] as f64 / 5040.0 / self.deals as f64;
            assert!((player.equity() - expected).abs() < 1e-12, "player {p}");
            assert_eq!(player.wins, u128::from(self.wins[p]), "player {p}");
            assert_eq!(player.tied(), u128::from(self.ties[p]), "player {p}");
            match player.split {
                Some(pot) => {
                    assert!(split);
                    assert_eq!(pot.low_wins, u128::from(self.low_wins[p]), "player {p}");
                    assert_eq!(pot.low_tied(), u128::from(self.low_ties[p]), "player {p}");
                    assert_eq!(pot.scoops, u128::from(self.scoops[p]), "player {p}");
                }
                None => assert!(!split),
            }
        }
        assert_eq!(equity.no_low, split.then_some(u128::from(self.no_low)));
    }
}

/// Every board completion for Omaha hi-lo players holding `holes`.
fn omaha_reference(holes: &[CardSet], board: CardSet) -> Counts {
    let used = holes.iter().fold(board, |used, &hole| used | hole);
    let deck: Vec<Card> = (CardSet::FULL - used).iter().collect();
    let mut counts = Counts::new(holes.len());
    for extra in choose(&deck, 5 - board.len()) {
        let board = extra.iter().fold(board, |b, &c| b | c);
        let (highs, lows): (Vec<_>, Vec<_>) = holes
            .iter()
            .map(|&hole| best(&omaha_fives(hole, board), true))
            .unzip();
        counts.showdown(&highs, &lows, true);
    }
    counts
}

/// Every deal of the stud players' cards to come, one after another.
fn stud_reference(variant: Variant, hands: &[CardSet]) -> Counts {
    fn deal(hands: &mut Vec<CardSet>, p: usize, deck: CardSet, each: &mut impl FnMut(&[CardSet])) {
        if p == hands.len() {
            return each(hands);
        }
        let cards: Vec<Card> = deck.iter().collect();
        let known = hands[p];
        for extra in choose(&cards, 7 - known.len()) {
            hands[p] = extra.iter().fold(known, |h, &c| h | c);
            deal(hands, p + 1, deck - hands[p], each);
        }
        hands[p] = known;
    }
    let used = hands.iter().fold(CardSet::EMPTY, |used, &hand| used | hand);
    let mut counts = Counts::new(hands.len());
    deal(&mut hands.to_vec(), 0, CardSet::FULL - used, &mut |full| {
        let (highs, lows): (Vec<_>, Vec<_>) = full
            .iter()
            .map(|&hand| best(&seven_fives(hand), variant == Variant::StudHiLo))
            .unzip();
        match variant {
            Variant::Stud => counts.showdown(&highs, &vec![None; full.len()], false),
            Variant::Razz => counts.showdown(&highs, &lows, false),
            _ => counts.showdown(&highs, &lows, true),
        }
    });
    counts
}

fn sets(text: &[&str]) -> Vec<CardSet> {
    text.iter().map(|t| t.parse().unwrap()).collect()
}

fn lists(hands: &[CardSet]) -> Vec<HandList> {
    hands
        .iter()
        .map(|&hand| HandList::from_iter([hand]))
        .collect()
}

#[test]
fn omaha_hi_lo_matches_the_reference() {
    let cases: [(&[&str], &str); 4] = [
        // A nut low for both on the flop, a flush draw for one.
        (&["AhQh2c9d", "As2dJcJs"], "3h 4h Ks"),
        // No low card on the board yet: a low needs two more.
        (&["Ac2c3dKd", "AdKs5h6h", "8c8d7s7h"], "Ts Jd 9h"),
        // Five and six hole cards, on the turn.
        (&["Ac2c3dKdQs", "4s5s6h7hTc9c"], "8h 2s Jc Kh"),
        // Three players sharing the low with the same two cards.
        (&["Ac2cTdTh", "Ad2dJsJh", "Ah2hQcQd"], "3s 4s 5d"),
    ];
    for (holes, board) in cases {
        let holes = sets(holes);
        let board: CardSet = board.parse().unwrap();
        let equity = Matchup::hands(lists(&holes))
            .variant(Variant::OmahaHiLo)
            .board(board)
            .exact()
            .unwrap();
        omaha_reference(&holes, board).check(&equity, true);
    }
}

#[test]
fn stud_games_match_the_reference() {
    let cases: [&[&str]; 3] = [
        // Sixth street heads-up: one card each to come.
        &["As2s3d8cKhKd", "7c5d4h3cJsJc"],
        // Three players, one of them with all seven cards.
        &["Ah2h4h6h9c9d", "AcKc5s5d7d8s", "2c3c4c5c6d7h8h"],
        // Fifth street against seventh: two cards to come for one.
        &["Ad3s6c7c8d", "2d3d4d5h9h9s8c"],
    ];
    for hands in cases {
        let hands = sets(hands);
        for variant in [Variant::Stud, Variant::Razz, Variant::StudHiLo] {
            let equity = Matchup::hands(lists(&hands))
                .variant(variant)
                .exact()
                .unwrap();
            stud_reference(variant, &hands).check(&equity, variant == Variant::StudHiLo);
        }
    }
}

#[test]
fn monte_carlo_agrees_with_exact() {
    let omaha = Matchup::hands(lists(&sets(&["AhQh2c9d", "As2dJcJs", "KcKd7s8s"])))
        .variant(Variant::OmahaHiLo)
        .board("3h 4h Ts".parse().unwrap());
    let razz = Matchup::hands(lists(&sets(&["As2s3d8c", "7c5d4h3c"]))).variant(Variant::Razz);
    let stud = Matchup::hands(vec!["AsKsQs2d".parse().unwrap(), "any7".parse().unwrap()])
        .variant(Variant::StudHiLo);
    let options = MonteCarlo::new().samples(100_000).seed(7);
    for matchup in [omaha, razz] {
        let exact = matchup.exact().unwrap();
        let sampled = matchup
            .calculate(Calculation::monte_carlo(options))
            .unwrap();
        for p in 0..exact.players.len() {
            let error = sampled.standard_error(p).unwrap();
            let gap = (exact.players[p].equity() - sampled.players[p].equity()).abs();
            assert!(gap < 4.0 * error, "player {p}: {gap} against {error}");
        }
        let (exact_no_low, sampled_no_low) = (exact.no_low, sampled.no_low);
        assert_eq!(exact_no_low.is_some(), sampled_no_low.is_some());
    }
    // A random stud hand is seven cards dealt: past the exact limit.
    assert!(matches!(stud.exact(), Err(EquityError::TooLarge { .. })));
    let sampled = stud.calculate(Calculation::monte_carlo(options)).unwrap();
    let shares: f64 = sampled.players.iter().map(|p| p.equity()).sum();
    assert!((shares - 1.0).abs() < 1e-12);
}

#[test]
fn bad_stud_questions_are_errors() {
    let heads_up = lists(&sets(&["AsKs", "QdQc"]));
    let stud = |players: Vec<HandList>| Matchup::hands(players).variant(Variant::Stud);
    assert_eq!(
        stud(heads_up.clone())
            .board("2c3c4c".parse().unwrap())
            .exact(),
        Err(BoardError::StudBoard { count: 3 }.into())
    );
    let eight = lists(&sets(&["AsKsQsJsTs9s8s7s", "QdQc"]));
    assert_eq!(
        stud(eight).exact(),
        Err(BoardError::StudHand { count: 8 }.into())
    );
    let mixed = vec!["AsKs,2c3c4c".parse().unwrap(), "QdQc".parse().unwrap()];
    assert_eq!(
        stud(mixed).exact(),
        Err(BoardError::StudHandSizes {
            player: Place::Player(0)
        }
        .into())
    );
    // Eight players need 56 cards.
    let eight_players = vec!["any7".parse::<HandList>().unwrap(); 8];
    assert_eq!(
        stud(eight_players).calculate(Calculation::monte_carlo(MonteCarlo::new())),
        Err(BoardError::DeckTooSmall {
            needed: 56,
            left: 52
        }
        .into())
    );
    let meter = StrengthMeter::new("AsKs".parse().unwrap(), CardSet::EMPTY).variant(Variant::Razz);
    assert_eq!(
        meter.run().unwrap_err(),
        BoardError::BoardGamesOnly {
            feature: Feature::StrengthMeter,
            variant: Variant::Razz
        }
    );
}

#[test]
fn the_omaha_hi_lo_meter_counts_lows() {
    let hole: CardSet = "Ah 2h Kc Qd".parse().unwrap();
    let board: CardSet = "3c 7d Js".parse().unwrap();
    let meter = StrengthMeter::new(hole, board).variant(Variant::OmahaHiLo);
    let odds = meter.run().unwrap().distribution;
    // By hand: the turn and river that give a low of A-2 with three
    // distinct board ranks at eight or below, none of them an ace or a two.
    let deck: Vec<Card> = (CardSet::FULL - hole - board).iter().collect();
    let lows = choose(&deck, 2)
        .iter()
        .filter(|two| {
            let full = two.iter().fold(board, |b, &c| b | c);
            best(&omaha_fives(hole, full), true).1.is_some()
        })
        .count();
    assert_eq!(odds.low_count(), Some(lows as u64));
    assert_eq!(odds.total(), 990);
    // The same meter in Omaha high has no low.
    let high = StrengthMeter::new(hole, board).variant(Variant::Omaha);
    assert_eq!(high.run().unwrap().distribution.low_count(), None);
    assert_eq!(
        high.run().unwrap().distribution.iter().collect::<Vec<_>>(),
        odds.iter().collect::<Vec<_>>()
    );
}
