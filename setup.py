"""Builds the fogproof extension with the project's own CMake build, so that
pip compiles exactly what `cmake --build` compiles (no second list of
sources). Offline: CMake finds every dependency among Debian's packages.

    pip install --no-build-isolation .
"""
import os
import pathlib
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build_dir = ROOT / "build" / "pip"
        subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build_dir), "-G", "Ninja",
                        "-DCMAKE_BUILD_TYPE=Release", "-DFOGPROOF_BUILD_TESTS=OFF",
                        "-DFOGPROOF_BUILD_BENCH=OFF", f"-DPython_EXECUTABLE={sys.executable}"], check=True)
        subprocess.run(["cmake", "--build", str(build_dir), "--target", "fogproof_python",
                        "-j", str(os.cpu_count() or 1)], check=True)
        built = next((build_dir / "python" / "fogproof").glob("_fogproof*.so"))
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(built, target)


setup(ext_modules=[Extension("fogproof._fogproof", sources=[])], cmdclass={"build_ext": CMakeBuild})
