"""`pip install .` offline: installs the checkout with `pip install --no-index --target DIR` (the
in-tree backend reuses the build folder named by GRIDFORGE_BUILD_DIR, so the module is not
compiled again), then imports gridforge from DIR alone in a fresh interpreter and solves a puzzle.
Run by ctest (python_pip_install, label python); usage: pip_install_check.py CHECKOUT."""

import os
import subprocess
import sys
import tempfile

checkout = sys.argv[1]
with tempfile.TemporaryDirectory() as target:
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-index", "--quiet", "--target", target, checkout],
                   check=True)
    program = ("import gridforge; p = gridforge.Puzzle('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'); "
               "print(gridforge.__file__); print(gridforge.solve(p)[0])")
    environment = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    environment["PYTHONPATH"] = target
    shown = subprocess.run([sys.executable, "-c", program], check=True, capture_output=True, text=True,
                           env=environment, cwd=target).stdout
    print(shown, end="")
    lines = shown.splitlines()
    assert lines[0].startswith(target), f"imported from {lines[0]}, not from the installed {target}"
    assert lines[1] == "[4, 1, 7, 3, 6, 9, 8, 2, 5]", lines[1]
    installed = sorted(os.listdir(os.path.join(target, "gridforge")))
    print("installed:", ", ".join(installed))
