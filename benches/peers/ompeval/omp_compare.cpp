// OMPEval's side of the comparison: one question, one thread.
// Usage: omp_compare 'NAME|exact-or-mc|RANGE vs RANGE ...|BOARD|DEAD' [HANDS]
// Prints the question, each player's combo count and equity, the deals
// counted, and the median seconds per run (runs repeated for >= 0.5 s).
#include "question.h"
#include <omp/EquityCalculator.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

using namespace omp;


int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: omp_compare QUESTION [HANDS]\n");
        return 2;
    }
    Question q = readQuestion(argv[1]);
    const std::vector<std::string>& f = q.fields;
    bool exact = f.at(1) == "exact";
    uint64_t handLimit = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 4000000;
    const std::vector<CardRange>& ranges = q.ranges;
    uint64_t board = q.board, dead = q.dead;

    EquityCalculator::Results r;
    std::vector<double> times;
    double total = 0;
    while (times.size() < 3 || total < 0.5) {
        // A new calculator per run: OMPEval keeps a calculator's cache of
        // preflop results between runs.
        std::unique_ptr<EquityCalculator> calc(new EquityCalculator());
        EquityCalculator& eq = *calc;
        if (!exact)
            eq.setHandLimit(handLimit);
        auto t0 = std::chrono::steady_clock::now();
        if (!eq.start(ranges, board, dead, exact, 0, nullptr, 0.1, 1)) {
            std::fprintf(stderr, "omp_compare: impossible question\n");
            return 1;
        }
        eq.wait();
        double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        r = eq.getResults();
        // Monte Carlo: seconds per handLimit deals, from the deals OMPEval counted.
        if (!exact)
            t *= (double)handLimit / (double)r.hands;
        times.push_back(t);
        total += t;
        if (exact && t > 2.0)
            break; // long exact questions: one run per process
    }
    std::sort(times.begin(), times.end());
    std::printf("%s omp", f[0].c_str());
    for (unsigned i = 0; i < r.players; ++i)
        std::printf(" %zu:%.9f", ranges[i].combinations().size(), r.equity[i]);
    std::printf(" deals=%llu stdev0=%.2e seconds=%.6f runs=%zu\n", (unsigned long long)r.hands, r.stdev,
                times[times.size() / 2], times.size());
    return 0;
}
