//! The Python package `cardgames`: a thin layer over the workspace's library
//! crates, built by maturin into the extension module `cardgames._cardgames`.
//!
//! The pure-Python package `cardgames` (in `cardgames/`) re-exports what this
//! module defines, with type stubs beside it. Each submodule (Big Two, Flip,
//! Countdown) is defined in a file of its own with a
//! `pub(crate) fn register(module)` that adds its classes and functions; this
//! file creates the submodules and makes them importable as
//! `cardgames._cardgames.<name>`.

use pyo3::prelude::*;
use pyo3::types::PyDict;

mod bigtwo;
mod cards;
mod countdown;
mod equity;
mod errors;
mod eval;
mod flip;
mod holdem;
mod odds;
mod preflop;

/// A Python iterator over `items`, for the `__iter__` of a class whose
/// items are computed at once.
fn iterate<'py, T: IntoPyObject<'py>>(
    py: Python<'py>,
    items: impl IntoIterator<Item = T>,
) -> PyResult<Bound<'py, PyAny>> {
    pyo3::types::PyList::new(py, items.into_iter().collect::<Vec<_>>())?
        .as_any()
        .try_iter()
        .map(Bound::into_any)
}

/// Creates the submodule `name` of `parent`, lets `register` fill it, and
/// makes it importable as `cardgames._cardgames.<name>`.
fn add_submodule(
    parent: &Bound<'_, PyModule>,
    name: &str,
    register: fn(&Bound<'_, PyModule>) -> PyResult<()>,
) -> PyResult<()> {
    let py = parent.py();
    let module = PyModule::new(py, name)?;
    register(&module)?;
    parent.add_submodule(&module)?;
    let modules = py.import("sys")?.getattr("modules")?;
    let modules = modules.cast::<PyDict>()?;
    modules.set_item(format!("cardgames._cardgames.{name}"), &module)?;
    Ok(())
}

/// The extension module `cardgames._cardgames`.
#[pymodule]
fn _cardgames(module: &Bound<'_, PyModule>) -> PyResult<()> {
    errors::register(module)?;
    cards::register(module)?;
    eval::register(module)?;
    holdem::register(module)?;
    equity::register(module)?;
    odds::register(module)?;
    preflop::register(module)?;
    add_submodule(module, "bigtwo", bigtwo::register)?;
    add_submodule(module, "flip", flip::register)?;
    add_submodule(module, "countdown", countdown::register)?;
    Ok(())
}
