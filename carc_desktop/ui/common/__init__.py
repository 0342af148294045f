"""What every part of the UI shares: accessibility helpers, the announcer, the settings keys, the text size."""
