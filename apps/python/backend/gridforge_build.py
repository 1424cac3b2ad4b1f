"""gridforge's PEP 517 build backend, in the tree (pyproject.toml: backend-path) and needing nothing
from PyPI (requires = []), so `pip install .` works offline: CMake builds the module
(apps/python/CMakeLists.txt) for the interpreter running pip, and this file zips it into a wheel.

Where CMake builds: config setting `build-dir` (pip -C build-dir=DIR) or the environment variable
GRIDFORGE_BUILD_DIR, else build-python/ in the checkout. A folder already configured is built as
it is (tests reuse the development build); a new one is configured in Release as a unity build
without tests and benchmarks (from scratch: 5 minutes of CPU).
"""

from __future__ import annotations

import base64
import hashlib
import io
import os
import re
import subprocess
import sys
import sysconfig
import tarfile
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = "gridforge"


def _project() -> dict:
    """pyproject.toml's [project], with the version the project states once: api::kVersion in
    include/gridforge/api.hpp (which CMakeLists.txt reads too)."""
    with open(ROOT / "pyproject.toml", "rb") as file:
        project = tomllib.load(file)["project"]
    version = re.search(r'kVersion = "([0-9]+\.[0-9]+\.[0-9]+)"', (ROOT / "include/gridforge/api.hpp").read_text())
    if version is None:
        raise RuntimeError("gridforge_build: no kVersion = \"X.Y.Z\" line in include/gridforge/api.hpp")
    return {**project, "version": version.group(1)}


def _dist_info_name() -> str:
    return f"{PACKAGE}-{_project()['version']}.dist-info"


def _metadata() -> str:
    project = _project()
    return (f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n"
            f"Summary: {project['description']}\nRequires-Python: {project['requires-python']}\n")


def _tag() -> str:
    """cp311-cp311-linux_x86_64: the module is built for this interpreter and platform only."""
    python = f"cp{sys.version_info.major}{sys.version_info.minor}"
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{python}-{python}-{platform}"


def _wheel_file() -> str:
    return f"Wheel-Version: 1.0\nGenerator: gridforge_build\nRoot-Is-Purelib: false\nTag: {_tag()}\n"


def _setting(config_settings: dict | None, key: str) -> str | None:
    return (config_settings or {}).get(key)


def _build_module(config_settings: dict | None) -> Path:
    """Builds the module with CMake; returns <build>/python/gridforge."""
    build_dir = Path(_setting(config_settings, "build-dir") or os.environ.get("GRIDFORGE_BUILD_DIR")
                     or ROOT / "build-python").resolve()
    if not (build_dir / "CMakeCache.txt").exists():
        subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build_dir), "-DCMAKE_BUILD_TYPE=Release",
                        "-DGRIDFORGE_PYTHON=ON", f"-DPython3_EXECUTABLE={sys.executable}", "-DGRIDFORGE_TESTS=OFF",
                        "-DGRIDFORGE_BENCH=OFF", "-DCMAKE_UNITY_BUILD=ON", "-DCMAKE_UNITY_BUILD_BATCH_SIZE=16"],
                       check=True, stdout=sys.stderr)
    subprocess.run(["cmake", "--build", str(build_dir), "--target", "gridforge_python", f"-j{os.cpu_count() or 1}"],
                   check=True, stdout=sys.stderr)
    package = build_dir / "python" / PACKAGE
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    if not (package / f"_core{suffix}").exists():
        built = ", ".join(sorted(p.name for p in package.glob("_core*"))) or "nothing"
        raise RuntimeError(f"gridforge_build: {build_dir} holds {built}, not _core{suffix} for {sys.executable}; "
                           "choose another build-dir, or configure it with -DPython3_EXECUTABLE=" + sys.executable)
    return package


def _record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    dist_info = Path(metadata_directory) / _dist_info_name()
    dist_info.mkdir(parents=True, exist_ok=True)
    (dist_info / "METADATA").write_text(_metadata())
    (dist_info / "WHEEL").write_text(_wheel_file())
    return dist_info.name


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    package = _build_module(config_settings)
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    files = {f"{PACKAGE}/{p.name}": p.read_bytes() for p in sorted(package.glob("*.py"))}
    files[f"{PACKAGE}/_core{suffix}"] = (package / f"_core{suffix}").read_bytes()
    dist_info = _dist_info_name()
    files[f"{dist_info}/METADATA"] = _metadata().encode()
    files[f"{dist_info}/WHEEL"] = _wheel_file().encode()
    record = [_record_line(path, data) for path, data in files.items()] + [f"{dist_info}/RECORD,,"]
    files[f"{dist_info}/RECORD"] = ("\n".join(record) + "\n").encode()

    name = f"{PACKAGE}-{_project()['version']}-{_tag()}.whl"
    with zipfile.ZipFile(Path(wheel_directory) / name, "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, data in files.items():
            info = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if path.endswith(suffix) else 0o644) << 16
            wheel.writestr(info, data, zipfile.ZIP_DEFLATED)
    return name


def build_sdist(sdist_directory, config_settings=None):
    """The files git tracks, under gridforge-VERSION/."""
    base = f"{PACKAGE}-{_project()['version']}"
    tracked = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], check=True, capture_output=True).stdout
    name = f"{base}.tar.gz"
    with tarfile.open(Path(sdist_directory) / name, "w:gz") as sdist:
        for path in filter(None, tracked.decode().split("\0")):
            if (ROOT / path).is_file():
                sdist.add(ROOT / path, arcname=f"{base}/{path}")
        info = tarfile.TarInfo(f"{base}/PKG-INFO")
        data = _metadata().encode()
        info.size = len(data)
        sdist.addfile(info, io.BytesIO(data))
    return name
