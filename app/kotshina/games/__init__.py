"""Rule engines, one package per game, and the registry that finds them (``registry.py``).

Each game's ``record`` module is its codec (``core.engine.RecordCodec``): ``DECK``,
``MOVE_FIELDS`` and ``new_state(record) -> state`` (reads ``players``, ``options`` and
``first_dealer``/``first_chooser``, raising InvalidRecord on bad fields). Moves are parsed by
``state.move_from_json``. What the app offers of each game is its entry in ``catalog.py``.
"""
