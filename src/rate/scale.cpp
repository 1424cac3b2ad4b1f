#include "gridforge/scale.hpp"

#include <array>
#include <stdexcept>

#include "gridforge/rate.hpp"
#include "gridforge/rating.hpp"

namespace gridforge {
namespace {

constexpr std::array<Scale, 3> kScales{Scale::search, Scale::technique, Scale::mcm};

/// The names in enum order, taken from the rating that owns them so that they are spelled once.
template <typename Enum, typename NameOf>
std::vector<std::string_view> names_of(Enum last, NameOf name_of) {
    std::vector<std::string_view> names;
    for (int value = 0; value <= static_cast<int>(last); ++value) names.push_back(name_of(static_cast<Enum>(value)));
    return names;
}

}  // namespace

std::string_view scale_name(Scale scale) {
    switch (scale) {
        case Scale::search: return "search";
        case Scale::technique: return "technique";
        case Scale::mcm: return "mcm";
    }
    throw std::logic_error("scale_name: unknown scale");
}

std::optional<Scale> parse_scale(std::string_view name) {
    for (Scale scale : kScales) {
        if (scale_name(scale) == name) return scale;
    }
    return std::nullopt;
}

const std::vector<std::string_view>& scale_levels(Scale scale) {
    static const std::vector<std::string_view> search = names_of(Level::evil, level_name);
    static const std::vector<std::string_view> technique = names_of(HodokuLevel::extreme, hodoku_level_name);
    static const std::vector<std::string_view> mcm = names_of(OracleBand::crazy, oracle_band_name);
    switch (scale) {
        case Scale::search: return search;
        case Scale::technique: return technique;
        case Scale::mcm: return mcm;
    }
    throw std::logic_error("scale_levels: unknown scale");
}

std::string_view ScaleLevel::name() const { return scale_levels(scale).at(static_cast<std::size_t>(index)); }

ScaleLevel parse_scale_level(Scale scale, std::string_view name) {
    const auto& levels = scale_levels(scale);
    std::string known;
    for (std::size_t i = 0; i < levels.size(); ++i) {
        if (levels[i] == name) return {scale, static_cast<int>(i)};
        known += (i == 0 ? "" : ", ") + std::string(levels[i]);
    }
    throw std::invalid_argument("no level '" + std::string(name) + "' on the " + std::string(scale_name(scale)) +
                                " scale (levels: " + known + ")");
}

std::optional<ScaleLevel> level_on_scale(const Puzzle& puzzle, const Grid& solution, Scale scale) {
    switch (scale) {
        case Scale::search: {
            const SearchRating rating = rate_search(puzzle);
            if (!rating.level) return std::nullopt;
            return ScaleLevel{scale, static_cast<int>(*rating.level)};
        }
        case Scale::technique: {
            const TechniqueRating rating = rate_techniques(puzzle);
            if (rating.outcome != LogicOutcome::solved) return std::nullopt;
            return ScaleLevel{scale, static_cast<int>(rating.level)};
        }
        case Scale::mcm:
            return ScaleLevel{scale, static_cast<int>(rate_singles_and_oracle(puzzle, solution).band)};
    }
    throw std::logic_error("level_on_scale: unknown scale");
}

}  // namespace gridforge
