"""Entry script for the PyInstaller bundle: the same as the ``kotshina`` console command.

A frozen app is its own Python: ``multiprocessing`` starts the expert's worker processes, and
their resource tracker, by running this executable again with its own arguments. Those runs
are told apart from the player's first (``multiprocessing_child``) before anything else is
imported, and do their job instead of opening a window. The player's start imports nothing
of ``multiprocessing``: the bundle leaves out PyInstaller's runtime hook for it, which imported
it (and ``subprocess``) at every start for the few runs that need it (packaging/kotshina.spec).
"""

import sys

#: how multiprocessing starts its helpers: ``EXE <interpreter flags> -c "from multiprocessing.…"``
_HELPER_COMMANDS = ("from multiprocessing.resource_tracker import main",
                    "from multiprocessing.forkserver import main",
                    "import sys; from multiprocessing.forkserver import main")


def multiprocessing_child(argv: list[str]) -> bool:
    """Run the multiprocessing job this process was started for, if any; True when it did."""
    if len(argv) >= 2 and argv[1] == "--multiprocessing-fork":  # a pool worker (spawn)
        import multiprocessing.process
        import multiprocessing.spawn

        multiprocessing.process.ORIGINAL_DIR = None  # as in the parent (kotshina.ai.pool)
        options = dict(arg.split("=", 1) for arg in argv[2:])
        multiprocessing.spawn.spawn_main(**{name: None if value == "None" else int(value)
                                            for name, value in options.items()})
        return True
    if "-c" in argv[1:-1]:
        command = argv[argv.index("-c") + 1]
        if command.startswith(_HELPER_COMMANDS):  # the resource tracker or the fork server
            exec(command)  # noqa: S102 - multiprocessing's own one-line helper program
            return True
    return False


if __name__ == "__main__":
    if multiprocessing_child(sys.argv):
        sys.exit()
    import kotshina.ai
    from kotshina.cli import main

    kotshina.ai.FROZEN_WORKERS_OK = True
    sys.exit(main())
