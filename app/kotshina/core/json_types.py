"""The JSON boundary: values read from or written to JSON (records, moves in notation, deal
results, settings, saves, analysis files).

Their shape is checked where they come in (``record_shape``, ``record_fields``, each game's
``move_from_json``, the settings and saves readers); from there on the code works with typed
values (moves, views, states). These aliases are the one place the project writes ``Any`` on
purpose: a JSON value is whatever the file held until it has been checked.
"""

from __future__ import annotations

from typing import Any, TypeAlias

#: any JSON value (object, array, string, number, true/false, null), not yet checked
JsonValue: TypeAlias = Any
#: a JSON object: a record, a move's notation, a deal's result, a settings file
JsonObject: TypeAlias = dict[str, Any]
