"""tests/ mirrors app/kotshina (tools/mirror_tests.py says the layout): every test module
sits in the package it tests and imports from it, every directory is a package of the code,
and every game's table adapter has its test module."""

from __future__ import annotations

import mirror_tests


def test_tests_mirror_the_code():
    problems = mirror_tests.check()
    assert not problems, "\n".join(problems)
