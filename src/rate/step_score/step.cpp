// Names, default scores and levels of HoDoKu's steps (step.hpp; HoDoKu Options.DEFAULT_SOLVER_STEPS
// and SolutionType names).
#include "rate/step_score/step.hpp"

namespace gridforge::hodoku {

namespace {

using L = HodokuLevel;

constexpr std::array<KindInfo, static_cast<std::size_t>(Kind::count_)> kTable{{
    {"Full House", 4, L::easy},
    {"Naked Single", 4, L::easy},
    {"Hidden Single", 14, L::easy},
    {"Locked Pair", 40, L::medium},
    {"Locked Triple", 60, L::medium},
    {"Locked Candidates Type 1 (Pointing)", 50, L::medium},
    {"Locked Candidates Type 2 (Claiming)", 50, L::medium},
    {"Naked Pair", 60, L::medium},
    {"Naked Triple", 80, L::medium},
    {"Hidden Pair", 70, L::medium},
    {"Hidden Triple", 100, L::medium},
    {"Naked Quadruple", 120, L::hard},
    {"Hidden Quadruple", 150, L::hard},
    {"X-Wing", 140, L::hard},
    {"Swordfish", 150, L::hard},
    {"Jellyfish", 160, L::hard},
    {"Remote Pair", 110, L::hard},
    {"Bivalue Universal Grave + 1", 100, L::hard},
    {"Skyscraper", 130, L::hard},
    {"2-String Kite", 150, L::hard},
    {"Turbot Fish", 120, L::hard},
    {"Empty Rectangle", 120, L::hard},
    {"W-Wing", 150, L::hard},
    {"XY-Wing", 160, L::hard},
    {"XYZ-Wing", 180, L::hard},
    {"Uniqueness Test 1", 100, L::hard},
    {"Uniqueness Test 2", 100, L::hard},
    {"Uniqueness Test 3", 100, L::hard},
    {"Uniqueness Test 4", 100, L::hard},
    {"Uniqueness Test 5", 100, L::hard},
    {"Uniqueness Test 6", 100, L::hard},
    {"Hidden Rectangle", 100, L::hard},
    {"Avoidable Rectangle Type 1", 100, L::hard},
    {"Avoidable Rectangle Type 2", 100, L::hard},
    {"Finned X-Wing", 130, L::hard},
    {"Sashimi X-Wing", 150, L::hard},
    {"Finned Swordfish", 200, L::unfair},
    {"Sashimi Swordfish", 240, L::unfair},
    {"Finned Jellyfish", 250, L::unfair},
    {"Sashimi Jellyfish", 260, L::unfair},
    {"Sue de Coq", 250, L::unfair},
    {"Simple Colors Trap", 150, L::hard},
    {"Simple Colors Wrap", 150, L::hard},
    {"Multi Colors 1", 200, L::hard},
    {"Multi Colors 2", 200, L::hard},
    {"X-Chain", 260, L::unfair},
    {"XY-Chain", 260, L::unfair},
    {"Continuous Nice Loop", 280, L::unfair},
    {"Discontinuous Nice Loop", 280, L::unfair},
    {"AIC", 280, L::unfair},
    {"Grouped Continuous Nice Loop", 300, L::unfair},
    {"Grouped Discontinuous Nice Loop", 300, L::unfair},
    {"Grouped AIC", 300, L::unfair},
    {"Almost Locked Set XZ-Rule", 300, L::unfair},
    {"Almost Locked Set XY-Wing", 320, L::unfair},
    {"Almost Locked Set Chain", 340, L::unfair},
    {"Death Blossom", 360, L::unfair},
    {"Franken X-Wing", 300, L::unfair},
    {"Franken Swordfish", 350, L::unfair},
    {"Franken Jellyfish", 370, L::unfair},
    {"Finned Franken X-Wing", 390, L::unfair},
    {"Finned Franken Swordfish", 410, L::unfair},
    {"Finned Franken Jellyfish", 430, L::unfair},
    {"Mutant X-Wing", 450, L::extreme},
    {"Mutant Swordfish", 450, L::extreme},
    {"Mutant Jellyfish", 450, L::extreme},
    {"Finned Mutant X-Wing", 470, L::extreme},
    {"Finned Mutant Swordfish", 470, L::extreme},
    {"Finned Mutant Jellyfish", 470, L::extreme},
    {"Kraken Fish Type 1", 500, L::extreme},
    {"Kraken Fish Type 2", 500, L::extreme},
    {"Forcing Chain Contradiction", 500, L::extreme},
    {"Forcing Chain Verity", 500, L::extreme},
    {"Forcing Net Contradiction", 700, L::extreme},
    {"Forcing Net Verity", 700, L::extreme},
    {"Brute Force", 10000, L::extreme},
}};

}  // namespace

const KindInfo& info(Kind kind) { return kTable.at(static_cast<std::size_t>(kind)); }

Step elimination_step(Kind kind, int digit, const classic::CellSet& cells) {
    Step step;
    step.kind = kind;
    cells.for_each([&](int cell) { step.eliminations.emplace_back(cell, digit); });
    return step;
}

}  // namespace gridforge::hodoku
