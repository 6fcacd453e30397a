//! Card sets read from options (`--board`, `--dead`), shared by the
//! examples that take them.

use card_core::CardSet;

/// The cards of `option`'s value; an error names the option and the text.
pub(crate) fn card_set(
    parser: &mut lexopt::Parser,
    option: &str,
) -> Result<CardSet, lexopt::Error> {
    let text: String = cli_kit::value(parser, option)?;
    text.parse()
        .map_err(|err| format!("{option} {text:?}: {err}").into())
}
