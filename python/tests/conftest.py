"""Fixtures shared by the tests."""

import signal
from collections.abc import Iterator

import pytest


@pytest.fixture
def ctrl_c() -> Iterator[None]:
    """Python's own Ctrl-C handler during the test, so that
    ``_thread.interrupt_main`` raises ``KeyboardInterrupt`` even where the
    parent made this process ignore SIGINT (a background job): it does
    nothing then."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)
