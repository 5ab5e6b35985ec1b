"""Playing by ear and by keyboard (issue 28): the announcer, the felt's focus proxies, the
table's speech and the reading keys."""
