//! A range's equity as a distribution over its combos: the curve every
//! solver draws, its deciles, and the share of the range above an equity.

use crate::{Breakdown, Combo, Method};

/// The combos of a range's [`Breakdown`] ordered from the highest equity
/// to the lowest, each with its share of the range: how often the range
/// holds it when the others hold theirs (its weight times the deals it
/// was counted over, for exact breakdowns; its samples, which were drawn
/// in that proportion, for Monte Carlo). The shares add up to 1 and the
/// mean equity over them is the range's equity.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Calculation, Matchup};
///
/// let matchup = Matchup::new(["JJ+,AK".parse()?, "TT,99".parse()?]).board("Ks 9d 4c".parse()?);
/// let breakdown = matchup.breakdown(Calculation::exact())?;
/// let curve = breakdown.equity_curve();
/// assert_eq!(curve.points().len(), breakdown.combos.len());
/// assert!((curve.mean() - breakdown.total.players[0].equity()).abs() < 1e-12);
/// assert!(curve.share_at_least(0.5) > 0.5);
/// let deciles = curve.deciles();
/// assert!((deciles.iter().sum::<f64>() - 1.0).abs() < 1e-12);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct EquityCurve {
    points: Vec<CurvePoint>,
}

/// One combo of an [`EquityCurve`].
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct CurvePoint {
    /// The combo.
    pub combo: Combo,
    /// Its equity against the other players.
    pub equity: f64,
    /// Its share of the range, 0 to 1.
    pub share: f64,
}

impl Breakdown {
    /// The first player's equity as a distribution over its combos; see
    /// [`EquityCurve`].
    pub fn equity_curve(&self) -> EquityCurve {
        let sampled = !matches!(self.total.method, Method::Exact);
        let weight = |c: &crate::ComboEquity| match sampled {
            true => c.equity.deals as f64,
            false => f64::from(c.weight) * c.equity.deals as f64,
        };
        let total: f64 = self.combos.iter().map(weight).sum();
        let mut points: Vec<CurvePoint> = self
            .combos
            .iter()
            .map(|c| CurvePoint {
                combo: c.combo,
                equity: c.equity.players[0].equity(),
                share: weight(c) / total,
            })
            .collect();
        points.sort_by(|a, b| {
            (b.equity.total_cmp(&a.equity)).then(a.combo.index().cmp(&b.combo.index()))
        });
        EquityCurve { points }
    }
}

impl EquityCurve {
    /// The combos from the highest equity to the lowest (equal equities in
    /// [`Combo::index`] order).
    pub fn points(&self) -> &[CurvePoint] {
        &self.points
    }

    /// The mean equity over the range: the range's equity.
    pub fn mean(&self) -> f64 {
        self.points.iter().map(|p| p.share * p.equity).sum()
    }

    /// The share of the range whose equity is at least `equity`.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup};
    /// let breakdown = Matchup::new(["AA,72o".parse()?, "KK".parse()?]).breakdown(Calculation::exact())?;
    /// let curve = breakdown.equity_curve();
    /// // Against kings the aces are above one half, 72o below.
    /// assert!((curve.share_at_least(0.5) - curve.points()[..6].iter().map(|p| p.share).sum::<f64>()).abs() < 1e-12);
    /// assert_eq!(curve.share_at_least(0.0), 1.0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn share_at_least(&self, equity: f64) -> f64 {
        let above = self.points.iter().filter(|p| p.equity >= equity);
        above.map(|p| p.share).sum::<f64>().min(1.0)
    }

    /// The histogram by tenths of equity: the share of the range with
    /// equity in `[0, 0.1)`, `[0.1, 0.2)`, .., `[0.9, 1]`.
    pub fn deciles(&self) -> [f64; 10] {
        let mut deciles = [0.0; 10];
        for point in &self.points {
            deciles[((point.equity * 10.0) as usize).min(9)] += point.share;
        }
        deciles
    }
}
