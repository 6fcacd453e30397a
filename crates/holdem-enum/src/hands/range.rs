//! Ranges of starting hands in the notation poker players type.

use core::fmt;
use core::str::FromStr;

use card_core::{Card, CardReader, CardSet, ParseError, Rank, Suit};

use crate::preflop;
use crate::{Combo, HandClass, RangeError};

/// A range of starting hands: a weight from 1 to 100 (percent) for each
/// combo in it.
///
/// Parsing takes the notation poker players type, items separated by
/// commas (spaces around them are ignored):
///
/// | item | means |
/// | --- | --- |
/// | `AA`, `AKs`, `AKo`, `AK` | a pair (6 combos), suited (4), offsuit (12), both (16) |
/// | `TT+`, `A2s+`, `KTo+` | and the better ones: pairs up to aces, kickers up to one below the top card |
/// | `99-66`, `AQs-A8s`, `K9o-K6o` | a span of pairs, or of kickers with one top card |
/// | `AhKh` | one combo |
/// | `any`, `random` | all 1,326 combos |
/// | `15%`, `top 15%` | the strongest classes that first hold 15% of the 1,326 combos ([`Range::top`]) |
/// | `QQ@50`, `QQ:0.5`, `A2s+@25` | a weight: a percentage, or a fraction with two decimals at most |
///
/// Cards are read as card-core reads them everywhere: ranks `2`–`9`, `T`
/// or `10`, `J`, `Q`, `K`, `A` (letters in either case), suits `c`, `d`,
/// `h`, `s` or their symbols; so `1010`, `AhKh` and `10s10d` are ranges
/// as `10s 10d` is a card set. An item given later sets the weight of the
/// combos it names again. `Display` writes the range back in the shortest
/// usual form (runs become `+` and `-` spans, full classes lose their
/// combos' list), and parsing that gives the same range.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Combo, Range};
///
/// let range: Range = "QQ+, AKs, 99-88, AhKd@50".parse()?;
/// assert_eq!(range.len(), 3 * 6 + 4 + 2 * 6 + 1);
/// assert_eq!(range.to_string(), "QQ+,99-88,AKs,AhKd@50");
/// assert_eq!(range.to_string().parse::<Range>()?, range);
/// let kings = Combo::from_cards("Kh Ks".parse()?).unwrap();
/// assert_eq!(range.weight(kings), 100);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Range {
    /// The weight of each combo by [`Combo::index`], 0 when absent.
    weights: Box<[u8; Combo::COUNT]>,
}

impl Range {
    /// The range of all 1,326 combos, each with weight 100: a random hand.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Range;
    /// assert_eq!(Range::any().len(), 1326);
    /// assert_eq!(Range::any().to_string(), "any");
    /// ```
    pub fn any() -> Range {
        Range {
            weights: Box::new([100; Combo::COUNT]),
        }
    }

    /// The weight of `combo`: 1 to 100, or 0 if it is not in the range.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Combo, Range};
    /// let range: Range = "AKs:0.25".parse()?;
    /// let combo = Combo::from_cards("Ah Kh".parse()?).unwrap();
    /// assert_eq!(range.weight(combo), 25);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn weight(&self, combo: Combo) -> u8 {
        self.weights[combo.index()]
    }

    /// Whether `combo` is in the range.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Combo, Range};
    /// let range: Range = "AKo".parse()?;
    /// assert!(!range.contains(Combo::from_cards("Ah Kh".parse()?).unwrap()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn contains(&self, combo: Combo) -> bool {
        self.weight(combo) > 0
    }

    /// How many combos the range holds.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Range;
    /// assert_eq!("A2s+".parse::<Range>()?.len(), 12 * 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn len(&self) -> usize {
        self.weights.iter().filter(|&&w| w > 0).count()
    }

    /// How many combos the range holds, each counted by its weight: a
    /// combo at 50% counts one half. What [`len`](Self::len) is when no
    /// weight is given.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Range;
    /// let range: Range = "QQ@50,AKs".parse()?;
    /// assert_eq!(range.len(), 6 + 4);
    /// assert_eq!(range.weighted_len(), 3.0 + 4.0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn weighted_len(&self) -> f64 {
        let percent: u32 = self.weights.iter().map(|&w| u32::from(w)).sum();
        f64::from(percent) / 100.0
    }

    /// Whether the range holds no combo (never true of a parsed range).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Range;
    /// assert!(!Range::any().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The combos of the range with their weights, in [`Combo::index`]
    /// order.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Range;
    /// let range: Range = "AA@50".parse()?;
    /// assert!(range.iter().all(|(combo, weight)| combo.is_pair() && weight == 50));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (Combo, u8)> + '_ {
        // Scans the weights eight at a time (most of a range's are 0),
        // building a combo only where one is held.
        words(&self.weights[..])
            .enumerate()
            .flat_map(|(chunk, word)| {
                let mut held = word;
                core::iter::from_fn(move || {
                    (held != 0).then(|| {
                        let byte = held.trailing_zeros() as usize / 8;
                        held &= !(0xFF << (8 * byte));
                        (chunk * 8 + byte, (word >> (8 * byte)) as u8)
                    })
                })
            })
            .filter_map(|(i, weight)| Some((Combo::from_index(i)?, weight)))
    }

    /// The strongest starting-hand classes, by their exact equity against
    /// a random hand ([`HandClass::by_strength`](crate::HandClass::by_strength)),
    /// that first hold at least `percent` percent of the 1,326 combos: the
    /// smallest such prefix of the order (so `top 1%`, 13.26 combos, is
    /// AA, KK and QQ, AA and KK's 12 combos being short of it). `percent` is clamped to 0
    /// to 100; 0 gives an empty range. Parsing reads `15%` and `top 15%`
    /// as `Range::top(15.0)`.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Range;
    /// assert_eq!(Range::top(1.0).to_string(), "QQ+");
    /// assert_eq!(Range::top(1.0).len(), 18);
    /// assert_eq!("top 1%".parse::<Range>()?, Range::top(1.0));
    /// assert_eq!("100%".parse::<Range>()?, Range::any());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn top(percent: f64) -> Range {
        Range::top_against(percent, 1).expect("one opponent is tabled")
    }

    /// [`top`](Self::top) by the order against `opponents` random hands
    /// ([`HandClass::by_strength_against`](crate::HandClass::by_strength_against)),
    /// if the tables hold it (1 to 3).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Range;
    /// assert_eq!(Range::top_against(5.0, 1).unwrap().to_string(), "77+,AJs+,AKo");
    /// assert_eq!(Range::top_against(5.0, 3).unwrap().to_string(), "88+,AJs+,AKo,KQs");
    /// assert_eq!(Range::top_against(5.0, 4), None);
    /// ```
    pub fn top_against(percent: f64, opponents: usize) -> Option<Range> {
        let order = HandClass::by_strength_against(opponents)?;
        let classes: Vec<HandClass> = preflop::top(percent.clamp(0.0, 100.0), order).collect();
        Some(Range::of_combos(
            Combo::all().filter(|&combo| classes.contains(&HandClass::of(combo))),
        ))
    }

    /// The range of `combos`, each with weight 100.
    pub(crate) fn of_combos(combos: impl IntoIterator<Item = Combo>) -> Range {
        Range::of_weighted(combos.into_iter().map(|combo| (combo, 100)))
    }

    /// The range of `combos` with their weights (1 to 100).
    pub(crate) fn of_weighted(combos: impl IntoIterator<Item = (Combo, u8)>) -> Range {
        let mut range = Range::none();
        for (combo, weight) in combos {
            range.weights[combo.index()] = weight;
        }
        range
    }

    /// The range without any combo, for the parser to fill.
    fn none() -> Range {
        Range {
            weights: Box::new([0; Combo::COUNT]),
        }
    }
}

impl From<Combo> for Range {
    /// The range of one combo, with weight 100: a known hand.
    fn from(combo: Combo) -> Range {
        let mut range = Range::none();
        range.weights[combo.index()] = 100;
        range
    }
}

impl fmt::Debug for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Range({self})")
    }
}

impl FromStr for Range {
    type Err = RangeError;

    /// Parses comma-separated items; see [`Range`].
    fn from_str(s: &str) -> Result<Range, RangeError> {
        if s.trim().is_empty() {
            return Err(ParseError::Empty.into());
        }
        let mut range = Range::none();
        let mut start = 0;
        for item in s.split(',') {
            let trimmed = item.trim_start();
            let at = start + item.len() - trimmed.len();
            let end = at + trimmed.trim_end().len();
            let (combos, weight) = parse_item(&s[..end], at)?;
            for combo in combos {
                range.weights[combo.index()] = weight;
            }
            start += item.len() + 1;
        }
        Ok(range)
    }
}

/// Whether a class of non-pairs is suited, offsuit, or both.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Suitedness {
    Suited,
    Offsuit,
    Both,
}

impl Suitedness {
    fn suffix(self) -> &'static str {
        match self {
            Suitedness::Suited => "s",
            Suitedness::Offsuit => "o",
            Suitedness::Both => "",
        }
    }
}

/// Two ranks, high first, and a suitedness: `AKs`, `77`.
#[derive(Clone, Copy)]
struct Class {
    high: Rank,
    low: Rank,
    suited: Suitedness,
}

/// Reads a class after its first rank: the second rank and a suffix.
fn class(reader: &mut CardReader<'_>, first: Rank) -> Result<Class, RangeError> {
    let second = reader.rank()?;
    let (high, low) = if first >= second {
        (first, second)
    } else {
        (second, first)
    };
    let at = reader.position();
    let suited = match reader.peek() {
        Some('s' | 'S') => Suitedness::Suited,
        Some('o' | 'O') => Suitedness::Offsuit,
        _ => {
            return Ok(Class {
                high,
                low,
                suited: Suitedness::Both,
            });
        }
    };
    reader.next_char();
    if high == low {
        return Err(RangeError::SuitedPair { at });
    }
    Ok(Class { high, low, suited })
}

/// The combos and weight of the item of `text` from byte `start` to its
/// end, read with card-core's reader of card notation (so positions count
/// from the start of `text`, and ranks may be written `10`).
fn parse_item(text: &str, start: usize) -> Result<(Vec<Combo>, u8), RangeError> {
    let (end, weight) = match text[start..].find(['@', ':']) {
        Some(i) => (start + i, weight(&text[start + i..], start + i)?),
        None => (text.len(), 100),
    };
    let body = &text[start..end];
    if body.is_empty() {
        return Err(RangeError::EmptyItem { at: start });
    }
    if body.eq_ignore_ascii_case("any") || body.eq_ignore_ascii_case("random") {
        return Ok((Combo::all().collect(), weight));
    }
    if let Some(number) = body.strip_suffix('%') {
        let number = match number.get(..3) {
            Some(top) if top.eq_ignore_ascii_case("top") => number[3..].trim_start(),
            _ => number,
        };
        return match number.parse::<f64>() {
            Ok(percent) if percent > 0.0 && percent <= 100.0 && !number.starts_with('+') => Ok((
                Range::top(percent).iter().map(|(combo, _)| combo).collect(),
                weight,
            )),
            _ => Err(RangeError::BadPercent { at: start }),
        };
    }
    let mut reader = CardReader::starting_at(&text[..end], start);
    let first = reader.rank()?;
    let is_card = reader.peek().and_then(Suit::from_char).is_some();
    let combos = if is_card {
        let a = Card::new(first, reader.suit()?);
        let b = reader.card()?;
        let combo = Combo::new(a, b).ok_or(RangeError::SameCard { card: a, at: start })?;
        if reader.peek().is_some() {
            let hand = CardReader::starting_at(&text[..end], start).card_set();
            if let Ok(count @ 3..) = hand.map(CardSet::len) {
                return Err(RangeError::NotTwoCards { count, at: start });
            }
        }
        vec![combo]
    } else {
        let class = class(&mut reader, first)?;
        match reader.peek() {
            Some('+') if class.high == class.low => {
                reader.next_char();
                expand(class, class.low, Rank::Ace)
            }
            Some('+') => {
                reader.next_char();
                expand(class, class.low, Rank::ALL[class.high.index() - 1])
            }
            Some('-') => {
                reader.next_char();
                let first = reader.rank()?;
                let other = self::class(&mut reader, first)?;
                let pairs = class.high == class.low && other.high == other.low;
                let kickers = class.high != class.low
                    && other.high == class.high
                    && other.low != other.high
                    && other.suited == class.suited;
                if !(pairs || kickers) {
                    return Err(RangeError::SpanMismatch { at: start });
                }
                expand(class, class.low.min(other.low), class.low.max(other.low))
            }
            _ => expand(class, class.low, class.low),
        }
    };
    reader.end()?;
    Ok((combos, weight))
}

/// The combos of `class` with its lower rank (the pair's rank, or the
/// kicker) anywhere from `from` to `to`.
fn expand(class: Class, from: Rank, to: Rank) -> Vec<Combo> {
    let mut combos = Vec::new();
    for low in Rank::ALL[from.index()..=to.index()].iter().copied() {
        let high = if class.high == class.low {
            low
        } else {
            class.high
        };
        for a in Suit::ALL {
            for b in Suit::ALL {
                let keep = match class.suited {
                    _ if high == low => a > b,
                    Suitedness::Suited => a == b,
                    Suitedness::Offsuit => a != b,
                    Suitedness::Both => true,
                };
                if keep {
                    combos.extend(Combo::new(Card::new(high, a), Card::new(low, b)));
                }
            }
        }
    }
    combos
}

/// The weight of `@50` or `:0.5` (starting at byte `at`), as a percentage.
fn weight(text: &str, at: usize) -> Result<u8, RangeError> {
    let bad = RangeError::BadWeight { at };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let (sign, number) = text.split_at(1);
    let percent: u32 = if sign == "@" {
        if !digits(number) || number.len() > 3 {
            return Err(bad);
        }
        number.parse().map_err(|_| bad)?
    } else {
        let (whole, fraction) = number.split_once('.').unwrap_or((number, "0"));
        if !digits(whole) || !digits(fraction) || whole.len() > 1 || fraction.len() > 2 {
            return Err(bad);
        }
        let whole: u32 = whole.parse().map_err(|_| bad)?;
        let hundredths: u32 = format!("{fraction:0<2}").parse().map_err(|_| bad)?;
        whole * 100 + hundredths
    };
    match u8::try_from(percent) {
        Ok(percent @ 1..=100) => Ok(percent),
        _ => Err(bad),
    }
}

impl fmt::Display for Range {
    /// Writes the shortest usual form: for each weight (100 first, then
    /// decreasing), runs of full pairs, then for each top card its runs of
    /// full suited and offsuit classes, then the combos left over; a weight
    /// other than 100 follows each item as `@weight`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut weights: Vec<u8> = self.weights.iter().copied().filter(|&w| w > 0).collect();
        weights.sort_unstable_by(|a, b| b.cmp(a));
        weights.dedup();
        card_core::pad(f, |w| {
            let mut first = true;
            for &weight in &weights {
                let suffix = if weight == 100 {
                    String::new()
                } else {
                    format!("@{weight}")
                };
                for item in items(&(*self.weights).map(|w| w == weight)) {
                    if !first {
                        w.write_str(",")?;
                    }
                    first = false;
                    write!(w, "{item}{suffix}")?;
                }
            }
            Ok(())
        })
    }
}

/// The items that name exactly the combos marked in `chosen`.
fn items(chosen: &[bool; Combo::COUNT]) -> Vec<String> {
    if chosen.iter().all(|&c| c) {
        return vec!["any".into()];
    }
    let mut covered = [false; Combo::COUNT];
    let mut out = Vec::new();
    let full = |class: Class, low: Rank| expand(class, low, low).iter().all(|c| chosen[c.index()]);

    // Pairs, aces first.
    let pairs: Vec<bool> = Rank::ALL
        .map(|rank| {
            let class = Class {
                high: rank,
                low: rank,
                suited: Suitedness::Both,
            };
            full(class, rank)
        })
        .to_vec();
    for (top, bottom) in runs(&pairs) {
        let (t, b) = (Rank::ALL[top].to_char(), Rank::ALL[bottom].to_char());
        out.push(if top == bottom {
            format!("{t}{t}")
        } else if top == 12 {
            format!("{b}{b}+")
        } else {
            format!("{t}{t}-{b}{b}")
        });
    }
    // Non-pairs, by top card.
    for high in Rank::ALL.into_iter().rev() {
        let kickers = |suited| -> Vec<bool> {
            Rank::ALL[..high.index()]
                .iter()
                .map(|&low| full(Class { high, low, suited }, low))
                .collect()
        };
        let (suited, offsuit) = (kickers(Suitedness::Suited), kickers(Suitedness::Offsuit));
        let both: Vec<bool> = suited.iter().zip(&offsuit).map(|(s, o)| *s && *o).collect();
        let only = |side: &[bool]| -> Vec<bool> {
            side.iter().zip(&both).map(|(s, b)| *s && !b).collect()
        };
        let split = [
            (Suitedness::Suited, suited.clone()),
            (Suitedness::Offsuit, offsuit.clone()),
        ];
        let merged = [
            (Suitedness::Both, both.clone()),
            (Suitedness::Suited, only(&suited)),
            (Suitedness::Offsuit, only(&offsuit)),
        ];
        let spans = |parts: &[(Suitedness, Vec<bool>)]| -> Vec<String> {
            parts
                .iter()
                .flat_map(|(suited, marks)| {
                    runs(marks)
                        .into_iter()
                        .map(move |(top, bottom)| span(high, *suited, top, bottom))
                })
                .collect()
        };
        let (a, b) = (spans(&split), spans(&merged));
        let shorter = if (b.len(), b.concat().len()) <= (a.len(), a.concat().len()) {
            b
        } else {
            a
        };
        out.extend(shorter);
    }
    // Mark what the classes cover, then list the rest one by one.
    for item in &out {
        if let Ok((combos, _)) = parse_item(item, 0) {
            for combo in combos {
                covered[combo.index()] = true;
            }
        }
    }
    for combo in Combo::all().collect::<Vec<_>>().into_iter().rev() {
        if chosen[combo.index()] && !covered[combo.index()] {
            out.push(combo.to_string());
        }
    }
    out
}

/// Runs of consecutive marked indices, highest first, as (top, bottom).
fn runs(marks: &[bool]) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut i = marks.len();
    while i > 0 {
        i -= 1;
        if marks[i] {
            let top = i;
            while i > 0 && marks[i - 1] {
                i -= 1;
            }
            runs.push((top, i));
        }
    }
    runs
}

/// The item for kickers `bottom..=top` (rank indices) under `high`.
fn span(high: Rank, suited: Suitedness, top: usize, bottom: usize) -> String {
    let h = high.to_char();
    let s = suited.suffix();
    let (t, b) = (Rank::ALL[top].to_char(), Rank::ALL[bottom].to_char());
    if top == bottom {
        format!("{h}{t}{s}")
    } else if top + 1 == high.index() {
        format!("{h}{b}{s}+")
    } else {
        format!("{h}{t}{s}-{h}{b}{s}")
    }
}

/// `bytes` as little-endian 64-bit words, the last one padded with zeros
/// (a zero word if `bytes` divides into words).
pub(crate) fn words(bytes: &[u8]) -> impl Iterator<Item = u64> + '_ {
    let words = bytes.chunks_exact(8);
    let mut last = [0; 8];
    last[..words.remainder().len()].copy_from_slice(words.remainder());
    words
        .map(|word| u64::from_le_bytes(word.try_into().expect("eight bytes")))
        .chain(core::iter::once(u64::from_le_bytes(last)))
}
