"""Computer opponents (pure Python): agents, search, arena, benchmarks. No Qt here."""

#: Set by a frozen app's entry script, which sets multiprocessing's own runs apart, so the
#: expert's pool (``ai/pool.py``) may start worker processes there. A flag here rather than a
#: call into the pool keeps the pool unimported until a match needs it.
FROZEN_WORKERS_OK = False
