"""The package as it is published: built into a wheel, installed into a fresh virtual environment
(not this one, which has the source tree installed), and used there against the live server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

from support import REPO_ROOT

# Run by the fresh environment's Python, outside the repository: all it can import is the wheel.
CONSUMER_SCRIPT = """
import json, sys, uuid
import httpx
import gatekeep
from gatekeep import ApiError, Client, verify_token

base_url = sys.argv[1]
with Client(base_url, timeout=10) as gk:
    issuer = httpx.get(base_url + "/.well-known/openid-configuration").json()["issuer"]
    tokens = gk.signup({"email": f"py-pkg-{uuid.uuid4().hex}@example.com", "password": "correct horse battery staple"})
    claims = verify_token(tokens["accessToken"], base_url=base_url, issuer=issuer)
    try:
        gk.get_me()
    except ApiError as error:
        code = error.code
print(json.dumps({"module": gatekeep.__file__, "user": tokens["user"]["id"], "sub": claims["sub"], "code": code}))
"""


def run(*args: str | Path, cwd: Path) -> str:
    # Without PYTHONPATH, so that nothing but the installed wheel can answer `import gatekeep`.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    result = subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True)
    assert result.returncode == 0, f"{args} failed:\n{result.stdout}\n{result.stderr}"
    return result.stdout


def test_the_built_wheel_installs_into_a_fresh_environment_and_calls_the_server(base_url: str, tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    # The sdist first, then the wheel from it (build's default), so both are proven to build. No
    # isolation: the pinned hatchling of this environment builds them, without a download.
    run(sys.executable, "-m", "build", "--no-isolation", "--outdir", dist, REPO_ROOT / "sdk-python", cwd=tmp_path)
    # The distribution is `gatekeep-sdk` (PyPI's `gatekeep` is somebody else's); the import name stays `gatekeep`.
    (wheel,) = dist.glob("gatekeep_sdk-*.whl")
    assert len(list(dist.glob("gatekeep_sdk-*.tar.gz"))) == 1

    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata = archive.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    assert "Name: gatekeep-sdk" in metadata.splitlines()
    assert "License-Expression: Apache-2.0" in metadata.splitlines()
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert "gatekeep/py.typed" in names

    env_dir = tmp_path / "consumer-env"
    run(sys.executable, "-m", "venv", env_dir, cwd=tmp_path)
    python = env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    run(python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", wheel, cwd=tmp_path)

    output = json.loads(run(python, "-c", CONSUMER_SCRIPT, base_url, cwd=tmp_path))
    assert Path(output["module"]).is_relative_to(env_dir)
    assert output["sub"] == output["user"]
    assert output["code"] == "UNAUTHENTICATED"
