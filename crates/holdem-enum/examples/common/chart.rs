//! The 13 x 13 chart of starting hands as an SVG heat map, shared by the
//! examples that draw one.

use std::fmt::Write as _;
use std::fs::File;
use std::path::Path;

use card_core::Rank;
use cli_kit::Failure;

/// The chart's file, created before any work: a path that cannot be
/// written is a usage error naming `option`.
pub(crate) fn create(path: &Path, option: &str) -> Result<File, Failure> {
    File::create(path).map_err(|err| Failure::Usage(format!("{option} {}: {err}", path.display())))
}

/// A chart of the 169 cells of `cells` (row by row, pairs on the
/// diagonal, suited hands above it, offsuit below), each its name and a
/// fraction shown in percent (or none, drawn blank), coloured from red at
/// `scale.0` to green at `scale.1`, under `title` and a line saying what
/// the numbers are (`legend`) and `how` they were counted.
pub(crate) fn svg(
    cells: &[(String, Option<f64>)],
    title: &str,
    legend: &str,
    how: &str,
    scale: (f64, f64),
) -> String {
    const SIZE: usize = 52;
    let width = Rank::COUNT * SIZE + 20;
    let height = Rank::COUNT * SIZE + 80;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif">"#
    );
    let _ = writeln!(
        out,
        r#"<text x="10" y="22" font-size="16">{}</text>"#,
        escape(title)
    );
    let _ = writeln!(
        out,
        r#"<text x="10" y="42" font-size="11">{}. Pairs on the diagonal, suited hands above it, offsuit below; {}.</text>"#,
        escape(legend),
        escape(how)
    );
    let span = match scale.1 - scale.0 {
        0.0 => f64::EPSILON,
        span => span,
    };
    for (i, (name, equity)) in cells.iter().enumerate() {
        let (x, y) = (10 + (i % Rank::COUNT) * SIZE, 55 + (i / Rank::COUNT) * SIZE);
        let (fill, text) = match equity {
            Some(equity) => {
                let t = ((equity - scale.0) / span).clamp(0.0, 1.0);
                let (r, g) = ((230.0 * (1.0 - t) + 40.0) as u8, (60.0 + 150.0 * t) as u8);
                (format!("rgb({r},{g},70)"), "white")
            }
            None => ("rgb(235,235,235)".to_string(), "rgb(150,150,150)"),
        };
        let _ = writeln!(
            out,
            r#"<rect x="{x}" y="{y}" width="{SIZE}" height="{SIZE}" fill="{fill}" stroke="white"/>"#
        );
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{}" font-size="13" text-anchor="middle" fill="{text}">{name}</text>"#,
            x + SIZE / 2,
            y + 22
        );
        if let Some(equity) = equity {
            let _ = writeln!(
                out,
                r#"<text x="{}" y="{}" font-size="11" text-anchor="middle" fill="{text}">{:.1}</text>"#,
                x + SIZE / 2,
                y + 39,
                100.0 * equity
            );
        }
    }
    out.push_str("</svg>\n");
    out
}

/// `text` with the characters XML gives a meaning escaped.
pub(crate) fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_cells_have_a_square_and_no_number() {
        let mut cells = vec![("AA".to_string(), Some(0.85)); Rank::COUNT * Rank::COUNT];
        cells[1] = ("AKs".to_string(), None);
        let chart = svg(&cells, "A & B", "Equity in percent", "exact", (0.3, 0.85));
        assert_eq!(chart.matches("<rect").count(), Rank::COUNT * Rank::COUNT);
        assert_eq!(
            chart.matches(">85.0<").count(),
            Rank::COUNT * Rank::COUNT - 1
        );
        assert!(chart.contains("A &amp; B"));
        assert!(chart.contains("rgb(235,235,235)"));
    }
}
