"""Files shipped with the game: the application icon (icon.svg, icon.png 256 px).

icon.svg/icon.png are copies made by packaging/render_icons.py from
resources/icons/carc-desktop.svg; edit that file and re-run the script.
"""
from importlib.resources import files

ICON_SVG = files(__name__) / "icon.svg"
ICON_PNG = files(__name__) / "icon.png"
