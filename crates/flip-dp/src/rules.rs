//! How failed rolls are treated.

/// The failure allowance: how many failed rolls a game survives, and whether
/// the player may fail on purpose.
///
/// A roll that no set of face-up tiles matches is a *failure*. With an
/// allowance of `k` the game survives `k` failures and is lost at the next
/// one. Under [`Rules::forced`] a player must move whenever a move exists;
/// under [`Rules::strategic`] the player may also *declare* a failure
/// instead of moving, spending one of the allowed failures (declaring one
/// with none left loses the game).
///
/// The default is the plain game: forced, no failures allowed.
///
/// # Examples
///
/// ```
/// use flip_dp::Rules;
///
/// let plain = Rules::default();
/// assert_eq!((plain.failures(), plain.is_strategic()), (0, false));
/// let generous = Rules::strategic(10);
/// assert_eq!((generous.failures(), generous.is_strategic()), (10, true));
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Rules {
    failures: u32,
    strategic: bool,
}

impl Rules {
    /// `failures` failed rolls allowed; a move must be made whenever one
    /// exists.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Rules;
    /// assert!(!Rules::forced(3).is_strategic());
    /// ```
    #[must_use]
    pub const fn forced(failures: u32) -> Self {
        Rules {
            failures,
            strategic: false,
        }
    }

    /// `failures` failed rolls allowed; the player may also declare a
    /// failure instead of moving.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Rules;
    /// assert!(Rules::strategic(3).is_strategic());
    /// ```
    #[must_use]
    pub const fn strategic(failures: u32) -> Self {
        Rules {
            failures,
            strategic: true,
        }
    }

    /// The number of failures a game survives.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Rules;
    /// assert_eq!(Rules::forced(3).failures(), 3);
    /// assert_eq!(Rules::default().failures(), 0);
    /// ```
    #[must_use]
    pub const fn failures(self) -> u32 {
        self.failures
    }

    /// Whether a player may declare a failure on purpose.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Rules;
    /// assert!(Rules::strategic(1).is_strategic());
    /// assert!(!Rules::default().is_strategic());
    /// ```
    #[must_use]
    pub const fn is_strategic(self) -> bool {
        self.strategic
    }
}
