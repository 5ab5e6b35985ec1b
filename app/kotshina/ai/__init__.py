"""Computer opponents (pure Python): agents, search, arena, benchmarks. No Qt here."""
