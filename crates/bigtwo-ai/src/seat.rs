//! The four seats around the table.

use core::fmt;

/// One of the four seats, numbered 0 to 3 in turn order.
///
/// Play passes from each seat to the next ([`Seat::next`]), 3 to 0.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::Seat;
///
/// let seat = Seat::new(3).unwrap();
/// assert_eq!(seat.next(), Seat::new(0).unwrap());
/// assert_eq!(seat.to_string(), "3");
/// assert_eq!(Seat::new(4), None);
/// assert_eq!(Seat::ALL.len(), 4);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Seat(u8);

impl Seat {
    /// The seats in turn order.
    pub const ALL: [Seat; 4] = [Seat(0), Seat(1), Seat(2), Seat(3)];

    /// The seat numbered `index`, if `index < 4`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Seat;
    ///
    /// assert_eq!(Seat::new(2).map(Seat::index), Some(2));
    /// ```
    pub const fn new(index: usize) -> Option<Seat> {
        if index < 4 {
            Some(Seat(index as u8))
        } else {
            None
        }
    }

    /// The seat's number, 0 to 3.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Seat;
    ///
    /// assert_eq!(Seat::ALL[1].index(), 1);
    /// ```
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat that plays after this one.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Seat;
    ///
    /// assert_eq!(Seat::ALL[0].next(), Seat::ALL[1]);
    /// ```
    pub const fn next(self) -> Seat {
        Seat((self.0 + 1) % 4)
    }

    /// The seat `steps` places after this one in turn order.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Seat;
    ///
    /// assert_eq!(Seat::ALL[3].after(2), Seat::ALL[1]);
    /// ```
    pub const fn after(self, steps: usize) -> Seat {
        Seat(((self.0 as usize + steps) % 4) as u8)
    }

    /// The bit of this seat in a mask of seats.
    pub(crate) const fn bit(self) -> u8 {
        1 << self.0
    }
}

impl fmt::Display for Seat {
    /// Writes the seat's number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
