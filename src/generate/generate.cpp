#include <stdexcept>
#include <string>

#include "gridforge/generate.hpp"
#include "gridforge/deadline.hpp"
#include "gridforge/scale.hpp"
#include "generate/steps.hpp"

namespace gridforge {
namespace {

/// The largest board the jigsaw recipe serves.
constexpr int kLargestJigsaw = 12;
/// The largest board the killer recipe serves. Measured (issue 19): 9x9 takes under a second,
/// 10x10 149 s, 12x12 over 3 minutes and 16x16 over 16 minutes without a puzzle.
constexpr int kLargestKiller = 9;

void check_knob(bool ok, const std::string& what) {
    if (!ok) throw std::invalid_argument("generate: " + what);
}

/// The knobs of a variant recipe, each only when its step is in the list.
void check_recipe(const GenerateOptions& options) {
    const VariantRecipe& recipe = options.variant;
    if (recipe.steps.empty()) return;
    const int size = options.size;
    check_knob(options.fill == FullGridMethod::propagation,
               "--fill diagonal-boxes serves classic puzzles only, not --variant " + variant_list_name(recipe.steps));
    check_knob(recipe.givens >= 0 && recipe.givens <= size * size,
               "givens must be 0.." + std::to_string(size * size) + ", got " + std::to_string(recipe.givens));
    // Measured: 16x16 partitions failed every bounded fill (20 of 20, seed 3); 12x12 takes 6-10 s.
    check_knob(!recipe.has("jigsaw") || size <= kLargestJigsaw,
               "--variant jigsaw serves sizes up to " + std::to_string(kLargestJigsaw) +
                   " (random 16x16 partitions rarely admit a fill), got " + std::to_string(size));
    check_knob(!recipe.has("jigsaw") || options.symmetry != Symmetry::rotate90 || size % 4 == 0 || size % 4 == 1,
               "--variant jigsaw with --symmetry rotate90 needs a size of 4k or 4k+1 (regions come in fours), got " +
                   std::to_string(size));
    check_knob(recipe.marks >= 0, "marks must be at least 0, got " + std::to_string(recipe.marks));
    for (const std::string& step : recipe.steps) (void)parse_variant_list(step);  // throws naming an unknown one
    if (recipe.has("killer")) {
        check_knob(size <= kLargestKiller, "--variant killer serves sizes up to " + std::to_string(kLargestKiller) +
                                               " (a " + std::to_string(size) + "x" + std::to_string(size) +
                                               " killer takes minutes to hours to make), got " + std::to_string(size));
        check_knob(recipe.max_cage >= 2 && recipe.max_cage <= size, "max-cage must be 2.." + std::to_string(size) +
                                                                         " on a " + std::to_string(size) + "x" +
                                                                         std::to_string(size) + " board, got " +
                                                                         std::to_string(recipe.max_cage));
        check_knob(recipe.lone_cages >= 0 && recipe.lone_cages <= size * size,
                   "lone-cages must be 0.." + std::to_string(size * size) + ", got " + std::to_string(recipe.lone_cages));
    }
    if (recipe.has("thermo")) {
        check_knob(recipe.thermos >= 1, "thermos must be at least 1, got " + std::to_string(recipe.thermos));
        check_knob(recipe.thermo_length >= 2 && recipe.thermo_length <= size,
                   "thermo-length must be 2.." + std::to_string(size) + ", got " + std::to_string(recipe.thermo_length));
    }
}

}  // namespace

namespace {

/// The largest board on which every level of the technique and mcm scales is within reach.
/// Measured on 16x16 (issue 19; docs/levels.md, "16x16 on the technique and mcm scales"): 32 of 32
/// dug puzzles rated technique extreme (the 22 rated in full each needed a forcing chain), and none
/// of 32 was solved by singles with fewer than 3 oracle visits (mcm cinch needs none); such a level
/// ran all 120 attempts (minutes to half an hour) before failing.
constexpr int kLargestAllScaleLevels = 15;

/// The easiest level a dug 16x16 puzzle can be expected to reach on `scale` (technique extreme;
/// mcm confusing: 3 oracle visits, challenging, were seen once in 22, so confusing, at most 2, is
/// rare but not ruled out).
int easiest_on_largest_boards(Scale scale) { return scale == Scale::technique ? 4 : scale == Scale::mcm ? 1 : 0; }

/// Refuses a level of the technique or mcm scale that the board size cannot reach.
void check_scale_level(const GenerateOptions& options) {
    if (!options.scale_level || options.size <= kLargestAllScaleLevels) return;
    const Scale scale = options.scale_level->scale;
    const int easiest = easiest_on_largest_boards(scale);
    if (options.scale_level->index >= easiest) return;
    const std::vector<std::string_view>& levels = scale_levels(scale);
    const bool hardest = easiest + 1 == static_cast<int>(levels.size());
    const std::string size = std::to_string(options.size) + "x" + std::to_string(options.size);
    throw std::invalid_argument("generate: --size " + std::to_string(options.size) + " cannot reach " +
                                std::string(scale_name(scale)) + " level " + std::string(options.scale_level->name()) +
                                ": dug " + size + " puzzles rate " + std::string(levels[static_cast<std::size_t>(easiest)]) +
                                (hardest ? "" : " or harder") + " on the " + std::string(scale_name(scale)) +
                                " scale (docs/levels.md); ask for " + std::string(levels[static_cast<std::size_t>(easiest)]) +
                                (hardest ? "" : " or harder") + ", or a size up to " + std::to_string(kLargestAllScaleLevels));
}

}  // namespace

void generate_detail::check_generate_options(const GenerateOptions& options) {
    if (options.attempts < 1) {
        throw std::invalid_argument("generate: attempts must be at least 1, got " + std::to_string(options.attempts));
    }
    if (!Geometry::supported(options.size)) (void)Geometry(options.size);  // throws, naming the size
    check_recipe(options);
    check_scale_level(options);
    if (options.fill != FullGridMethod::diagonal_boxes) return;
    const Geometry geometry(options.size);
    if (geometry.box_rows() != geometry.box_cols()) {
        throw std::invalid_argument("generate: --fill diagonal-boxes needs square boxes (sizes 4, 9, 16); size " +
                                    std::to_string(options.size) + " has " + std::to_string(geometry.box_rows()) +
                                    "x" + std::to_string(geometry.box_cols()) + " boxes");
    }
}

namespace {

/// What was asked for, for the error message: "hard ", "" or "hard puzzle of technique level unfair".
std::string wanted(std::optional<Level> level, std::optional<ScaleLevel> scale_level) {
    std::string text = level ? std::string(level_name(*level)) + " puzzle" : "puzzle";
    if (scale_level) text += " of " + std::string(scale_name(scale_level->scale)) + " level " + std::string(scale_level->name());
    return text;
}

/// " (technique levels seen: easy 40, medium 12)" when a scale was rated, else "".
std::string levels_seen(const GenerationStats& stats, std::optional<ScaleLevel> scale_level) {
    if (!scale_level) return "";
    const auto& names = scale_levels(scale_level->scale);
    std::string text;
    for (std::size_t i = 0; i < stats.scale_levels_seen.size() && i < names.size(); ++i) {
        if (stats.scale_levels_seen[i] == 0) continue;
        text += (text.empty() ? "" : ", ") + std::string(names[i]) + " " + std::to_string(stats.scale_levels_seen[i]);
    }
    return " (" + std::string(scale_name(scale_level->scale)) + " levels seen: " + (text.empty() ? "none" : text) + ")";
}

}  // namespace

GenerationError::GenerationError(std::optional<Level> level, int attempts, const GenerationStats& stats,
                                 std::optional<ScaleLevel> scale_level)
    : std::runtime_error("no " + wanted(level, scale_level) + " found in " + std::to_string(attempts) + " attempts" +
                         levels_seen(stats, scale_level) + "; try another --seed or more --attempts"),
      stats_(stats) {}

namespace {

/// The technique level variant givens stay within: the one asked for on the technique scale, else
/// unfair (no forcing chains).
HodokuLevel variant_technique_level(const GenerateOptions& options) {
    if (options.scale_level && options.scale_level->scale == Scale::technique) {
        return static_cast<HodokuLevel>(options.scale_level->index);
    }
    return HodokuLevel::unfair;
}

}  // namespace

Generated generate(const GenerateOptions& options) {
    generate_detail::check_generate_options(options);
    const Puzzle empty_puzzle = Puzzle::classic(Grid(options.size));
    GenerationStats stats;
    for (int attempt = 0; attempt < options.attempts; ++attempt) {
        check_deadline();
        stats.attempts = attempt + 1;
        const std::uint64_t attempt_seed = derive_seed(options.seed, static_cast<std::uint64_t>(attempt));
        std::optional<Generated> made;
        if (options.variant.steps.empty()) {
            made = generate_attempt(empty_puzzle, attempt_seed, options.symmetry, options.level, stats, options.fill);
        } else {
            try {
                made = generate_detail::variant_attempt(options, variant_technique_level(options), attempt_seed, stats);
            } catch (const generate_detail::AttemptFailed&) {
                continue;
            }
        }
        Generated& result = *made;
        if (options.level && result.level != *options.level) continue;
        if (options.scale_level) {
            // A technique rating is a logic solve, too dear for every removal, so the other scales
            // are not caps while digging: each dug puzzle is rated once and kept on an exact match.
            const Scale scale = options.scale_level->scale;
            const std::optional<ScaleLevel> reached =
                scale == Scale::technique && result.technique_level
                    ? std::optional<ScaleLevel>(ScaleLevel{scale, static_cast<int>(*result.technique_level)})
                    : level_on_scale(result.puzzle, result.solution, scale);
            ++stats.scale_ratings;
            stats.scale_levels_seen.resize(scale_levels(options.scale_level->scale).size());
            if (reached) ++stats.scale_levels_seen[static_cast<std::size_t>(reached->index)];
            if (reached != options.scale_level) continue;
            result.scale_level = reached;
        }
        stats.winning_attempt = attempt;
        result.stats = stats;
        return result;
    }
    throw GenerationError(options.level, options.attempts, stats, options.scale_level);
}

}  // namespace gridforge
