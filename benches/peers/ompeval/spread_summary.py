# Summarises spread.txt (spread.sh) beside a timing summary (summary.py's
# results): per Monte Carlo question and peer (OMPEval, pokers), the spread
# of each program's equities over independent runs, the ratio of their
# variances per deal (the peer's over holdem-enum's, with a bootstrap 95%
# interval), the speed ratio of the timing run (the peer's time over
# holdem-enum's for as many deals), and their product: how much faster
# holdem-enum reaches the same standard error.
# Usage: python3 spread_summary.py spread.txt results.txt
import math, random, statistics, sys
from collections import defaultdict

runs = defaultdict(list)  # (question, program) -> [(equities, deals)]
for line in open(sys.argv[1]):
    w = line.split()
    if len(w) < 3:
        continue
    eq = [float(x) for x in w[2:] if '=' not in x]
    kv = dict(x.split('=') for x in w[2:] if '=' in x)
    runs[(w[0], w[1])].append((eq, int(kv['deals'])))

speed = defaultdict(list)  # (question, peer) -> peer seconds / holdem-enum seconds, by repetition
reps = defaultdict(dict)
for line in open(sys.argv[2]):
    w = line.split()
    kv = dict(x.split('=') for x in w[3:] if '=' in x)
    reps[(w[1], w[0])][w[2]] = float(kv['seconds'])
for (q, _), p in reps.items():
    for peer in ('omp', 'pokers'):
        if peer in p and 'he1' in p:
            speed[(q, peer)].append(p[peer] / p['he1'])

def variance(rs):
    """The players' variances of equity across runs, averaged, per 10^6 deals."""
    deals = statistics.mean(d for _, d in rs)
    players = len(rs[0][0])
    return statistics.mean(statistics.variance([e[p] for e, _ in rs]) for p in range(players)) * deals / 1e6

def table(peer, name):
    """The table of `peer` (its label in both files) beside holdem-enum."""
    questions = [q for q in sorted({q for q, _ in runs}, key=lambda s: int(s[1:]))
                 if len(runs[(q, peer)]) > 1 and len(runs[(q, 'he')]) > 1]
    if not questions:
        return
    print('| question | runs | %s SD | holdem-enum SD | variance ratio [95%%] | worst z of means | speed ratio | same-error ratio |' % name)
    print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
    random.seed(1)
    for q in questions:
        o, h = runs[(q, peer)], runs[(q, 'he')]
        ratio = variance(o) / variance(h)
        boot = sorted(variance(random.choices(o, k=len(o))) / variance(random.choices(h, k=len(h)))
                      for _ in range(1000))
        z = 0
        for p in range(len(o[0][0])):
            a, b = [e[p] for e, _ in o], [e[p] for e, _ in h]
            se = math.sqrt(statistics.variance(a) / len(a) + statistics.variance(b) / len(b))
            z = max(z, abs(statistics.mean(a) - statistics.mean(b)) / se)
        s = statistics.median(speed[(q, peer)]) if speed[(q, peer)] else float('nan')
        print('| %s | %d / %d | %.2e | %.2e | %.2f [%.2f, %.2f] | %.1f | %.2f | %.2f |' % (
            q, len(o), len(h), math.sqrt(variance(o)), math.sqrt(variance(h)), ratio,
            boot[25], boot[974], z, s, s * ratio))
    print()

table('omp', 'OMPEval')
table('pokers', 'pokers')
