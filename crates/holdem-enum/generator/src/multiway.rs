//! Each starting-hand class's exact equity against two and three random
//! hands.
//!
//! Every board of five cards is taken once per class of boards alike up to
//! a renaming of suits (with the class's size as its weight). On a board,
//! the 1,081 combos of the 47 cards left are ranked once; then, for each
//! combo as the hero's, the opponents' hands that the hero beats or ties
//! are counted without listing them: combos are the edges of a graph on
//! the cards left, opponents' hands are its matchings (edges without a
//! common card), and the number of matchings of two or three edges follows
//! by inclusion-exclusion from sums over the graph (degrees, paths of
//! three edges, triangles) kept up to date as the edges come in by rank.
//! Ties weigh their edges by a variable `z`: the count is a polynomial in
//! `z` whose coefficient of `z^t` is the opponents' hands with `t` hands
//! tied with the hero's, who then wins `1 / (t + 1)` of the pot. The
//! polynomial is kept as its values at `z = 0, 1, 2, 3`.

use std::ops::{Add, AddAssign, Mul, Sub};

use holdem_enum::HandClass;

use crate::share::Share;
use holdem_enum::card_core::{Card, CardSet, Suit};
use holdem_enum::hand_eval::{Hand, HandRank};
use rayon::prelude::*;

/// The most cards a graph has: those a board of five leaves.
pub(crate) const CARDS: usize = Card::COUNT - 5;

/// A polynomial of degree at most 3 in the weight `z` of a tied edge, by
/// its values at `z = 0, 1, 2, 3`: arithmetic is pointwise. The values
/// are whole numbers below 2^53 (at most 3 * 1,081 cubed), which `f64`
/// holds and multiplies exactly, faster than `i64` in vector registers.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Poly(pub(crate) [f64; 4]);

impl Poly {
    /// An edge weaker than the hero's: weight 1.
    const ONE: Poly = Poly([1.0; 4]);
    /// An edge tied with the hero's: weight `z`.
    const Z: Poly = Poly([0.0, 1.0, 2.0, 3.0]);

    fn halved(self) -> Poly {
        Poly(self.0.map(|v| v / 2.0))
    }

    fn divided(self, by: f64) -> Poly {
        Poly(self.0.map(|v| v / by))
    }

    /// The hero's share of the pot summed over the hands counted, in
    /// twelfths: `12 / (t + 1)` for each hand with `t` ties, from the
    /// values by Newton's forward differences (the coefficients are
    /// `c3 = d3 / 6`, `c2 = (d2 - d3) / 2`, `c1 = d1 - d2 / 2 + d3 / 3`,
    /// `c0 = m0`).
    pub(crate) fn twelfths(self) -> i64 {
        let [m0, m1, m2, m3] = self.0.map(|v| {
            debug_assert!(v.fract() == 0.0 && v.abs() < 2f64.powi(53));
            v as i64
        });
        let d1 = m1 - m0;
        let d2 = m2 - 2 * m1 + m0;
        let d3 = m3 - 3 * m2 + 3 * m1 - m0;
        12 * m0 + 6 * d1 - d2 + d3 / 2
    }
}

impl Add for Poly {
    type Output = Poly;
    fn add(self, other: Poly) -> Poly {
        Poly(core::array::from_fn(|i| self.0[i] + other.0[i]))
    }
}

impl Sub for Poly {
    type Output = Poly;
    fn sub(self, other: Poly) -> Poly {
        Poly(core::array::from_fn(|i| self.0[i] - other.0[i]))
    }
}

impl Mul for Poly {
    type Output = Poly;
    fn mul(self, other: Poly) -> Poly {
        Poly(core::array::from_fn(|i| self.0[i] * other.0[i]))
    }
}

impl Mul<Poly> for f64 {
    type Output = Poly;
    fn mul(self, other: Poly) -> Poly {
        Poly(other.0.map(|v| self * v))
    }
}

impl AddAssign for Poly {
    fn add_assign(&mut self, other: Poly) {
        *self = *self + other;
    }
}

/// A weighted graph on up to [`CARDS`] vertices with the sums that count
/// its matchings, kept up to date edge by edge (`A` is the weight matrix,
/// `D` the weighted degrees).
#[derive(Clone)]
pub(crate) struct Graph {
    w: [[Poly; CARDS]; CARDS],
    /// `A^2`: weighted paths of two edges between two vertices.
    a2: [[Poly; CARDS]; CARDS],
    /// Weighted degree of each vertex.
    d: [Poly; CARDS],
    /// Sums of squared and of cubed weights at each vertex.
    e: [Poly; CARDS],
    c: [Poly; CARDS],
    /// `A D`: each vertex's neighbours' degrees, weighted.
    h: [Poly; CARDS],
    /// The sums of the weights, their squares and cubes.
    sum: Poly,
    sum2: Poly,
    sum3: Poly,
    /// Weighted triangles.
    triangles: Poly,
    /// `D^T A D`: twice the sum over edges of weight times both degrees.
    dad: Poly,
}

impl Graph {
    pub(crate) fn new() -> Box<Graph> {
        Box::new(Graph {
            w: [[Poly::default(); CARDS]; CARDS],
            a2: [[Poly::default(); CARDS]; CARDS],
            d: [Poly::default(); CARDS],
            e: [Poly::default(); CARDS],
            c: [Poly::default(); CARDS],
            h: [Poly::default(); CARDS],
            sum: Poly::default(),
            sum2: Poly::default(),
            sum3: Poly::default(),
            triangles: Poly::default(),
            dad: Poly::default(),
        })
    }

    /// Takes every edge out.
    pub(crate) fn clear(&mut self) {
        let zero = Poly::default();
        for row in self.w.iter_mut().chain(self.a2.iter_mut()) {
            row.fill(zero);
        }
        for column in [&mut self.d, &mut self.e, &mut self.c, &mut self.h] {
            column.fill(zero);
        }
        self.sum = zero;
        self.sum2 = zero;
        self.sum3 = zero;
        self.triangles = zero;
        self.dad = zero;
    }

    /// Adds `delta` to the weight of edge `ab` (`a != b`).
    pub(crate) fn change(&mut self, a: usize, b: usize, delta: Poly) {
        let old = self.w[a][b];
        let new = old + delta;
        // Sums that read the graph before the change.
        self.triangles += delta * self.a2[a][b];
        let (da, db) = (self.d[a], self.d[b]);
        let (ha, hb) = (self.h[a], self.h[b]);
        let da_new = da + delta;
        let db_new = db + delta;
        self.dad += 2.0 * (delta * (ha + hb))
            + 2.0 * (delta * delta * old)
            + 2.0 * (delta * da_new * db_new);
        for i in 0..CARDS {
            let (wia, wib) = (self.w[i][a], self.w[i][b]);
            self.h[i] += delta * (wia + wib);
            self.a2[i][b] += delta * wia;
            self.a2[i][a] += delta * wib;
            self.a2[a][i] += delta * wib;
            self.a2[b][i] += delta * wia;
        }
        self.h[a] += delta * db + delta * delta;
        self.h[b] += delta * da + delta * delta;
        self.a2[a][a] += delta * delta;
        self.a2[b][b] += delta * delta;
        self.w[a][b] = new;
        self.w[b][a] = new;
        self.d[a] = da_new;
        self.d[b] = db_new;
        let square = new * new - old * old;
        self.e[a] += square;
        self.e[b] += square;
        let cube = new * new * new - old * old * old;
        self.c[a] += cube;
        self.c[b] += cube;
        self.sum += delta;
        self.sum2 += square;
        self.sum3 += cube;
    }

    /// The weighted matchings of two and of three edges of the graph less
    /// vertices `x` and `y` (`x != y`), each counted once.
    pub(crate) fn matchings_without(&self, x: usize, y: usize) -> (Poly, Poly) {
        let w = &self.w;
        let wxy = w[x][y];
        let (dx, dy) = (self.d[x], self.d[y]);
        // (A^3)_xx, (A^3)_yy and (A^3)_xy.
        let mut a3xx = wxy * self.a2[y][x];
        let mut a3yy = wxy * self.a2[x][y];
        let mut a3xy = wxy * self.a2[y][y];
        // Over the vertices left: sums of D^2, D^3 and D E of the graph
        // without x and y, and the cross sum of degrees and lost edges.
        let (mut d2, mut d3, mut de, mut cross) = (
            Poly::default(),
            Poly::default(),
            Poly::default(),
            Poly::default(),
        );
        for v in (0..CARDS).filter(|&v| v != x && v != y) {
            let (wxv, wyv) = (w[x][v], w[y][v]);
            a3xx += wxv * self.a2[v][x];
            a3yy += wyv * self.a2[v][y];
            a3xy += wxv * self.a2[v][y];
            let lost = wxv + wyv;
            let degree = self.d[v] - lost;
            let squares = self.e[v] - wxv * wxv - wyv * wyv;
            d2 += degree * degree;
            d3 += degree * degree * degree;
            de += degree * squares;
            cross += lost * (self.h[v] - wxv * dx - wyv * dy);
        }
        let (ex, ey) = (self.e[x], self.e[y]);
        let sum = self.sum - dx - dy + wxy;
        let sum2 = self.sum2 - ex - ey + wxy * wxy;
        let sum3 = self.sum3 - self.c[x] - self.c[y] + wxy * wxy * wxy;
        let triangles = self.triangles - (a3xx + a3yy).halved() + wxy * self.a2[x][y];
        // Paths of three edges between vertices next to x or y, and
        // triangles through x or y without them.
        let near = a3xx + a3yy - 4.0 * (wxy * self.a2[x][y])
            + 2.0 * (a3xy - wxy * (ex + ey) + wxy * wxy * wxy);
        let dad = self.dad - 2.0 * (dx * self.h[x]) - 2.0 * (dy * self.h[y])
            + 2.0 * (wxy * dx * dy)
            - 2.0 * cross
            + near;
        // Ordered pairs and triples of edges, inclusion-exclusion over
        // the pairs that share a card.
        let sharing = d2 - sum2;
        let pairs = sum * sum - sharing;
        let star = d3 + dad - 2.0 * de + sum3;
        let all_meet = d3 - sum3 + 6.0 * triangles;
        let triples = sum * sum * sum - 3.0 * (sum * sharing) + 3.0 * star - all_meet;
        (pairs.halved(), triples.divided(6.0))
    }
}

/// For each class (by [`HandClass::index`]), the hero's share of the pot
/// in twelfths, summed over the hero's combos that the board leaves and
/// the opponents' hands of 2 (first) and 3 (second) combos of the cards
/// left (`deck`, at most [`CARDS`]).
pub(crate) fn shares_on(board: CardSet, deck: CardSet, graph: &mut Graph) -> Vec<[i64; 2]> {
    let cards: Vec<Card> = deck.iter().collect();
    let hand = Hand::from(board);
    let mut combos: Vec<(HandRank, usize, usize)> =
        Vec::with_capacity(cards.len() * cards.len() / 2);
    for i in 0..cards.len() {
        for j in i + 1..cards.len() {
            let rank = hand.add(cards[i]).add(cards[j]).evaluate();
            combos.push((rank, i, j));
        }
    }
    combos.sort_unstable();
    let mut shares = vec![[0i64; 2]; 169];
    for tied in combos.chunk_by(|a, b| a.0 == b.0) {
        for &(_, i, j) in tied {
            graph.change(i, j, Poly::Z);
        }
        for &(_, i, j) in tied {
            let (two, three) = graph.matchings_without(i, j);
            let class = class_index(cards[i], cards[j]);
            shares[class][0] += two.twelfths();
            shares[class][1] += three.twelfths();
        }
        for &(_, i, j) in tied {
            graph.change(i, j, Poly::ONE - Poly::Z);
        }
    }
    shares
}

fn class_index(a: Card, b: Card) -> usize {
    let combo = holdem_enum::Combo::new(a, b).expect("two cards");
    HandClass::of(combo).index()
}

/// The 24 renamings of the suits.
fn renamings() -> Vec<[Suit; 4]> {
    let mut all = Vec::with_capacity(24);
    for a in Suit::ALL {
        for b in Suit::ALL {
            for c in Suit::ALL {
                for d in Suit::ALL {
                    let to = [a, b, c, d];
                    if (1..4).all(|i| !to[..i].contains(&to[i])) {
                        all.push(to);
                    }
                }
            }
        }
    }
    all
}

/// One board of five cards of each class of boards alike up to a renaming
/// of suits (the one of lowest bits), with the class's size.
pub(crate) fn boards() -> Vec<(CardSet, i64)> {
    let renamings = renamings();
    let mut boards = Vec::new();
    let cards: Vec<Card> = Card::ALL.to_vec();
    let mut pick = [0usize, 1, 2, 3, 4];
    loop {
        let board: CardSet = pick.iter().map(|&i| cards[i]).collect();
        let mut fixed = 0;
        let mut lowest = true;
        for &to in &renamings {
            let image = board.map_suits(to);
            if image.bits() < board.bits() {
                lowest = false;
                break;
            }
            fixed += i64::from(image == board);
        }
        if lowest {
            boards.push((board, 24 / fixed));
        }
        // The next five indices in lexicographic order.
        let mut k = 5;
        while k > 0 && pick[k - 1] == Card::COUNT - 5 + k - 1 {
            k -= 1;
        }
        if k == 0 {
            return boards;
        }
        pick[k - 1] += 1;
        for m in k..5 {
            pick[m] = pick[m - 1] + 1;
        }
    }
}

/// The exact equity of each of `classes` (all 169, in grid order) against
/// 2 and against 3 random hands: every board, every combo of the class
/// that the board leaves, every hand of the opponents from the cards left.
pub(crate) fn against_random_hands(classes: &[HandClass]) -> [Vec<Share>; 2] {
    let sums = shares();
    // Boards, then opponents' hands (unordered) of 2 and of 3 combos from
    // the 45 cards left.
    let boards = 2_118_760u128; // 50 choose 5
    let hands = [990 * 903 / 2, 990 * 903 * 820 / 6];
    let against = [0, 1].map(|k| {
        classes
            .iter()
            .zip(&sums)
            .map(|(class, sum)| Share {
                won: u128::try_from(sum[k]).expect("a share is never negative"),
                whole: 12 * class.combos() as u128 * boards * hands[k],
            })
            .collect::<Vec<Share>>()
    });
    // Every pot is shared out in full: over all heroes' deals, the heroes
    // win one pot in as many deals as there are players (3 or 4).
    for (players, shares) in [3, 4].into_iter().zip(&against) {
        let won: u128 = shares.iter().map(|s| s.won).sum();
        let whole: u128 = shares.iter().map(|s| s.whole).sum();
        assert_eq!(won * players, whole, "the pots add up");
    }
    against
}

/// Each class's share of the pot against 2 and against 3 random hands, in
/// twelfths, summed over every board, hero combo and opponents' hands.
fn shares() -> Vec<[i128; 2]> {
    boards()
        .par_iter()
        .fold(
            || (Graph::new(), vec![[0i128; 2]; 169]),
            |(mut graph, mut sums), &(board, size)| {
                graph.clear();
                for (sum, share) in sums.iter_mut().zip(shares_on(board, !board, &mut graph)) {
                    sum[0] += i128::from(share[0] * size);
                    sum[1] += i128::from(share[1] * size);
                }
                (graph, sums)
            },
        )
        .map(|(_, sums)| sums)
        .reduce(
            || vec![[0i128; 2]; 169],
            |mut a, b| {
                for (x, y) in a.iter_mut().zip(b) {
                    x[0] += y[0];
                    x[1] += y[1];
                }
                a
            },
        )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    /// A small random number generator (xorshift), for the tests only.
    struct Xorshift(u64);

    impl Xorshift {
        fn below(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % n
        }
    }

    /// Matchings of two and three edges avoiding x and y, listed one by
    /// one, by the number of tied edges in them.
    fn listed(edges: &[(usize, usize, bool)], x: usize, y: usize) -> ([i64; 3], [i64; 4]) {
        let free: Vec<&(usize, usize, bool)> = edges
            .iter()
            .filter(|&&(a, b, _)| ![a, b].contains(&x) && ![a, b].contains(&y))
            .collect();
        let apart = |p: &(usize, usize, bool), q: &(usize, usize, bool)| {
            ![q.0, q.1].contains(&p.0) && ![q.0, q.1].contains(&p.1)
        };
        let (mut two, mut three) = ([0; 3], [0; 4]);
        for i in 0..free.len() {
            for j in i + 1..free.len() {
                if !apart(free[i], free[j]) {
                    continue;
                }
                two[usize::from(free[i].2) + usize::from(free[j].2)] += 1;
                for k in j + 1..free.len() {
                    if apart(free[i], free[k]) && apart(free[j], free[k]) {
                        let ties = [free[i], free[j], free[k]].iter().filter(|e| e.2).count();
                        three[ties] += 1;
                    }
                }
            }
        }
        (two, three)
    }

    /// The values at z = 0..3 of a polynomial given by its coefficients.
    fn values(coefficients: &[i64]) -> Poly {
        Poly(core::array::from_fn(|z| {
            coefficients
                .iter()
                .rev()
                .fold(0, |sum, &c| sum * z as i64 + c) as f64
        }))
    }

    #[test]
    fn matchings_are_counted_as_a_listing_counts_them() {
        let mut rng = Xorshift(0x9E37_79B9_7F4A_7C15);
        let mut graph = Graph::new();
        for _ in 0..40 {
            graph.clear();
            let n = 4 + rng.below(9) as usize;
            let mut edges = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    match rng.below(3) {
                        0 => {}
                        kind => {
                            let tied = kind == 2;
                            // Some edges come in tied and are then made weaker,
                            // as the sweep over ranks does.
                            if !tied && rng.below(2) == 0 {
                                graph.change(a, b, Poly::Z);
                                graph.change(a, b, Poly::ONE - Poly::Z);
                            } else {
                                graph.change(a, b, if tied { Poly::Z } else { Poly::ONE });
                            }
                            edges.push((a, b, tied));
                        }
                    }
                }
            }
            for x in 0..n {
                for y in x + 1..n {
                    let (two, three) = listed(&edges, x, y);
                    assert_eq!(
                        graph.matchings_without(x, y),
                        (values(&two), values(&three))
                    );
                }
            }
        }
    }

    /// On one board with most cards dead, the shares against 2 and 3
    /// hands are the exact engine's, as fractions.
    #[test]
    fn shares_on_a_board_are_the_exact_engines() {
        use holdem_enum::{Matchup, Range};
        for (board, deck, class) in [
            (
                "Ah Kd 7c 7s 2h",
                "As Ad Kh Ks Qh Qd 7h 7d 6c 6d 5s 4s 3d 2c",
                "AA",
            ),
            (
                "Ah Kd 7c 7s 2h",
                "Ac Kh Ks Qh Qc Jh Th 9h 8h 7d 5c 3h 2d 2s",
                "KQo",
            ),
            (
                "Ah Kd 7c 7s 2h",
                "Ac Ad Kh Kc 9h 9d 8h 6h 5h 4h 3c 3d 2d 2s",
                "98s",
            ),
            // Four kings on the board: whoever holds no ace ties.
            (
                "Ks Kd Kh Kc Qs",
                "Ah Ad Jh Jd Tc 9c 8s 7s 6h 5d 4c 3s 2h 2d",
                "JJ",
            ),
        ] {
            let board: CardSet = board.parse().unwrap();
            let deck: CardSet = deck.parse().unwrap();
            let dead = !(board | deck);
            let hero: HandClass = class.parse().unwrap();
            let shares = shares_on(board, deck, &mut Graph::new())[hero.index()];
            let heroes = deck
                .iter()
                .flat_map(|a| deck.iter().filter(move |&b| b < a).map(move |b| (a, b)))
                .filter(|&(a, b)| class_index(a, b) == hero.index())
                .count() as i128;
            assert!(heroes > 0, "{class}");
            let n = deck.len() as i128;
            let pairs = |m: i128| m * (m - 1) / 2;
            let hands = [
                pairs(n - 2) * pairs(n - 4) / 2,
                pairs(n - 2) * pairs(n - 4) * pairs(n - 6) / 6,
            ];
            for (opponents, (mine, hands)) in shares.into_iter().zip(hands).enumerate() {
                let mut players = vec![Range::from_str(class).unwrap()];
                players.extend(vec![Range::any(); opponents + 2]);
                let equity = Matchup::new(players)
                    .board(board)
                    .dead(dead)
                    .exact()
                    .unwrap();
                let hero = &equity.players[0];
                let twelfths =
                    12 * hero.wins + (2..=4).map(|n| 12 / n as u128 * hero.ties[n]).sum::<u128>();
                assert_eq!(
                    i128::from(mine) * equity.deals as i128,
                    twelfths as i128 * heroes * hands,
                    "{class} against {} hands",
                    opponents + 2
                );
            }
        }
    }

    #[test]
    fn shares_weigh_ties_by_their_size() {
        // One hand with t ties out of values z^t: 12 / (t + 1).
        for (t, share) in [12, 6, 4, 3].into_iter().enumerate() {
            let mut coefficients = [0; 4];
            coefficients[t] = 1;
            assert_eq!(values(&coefficients).twelfths(), share);
        }
    }
}
