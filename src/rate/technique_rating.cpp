// The technique rating: Sudoku Explainer values and HoDoKu scores per technique (sources in
// rating.hpp and docs/techniques.md), summed and maximised over a logic path.
#include <algorithm>
#include <array>

#include "gridforge/rating.hpp"
#include "logic/technique_table.hpp"

namespace gridforge {
namespace {

struct Ratings {
    TechniqueId id;
    double se;
    int hodoku;
    HodokuLevel level;
};

// SE: Sudoku Explainer 1.2.1 published values. HoDoKu: DEFAULT_SOLVER_STEPS of HoDoKu 2.2.
// Techniques SE has no name for are rated as the SE family that finds them (docs/techniques.md).
constexpr std::array<Ratings, 49> kRatings{{
    {TechniqueId::full_house, 1.0, 4, HodokuLevel::easy},
    {TechniqueId::hidden_single, 1.5, 14, HodokuLevel::easy},  // 1.2 in a block: se_rating()
    {TechniqueId::naked_single, 2.3, 4, HodokuLevel::easy},
    {TechniqueId::cage_combination, 2.3, 0, HodokuLevel::easy},  // ours: variants have no SE/HoDoKu value
    {TechniqueId::thermometer_bounds, 2.3, 0, HodokuLevel::easy},
    {TechniqueId::rule_elimination, 2.3, 0, HodokuLevel::easy},
    {TechniqueId::innies_outies, 2.5, 0, HodokuLevel::easy},
    {TechniqueId::locked_pointing, 2.6, 50, HodokuLevel::medium},
    {TechniqueId::locked_claiming, 2.8, 50, HodokuLevel::medium},
    {TechniqueId::naked_pair, 3.0, 60, HodokuLevel::medium},
    {TechniqueId::naked_triple, 3.6, 80, HodokuLevel::medium},
    {TechniqueId::hidden_pair, 3.4, 70, HodokuLevel::medium},
    {TechniqueId::hidden_triple, 4.0, 100, HodokuLevel::medium},
    {TechniqueId::naked_quad, 5.0, 120, HodokuLevel::hard},
    {TechniqueId::hidden_quad, 5.4, 150, HodokuLevel::hard},
    {TechniqueId::x_wing, 3.2, 140, HodokuLevel::hard},
    {TechniqueId::swordfish, 3.8, 150, HodokuLevel::hard},
    {TechniqueId::jellyfish, 5.2, 160, HodokuLevel::hard},
    {TechniqueId::bug_plus_one, 5.6, 100, HodokuLevel::hard},
    {TechniqueId::skyscraper, 6.6, 130, HodokuLevel::hard},
    {TechniqueId::two_string_kite, 6.6, 150, HodokuLevel::hard},
    {TechniqueId::empty_rectangle, 6.6, 120, HodokuLevel::hard},
    {TechniqueId::w_wing, 6.6, 150, HodokuLevel::hard},
    {TechniqueId::xy_wing, 4.2, 160, HodokuLevel::hard},
    {TechniqueId::xyz_wing, 4.4, 180, HodokuLevel::hard},
    {TechniqueId::unique_rectangle_1, 4.5, 100, HodokuLevel::hard},
    {TechniqueId::unique_rectangle_2, 4.6, 100, HodokuLevel::hard},
    {TechniqueId::unique_rectangle_3, 4.6, 100, HodokuLevel::hard},
    {TechniqueId::unique_rectangle_4, 4.5, 100, HodokuLevel::hard},
    {TechniqueId::finned_x_wing, 6.6, 130, HodokuLevel::hard},
    {TechniqueId::sashimi_x_wing, 6.6, 150, HodokuLevel::hard},
    {TechniqueId::finned_swordfish, 6.8, 200, HodokuLevel::unfair},
    {TechniqueId::sashimi_swordfish, 6.8, 240, HodokuLevel::unfair},
    {TechniqueId::simple_colouring, 6.6, 150, HodokuLevel::hard},
    {TechniqueId::x_chain, 6.6, 260, HodokuLevel::unfair},
    {TechniqueId::xy_chain, 6.6, 260, HodokuLevel::unfair},
    {TechniqueId::aic, 7.0, 280, HodokuLevel::unfair},
    {TechniqueId::forcing_chain, 8.3, 500, HodokuLevel::extreme},
    {TechniqueId::nested_forcing_chain, 10.5, 700, HodokuLevel::extreme},
    {TechniqueId::parity, 1.2, 0, HodokuLevel::easy},
    {TechniqueId::neighbour_exclusion, 1.5, 0, HodokuLevel::easy},
    {TechniqueId::arrow_sum, 2.5, 0, HodokuLevel::easy},
    {TechniqueId::kropki_pair, 2.5, 0, HodokuLevel::easy},
    {TechniqueId::xv_pair, 2.5, 0, HodokuLevel::easy},
    {TechniqueId::little_killer_sum, 2.6, 0, HodokuLevel::easy},
    {TechniqueId::sandwich_combination, 2.8, 0, HodokuLevel::easy},
    // Killer steps past the 45 rule, levelled as the classic steps they resemble: a digit a cage
    // must hold and killer pairs lock digits as locked candidates and pairs do (medium); cage
    // splitting combines the 45 rule with a virtual cage's combinations, a step killer guides
    // teach after both (hard).
    {TechniqueId::cage_split, 4.2, 0, HodokuLevel::hard},
    {TechniqueId::killer_pair, 3.0, 0, HodokuLevel::medium},
    {TechniqueId::hidden_cage, 3.0, 0, HodokuLevel::medium},
}};

static_assert(in_technique_order(kRatings));

const Ratings& ratings_of(TechniqueId id) { return kRatings[static_cast<std::size_t>(id)]; }

// HoDoKu's maximum score per level (easy 800, medium 1000, hard 1600, unfair 1800).
constexpr std::array<int, 4> kLevelMaxScore{800, 1000, 1600, 1800};
constexpr std::array<std::string_view, 5> kHodokuLevelNames{"easy", "medium", "hard", "unfair", "extreme"};

}  // namespace

std::string_view hodoku_level_name(HodokuLevel level) { return kHodokuLevelNames[static_cast<std::size_t>(level)]; }

double se_rating(const Step& step, const Puzzle& puzzle) {
    if (step.technique == TechniqueId::hidden_single && !step.houses.empty()) {
        const HouseKind kind = puzzle.topology().houses[static_cast<std::size_t>(step.houses.front())].kind;
        return is_line(kind) ? 1.5 : 1.2;
    }
    return ratings_of(step.technique).se;
}

int hodoku_score(TechniqueId id) { return ratings_of(id).hodoku; }
HodokuLevel hodoku_level(TechniqueId id) { return ratings_of(id).level; }

TechniqueRating rate_path(const LogicPath& path, const Puzzle& puzzle) {
    TechniqueRating rating;
    rating.outcome = path.outcome;
    // The hardest technique is the one whose step gives the SE value, so the two always name the
    // same step (the catalogue's difficulty order differs from SE's: an XY-Wing, 4.2, comes after
    // a skyscraper, 6.6); on a tie, the later technique in the catalogue.
    for (const Step& step : path.steps) {
        const double se = se_rating(step, puzzle);
        const bool harder = !rating.hardest || se > rating.se ||
                            (se == rating.se && technique(step.technique).difficulty > technique(*rating.hardest).difficulty);
        if (harder) rating.hardest = step.technique;
        rating.se = std::max(rating.se, se);
        rating.score += hodoku_score(step.technique);
        rating.level = std::max(rating.level, hodoku_level(step.technique));
        ++rating.counts[step.technique];
    }
    while (rating.level != HodokuLevel::extreme && rating.score > kLevelMaxScore[static_cast<std::size_t>(rating.level)]) {
        rating.level = static_cast<HodokuLevel>(static_cast<int>(rating.level) + 1);
    }
    return rating;
}

TechniqueRating rate_techniques(const Puzzle& puzzle) { return rate_path(solve_logically(puzzle), puzzle); }

}  // namespace gridforge
