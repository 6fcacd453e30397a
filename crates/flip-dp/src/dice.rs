//! The dice: the distribution of their total.

/// One possible roll total, with its chance.
///
/// # Examples
///
/// ```
/// use flip_dp::{Setup, Tiles};
///
/// let setup = Setup::flip();
/// let seven = setup.rolls(setup.all_up()).iter().find(|r| r.total() == 7).unwrap();
/// assert_eq!(seven.weight(), 6);
/// assert_eq!(seven.probability(), 6.0 / 36.0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Roll {
    pub(crate) total: u32,
    pub(crate) weight: u64,
    pub(crate) probability: f64,
}

impl Roll {
    /// The total shown by the dice.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// let setup = Setup::flip();
    /// let totals: Vec<u32> = setup.rolls(setup.all_up()).iter().map(|r| r.total()).collect();
    /// assert_eq!(totals, (2..=12).collect::<Vec<_>>());
    /// ```
    #[must_use]
    pub const fn total(self) -> u32 {
        self.total
    }

    /// How many of the [`Setup::outcomes`](crate::Setup::outcomes) equally likely outcomes show this
    /// total.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// let setup = Setup::flip();
    /// let weights: Vec<u64> = setup.rolls(setup.all_up()).iter().map(|r| r.weight()).collect();
    /// assert_eq!(weights, [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    /// ```
    #[must_use]
    pub const fn weight(self) -> u64 {
        self.weight
    }

    /// `weight / outcomes`, rounded to `f64`.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Setup;
    /// let setup = Setup::flip();
    /// let two = setup.rolls(setup.all_up())[0];
    /// assert_eq!((two.total(), two.probability()), (2, 1.0 / 36.0));
    /// ```
    #[must_use]
    pub const fn probability(self) -> f64 {
        self.probability
    }
}

/// The distribution of the total of `dice` dice, weights summing to
/// `outcomes`.
pub(crate) fn roll_table(dice: u32, faces: u32, outcomes: u64) -> Vec<Roll> {
    // ways[t] = number of ways to roll total t with the dice so far.
    let mut ways = vec![1u64];
    for _ in 0..dice {
        let mut next = vec![0u64; ways.len() + faces as usize];
        for (total, &w) in ways.iter().enumerate() {
            for face in 1..=faces as usize {
                next[total + face] += w;
            }
        }
        ways = next;
    }
    ways.iter()
        .enumerate()
        .filter(|&(_, &w)| w > 0)
        .map(|(total, &weight)| Roll {
            total: total as u32,
            weight,
            probability: weight as f64 / outcomes as f64,
        })
        .collect()
}
