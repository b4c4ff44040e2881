"""Egress, proven at the system level: every connect/send of every process, seen by the kernel's tracer.

The suite's Python socket guard (tests/conftest.py) cannot see native code: onnxruntime's
telemetry uploader resolves its host from C++. These tests run the real commands under
``strace -f`` and read every ``connect``/``sendto``/``sendmsg``/``sendmmsg`` of every process
and thread the command starts (the edge, its planner, Chromium, Xvfb, Django).

Why strace and not an unshared network namespace: a namespace with only loopback proves that
nothing *could* leave, but an attempt that fails in it (a DNS query to an unreachable resolver)
leaves no trace, and the same code on a real network would send it. strace records the attempt
itself, with the process, the address and the port, on the network the edge really runs on.
The namespace is still used, for the control tests, so that the attempts they provoke on
purpose cannot leave the machine.
"""

from __future__ import annotations

import ipaddress
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
SYSCALLS = "connect,sendto,sendmsg,sendmmsg,bind,getsockname"

pytestmark = pytest.mark.skipif(
    shutil.which("strace") is None, reason="strace is not installed (.ci/setup installs it)"
)

_FAMILY = re.compile(r"sa_family=(AF_[A-Z0-9]+)")
_INET = re.compile(r"sin_port=htons\((\d+)\), sin_addr=inet_addr\(\"([\d.]+)\"\)")
_INET6 = re.compile(r"sin6_port=htons\((\d+)\).*?inet_pton\(AF_INET6, \"([0-9a-fA-F:.]+)\"")
_UNIX = re.compile(r"sun_path=@?\"([^\"]*)\"")
_CALL = re.compile(r"^(\d+)\s+(\w+)\(\d+<([A-Za-z0-9]+):\[([^\]]*)\]")
# -yy decorates a connected IP socket with its peer: <UDP:[127.0.0.1:5000->10.0.0.1:53]>.
_PEER = re.compile(r"->\[?([0-9a-fA-F:.]+?)\]?:(\d+)$")


@dataclass
class Egress:
    """What a traced command tried to reach, by kind."""

    own_ports: set[int] = field(default_factory=set)  # ports bound by the traced processes
    tcp: list[tuple[str, int, str]] = field(default_factory=list)  # stream connections (address, port, line)
    sends: list[tuple[str, int, str]] = field(default_factory=list)  # datagrams/data to an address
    udp_connects: list[tuple[str, int, str]] = field(default_factory=list)  # a route lookup until data is sent
    dns: list[str] = field(default_factory=list)  # port-53 traffic, or a running resolver daemon's socket

    @staticmethod
    def _remote(address: str) -> bool:
        host = address.split("%")[0]
        ip = ipaddress.ip_address(host)
        if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
            ip = ip.ipv4_mapped  # gRPC dials 127.0.0.1 through a dual-stack socket as ::ffff:127.0.0.1
        return not ip.is_loopback and host not in ("0.0.0.0", "::")

    @property
    def off_machine(self) -> list[str]:
        """Connections and data that would leave the machine (a UDP connect alone sends nothing)."""
        return [line for addr, _, line in self.tcp + self.sends if self._remote(addr)]

    @property
    def route_probes(self) -> list[str]:
        """UDP connects to a remote address with no datagram after them (the kernel picks a route; nothing is sent)."""
        return [line for addr, _, line in self.udp_connects if self._remote(addr)]

    @property
    def to_foreign_ports(self) -> list[str]:
        """Loopback connections to a port no traced process bound (someone else's service)."""
        return [line for addr, port, line in self.tcp if not self._remote(addr) and port not in self.own_ports]

    @property
    def connects(self) -> list[tuple[str, int, str]]:
        return self.tcp + self.udp_connects


def _address(line: str) -> tuple[str, int] | None:
    family = _FAMILY.search(line)
    if family is not None and family.group(1) == "AF_INET":
        m = _INET.search(line)
        return (m.group(2), int(m.group(1))) if m else None
    if family is not None and family.group(1) == "AF_INET6":
        m = _INET6.search(line)
        return (m.group(2), int(m.group(1))) if m else None
    return None


def parse(log: str) -> Egress:
    """Classify every traced socket call in an ``strace -f -yy -o`` log."""
    egress = Egress()
    for line in log.splitlines():
        call = _CALL.match(line)
        if call is None:
            continue
        name, proto, deco = call.group(2), call.group(3), call.group(4)
        if proto == "UNIX":
            m = _UNIX.search(line)
            path = m.group(1) if m else ""
            # glibc asks nscd first for every name lookup (users and groups too); with no nscd
            # running the attempt ends there (ENOENT). A running one would resolve hosts for us.
            if name == "connect" and ("nscd" in path or "resolve" in path) and Path(path).exists():
                egress.dns.append(line)
            continue
        if not proto.startswith(("TCP", "UDP")):
            continue  # netlink (interface lists) and the like
        address = _address(line)
        if name in ("bind", "getsockname"):
            if address and address[1]:
                egress.own_ports.add(address[1])
            continue
        if name == "connect":
            if address is None:
                continue  # AF_UNSPEC: a UDP disconnect
            (egress.udp_connects if proto.startswith("UDP") else egress.tcp).append((*address, line))
        else:  # sendto / sendmsg / sendmmsg
            if address is None:
                peer = _PEER.search(deco)
                address = (peer.group(1), int(peer.group(2))) if peer else None
            if address is None:
                continue
            egress.sends.append((*address, line))
        if address is not None and address[1] == 53:
            egress.dns.append(line)
    return egress


def traced(
    argv: list[str], log: Path, *, timeout: float, env: dict[str, str] | None = None, netns: bool = False
) -> subprocess.CompletedProcess[str]:
    cmd = ["strace", "-f", "-qq", "-yy", "--seccomp-bpf", "-e", f"trace={SYSCALLS}", "-o", str(log), "--", *argv]
    if netns:
        cmd = ["unshare", "-n", *cmd]
    return subprocess.run(cmd, check=False, capture_output=True, text=True, timeout=timeout, env=env)


def _netns_available() -> bool:
    return subprocess.run(["unshare", "-n", "true"], check=False, capture_output=True).returncode == 0


def _screen(path: Path) -> None:
    image = Image.new("RGB", (900, 300), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 24)
    for i, text in enumerate(["Customer: John Smith", "john.smith@example.com", "Phone: (555) 123-4567", "Save"]):
        draw.text((30, 20 + 60 * i), text, fill="black", font=font)
    image.save(path)


#: Variables by which onnxruntime (1.32, read from its library) detects a CI runner and then
#: sends no telemetry by itself; the checks below must see what a user's machine does.
_CI_MARKERS = (
    "CI", "TF_BUILD", "GITHUB_ACTIONS", "GITLAB_CI", "CIRCLECI", "TRAVIS", "JENKINS_URL",
    "CODEBUILD_BUILD_ID", "BUILDKITE", "TEAMCITY_VERSION", "APPVEYOR", "BITBUCKET_BUILD_NUMBER",
)  # fmt: skip


def _without_telemetry_switch() -> dict[str, str]:
    env = {name: value for name, value in os.environ.items() if name not in _CI_MARKERS}
    env.pop("ORT_DISABLE_TELEMETRY", None)  # the product must switch it off itself
    return env


# -- the harness sees what it must see ------------------------------------------------------


@pytest.mark.skipif(not _netns_available(), reason="unshare -n needs root (CAP_SYS_ADMIN)")
def test_the_tracer_sees_a_dns_lookup_made_from_native_code(tmp_path: Path) -> None:
    # glibc's resolver, called from C, in a namespace where the query cannot leave.
    log = tmp_path / "strace.log"
    probe = "import socket\ntry:\n    socket.getaddrinfo('egress-probe.invalid', 80)\nexcept OSError:\n    pass\n"
    traced([sys.executable, "-c", probe], log, timeout=60, netns=True)
    egress = parse(log.read_text())
    assert egress.dns, log.read_text()[-2000:]


@pytest.mark.skipif(not _netns_available(), reason="unshare -n needs root (CAP_SYS_ADMIN)")
def test_onnxruntime_telemetry_left_on_is_caught(tmp_path: Path) -> None:
    """The control for the switch: a bare onnxruntime session resolves its telemetry host within seconds."""
    log = tmp_path / "strace.log"
    probe = (
        "import glob, os, time\n"
        "import onnxruntime as ort\n"
        "import rapidocr_onnxruntime as r\n"
        "model = glob.glob(os.path.dirname(r.__file__) + '/models/*det*.onnx')[0]\n"
        "ort.InferenceSession(model, providers=['CPUExecutionProvider'])\n"
        "time.sleep(150)\n"
    )
    env = {**_without_telemetry_switch(), "HOME": str(tmp_path)}
    cmd = [
        "unshare",
        "-n",
        "strace",
        "-f",
        "-qq",
        "-yy",
        "--seccomp-bpf",
        "-e",
        f"trace={SYSCALLS}",
        "-o",
        str(log),
        "--",
        sys.executable,
        "-c",
        probe,
    ]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 140  # ~10 s after the session on a quiet machine; minutes when loaded
        while time.monotonic() < deadline and not (log.exists() and parse(log.read_text()).dns):
            time.sleep(1)
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
    egress = parse(log.read_text())
    if not egress.dns:
        pytest.skip("no telemetry look-up within 140 s: this onnxruntime build may send none")
    assert any("port=htons(53)" in line or "nscd" in line for line in egress.dns)


# -- the product -------------------------------------------------------------------------------


def test_onnx_sessions_start_with_telemetry_off(tmp_path: Path) -> None:
    """Every session the edge creates (PP-OCR's three, the classifier's) starts with the switch set first."""
    probe = (
        "import os\n"
        "from screenroute.edge.ocr.rapid import RapidOcrEngine\n"
        "from screenroute.edge.classify import OnnxStateClassifier\n"
        "RapidOcrEngine(threads=1)\n"
        "OnnxStateClassifier()\n"
        "print(os.environ.get('ORT_DISABLE_TELEMETRY'))\n"
    )
    env = {**_without_telemetry_switch(), "HOME": str(tmp_path / "home")}
    result = subprocess.run(
        [sys.executable, "-c", probe], check=False, capture_output=True, text=True, env=env, timeout=300
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "1"
    # Telemetry on writes a device id and an event database here; off, nothing is written.
    assert not (tmp_path / "home" / ".cache" / "Microsoft").exists()
    control = subprocess.run(
        [sys.executable, "-c", "import onnxruntime"],
        check=False,
        capture_output=True,
        text=True,
        env={**env, "HOME": str(tmp_path / "bare")},
        timeout=120,
    )
    assert control.returncode == 0 and (tmp_path / "bare" / ".cache" / "Microsoft").exists()


def test_the_redaction_path_opens_no_network_connection(tmp_path: Path) -> None:
    shot = tmp_path / "screen.png"
    _screen(shot)
    log = tmp_path / "strace.log"
    cli = [
        sys.executable,
        "-m",
        "screenroute.router.app.cli",
        "redact",
        str(shot),
        "-o",
        str(tmp_path / "out"),
        "--json",
    ]
    result = traced(cli, log, timeout=300, env=_without_telemetry_switch())
    assert result.returncode == 0, result.stderr[-3000:]
    assert "<EMAIL_" in result.stdout and "john.smith@example.com" not in result.stdout
    egress = parse(log.read_text())
    assert egress.dns == []
    assert egress.connects == [] and egress.sends == []  # OCR, Presidio and the vault need no socket at all


@pytest.mark.desktop
@pytest.mark.timeout(1500)  # the whole demo under ptrace, on a shared machine
@pytest.mark.skipif(shutil.which("Xvfb") is None and not os.environ.get("CI"), reason="Xvfb is not installed")
def test_the_demo_talks_only_to_its_own_loopback_services(tmp_path: Path) -> None:
    log = tmp_path / "strace.log"
    cli = [sys.executable, "-m", "screenroute.router.app.cli", "demo", "--workdir", str(tmp_path / "demo")]
    result = traced(cli, log, timeout=1400, env=_without_telemetry_switch())
    # Whether the task completes is test_demo's business; here the run must have reached the
    # planner at least once, so that the trace holds the one connection that may leave the edge.
    assert " escalate " in result.stdout, result.stdout[-3000:] + result.stderr[-3000:]
    egress = parse(log.read_text())
    assert egress.dns == [], egress.dns[:5]
    assert egress.off_machine == [], egress.off_machine[:5]
    assert egress.to_foreign_ports == [], egress.to_foreign_ports[:5]
    assert egress.tcp, "the tracer saw no connection at all: it is not looking"
    # Chromium's network service checks IPv6 reachability by connecting a UDP socket to a public
    # address (2001:4860:4860::8888:443) and reading the route the kernel picks; no datagram is
    # sent, which the absence of any send to it above shows. Reported, not hidden:
    print(f"UDP route probes (no data sent): {len(egress.route_probes)}")
