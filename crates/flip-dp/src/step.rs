//! One decision of the dynamic program, shared by the solver that fills the
//! values and by the solutions that give advice from them.

use crate::arith::Arith;
use crate::policy::check_action;
use crate::{Action, Position, SolveError, Tiles};

/// One decision of the dynamic program: a position, the values of its
/// failure level (`level`), and the value of a failure there, all in the
/// scaling of [`Arith`] (over one power of the dice below the position's
/// own).
pub(crate) struct Step<'a, V> {
    pub(crate) level: &'a [V],
    pub(crate) powers: &'a [u128],
    pub(crate) position: Position,
    pub(crate) fail: V,
    pub(crate) strategic: bool,
}

impl<V: Arith> Step<'_, V> {
    /// The value of flipping `m`.
    pub(crate) fn move_value(&self, m: Tiles) -> V {
        self.level[self.position.up.without(m).bits() as usize].lift(self.powers, m.len() - 1)
    }

    /// The best of the legal `moves`, ties going to the first listed; a
    /// failure is preferred only when strategic and strictly better. `Fail`
    /// when there is no move.
    pub(crate) fn best(&self, moves: impl Iterator<Item = Tiles>) -> (V, Action) {
        let mut best: Option<(V, Tiles)> = None;
        for m in moves {
            let value = self.move_value(m);
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, m));
            }
        }
        match best {
            Some((value, m)) if !(self.strategic && self.fail > value) => (value, Action::Flip(m)),
            _ => (self.fail, Action::Fail),
        }
    }

    /// The value of `action`, chosen by a policy among the legal `moves`
    /// (ascending) for `roll`.
    pub(crate) fn value_of(
        &self,
        roll: u32,
        moves: &[Tiles],
        action: Action,
    ) -> Result<V, SolveError> {
        check_action(self.position.up, roll, moves, self.strategic, action).map_err(|reason| {
            SolveError::IllegalAction {
                up: self.position.up,
                roll,
                action,
                reason,
            }
        })?;
        Ok(match action {
            Action::Flip(m) => self.move_value(m),
            Action::Fail => self.fail,
        })
    }
}
