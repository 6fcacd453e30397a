// OMPEval's side of the spread test: RUNS independent Monte Carlo runs of
// one question (each a new calculator, seeded by OMPEval from
// std::random_device), one thread, HANDS deals each.
// Usage: omp_spread 'NAME|mc|RANGE vs RANGE ...|BOARD|DEAD' RUNS HANDS
// Prints one line per run: the question, each player's equity, the deals
// counted and OMPEval's own standard deviation of player 1's equity.
#include "question.h"
#include <omp/EquityCalculator.h>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

using namespace omp;


int main(int argc, char** argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: omp_spread QUESTION RUNS HANDS\n");
        return 2;
    }
    Question q = readQuestion(argv[1]);
    const std::vector<std::string>& f = q.fields;
    unsigned long runs = std::strtoul(argv[2], nullptr, 10);
    uint64_t handLimit = std::strtoull(argv[3], nullptr, 10);
    const std::vector<CardRange>& ranges = q.ranges;
    uint64_t board = q.board, dead = q.dead;
    for (unsigned long run = 0; run < runs; ++run) {
        std::unique_ptr<EquityCalculator> eq(new EquityCalculator());
        eq->setHandLimit(handLimit);
        if (!eq->start(ranges, board, dead, false, 0, nullptr, 0.1, 1)) {
            std::fprintf(stderr, "omp_spread: impossible question\n");
            return 1;
        }
        eq->wait();
        EquityCalculator::Results r = eq->getResults();
        std::printf("%s omp", f[0].c_str());
        for (unsigned i = 0; i < r.players; ++i)
            std::printf(" %.9f", r.equity[i]);
        std::printf(" deals=%llu sd=%.3e\n", (unsigned long long)r.hands, r.stdev);
    }
    return 0;
}
