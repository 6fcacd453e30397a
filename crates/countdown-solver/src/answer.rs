//! A player's answer to a round: read, checked against the rules, scored.

use crate::{AnswerError, Expr, Op, Round, Solution};
#[cfg(feature = "serde")]
use crate::{MAX_NUMBERS, RoundError};

impl Round {
    /// Reads a player's answer (see [`Expr::from_str`](crate::Expr)) and
    /// checks it (see [`Round::check`]): the expression, its value and its
    /// [`points`](Solution::points).
    ///
    /// # Errors
    ///
    /// [`AnswerError::Parse`] if the text is not an expression, else as for
    /// [`Round::check`].
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{AnswerError, Round};
    /// let round = Round::new([100, 75, 25, 9, 4, 2], 375)?;
    /// assert_eq!(round.answer("(9-4)*75")?.points(), 10);
    /// assert!(matches!(round.answer("(9-4)*"), Err(AnswerError::Parse(_))));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn answer(&self, text: &str) -> Result<Solution, AnswerError> {
        self.check(text.parse()?)
    }

    /// Checks an expression against the round's rules: each tile used at
    /// most once, and every step a positive whole number (no zero or
    /// negative difference, no fraction).
    ///
    /// # Errors
    ///
    /// [`AnswerError::Unavailable`] for the first number (left to right)
    /// used more often than the round offers it;
    /// [`AnswerError::NotPositive`], [`AnswerError::Fraction`] or
    /// [`AnswerError::TooLarge`] for the first step (innermost, left to
    /// right) that breaks the rules.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{AnswerError, Expr, Op, Round};
    /// let round = Round::new([100, 75, 25, 9, 4, 2], 375)?;
    /// let twice = Expr::apply(Op::Add, Expr::Number(75), Expr::Number(75));
    /// assert_eq!(
    ///     round.check(twice),
    ///     Err(AnswerError::Unavailable { number: 75, used: 2, available: 1 })
    /// );
    /// let fraction = Expr::apply(Op::Div, Expr::Number(9), Expr::Number(2));
    /// assert_eq!(
    ///     round.check(fraction).unwrap_err().to_string(),
    ///     "9/2 is a fraction: every division must be exact"
    /// );
    /// # Ok::<(), countdown_solver::RoundError>(())
    /// ```
    pub fn check(&self, expr: Expr) -> Result<Solution, AnswerError> {
        let used = expr.numbers();
        for (i, &number) in used.iter().enumerate() {
            let count = |ns: &[u64]| ns.iter().filter(|&&n| n == number).count();
            let (times, available) = (count(&used), count(&self.numbers()));
            // Reported once, at the number's first use.
            if times > available && !used[..i].contains(&number) {
                return Err(AnswerError::Unavailable {
                    number,
                    used: times,
                    available,
                });
            }
        }
        let value = checked_value(&expr)?;
        Ok(Solution::new(expr, value, self.target()))
    }
}

/// A solution is read back only if this crate could have made it: checked
/// as [`Round::check`] checks an answer's steps, with the value its
/// expression's, a positive target and at most [`MAX_NUMBERS`] numbers, none
/// zero.
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Solution {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;

        /// The fields as written.
        #[derive(serde::Deserialize)]
        #[serde(rename = "Solution", deny_unknown_fields)]
        struct Fields {
            expr: Expr,
            value: u64,
            target: u64,
        }
        let Fields {
            expr,
            value,
            target,
        } = Fields::deserialize(deserializer)?;
        if target == 0 {
            return Err(D::Error::custom(RoundError::ZeroTarget));
        }
        let numbers = expr.numbers();
        if let Some(index) = numbers.iter().position(|&n| n == 0) {
            return Err(D::Error::custom(RoundError::ZeroNumber { index }));
        }
        let count = numbers.len();
        if count > MAX_NUMBERS {
            return Err(D::Error::custom(RoundError::TooManyNumbers {
                count,
                max: MAX_NUMBERS,
            }));
        }
        let made = checked_value(&expr).map_err(D::Error::custom)?;
        if made != value {
            return Err(D::Error::custom(format_args!(
                "the value {value} is not that of {expr}, which makes {made}"
            )));
        }
        Ok(Solution::new(expr, value, target))
    }
}

/// The value of an expression whose numbers are positive, or the first step
/// that breaks the rules.
fn checked_value(e: &Expr) -> Result<u64, AnswerError> {
    match e {
        Expr::Number(n) => Ok(*n),
        Expr::Apply { op, left, right } => {
            let (left, right) = (checked_value(left)?, checked_value(right)?);
            op.apply(left, right).ok_or(match op {
                Op::Sub => AnswerError::NotPositive {
                    left,
                    op: *op,
                    right,
                },
                Op::Div => AnswerError::Fraction {
                    left,
                    op: *op,
                    right,
                },
                Op::Add | Op::Mul => AnswerError::TooLarge {
                    left,
                    op: *op,
                    right,
                },
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ParseExprError;

    fn round() -> Round {
        Round::new([100, 75, 25, 9, 4, 4], 375).unwrap()
    }

    #[test]
    fn answers_score_as_on_the_programme() {
        let round = round();
        let points = |text: &str| round.answer(text).unwrap().points();
        assert_eq!(points("(9-4)*75"), 10);
        assert_eq!(points("100*4-25-4"), 7); // 371
        assert_eq!(points("100*4-25+4"), 7); // 379
        assert_eq!(points("100*4-25+9"), 5); // 384
        assert_eq!(points("100*4-25-9"), 5); // 366
        assert_eq!(points("100*4-25-9-4"), 0); // 362
        assert_eq!(points("100*4"), 0); // 400
        assert_eq!(points("100"), 0);
    }

    #[test]
    fn every_rule_is_checked() {
        let round = round();
        let err = |text: &str| round.answer(text).unwrap_err();
        assert_eq!(
            err("75*4+25*4-25"),
            AnswerError::Unavailable {
                number: 25,
                used: 2,
                available: 1
            }
        );
        assert_eq!(
            err("4+4+4").to_string(),
            "4 is used 3 times but the round has it twice"
        );
        assert_eq!(
            err("9*9").to_string(),
            "9 is used twice but the round has it once"
        );
        assert_eq!(err("50*2").to_string(), "50 is not one of the numbers");
        assert_eq!(err("0+9").to_string(), "0 is not one of the numbers");
        assert_eq!(
            err("(4-9)*75"),
            AnswerError::NotPositive {
                left: 4,
                op: Op::Sub,
                right: 9
            }
        );
        assert_eq!(
            err("(4-4)+9").to_string(),
            "4-4 is not positive: every step must give a positive number"
        );
        assert_eq!(
            err("75/(9-4)/4"),
            AnswerError::Fraction {
                left: 15,
                op: Op::Div,
                right: 4
            }
        );
        assert!(matches!(err("9+"), AnswerError::Parse(_)));
        let deep = "(".repeat(100_000) + "9" + &")".repeat(100_000);
        assert_eq!(
            err(&deep),
            AnswerError::Parse(ParseExprError::TooDeep { position: 257 })
        );
        let chain = vec!["4"; 1_000_000].join("+");
        assert_eq!(
            err(&chain),
            AnswerError::Parse(ParseExprError::TooDeep { position: 514 })
        );
        assert_eq!(err("9+").to_string(), "a number is missing at the end");
        let m = u64::from(u32::MAX);
        let big = Round::new([m, m, m, 1, 2, 3], 999).unwrap();
        assert_eq!(
            big.answer(&format!("{m}*{m}*{m}")).unwrap_err(),
            AnswerError::TooLarge {
                left: m * m,
                op: Op::Mul,
                right: m
            }
        );
        let huge = Round::new([u64::MAX, 2, 3, 4, 5, 6], 999).unwrap();
        assert_eq!(
            huge.answer(&format!("{}+2", u64::MAX)).unwrap_err(),
            AnswerError::TooLarge {
                left: u64::MAX,
                op: Op::Add,
                right: 2
            }
        );
    }

    /// Every expression the solver gives is an answer worth its points.
    #[test]
    fn the_solvers_answers_are_accepted() {
        for target in [101, 375, 512, 831, 999] {
            let round = Round::new([100, 75, 25, 9, 4, 4], target).unwrap();
            let best = round.solve();
            let a = round.check(best.expr().clone()).unwrap();
            assert_eq!(a.value(), best.value());
            assert_eq!(a.points(), crate::score(target, best.value()));
            assert_eq!(
                round.answer(&best.expr().to_string()).unwrap().value(),
                best.value()
            );
        }
    }
}
