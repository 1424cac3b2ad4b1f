// Rating on every scale: the figures as numbers, the details as the API's rate answer.

#include <cstring>

#include <fmt/format.h>

#include "boundary.hpp"

using gridforge::c_api::guarded;
using gridforge::c_api::record_of;

namespace gridforge::c_api {
namespace {

/// Copies a name into a fixed field of gf_rating; the engine's names are short (a bug otherwise).
template <std::size_t N>
void set_name(char (&field)[N], std::string_view name) {
    if (name.size() >= N) throw std::logic_error(fmt::format("name '{}' does not fit gf_rating's {} bytes", name, N));
    std::memcpy(field, name.data(), name.size());
    field[name.size()] = '\0';
}

gf_rating rating_figures(const api::Ratings& ratings) {
    gf_rating out{};
    out.search_nodes = ratings.search.counters.nodes;
    if (ratings.search.level) set_name(out.search_level, level_name(*ratings.search.level));
    if (ratings.technique) {
        set_name(out.technique_level, hodoku_level_name(ratings.technique->level));
        if (ratings.technique->hardest) set_name(out.hardest, technique_key(*ratings.technique->hardest));
        out.technique_se = ratings.technique->se;
        out.technique_score = ratings.technique->score;
    }
    if (ratings.mcm) {
        set_name(out.mcm_band, oracle_band_name(ratings.mcm->band));
        out.mcm_score = ratings.mcm->score;
    }
    if (ratings.se && ratings.hodoku) {
        out.has_classic_ratings = 1;
        out.se_er = ratings.se->er;
        out.se_ep = ratings.se->ep;
        out.se_ed = ratings.se->ed;
        out.hodoku_score = ratings.hodoku->score;
        set_name(out.hodoku_level, hodoku_level_name(ratings.hodoku->level));
    }
    return out;
}

}  // namespace
}  // namespace gridforge::c_api

extern "C" {

gf_status gf_rate(const gf_puzzle* puzzle, gf_rating* rating, char** json) {
    return guarded(__func__, [&] {
        if (rating != nullptr) *rating = gf_rating{};
        if (json != nullptr) *json = nullptr;
        const gridforge::PuzzleRecord& record = record_of(puzzle);
        const gridforge::api::Ratings ratings = gridforge::api::rate_all(record.puzzle);
        if (ratings.search.outcome != gridforge::Outcome::unique) {
            throw gridforge::c_api::OutcomeError(ratings.search.outcome);
        }
        const gf_rating figures = gridforge::c_api::rating_figures(ratings);
        if (json != nullptr) *json = gridforge::c_api::owned_string(gridforge::api::rate_json(record, ratings).dump());
        if (rating != nullptr) *rating = figures;
        return GF_OK;
    });
}

}  // extern "C"
