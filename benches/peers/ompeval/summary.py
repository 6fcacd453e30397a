# Summarises results.txt: checks the programs agree (exact equities to nine
# digits), then per question the median seconds of each program, the median
# over repetitions of the speed ratios OMPEval time / holdem-enum time and
# pokers time / holdem-enum time (same repetition), and the median of
# holdem-enum's 1-thread / 2-thread times. A program that did not run leaves
# its columns empty.
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
runs = {k: p for k, p in runs.items() if 'he1' in p and len(p) > 1}  # holdem-enum and a peer

worst_z = {}
for (q, rep), p in runs.items():
    h1 = p['he1']
    peers = [p[prog] for prog in ('omp', 'pokers') if prog in p]
    for o in peers:
        assert [c for c, _ in o[0]] == [c for c, _ in h1[0]], (q, 'combo counts differ')
    if questions[q][1] == 'exact':
        for o in peers:
            for h in [h1] + ([p['he2']] if 'he2' in p else []):
                assert ['%.9f' % e for _, e in o[0]] == ['%.9f' % e for _, e in h[0]], (q, rep)
        if 'omp' in p:
            assert p['omp'][1] == h1[1], (q, 'deals')
    elif 'omp' in p:
        o = p['omp']
        for (_, a), (_, b) in zip(o[0], h1[0]):
            se = math.sqrt(a * (1 - a) / o[1] + b * (1 - b) / h1[1])
            worst_z[q] = max(worst_z.get(q, 0), abs(a - b) / se)

def fmt(t):
    return '%.3g s' % t if t >= 1 else '%.3g ms' % (t * 1e3)

print('| question | OMPEval | pokers | holdem-enum, 1 thread | speed ratio, OMPEval | speed ratio, pokers | holdem-enum, 2 threads | 2-thread speed-up |')
print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
for q, f in questions.items():
    reps = [p for (qq, _), p in sorted(runs.items()) if qq == q]
    if not reps:
        continue
    def med(prog):
        times = [p[prog][2] for p in reps if prog in p]
        return fmt(statistics.median(times)) if times else ''
    def ratio(num, den):
        r = [p[num][2] / p[den][2] for p in reps if num in p and den in p]
        return '%.2f' % statistics.median(r) if r else ''
    board = (' on ' + f[3]) if f[3] else ' preflop'
    dead = (', dead ' + f[4]) if f[4] else ''
    kind = 'exact' if f[1] == 'exact' else 'Monte Carlo'
    print('| %s %s, %s%s%s | %s | %s | %s | %s | %s | %s | %s |' % (
        q, kind, f[2], board, dead, med('omp'), med('pokers'), med('he1'),
        ratio('omp', 'he1'), ratio('pokers', 'he1'), med('he2'), ratio('he1', 'he2')))
print()
print('repetitions:', len(set(r for _, r in runs)), ' worst |z| of Monte Carlo equities (OMPEval vs holdem-enum):',
      {q: round(z, 2) for q, z in worst_z.items()})
