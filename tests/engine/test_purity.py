"""The engine is pure Python: it must import and play with Qt made unimportable."""

import subprocess
import sys
import textwrap


def test_engine_imports_and_plays_with_pyside6_blocked() -> None:
    code = textwrap.dedent("""
        import sys
        class Block:
            def find_spec(self, name, path=None, target=None):
                if name.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6'):
                    raise ImportError('Qt is blocked in this test: ' + name)
                return None
        sys.meta_path.insert(0, Block())
        from carc_desktop.engine.game import Game
        from carc_desktop.engine.expansions import load_all
        from carc_desktop.engine.record import record_from_game
        from carc_desktop.engine.rules import RuleSet
        game = Game(2, RuleSet('C3', tuple(load_all())), seed=1)
        while not game.finished:
            game.push(game.legal_moves()[0])
        record_from_game(game)
        assert not any(m.split('.')[0] in ('PySide6', 'shiboken6') for m in sys.modules)
        print('pure')
    """)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "pure"
