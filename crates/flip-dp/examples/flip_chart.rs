//! Draws the document's two tables as an SVG chart: the chance of winning
//! Flip against the number of failures allowed, for optimal play (moves
//! forced, or failures declared on purpose), Lex-Max and Lex-Min.
//!
//! ```sh
//! cargo run --release -p flip-dp --example flip_chart -- docs/flip-dp-odds.svg
//! ```

use std::error::Error;
use std::ffi::OsString;
use std::fmt::Write as _;
use std::fs::File;
use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use cli_kit::{Failure, say};
use flip_dp::{Rules, Setup, Solver};

const USAGE: &str = "\
Usage: flip_chart [PATH]

Draws the chance of winning Flip against the number of failures allowed (0
to 10), for optimal play (moves forced, or failures declared on purpose),
Lex-Max and Lex-Min, as an SVG chart written to PATH (default
flip-dp-odds.svg).

Options:
  -h, --help  print this help
";

const WIDTH: f64 = 720.0;
const HEIGHT: f64 = 400.0;
const LEFT: f64 = 85.0;
const RIGHT: f64 = 190.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 50.0;

/// The path to write; a path that is not valid UTF-8 is refused, as every
/// argument is, rather than written under a lossy name or shown as one.
fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<PathBuf, lexopt::Error> {
    use lexopt::prelude::*;

    let mut path = None;
    let mut parser = cli_kit::Parser::from_args(args);
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => cli_kit::help("flip_chart", USAGE),
            Value(value) if path.is_none() => path = Some(cli_kit::parse(value, "PATH")?),
            _ => return Err(arg.unexpected()),
        }
    }
    Ok(path.unwrap_or_else(|| "flip-dp-odds.svg".into()))
}

fn main() -> ExitCode {
    let path = match parse_args(std::env::args_os().skip(1)) {
        Ok(path) => path,
        Err(err) => return cli_kit::exit("flip_chart", Err(err.into())),
    };
    // A path that cannot be written is a bad argument, found before the
    // work is done.
    let file = match File::create(&path) {
        Ok(file) => file,
        Err(err) => {
            let err = format!("PATH: cannot write {}: {err}", path.display());
            return cli_kit::exit("flip_chart", Err(Failure::Usage(err)));
        }
    };
    cli_kit::exit("flip_chart", run(&path, file).map_err(Failure::from))
}

fn run(path: &std::path::Path, mut file: File) -> Result<(), Box<dyn Error>> {
    let setup = Setup::flip();
    let solver = Solver::new(&setup);
    let forced = solver.rules(Rules::forced(10)).failure_table()?;
    let strategic = solver.rules(Rules::strategic(10)).failure_table()?;
    let series: [(&str, &str, Vec<f64>); 4] = [
        (
            "Optimal, may fail at will",
            "#1b7837",
            strategic.rows().iter().map(|r| r.optimal.float).collect(),
        ),
        (
            "Optimal, moves forced",
            "#2166ac",
            forced.rows().iter().map(|r| r.optimal.float).collect(),
        ),
        (
            "Lex-Max",
            "#e08214",
            forced.rows().iter().map(|r| r.lex_max.float).collect(),
        ),
        (
            "Lex-Min",
            "#b2182b",
            forced.rows().iter().map(|r| r.lex_min.float).collect(),
        ),
    ];
    // Log scale from 1 in 10,000 to 1 in 1.
    let (low, high) = (-4.0f64, 0.0f64);
    let x = |k: usize| LEFT + k as f64 * (WIDTH - LEFT - RIGHT) / 10.0;
    let y = |p: f64| TOP + (high - p.log10()) / (high - low) * (HEIGHT - TOP - BOTTOM);

    let mut svg = String::new();
    writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" font-family="sans-serif" font-size="12">"#
    )?;
    writeln!(svg, r#"<rect width="100%" height="100%" fill="white"/>"#)?;
    writeln!(
        svg,
        r#"<text x="{}" y="22" font-size="15" text-anchor="middle">Flip: chance of winning against failures allowed</text>"#,
        WIDTH / 2.0
    )?;
    for (decade, label) in [
        (0.0, "1 in 1"),
        (-1.0, "1 in 10"),
        (-2.0, "1 in 100"),
        (-3.0, "1 in 1,000"),
        (-4.0, "1 in 10,000"),
    ] {
        let yy = y(10f64.powf(decade));
        writeln!(
            svg,
            r##"<line x1="{LEFT}" x2="{}" y1="{yy:.1}" y2="{yy:.1}" stroke="#ddd"/>"##,
            x(10)
        )?;
        writeln!(
            svg,
            r#"<text x="{}" y="{:.1}" text-anchor="end">{label}</text>"#,
            LEFT - 6.0,
            yy + 4.0
        )?;
    }
    for k in 0..=10 {
        writeln!(
            svg,
            r#"<text x="{:.1}" y="{}" text-anchor="middle">{k}</text>"#,
            x(k),
            HEIGHT - BOTTOM + 18.0
        )?;
    }
    writeln!(
        svg,
        r#"<text x="{:.1}" y="{}" text-anchor="middle">failures allowed</text>"#,
        x(5),
        HEIGHT - 10.0
    )?;
    for (i, (name, colour, values)) in series.iter().enumerate() {
        let points: Vec<String> = values
            .iter()
            .enumerate()
            .map(|(k, &p)| format!("{:.1},{:.1}", x(k), y(p)))
            .collect();
        writeln!(
            svg,
            r#"<polyline fill="none" stroke="{colour}" stroke-width="2" points="{}"/>"#,
            points.join(" ")
        )?;
        for point in &points {
            let (px, py) = point.split_once(',').expect("x,y");
            writeln!(
                svg,
                r#"<circle cx="{px}" cy="{py}" r="3" fill="{colour}"/>"#
            )?;
        }
        let ly = TOP + 20.0 + 20.0 * i as f64;
        writeln!(
            svg,
            r#"<line x1="{}" x2="{}" y1="{ly}" y2="{ly}" stroke="{colour}" stroke-width="2"/>"#,
            WIDTH - RIGHT + 12.0,
            WIDTH - RIGHT + 32.0
        )?;
        writeln!(
            svg,
            r#"<text x="{}" y="{}">{name}</text>"#,
            WIDTH - RIGHT + 38.0,
            ly + 4.0
        )?;
    }
    writeln!(svg, "</svg>")?;
    file.write_all(svg.as_bytes())
        .map_err(|err| format!("cannot write {}: {err}", path.display()))?;
    say!(
        "Wrote {}: the chance of winning for 0 to 10 failures allowed, four curves",
        path.display()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<PathBuf, String> {
        parse_args(args.iter().map(OsString::from)).map_err(|err| err.to_string())
    }

    #[test]
    fn one_path_or_the_default() {
        assert_eq!(parse(&[]), Ok(PathBuf::from("flip-dp-odds.svg")));
        assert_eq!(parse(&["chart.svg"]), Ok(PathBuf::from("chart.svg")));
        assert_eq!(
            parse(&["a.svg", "b.svg"]),
            Err(r#"unexpected argument "b.svg""#.into())
        );
    }

    /// A file name that is not UTF-8 once made a file named with
    /// replacement characters: it is refused, naming the argument.
    #[cfg(unix)]
    #[test]
    fn a_path_that_is_not_utf8_is_refused() {
        use std::os::unix::ffi::OsStringExt;

        let name = OsString::from_vec(b"chart-\xff.svg".to_vec());
        let err = parse_args([name]).unwrap_err().to_string();
        assert_eq!(err, r#"PATH: "chart-\xFF.svg" is not valid UTF-8"#);
    }
}
