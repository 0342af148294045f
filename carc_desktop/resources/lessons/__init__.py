"""The lessons of Help > Learn to Play: one JSON file per lesson (format in docs/LESSONS.md)."""
