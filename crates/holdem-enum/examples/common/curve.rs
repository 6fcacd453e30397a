//! A range's equity curve as an SVG line chart.

use std::fmt::Write as _;

use holdem_enum::EquityCurve;

use crate::chart::escape;

/// A range's equity curve: its combos from the highest equity to the
/// lowest along the width, each as wide as its share of the range, at
/// the height of its equity, with the range's equity as a dashed line,
/// under `title` and the line `how`.
pub(crate) fn svg(curve: &EquityCurve, title: &str, how: &str) -> String {
    const WIDTH: f64 = 640.0;
    const HEIGHT: f64 = 400.0;
    let (left, top) = (50.0, 60.0);
    let x = |share: f64| left + WIDTH * share;
    let y = |equity: f64| top + HEIGHT * (1.0 - equity);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" font-family="sans-serif">"#,
        WIDTH + left + 20.0,
        HEIGHT + top + 50.0
    );
    let _ = writeln!(
        out,
        r#"<text x="10" y="22" font-size="16">{}</text>"#,
        escape(title)
    );
    let _ = writeln!(
        out,
        r#"<text x="10" y="42" font-size="11">Equity (up) of the range's combos, strongest first, each as wide as its share of the range (across); {}.</text>"#,
        escape(how)
    );
    for tick in 0..=4 {
        let at = f64::from(tick) / 4.0;
        let _ = writeln!(
            out,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="rgb(220,220,220)"/><text x="{}" y="{}" font-size="11" text-anchor="end">{}%</text><text x="{}" y="{}" font-size="11" text-anchor="middle">{}%</text>"#,
            x(0.0),
            y(at),
            x(1.0),
            y(at),
            left - 6.0,
            y(at) + 4.0,
            tick * 25,
            x(at),
            top + HEIGHT + 18.0,
            tick * 25
        );
    }
    let mut path = format!("M {} {}", x(0.0), y(1.0));
    let mut across = 0.0;
    for point in curve.points() {
        let _ = write!(path, " V {:.2}", y(point.equity));
        across += point.share;
        let _ = write!(path, " H {:.2}", x(across.min(1.0)));
    }
    let _ = writeln!(
        out,
        r#"<path d="{path}" fill="none" stroke="rgb(40,120,70)" stroke-width="2"/>"#
    );
    let mean = y(curve.mean());
    let _ = writeln!(
        out,
        r#"<line x1="{}" y1="{mean:.2}" x2="{}" y2="{mean:.2}" stroke="rgb(200,60,60)" stroke-dasharray="6 4"/>"#,
        x(0.0),
        x(1.0)
    );
    out.push_str("</svg>\n");
    out
}
