"""The peers of scripts/peers: numpy's closed form, numpy's exact step and scipy's LSODA on the spring
scene motion-bench run simulates, timed per spring-sample. Run it through scripts/peers, which checks
numpy and scipy and pins BLAS to one thread; the options are the same."""
import math, sys, time
import numpy as np
from scipy.integrate import solve_ivp

def fail(message):
    print(f"Error: {message}", file=sys.stderr)
    sys.exit(64)

args = sys.argv[1:]
options = {"selectors": 5000, "seconds": 10.0, "hz": 120.0, "rounds": 5, "lsoda-selectors": 200}
if "--quick" in args:
    args.remove("--quick")
    options.update({"selectors": 1000, "seconds": 2.0, "lsoda-selectors": 40})
limits = {"selectors": (1, 1_000_000, int), "seconds": (0.01, 600, float), "hz": (1, 1000, float),
          "rounds": (1, 100, int), "lsoda-selectors": (1, 10_000, int)}
while args:
    name = args.pop(0)
    if not name.startswith("--") or name[2:] not in limits:
        fail(f"unknown option '{name}'; allowed: --quick, " + ", ".join("--" + k for k in limits))
    key = name[2:]
    if not args:
        fail(f"{name} needs a value")
    low, high, kind = limits[key]
    text = args.pop(0)
    try:
        value = kind(text)
    except ValueError:
        fail(f"{name} must be a {'whole number' if kind is int else 'number'} from {low} to {high}, not '{text}'")
    if not (math.isfinite(value) and low <= value <= high):
        fail(f"{name} must be from {low} to {high}, not '{text}'")
    options[key] = value

hz = options["hz"]
frames = max(1, round(options["seconds"] * hz))
springs = 7 * options["selectors"]
rounds = options["rounds"]
# .spring(duration: 0.35, bounce: 0.55): ω₀ = 2π/0.35, ζ = 1 − 0.55.
omega0 = 2 * math.pi / 0.35
zeta = 0.45
a = zeta * omega0
omega = omega0 * math.sqrt(1 - zeta * zeta)
rng = np.random.default_rng(1)

def release_frames(count):
    """Each spring's release frame, spread over the first half of the run."""
    return rng.integers(0, max(1, frames // 2), size=count)

def closed_form():
    start = release_frames(springs) / hz
    x0 = -np.ones(springs)
    v0 = np.zeros(springs)
    b = (v0 + a * x0) / omega
    out = np.empty(springs)
    checksum = 0.0
    for k in range(frames):
        t = np.maximum(k / hz - start, 0.0)
        np.multiply(np.exp(-a * t), x0 * np.cos(omega * t) + b * np.sin(omega * t), out=out)
        checksum += out[k % springs]
    return checksum, springs * frames

def exact_step():
    h = 1 / hz
    e = math.exp(-a * h)
    c, s = math.cos(omega * h), math.sin(omega * h)
    xx, xv = e * (c + a * s / omega), e * s / omega
    vx, vv = -e * omega0 * omega0 * s / omega, e * (c - a * s / omega)
    # Springs ordered by release, so that frame k releases one slice.
    bounds = np.searchsorted(np.sort(release_frames(springs)), np.arange(frames + 1))
    x = np.zeros(springs)
    v = np.zeros(springs)
    checksum = 0.0
    for k in range(frames):
        x[bounds[k]:bounds[k + 1]] = -1.0
        nx = xx * x + xv * v
        v = vx * x + vv * v
        x = nx
        checksum += x[k % springs]
    return checksum, springs * frames

def lsoda():
    count = 7 * min(options["lsoda-selectors"], options["selectors"])
    k, c = omega0 * omega0, 2 * a
    def rhs(t, y):
        return (y[1], -k * y[0] - c * y[1])
    times = np.arange(frames) / hz
    checksum = 0.0
    for first in release_frames(count):
        t = times[first:]
        if len(t) < 2:
            continue
        solution = solve_ivp(rhs, (t[0], t[-1]), (-1.0, 0.0), method="LSODA", t_eval=t, rtol=1e-10, atol=1e-10)
        checksum += solution.y[0][-1]
    return checksum, count * frames

peers = [("numpy closed form", closed_form), ("numpy exact step", exact_step), ("scipy LSODA (rtol = atol = 1e-10)", lsoda)]
results = {name: [] for name, _ in peers}
for name, body in peers:
    body()  # warm-up
for _ in range(rounds):
    for name, body in peers:  # interleaved, as motion-bench times its solvers
        cpu, wall = time.process_time_ns(), time.perf_counter_ns()
        _, samples = body()
        results[name].append(((time.process_time_ns() - cpu) / samples, (time.perf_counter_ns() - wall) / samples))

print(f"Peers: {springs} springs × {frames} frames at {hz:g} Hz (LSODA: "
      f"{7 * min(options['lsoda-selectors'], options['selectors'])} springs), numpy {np.__version__}, "
      f"scipy {__import__('scipy').__version__}, one thread; median of {rounds} interleaved rounds")
print(f"{'peer':<36}{'CPU ns/sample':>15}{'wall ns/sample':>16}")
for name, _ in peers:
    cpu = sorted(r[0] for r in results[name])[len(results[name]) // 2]
    wall = sorted(r[1] for r in results[name])[len(results[name]) // 2]
    print(f"{name:<36}{cpu:>15.4g}{wall:>16.4g}")
