// Declarations of the part of OMPEval's API that omp_compare.cpp and
// omp_spread.cpp call, written from their use, so that CI can check the two
// programs' syntax and types where no checkout of OMPEval is present
// (`g++ -fsyntax-only -Icheck`). Nothing here is defined: build.sh compiles
// against the real headers.
#ifndef OMP_EQUITY_CALCULATOR_CHECK_H
#define OMP_EQUITY_CALCULATOR_CHECK_H

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace omp {

class CardRange
{
public:
    CardRange(const std::string& text);
    const std::vector<std::array<uint8_t, 2>>& combinations() const;
    static uint64_t getCardMask(const std::string& text);
};

class EquityCalculator
{
public:
    struct Results
    {
        unsigned players;
        double equity[6];
        uint64_t hands;
        double stdev;
    };

    bool start(const std::vector<CardRange>& handRanges, uint64_t boardCards, uint64_t deadCards,
               bool enumerateAll, double stdevTarget, std::function<void(const Results&)> callback,
               double updateInterval, unsigned threadCount);
    void wait();
    void setHandLimit(uint64_t handLimit);
    Results getResults();
};

} // namespace omp

#endif
