"""PyInstaller entry script for the carc-desktop bundle.

PyInstaller needs a script, not a console-script entry point. Importing
carc_desktop.__main__ as a module (instead of freezing that file as __main__)
keeps its relative imports and `if __name__ == "__main__"` guard working.
"""
import sys

from carc_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
