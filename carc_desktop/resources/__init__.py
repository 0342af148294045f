"""Files shipped with the game: the application icon (icon.svg, icon.png 256 px) and the
table's felt (table-felt-1.png).

icon.svg/icon.png are copies made by packaging/render_icons.py from
resources/icons/carc-desktop.svg; edit that file and re-run the script. The felt is made by
the board's own painter (``ui/board/art.paint_felt``): re-run tools/render_felt.py after
changing it (a test compares the two).
"""
from importlib.resources import files

ICON_SVG = files(__name__) / "icon.svg"
ICON_PNG = files(__name__) / "icon.png"
FELT_PNG = files(__name__) / "table-felt-1.png"
