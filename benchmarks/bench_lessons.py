"""How long the lesson judge takes to answer a move (a lesson step reacts within one frame).

For every step of every lesson: the step's wrong move and its first intended move, each
judged five times; prints the five slowest (the third-fastest of five runs, in ms).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_lessons.py
"""
import json
import time

from PySide6.QtCore import QCoreApplication

from carc_desktop.controller import GameController
from carc_desktop.controller.lessons import LessonRun, lesson_files, load_lessons
from carc_desktop.engine import move_from_record

app = QCoreApplication([])

c = GameController()
worst = []
for f in lesson_files():
    d = json.loads(f.read_text())
    L = next(x for x in load_lessons() if x.id == d["id"])
    r = LessonRun(c, L)
    for k, st in enumerate(d["steps"]):
        r.start(k)
        cands = []
        if st.get("wrong"):
            for m in st["wrong"][:-1]:
                c.choose(move_from_record(m)) if m["type"] != "place" else c.place_tile(m["x"], m["y"], m["rotation"] // 90)
            cands.append(move_from_record(st["wrong"][-1]))
        r.start(k)
        if isinstance(st["moves"], list):
            cands.append(move_from_record(st["moves"][0]))
        for mv in cands:
            t = []
            for _ in range(5):
                t0 = time.perf_counter()
                r.judge(mv)
                t.append((time.perf_counter() - t0) * 1000)
            worst.append((max(sorted(t)[:3]), d["id"], k + 1, mv.to_record()["type"]))
worst.sort(reverse=True)
print("judge calls:", len(worst), "- third-fastest of 5 runs, the five slowest (ms):")
for ms, lesson_id, step, kind in worst[:5]:
    print(f"  {ms:.1f} ms {lesson_id} step {step} {kind}")
