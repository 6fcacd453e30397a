//! The event log: one line an event, printed and parsed back.

use core::fmt;
use core::str::FromStr;

use card_core::{CardSet, ParseError};

use crate::{ActionError, BigTwoOrder, HandsError, InstantWin, Opener, Seat, SuitOrder, Twos};

/// One event of a game, as its log records it.
///
/// Actions (`play`, `pass`) are what players did; the other events follow
/// from the deal and the actions, and a replay checks them. Cards are
/// written in Big Two order (suits within a rank in the document's order).
///
/// | event | line |
/// | --- | --- |
/// | a hand dealt | `deal 0 3d 5c … 2s` |
/// | who opens | `lead 2 lowest` or `lead 2 winner` |
/// | an instant win | `instant 1 dragon` |
/// | a play | `play 2 3d 3s` |
/// | a pass | `pass 3` |
/// | a four of a kind turns the singles | `twos low` or `twos high` |
/// | a player out, and their place | `out 1 1` |
/// | a trick over, and the next leader | `trick 2` |
/// | the scores | `end +57 -20 -18 -19` |
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Event, Seat};
///
/// let event: Event = "play 2 3s 3d".parse()?;
/// assert_eq!(event, Event::Play { seat: Seat::ALL[2], cards: "3d 3s".parse()? });
/// assert_eq!(event.to_string(), "play 2 3d 3s");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Event {
    /// A seat's hand at the deal.
    Deal {
        /// The seat.
        seat: Seat,
        /// Its thirteen cards.
        hand: CardSet,
    },
    /// The seat that opens the game, and why.
    Lead {
        /// The seat.
        seat: Seat,
        /// Why it leads.
        opener: Opener,
    },
    /// A hand that wins at the deal.
    InstantWin {
        /// The winner.
        seat: Seat,
        /// The winning hand's kind.
        win: InstantWin,
    },
    /// A play.
    Play {
        /// The seat.
        seat: Seat,
        /// The cards played.
        cards: CardSet,
    },
    /// A pass.
    Pass {
        /// The seat.
        seat: Seat,
    },
    /// A four of a kind changed the order of singles.
    Twos {
        /// The order from now on.
        twos: Twos,
    },
    /// A seat played its last card.
    Out {
        /// The seat.
        seat: Seat,
        /// Its place, 1 for the winner.
        place: u8,
    },
    /// A trick ended.
    Trick {
        /// The seat that leads the next trick.
        leader: Seat,
    },
    /// The game ended with these scores, by seat.
    End {
        /// The scores.
        scores: [i32; 4],
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        card_core::pad(f, |w| {
            let cards = |cards: &CardSet| BigTwoOrder::new(*cards, SuitOrder::default());
            match self {
                Event::Deal { seat, hand } => write!(w, "deal {seat} {}", cards(hand)),
                Event::Lead { seat, opener } => write!(w, "lead {seat} {}", opener.name()),
                Event::InstantWin { seat, win } => write!(w, "instant {seat} {win}"),
                Event::Play {
                    seat,
                    cards: played,
                } => write!(w, "play {seat} {}", cards(played)),
                Event::Pass { seat } => write!(w, "pass {seat}"),
                Event::Twos { twos } => match twos {
                    Twos::High => w.write_str("twos high"),
                    Twos::Low => w.write_str("twos low"),
                },
                Event::Out { seat, place } => write!(w, "out {seat} {place}"),
                Event::Trick { leader } => write!(w, "trick {leader}"),
                Event::End { scores } => {
                    let [a, b, c, d] = scores;
                    write!(w, "end {a:+} {b:+} {c:+} {d:+}")
                }
            }
        })
    }
}

/// Reads one line's fields for [`Event`]'s parser.
struct Fields<'a> {
    words: core::str::SplitWhitespace<'a>,
    line: usize,
}

impl<'a> Fields<'a> {
    fn word(&mut self, expected: &'static str) -> Result<&'a str, LogError> {
        self.words.next().ok_or(LogError::Malformed {
            line: self.line,
            expected,
        })
    }

    fn seat(&mut self) -> Result<Seat, LogError> {
        let malformed = LogError::Malformed {
            line: self.line,
            expected: "a seat 0 to 3",
        };
        let word = self.words.next().ok_or(malformed.clone())?;
        word.parse().ok().and_then(Seat::new).ok_or(malformed)
    }

    /// The rest of the line as cards.
    fn cards(&mut self) -> Result<CardSet, LogError> {
        let rest: Vec<&str> = self.words.by_ref().collect();
        rest.join(" ").parse().map_err(|error| LogError::Card {
            line: self.line,
            error,
        })
    }

    fn done(&mut self) -> Result<(), LogError> {
        match self.words.next() {
            None => Ok(()),
            Some(_) => Err(LogError::Malformed {
                line: self.line,
                expected: "the end of the line",
            }),
        }
    }
}

impl Event {
    /// Parses the event on line number `line` (for error messages).
    fn parse_line(text: &str, line: usize) -> Result<Event, LogError> {
        let mut fields = Fields {
            words: text.split_whitespace(),
            line,
        };
        let malformed = |expected| LogError::Malformed { line, expected };
        let word = fields.word("an event")?;
        let event = match word {
            "deal" => Event::Deal {
                seat: fields.seat()?,
                hand: fields.cards()?,
            },
            "lead" => Event::Lead {
                seat: fields.seat()?,
                opener: match fields.word("lowest or winner")? {
                    "lowest" => Opener::LowestCard,
                    "winner" => Opener::PreviousWinner,
                    _ => return Err(malformed("lowest or winner")),
                },
            },
            "instant" => Event::InstantWin {
                seat: fields.seat()?,
                win: {
                    let name = fields.word("an instant win")?;
                    InstantWin::ALL
                        .into_iter()
                        .find(|win| win.name() == name)
                        .ok_or(malformed("an instant win"))?
                },
            },
            "play" => Event::Play {
                seat: fields.seat()?,
                cards: fields.cards()?,
            },
            "pass" => Event::Pass {
                seat: fields.seat()?,
            },
            "twos" => Event::Twos {
                twos: match fields.word("high or low")? {
                    "high" => Twos::High,
                    "low" => Twos::Low,
                    _ => return Err(malformed("high or low")),
                },
            },
            "out" => Event::Out {
                seat: fields.seat()?,
                place: fields
                    .word("a place 1 to 4")?
                    .parse()
                    .ok()
                    .filter(|place| (1..=4).contains(place))
                    .ok_or(malformed("a place 1 to 4"))?,
            },
            "trick" => Event::Trick {
                leader: fields.seat()?,
            },
            "end" => {
                let mut scores = [0i32; 4];
                for score in &mut scores {
                    *score = fields
                        .word("four scores")?
                        .parse()
                        .map_err(|_| malformed("four scores"))?;
                }
                Event::End { scores }
            }
            _ => {
                return Err(LogError::UnknownEvent {
                    line,
                    word: word.to_owned(),
                });
            }
        };
        fields.done()?;
        Ok(event)
    }
}

impl FromStr for Event {
    type Err = LogError;

    /// Parses one line, as `Display` writes it.
    fn from_str(s: &str) -> Result<Event, LogError> {
        Event::parse_line(s, 1)
    }
}

/// A game's events in order: printed one a line, parsed back, and
/// replayed by [`Game::replay`](crate::Game::replay).
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Game, Greedy, Log, Rules};
/// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
/// let mut game = Game::deal(Rules::document(), &mut rng);
/// game.play_out(&[&Greedy, &Greedy, &Greedy, &Greedy], &mut rng);
/// let text = game.log().to_string();
/// let log: Log = text.parse()?;
/// assert_eq!(&log, game.log());
/// let replayed = Game::replay(Rules::document(), &log)?;
/// assert_eq!(replayed.state(), game.state());
/// # Ok::<(), bigtwo_ai::LogError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Log {
    events: Vec<Event>,
}

impl Log {
    /// The events, oldest first.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Event, Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(11));
    /// assert!(matches!(game.log().events()[0], Event::Deal { .. }));
    /// assert_eq!(game.log().events().len(), 5); // four hands and the lead
    /// ```
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    pub(crate) fn push(&mut self, event: Event) {
        self.events.push(event);
    }
}

impl From<Vec<Event>> for Log {
    fn from(events: Vec<Event>) -> Log {
        Log { events }
    }
}

impl fmt::Display for Log {
    /// Writes one event a line, each ending in a newline.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for event in &self.events {
            writeln!(f, "{event}")?;
        }
        Ok(())
    }
}

impl FromStr for Log {
    type Err = LogError;

    /// Parses one event a line; blank lines and lines starting with `#` are
    /// skipped.
    fn from_str(s: &str) -> Result<Log, LogError> {
        let mut events = Vec::new();
        for (i, line) in s.lines().enumerate() {
            let line_text = line.trim();
            if line_text.is_empty() || line_text.starts_with('#') {
                continue;
            }
            events.push(Event::parse_line(line_text, i + 1)?);
        }
        Ok(Log { events })
    }
}

/// Why a text log could not be read or replayed.
///
/// Parse errors give the line (from 1); replay errors the number of the
/// event in the log (from 1).
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Log, LogError};
///
/// let err = "deal 0 3d\nshuffle 2".parse::<Log>().unwrap_err();
/// assert_eq!(err, LogError::UnknownEvent { line: 2, word: "shuffle".into() });
/// assert_eq!(err.to_string(), "line 2: unknown event \"shuffle\"");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LogError {
    /// A line that starts with no known event.
    #[error("line {line}: unknown event {word:?}")]
    UnknownEvent {
        /// The line.
        line: usize,
        /// Its first word.
        word: String,
    },
    /// A line that misses a field or has a malformed one.
    #[error("line {line}: expected {expected}")]
    Malformed {
        /// The line.
        line: usize,
        /// What was expected there.
        expected: &'static str,
    },
    /// A card that does not parse.
    #[error("line {line}: {error}")]
    Card {
        /// The line.
        line: usize,
        /// The card parser's error.
        error: ParseError,
    },
    /// A log that does not start with four deals and a lead.
    #[error("the log must start with the four hands and the lead")]
    NoDeal,
    /// Hands that cannot be dealt.
    #[error(transparent)]
    Hands(#[from] HandsError),
    /// An action that the rules reject.
    #[error("event {event}: {error}")]
    Illegal {
        /// The event's number in the log, from 1.
        event: usize,
        /// Why the action is illegal.
        error: ActionError,
    },
    /// An event that differs from what the replayed game records there.
    #[error(
        "event {event}: the game records {}, the log {}",
        shown(.expected),
        shown(.found)
    )]
    Mismatch {
        /// The event's number in the log, from 1.
        event: usize,
        /// The event the replayed game records (`None`: it has ended).
        expected: Option<Event>,
        /// The event of the log (`None`: the log has ended).
        found: Option<Event>,
    },
}

fn shown(event: &Option<Event>) -> String {
    match event {
        Some(event) => format!("{:?}", event.to_string()),
        None => "nothing".to_owned(),
    }
}
