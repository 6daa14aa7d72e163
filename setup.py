"""pip install --no-build-isolation .  -- installs the Python module mmattn.

The module is written in the book (web/python.w) and built by the Makefile
(make python: tangle, the library compiled with -fPIC, one shared object);
this file only runs that build for the interpreter pip runs under and copies
the result where setuptools expects it. Needs Debian's python3-dev,
python3-numpy and python3-setuptools, and the packages make deps installs.
"""
import os
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))


class MakePython(build_ext):
    def build_extension(self, ext):
        subprocess.check_call(["make", "-C", HERE, "--no-print-directory", "python", "PYTHON=" + sys.executable])
        built = os.path.join(HERE, "generated", "python", "mmattn" + sysconfig.get_config_var("EXT_SUFFIX"))
        target = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(built, target)


setup(
    name="mmattn",
    version="0.2.0",
    description="Max-margin token selection in attention: certified answers on NumPy arrays",
    ext_modules=[Extension("mmattn", sources=[])],
    cmdclass={"build_ext": MakePython},
    install_requires=["numpy"],
)
