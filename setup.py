"""Maps the top-level folders onto one import namespace, ``screenroute``.

The design card keeps ``edge/``, ``router/``, ``cloud/``, ``bench/`` and ``proto/`` at the
top of the repository; installed, they are ``screenroute.edge`` … and the generated
contracts ``screenroute.v1``. Subpackages are found here so a new one needs no edit.
Everything else about the build lives in ``pyproject.toml``.
"""

from setuptools import find_packages, setup

FOLDERS = ("edge", "router", "cloud", "bench")

package_dir = {"screenroute": "proto/screenroute", **{f"screenroute.{folder}": folder for folder in FOLDERS}}
packages = [f"screenroute.{name}" for name in find_packages("proto/screenroute")] + ["screenroute"]
for folder in FOLDERS:
    packages += [f"screenroute.{folder}"] + [f"screenroute.{folder}.{name}" for name in find_packages(folder)]

setup(package_dir=package_dir, packages=packages)
