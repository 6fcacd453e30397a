//! The package's exceptions: one `ValueError` subclass per error type of
//! the libraries, each raised with the library's one-line message.

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

create_exception!(
    cardgames,
    CardgamesError,
    PyValueError,
    "The base of every error of the package: bad input, with the library's one-line message."
);
create_exception!(
    cardgames,
    ParseError,
    CardgamesError,
    "Card notation that cannot be read: an unknown rank or suit, a missing suit, a card given twice."
);
create_exception!(
    cardgames,
    EvalError,
    CardgamesError,
    "Cards that do not make a hand: the wrong number, a card twice, a card outside the short deck."
);
create_exception!(
    cardgames,
    RangeError,
    CardgamesError,
    "A range, combo or list of hands that cannot be read."
);
create_exception!(
    cardgames,
    BoardError,
    CardgamesError,
    "A hand, board or dead cards that do not fit together."
);
create_exception!(
    cardgames,
    EquityError,
    CardgamesError,
    "An equity calculation that cannot run: players, ranges, samples or size."
);

create_exception!(
    cardgames,
    OddsError,
    CardgamesError,
    "Odds that cannot be: a probability outside (0, 1], odds below 0 to 1, an amount that is not positive."
);

/// Adds the exceptions to `module`.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    module.add("CardgamesError", py.get_type::<CardgamesError>())?;
    module.add("ParseError", py.get_type::<ParseError>())?;
    module.add("EvalError", py.get_type::<EvalError>())?;
    module.add("RangeError", py.get_type::<RangeError>())?;
    module.add("BoardError", py.get_type::<BoardError>())?;
    module.add("EquityError", py.get_type::<EquityError>())?;
    module.add("OddsError", py.get_type::<OddsError>())?;
    Ok(())
}

/// The library errors raised as the exception of their kind, with their
/// own message.
pub(crate) trait Raise<T> {
    /// This result, its error raised as the package's exception.
    fn raise(self) -> PyResult<T>;
}

/// Maps each library error type to its exception.
macro_rules! raise_as {
    ($($error:ty => $exception:ty),* $(,)?) => {$(
        impl<T> Raise<T> for Result<T, $error> {
            fn raise(self) -> PyResult<T> {
                self.map_err(|err| <$exception>::new_err(err.to_string()))
            }
        }
    )*};
}

raise_as! {
    card_core::ParseError => ParseError,
    card_core::IndexError => ParseError,
    hand_eval::EvalError => EvalError,
    holdem_enum::RangeError => RangeError,
    holdem_enum::ComboError => RangeError,
    holdem_enum::BoardError => BoardError,
    holdem_enum::OddsError => OddsError,
}

/// A board error inside an equity error is raised as a `BoardError`.
impl<T> Raise<T> for Result<T, holdem_enum::EquityError> {
    fn raise(self) -> PyResult<T> {
        self.map_err(|err| match err {
            holdem_enum::EquityError::Board(board) => BoardError::new_err(board.to_string()),
            other => EquityError::new_err(other.to_string()),
        })
    }
}
