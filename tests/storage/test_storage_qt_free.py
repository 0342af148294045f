"""The storage layer is Qt-free: it saves, loads and draws thumbnails with Qt unimportable."""

import subprocess
import sys
import textwrap


def test_storage_works_with_pyside6_blocked(tmp_path) -> None:
    code = textwrap.dedent(f"""
        import sys
        class Block:
            def find_spec(self, name, path=None, target=None):
                if name.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6'):
                    raise ImportError('Qt is blocked in this test: ' + name)
                return None
        sys.meta_path.insert(0, Block())
        from carc_desktop.engine.game import Game
        from carc_desktop.storage import Snapshot, Storage
        storage = Storage({str(tmp_path)!r})
        game = Game(2, seed=1)
        own = storage.new_game_path()
        lock = storage.claim(own)
        for _ in range(10):
            game.play(game.legal_moves()[0])
            storage.write(Snapshot.of(game), own)
        path = storage.save(game)
        assert storage.load(path).game.snapshot() == game.snapshot()
        assert [e.path for e in storage.unfinished()] == [own] and len(storage.recent.entries()) == 2
        lock.release()
        assert not any(m.split('.')[0] in ('PySide6', 'shiboken6') for m in sys.modules)
        print('qt-free')
    """)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "qt-free"
