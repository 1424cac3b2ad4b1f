// trace: the propagation solver's search as a list of events a player can replay with a slider.

#include "gridforge/api.hpp"

namespace gridforge::api {
namespace {

std::string_view action_key(TraceEvent::Action action) {
    switch (action) {
        case TraceEvent::Action::place: return "place";
        case TraceEvent::Action::undo: return "undo";
        case TraceEvent::Action::solved: return "solved";
    }
    return "solved";
}

}  // namespace

std::string_view step_kind_key(StepKind kind) {
    switch (kind) {
        case StepKind::guess: return "guess";
        case StepKind::naked_single: return "naked_single";
        case StepKind::hidden_single: return "hidden_single";
    }
    return "guess";
}

nlohmann::json trace_json(const PuzzleRecord& record, const CountResult& result, const Trace& trace, std::size_t max_events) {
    const Geometry& geometry = record.puzzle.geometry();
    nlohmann::json events = nlohmann::json::array();
    for (std::size_t i = 0; i < trace.size() && i < max_events; ++i) {
        const TraceEvent& event = trace[i];
        if (event.action == TraceEvent::Action::solved) {
            events.push_back({{"action", "solved"}});
        } else {
            events.push_back({{"action", action_key(event.action)},
                              {"cell", geometry.cell_name(event.cell)},
                              {"digit", event.digit},
                              {"kind", step_kind_key(event.kind)}});
        }
    }
    nlohmann::json out = answer_json(record, result.count == 1 ? result.solution : std::nullopt);
    nlohmann::json x_trace = counters_json(result);
    x_trace["events"] = events;
    x_trace["truncated"] = trace.size() > max_events;
    x_trace["total_events"] = trace.size();
    out["x-trace"] = x_trace;
    return out;
}

}  // namespace gridforge::api
