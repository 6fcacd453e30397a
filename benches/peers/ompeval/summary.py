# Summarises results.txt: checks the two programs agree, then per question
# the median seconds of each program, the median over repetitions of the
# speed ratio OMPEval time / holdem-enum time (same repetition), and the
# median of holdem-enum's 1-thread / 2-thread times.
# Usage: python3 summary.py results.txt
import math, os, statistics, sys
from collections import defaultdict

questions = {}
for line in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'questions.txt')):
    if not line.startswith('#'):
        f = line.rstrip('\n').split('|')
        questions[f[0]] = f
runs = defaultdict(dict)  # (question, rep) -> program -> (equities, deals, seconds)
for line in open(sys.argv[1] if len(sys.argv) > 1 else 'results.txt'):
    w = line.split()
    rep, q, prog = w[0], w[1], w[2]
    eq = [(int(x.split(':')[0]), float(x.split(':')[1])) for x in w[3:] if ':' in x and '=' not in x]
    kv = dict(x.split('=') for x in w[3:] if '=' in x)
    runs[(q, rep)][prog] = (eq, int(kv['deals']), float(kv['seconds']))
runs = {k: p for k, p in runs.items() if len(p) == 3}  # complete repetitions only

worst_z = {}
for (q, rep), p in runs.items():
    o, h1, h2 = p['omp'], p['he1'], p['he2']
    assert [c for c, _ in o[0]] == [c for c, _ in h1[0]], (q, 'combo counts differ')
    if questions[q][1] == 'exact':
        for h in (h1, h2):
            assert ['%.9f' % e for _, e in o[0]] == ['%.9f' % e for _, e in h[0]], (q, rep)
            assert o[1] == h[1], (q, 'deals')
    else:
        for (_, a), (_, b) in zip(o[0], h1[0]):
            se = math.sqrt(a * (1 - a) / o[1] + b * (1 - b) / h1[1])
            worst_z[q] = max(worst_z.get(q, 0), abs(a - b) / se)

def fmt(t):
    return '%.3g s' % t if t >= 1 else '%.3g ms' % (t * 1e3)

print('| question | OMPEval | holdem-enum, 1 thread | speed ratio | holdem-enum, 2 threads | 2-thread speed-up |')
print('| --- | ---: | ---: | ---: | ---: | ---: |')
for q, f in questions.items():
    reps = [p for (qq, _), p in sorted(runs.items()) if qq == q]
    if not reps:
        continue
    med = lambda prog: statistics.median(p[prog][2] for p in reps)
    ratio = statistics.median(p['omp'][2] / p['he1'][2] for p in reps)
    speedup = statistics.median(p['he1'][2] / p['he2'][2] for p in reps)
    board = (' on ' + f[3]) if f[3] else ' preflop'
    dead = (', dead ' + f[4]) if f[4] else ''
    kind = 'exact' if f[1] == 'exact' else 'Monte Carlo'
    print('| %s %s, %s%s%s | %s | %s | %.2f | %s | %.2f |' % (
        q, kind, f[2], board, dead, fmt(med('omp')), fmt(med('he1')), ratio, fmt(med('he2')), speedup))
print()
print('repetitions:', len(set(r for _, r in runs)), ' worst |z| of Monte Carlo equities (OMPEval vs holdem-enum):',
      {q: round(z, 2) for q, z in worst_z.items()})
