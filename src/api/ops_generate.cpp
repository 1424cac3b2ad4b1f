// generate: a Sudoku (any variant recipe) or a deduction grid, reproducibly from a seed.

#include <algorithm>
#include <string>

#include "api/operations.hpp"
#include "gridforge/deduce/difficulty.hpp"
#include "gridforge/deduce/generate.hpp"
#include "gridforge/generate.hpp"

namespace gridforge::api {
namespace {

int bounded(const Request& request, std::string_view key, int fallback, int lowest, int highest) {
    return static_cast<int>(request.integer(key, fallback, lowest, highest));
}

GenerateSpec sudoku_spec(const Request& request) {
    GenerateSpec spec;
    GenerateOptions& options = spec.options;
    const GenerateOptions defaults;  // the library's defaults, written once (generate.hpp)
    const std::string variant = request.text("variant", "classic");
    try {
        options.variant.steps = parse_variant_list(variant);
    } catch (const std::invalid_argument& error) {
        refuse("variant", error.what());
    }
    const std::string scale = request.text("scale", "search");
    if (const auto parsed = parse_scale(scale)) {
        spec.scale = *parsed;
    } else {
        refuse("scale", "'" + scale + "' is not a scale (search, technique, mcm)");
    }
    try {
        set_level(spec, request.text("level", "any"));
    } catch (const std::invalid_argument& error) {
        refuse("level", error.what());
    }
    options.seed = request.seed("seed", 1);
    options.size = bounded(request, "size", defaults.size, 4, 16);
    if (!Geometry::supported(options.size)) {
        refuse("size", std::to_string(options.size) + " is not a board size (4, 6, 8, 9, 10, 12, 14, 15, 16)");
    }
    const std::string symmetry = request.text("symmetry", std::string(symmetry_name(defaults.symmetry)));
    if (const auto parsed = parse_symmetry(symmetry)) {
        options.symmetry = *parsed;
    } else {
        refuse("symmetry", "'" + symmetry + "' is not a symmetry (none, rotate180, rotate90, mirror, diagonal)");
    }
    options.attempts = bounded(request, "attempts", defaults.attempts, 1, kLargestAttempts);
    const std::string fill = request.text("fill", std::string(full_grid_method_name(defaults.fill)));
    if (const auto parsed = parse_full_grid_method(fill)) {
        options.fill = *parsed;
    } else {
        refuse("fill", "'" + fill + "' is not a fill method (propagation, diagonal-boxes)");
    }
    // A cage or a thermometer holds at most a house's cells: unset, the default is cut to the
    // board's side; set above it, the key is refused.
    options.variant.max_cage = bounded(request, "max_cage", std::min(defaults.variant.max_cage, options.size), 2, kLargestCage);
    if (options.variant.max_cage > options.size) {
        refuse("max_cage", std::to_string(options.variant.max_cage) + " cells do not fit a " + std::to_string(options.size) + "x" +
                               std::to_string(options.size) + " board (2.." + std::to_string(options.size) + ")");
    }
    options.variant.givens = bounded(request, "givens", defaults.variant.givens, 0, kLargestGivens);
    options.variant.thermos = bounded(request, "thermos", defaults.variant.thermos, 1, kMostThermometers);
    options.variant.thermo_length = bounded(request, "thermo_length", std::min(defaults.variant.thermo_length, options.size), 2, kLongestThermometer);
    if (options.variant.thermo_length > options.size) {
        refuse("thermo_length", std::to_string(options.variant.thermo_length) + " cells do not fit a " + std::to_string(options.size) + "x" +
                                    std::to_string(options.size) + " board (2.." + std::to_string(options.size) + ")");
    }
    // A knob the variant does not use would change nothing: refused by key, as the command line does.
    for (const std::string_view knob : step_knob_names()) {
        if (!request.has(knob)) continue;
        if (const auto reason = unused_knob_reason(options.variant, knob, "'variant'")) refuse(std::string(knob), *reason);
    }
    return spec;
}

nlohmann::json generate_sudoku(const Request& request) {
    request.allow({"family", "variant", "scale", "level", "seed", "size", "symmetry", "attempts", "fill", "max_cage",
                   "givens", "thermos", "thermo_length"});
    const GenerateSpec spec = sudoku_spec(request);
    try {
        return generated_json(generate(spec.options), spec, spec.options.seed);
    } catch (const GenerationError& error) {
        Error failure(ErrorKind::generation, "", error.what());
        failure.details["x-generation"] = generation_stats_json(error.stats(), spec, spec.options.seed);
        throw failure;
    } catch (const std::invalid_argument& error) {  // options the generator refuses together (diagonal-boxes on 6x6)
        throw Error(ErrorKind::usage, "", error.what());
    }
}

nlohmann::json generate_deduce(const Request& request) {
    request.allow({"family", "size", "mode", "seed", "band", "theme", "attempts"});
    deduce::DeduceGenerateOptions options;
    try {
        options.board = deduce::Board::parse_size(request.text("size", "4x5"));
    } catch (const std::invalid_argument& error) {
        refuse("size", error.what());
    }
    try {
        options.mode = deduce::parse_mode(request.text("mode", "revealed"));
    } catch (const std::invalid_argument& error) {
        refuse("mode", error.what());
    }
    options.band = request.text("band", "");
    try {
        if (!options.band.empty()) (void)deduce::parse_band(options.band);
    } catch (const std::invalid_argument& error) {
        refuse("band", error.what());
    }
    options.theme = request.text("theme", std::string(deduce::kDefaultTheme));
    try {
        (void)deduce::cast_theme(options.theme);
    } catch (const std::invalid_argument& error) {
        refuse("theme", error.what());
    }
    options.seed = request.seed("seed", 1);
    options.attempts = bounded(request, "attempts", deduce::DeduceGenerateOptions{}.attempts, 1, kLargestDeduceAttempts);
    try {
        return deduce_generated_json(deduce::generate_deduce(options), options.seed);
    } catch (const deduce::DeduceGenerationError& error) {
        throw Error(ErrorKind::generation, "", error.what());
    } catch (const std::invalid_argument& error) {
        throw Error(ErrorKind::usage, "", error.what());
    }
}

}  // namespace

nlohmann::json op_generate(const Request& request) {
    const std::string family = request.text("family", "sudoku");
    if (family == "sudoku") return generate_sudoku(request);
    if (family == "deduce") return generate_deduce(request);
    refuse("family", "'" + family + "' is not a puzzle family (sudoku, deduce)");
}

}  // namespace gridforge::api
