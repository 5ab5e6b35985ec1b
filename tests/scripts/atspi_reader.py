"""Read the Kotshina window's AT-SPI tree from outside, as a screen reader does (run with the
system python3, which has pyatspi: python3-pyatspi is a Debian package, not a pip one).

Prints one JSON line: the list items of the list named NAME (argv[1]) in the application whose
name contains APP (argv[2]), each [name, description], and the announcements received while
it waited: until one starting with argv[4] came, argv[3] seconds at most."""

import json
import sys
import threading
import time

import pyatspi

LIST_NAME, APP, WAIT, AWAITED = sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4]
announcements = []


def find_list(node, depth=0):
    if node is None or depth > 40:
        return None
    try:
        if node.getRoleName() == "list" and node.name == LIST_NAME:
            return node
        for index in range(node.childCount):
            found = find_list(node.getChildAtIndex(index), depth + 1)
            if found is not None:
                return found
    except Exception:  # an object gone while it is read
        return None
    return None


def read() -> list:
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is None or APP not in (app.name or ""):
            continue
        found = find_list(app)
        if found is not None:
            return [[item.name, item.description] for item in
                    (found.getChildAtIndex(i) for i in range(found.childCount))
                    if item is not None and item.getRoleName() == "list item"]
    return []


result = {"items": [], "announcements": announcements}


def poll() -> None:
    deadline = time.time() + WAIT
    while time.time() < deadline:
        items = read()
        if items and any(said.startswith(AWAITED) for said in announcements):
            result["items"] = items
            break
        result["items"] = items
        time.sleep(0.5)
    pyatspi.Registry.stop()


pyatspi.Registry.registerEventListener(lambda event: announcements.append(str(event.any_data)),
                                       "object:announcement")
# as a screen reader does: names that change (a menu's title as it opens) reach the reader's
# cache through these events; without a listener it kept the name an object first had
pyatspi.Registry.registerEventListener(lambda _event: None, "object:property-change:accessible-name")
threading.Thread(target=poll, daemon=True).start()
pyatspi.Registry.start()
print(json.dumps(result))
