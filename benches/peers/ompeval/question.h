// What omp_compare and omp_spread share: a question of questions.txt,
// 'NAME|exact-or-mc|RANGE vs RANGE ...|BOARD|DEAD', read for OMPEval.
#pragma once
#include <omp/EquityCalculator.h>
#include <string>
#include <vector>

static std::vector<std::string> split(const std::string& s, const std::string& sep)
{
    std::vector<std::string> parts;
    size_t start = 0, at;
    while ((at = s.find(sep, start)) != std::string::npos) {
        parts.push_back(s.substr(start, at - start));
        start = at + sep.size();
    }
    parts.push_back(s.substr(start));
    return parts;
}

struct Question {
    std::vector<std::string> fields;
    std::vector<omp::CardRange> ranges;
    uint64_t board;
    uint64_t dead;
};

static Question readQuestion(const std::string& text)
{
    Question q;
    q.fields = split(text, "|");
    for (auto& r : split(q.fields.at(2), " vs "))
        q.ranges.emplace_back(r);
    q.board = omp::CardRange::getCardMask(q.fields.at(3));
    q.dead = omp::CardRange::getCardMask(q.fields.at(4));
    return q;
}
