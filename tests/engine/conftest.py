import sys
from pathlib import Path

# Tests import the shared helpers module beside them.
sys.path.insert(0, str(Path(__file__).parent))
