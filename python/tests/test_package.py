"""The package imports, with its submodules."""

import cardgames


def test_submodules_import() -> None:
    import cardgames.bigtwo

    assert cardgames.bigtwo.__doc__
