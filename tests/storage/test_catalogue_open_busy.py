"""A catalogue another copy of the game is setting up at the same moment: SQLite tells the
second one "database is locked" at once (switching a new database to WAL does not wait out
the busy timeout). Opening tries again after a moment instead of failing the save's entry
(seen in a clean-clone run: two processes saving at once, one first save left unlisted)."""

from __future__ import annotations

import sqlite3

import pytest

from carc_desktop.storage import catalogue as catalogue_module
from carc_desktop.storage.catalogue import Catalogue, CatalogueError


def _locked_first(monkeypatch, times: int) -> list[int]:  # type: ignore[no-untyped-def]
    calls = [0]
    prepare = Catalogue._prepare

    def flaky(self, conn: sqlite3.Connection) -> None:  # type: ignore[no-untyped-def]
        calls[0] += 1
        if calls[0] <= times:
            raise sqlite3.OperationalError("database is locked")
        prepare(self, conn)

    monkeypatch.setattr(Catalogue, "_prepare", flaky)
    monkeypatch.setattr(catalogue_module, "OPEN_RETRIES", (0.0, 0.0, 0.0))
    return calls


def test_a_catalogue_locked_while_opening_is_opened_again(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    calls = _locked_first(monkeypatch, 2)
    cat = Catalogue(tmp_path / "library.sqlite", tmp_path / "thumbs")
    conn = cat.conn()
    assert conn.execute("PRAGMA user_version").fetchone()[0] == catalogue_module.SCHEMA_VERSION
    assert calls[0] == 3
    assert not (tmp_path / "library.sqlite.damaged").exists()  # busy is not damage


def test_a_catalogue_that_stays_locked_is_reported_busy(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _locked_first(monkeypatch, 99)
    cat = Catalogue(tmp_path / "library.sqlite", tmp_path / "thumbs")
    with pytest.raises(CatalogueError, match="busy"):
        cat.conn()
    assert not (tmp_path / "library.sqlite.damaged").exists()
