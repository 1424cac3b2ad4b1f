#include "gridforge/deduce/json.hpp"

#include <algorithm>
#include <set>

#include "gridforge/checked_json.hpp"
#include "gridforge/deduce/steps.hpp"

namespace gridforge::deduce {
namespace {

constexpr const char* kFormat = "gridforge-deduce/1";

/// Which Clue fields a type uses (beyond type and trait, always written).
struct Fields {
    bool person = false, trait0 = false, unit = false, unit2 = false, lines = false, direction = false, n = false, m = false;
};

Fields fields_of(ClueType type) {
    Fields f;
    switch (type) {
        case ClueType::has_trait: f.person = true; break;
        case ClueType::number_in_total: f.n = true; break;
        case ClueType::number_in_unit:
        case ClueType::at_least_in_unit:
        case ClueType::max_neighbours_in_unit:
        case ClueType::only_line_has_exactly:
        case ClueType::only_one_has_n_neighbours: f.unit = f.n = true; break;
        case ClueType::each_line_has_at_least:
        case ClueType::only_one_line_has_exactly: f.lines = f.n = true; break;
        case ClueType::total_in_units:
        case ClueType::units_share: f.unit = f.unit2 = f.n = true; break;
        case ClueType::more_in_unit_than_unit:
        case ClueType::equal_in_units:
        case ClueType::any_in_unit_is_in_unit:
        case ClueType::both_in_unit_are_in_unit:
        case ClueType::only_in_unit_is_in_unit:
        case ClueType::units_share_odd: f.unit = f.unit2 = true; break;
        case ClueType::more_than_opposite:
        case ClueType::equal_to_opposite:
        case ClueType::has_most:
        case ClueType::all_connected:
        case ClueType::both_connected:
        case ClueType::odd_in_unit:
        case ClueType::even_in_unit: f.unit = true; break;
        case ClueType::unit_shares_k_of_m: f.unit = f.unit2 = f.n = f.m = true; break;
        case ClueType::n_in_unit_have_in_direction: f.unit = f.trait0 = f.direction = f.n = true; break;
        case ClueType::is_one_of_n: f.unit = f.person = f.n = true; break;
        case ClueType::is_one_of_several:
        case ClueType::is_the_only: f.unit = f.person = true; break;
        case ClueType::count_have_m_neighbours: f.unit = f.n = f.m = true; break;
        case ClueType::profession_in_direction: f.unit = f.direction = f.n = true; break;
        case ClueType::every_profession_in_direction:
        case ClueType::only_neighbour_in_direction: f.unit = f.direction = true; break;
        case ClueType::neighbours_in_common: f.unit = f.unit2 = f.n = true; break;
        case ClueType::neighbours_also_neighbour: f.unit = f.unit2 = f.n = f.m = true; break;
        case ClueType::every_profession_has_neighbour: f.unit = true; break;
    }
    return f;
}

std::string_view direction_name(Direction d) {
    switch (d) {
        case Direction::left: return "left";
        case Direction::right: return "right";
        case Direction::up: return "up";
        case Direction::down: return "down";
    }
    return "";
}

const nlohmann::json& member(const nlohmann::json& object, const std::string& key, const std::string& path) {
    const auto it = object.find(key);
    if (it == object.end()) throw DeduceFormatError(path + key, "missing");
    return *it;
}

std::string string_at(const nlohmann::json& object, const std::string& key, const std::string& path) {
    const nlohmann::json& value = member(object, key, path);
    if (!value.is_string()) throw DeduceFormatError(path + key, "expected a string");
    return value.get<std::string>();
}

int int_at(const nlohmann::json& object, const std::string& key, const std::string& path) {
    const nlohmann::json& value = member(object, key, path);
    if (!value.is_number_integer() || value.get<long long>() < -1000 || value.get<long long>() > 1000) {
        throw DeduceFormatError(path + key, "expected an integer");
    }
    return value.get<int>();
}

void only_keys(const nlohmann::json& object, const std::set<std::string>& allowed, const std::string& path) {
    for (const auto& [key, value] : object.items()) {
        if (!allowed.count(key) && key.rfind("x-", 0) != 0) throw DeduceFormatError(path + key, "unknown key");
    }
}

Trait parse_trait(const std::string& text, const std::string& key) {
    if (text == "criminal") return Trait::criminal;
    if (text == "innocent") return Trait::innocent;
    throw DeduceFormatError(key, "'" + text + "' is neither 'criminal' nor 'innocent'");
}

double number_at(const nlohmann::json& object, const std::string& key, const std::string& path, double low, double high) {
    const nlohmann::json& value = member(object, key, path);
    if (!value.is_number() || value.get<double>() < low || value.get<double>() > high) {
        throw DeduceFormatError(path + key, "expected a number from " + std::to_string(static_cast<int>(low)) + " to " +
                                                std::to_string(static_cast<int>(high)));
    }
    return value.get<double>();
}

Difficulty difficulty_from_json(const nlohmann::json& object) {
    if (!object.is_object()) throw DeduceFormatError("difficulty", "expected an object");
    const std::string path = "difficulty.";
    only_keys(object, {"score", "band", "simple_share", "complex_share", "deficit", "scale", "logic", "mean_level", "max_level",
                       "steps_by_clues", "rounds", "waves", "abstract_share"}, path);
    Difficulty d;
    d.score = number_at(object, "score", path, 0, 100);
    d.band = string_at(object, "band", path);
    d.simple_share = number_at(object, "simple_share", path, 0, 1);
    d.complex_share = number_at(object, "complex_share", path, 0, 1);
    d.deficit = number_at(object, "deficit", path, 0, 1);
    d.scale = number_at(object, "scale", path, 0, 1);
    d.logic = number_at(object, "logic", path, 0, 100);
    d.mean_level = number_at(object, "mean_level", path, 0, 1000);
    d.max_level = int_at(object, "max_level", path);
    const nlohmann::json& steps = member(object, "steps_by_clues", path);
    const bool counts = steps.is_array() && std::all_of(steps.begin(), steps.end(), [](const nlohmann::json& k) {
        return k.is_number_integer() && k.get<int>() >= 0;
    });
    if (!counts || (!steps.empty() && (steps.size() != static_cast<std::size_t>(d.max_level) + 1 || steps.back().get<int>() == 0))) {
        throw DeduceFormatError(path + "steps_by_clues", "expected counts of steps for 0.." + std::to_string(d.max_level) +
                                                             " clues, the last not 0");
    }
    d.steps_by_clues = steps.get<std::vector<int>>();
    if (d.band != band_of_path(d.steps_by_clues)) {
        throw DeduceFormatError(path + "band", "'" + d.band + "' is not the band of the path (steps_by_clues)");
    }
    // "waves" is the key of files written before closure rounds and chain depths had two names.
    d.rounds = int_at(object, object.contains("rounds") || !object.contains("waves") ? "rounds" : "waves", path);
    d.abstract_share = number_at(object, "abstract_share", path, 0, 1);
    return d;
}

std::vector<Step> hints_from_json(const nlohmann::json& array, const DeducePuzzle& puzzle) {
    if (!array.is_array()) throw DeduceFormatError("hints", "expected an array");
    const Board& board = puzzle.board;
    std::vector<Step> steps;
    for (std::size_t i = 0; i < array.size(); ++i) {
        const std::string path = "hints[" + std::to_string(i) + "].";
        const nlohmann::json& h = array[i];
        if (!h.is_object()) throw DeduceFormatError(path.substr(0, path.size() - 1), "expected an object");
        only_keys(h, {"cell", "name", "verdict", "clues", "facts", "level", "cost", "round", "depth", "text"}, path);
        const auto cell_of = [&](const std::string& text, const std::string& key) {
            try {
                return board.parse_cell(text);
            } catch (const std::invalid_argument& error) {
                throw DeduceFormatError(key, error.what());
            }
        };
        Step step;
        step.cell = cell_of(string_at(h, "cell", path), path + "cell");
        step.verdict = parse_trait(string_at(h, "verdict", path), path + "verdict");
        if (step.verdict != verdict_of(puzzle.solution, step.cell)) throw DeduceFormatError(path + "verdict", "not the solution's verdict");
        const nlohmann::json& clues = member(h, "clues", path);
        if (!clues.is_array() || clues.empty()) throw DeduceFormatError(path + "clues", "expected a non-empty array of clue indices");
        for (std::size_t k = 0; k < clues.size(); ++k) {
            if (!clues[k].is_number_integer() || clues[k].get<long long>() < 0 ||
                clues[k].get<long long>() >= static_cast<long long>(puzzle.clues.size())) {
                throw DeduceFormatError(path + "clues[" + std::to_string(k) + "]", "expected an index into 'clues'");
            }
            step.clues.push_back(clues[k].get<int>());
        }
        const nlohmann::json& facts = member(h, "facts", path);
        if (!facts.is_array()) throw DeduceFormatError(path + "facts", "expected an array of cells");
        for (std::size_t k = 0; k < facts.size(); ++k) {
            const std::string key = path + "facts[" + std::to_string(k) + "]";
            if (!facts[k].is_string()) throw DeduceFormatError(key, "expected a cell such as \"B2\"");
            step.facts.push_back(cell_of(facts[k].get<std::string>(), key));
        }
        step.level = int_at(h, "level", path);
        if (step.level != static_cast<int>(step.clues.size())) throw DeduceFormatError(path + "level", "not the number of clues");
        step.cost = number_at(h, "cost", path, 0, 1000);
        // "depth" is the key of files written before closure rounds and chain depths had two names.
        step.round = int_at(h, h.contains("round") || !h.contains("depth") ? "round" : "depth", path);
        (void)string_at(h, "name", path);
        (void)string_at(h, "text", path);
        steps.push_back(step);
    }
    return steps;
}

}  // namespace

DeduceFormatError::DeduceFormatError(const std::string& key, const std::string& message)
    : InputError(0, "JSON key '" + key + "': " + message), key_(key) {}

DeduceFormatError::DeduceFormatError(const std::string& message) : InputError(0, message) {}

nlohmann::json to_json(const DeducePuzzle& puzzle, const DeduceAnalysis* analysis) {
    const Board& board = puzzle.board;
    nlohmann::json people = nlohmann::json::array();
    for (int cell = 0; cell < board.cells(); ++cell) {
        const Person& p = puzzle.people[static_cast<std::size_t>(cell)];
        people.push_back({{"cell", board.cell_name(cell)}, {"name", p.name},
                          {"profession", profession_names().at(static_cast<std::size_t>(p.profession))}});
    }
    nlohmann::json clues = nlohmann::json::array();
    for (const Clue& clue : puzzle.clues) {
        const Fields f = fields_of(clue.type);
        nlohmann::json item{{"type", clue_info(clue.type).name}, {"trait", trait_name(clue.trait)}};
        if (clue.carrier >= 0) item["carrier"] = board.cell_name(clue.carrier);
        if (f.person) item["person"] = board.cell_name(clue.person);
        if (f.trait0) item["trait0"] = trait_name(clue.trait0);
        if (f.unit) item["unit"] = unit_text(clue.unit, board);
        if (f.unit2) item["unit2"] = unit_text(clue.unit2, board);
        if (f.lines) item["lines"] = clue.lines == UnitKind::row ? "rows" : "columns";
        if (f.direction) item["direction"] = direction_name(clue.direction);
        if (f.n) item["n"] = clue.n;
        if (f.m) item["m"] = clue.m;
        item["text"] = render(clue, board, puzzle.people);
        clues.push_back(item);
    }
    nlohmann::json reveals = nlohmann::json::array();
    for (int cell : puzzle.reveals) reveals.push_back(board.cell_name(cell));
    std::string solution;
    for (int cell = 0; cell < board.cells(); ++cell) solution += (puzzle.solution >> cell & 1) ? 'C' : 'I';
    nlohmann::json object{{"format", kFormat}, {"size", board.size_name()}, {"mode", mode_name(puzzle.mode)}, {"theme", puzzle.theme}, {"people", people},
                          {"clues", clues},    {"reveals", reveals},        {"solution", solution}};
    if (analysis != nullptr) {
        const Difficulty& d = analysis->difficulty;
        object["difficulty"] = {{"score", d.score},
                                {"band", d.band},
                                {"simple_share", d.simple_share},
                                {"complex_share", d.complex_share},
                                {"deficit", d.deficit},
                                {"scale", d.scale},
                                {"logic", d.logic},
                                {"mean_level", d.mean_level},
                                {"max_level", d.max_level},
                                {"steps_by_clues", d.steps_by_clues},
                                {"rounds", d.rounds},
                                {"abstract_share", d.abstract_share}};
        nlohmann::json hints = nlohmann::json::array();
        for (const Step& step : analysis->hints) hints.push_back(step_to_json(puzzle, step));
        object["hints"] = hints;
    }
    return object;
}

DeducePuzzle from_json(const nlohmann::json& object, DeduceAnalysis* analysis) {
    if (!object.is_object()) throw DeduceFormatError("expected a JSON object");
    only_keys(object, {"format", "size", "mode", "theme", "people", "clues", "reveals", "solution", "difficulty", "hints"}, "");
    if (string_at(object, "format", "") != kFormat) throw DeduceFormatError("format", std::string("expected '") + kFormat + "'");
    DeducePuzzle puzzle;
    try {
        puzzle.board = Board::parse_size(string_at(object, "size", ""));
    } catch (const std::invalid_argument& error) {
        throw DeduceFormatError("size", error.what());
    }
    const Board& board = puzzle.board;
    try {
        puzzle.mode = parse_mode(string_at(object, "mode", ""));
    } catch (const std::invalid_argument& error) {
        throw DeduceFormatError("mode", error.what());
    }
    // Files written before themes have no "theme": their cast is the default theme's.
    if (object.contains("theme")) {
        puzzle.theme = string_at(object, "theme", "");
        try {
            (void)cast_theme(puzzle.theme);
        } catch (const std::invalid_argument& error) {
            throw DeduceFormatError("theme", error.what());
        }
    }
    const auto cell_at = [&](const nlohmann::json& o, const std::string& key, const std::string& path) {
        const std::string text = string_at(o, key, path);
        try {
            return board.parse_cell(text);
        } catch (const std::invalid_argument& error) {
            throw DeduceFormatError(path + key, error.what());
        }
    };

    const nlohmann::json& people = member(object, "people", "");
    if (!people.is_array() || static_cast<int>(people.size()) != board.cells()) {
        throw DeduceFormatError("people", "expected an array of " + std::to_string(board.cells()) + " people");
    }
    std::set<std::string> names;
    for (std::size_t i = 0; i < people.size(); ++i) {
        const std::string path = "people[" + std::to_string(i) + "].";
        const nlohmann::json& p = people[i];
        if (!p.is_object()) throw DeduceFormatError(path.substr(0, path.size() - 1), "expected an object");
        only_keys(p, {"cell", "name", "profession"}, path);
        if (cell_at(p, "cell", path) != static_cast<int>(i)) throw DeduceFormatError(path + "cell", "people must be in reading order");
        Person person;
        person.name = string_at(p, "name", path);
        if (person.name.empty() || !names.insert(person.name).second) throw DeduceFormatError(path + "name", "empty or repeated name");
        const std::string profession = string_at(p, "profession", path);
        person.profession = find_profession(profession);
        if (person.profession < 0) throw DeduceFormatError(path + "profession", "unknown profession '" + profession + "'");
        puzzle.people.push_back(person);
    }

    const nlohmann::json& clues = member(object, "clues", "");
    if (!clues.is_array()) throw DeduceFormatError("clues", "expected an array");
    // A puzzle needs about one clue a person; far more only costs the checks below their time.
    const std::size_t most_clues = static_cast<std::size_t>(kCluesPerPerson * board.cells());
    if (clues.size() > most_clues) {
        throw DeduceFormatError("clues", std::to_string(clues.size()) + " clues, at most " + std::to_string(most_clues) + " (" +
                                             std::to_string(kCluesPerPerson) + " per person; the limit)");
    }
    for (std::size_t i = 0; i < clues.size(); ++i) {
        const std::string path = "clues[" + std::to_string(i) + "].";
        const nlohmann::json& c = clues[i];
        if (!c.is_object()) throw DeduceFormatError(path.substr(0, path.size() - 1), "expected an object");
        Clue clue;
        try {
            clue.type = parse_clue_type(string_at(c, "type", path));
        } catch (const std::invalid_argument& error) {
            throw DeduceFormatError(path + "type", error.what());
        }
        const Fields f = fields_of(clue.type);
        std::set<std::string> allowed{"type", "trait", "carrier", "text"};
        clue.trait = parse_trait(string_at(c, "trait", path), path + "trait");
        if (c.contains("carrier")) clue.carrier = cell_at(c, "carrier", path);
        const auto unit_at = [&](const std::string& key) {
            try {
                return parse_unit(string_at(c, key, path), board);
            } catch (const std::invalid_argument& error) {
                throw DeduceFormatError(path + key, error.what());
            }
        };
        if (f.person) { allowed.insert("person"); clue.person = cell_at(c, "person", path); }
        if (f.trait0) { allowed.insert("trait0"); clue.trait0 = parse_trait(string_at(c, "trait0", path), path + "trait0"); }
        if (f.unit) { allowed.insert("unit"); clue.unit = unit_at("unit"); }
        if (f.unit2) { allowed.insert("unit2"); clue.unit2 = unit_at("unit2"); }
        if (f.lines) {
            allowed.insert("lines");
            const std::string lines = string_at(c, "lines", path);
            if (lines != "rows" && lines != "columns") throw DeduceFormatError(path + "lines", "expected 'rows' or 'columns'");
            clue.lines = lines == "rows" ? UnitKind::row : UnitKind::column;
        }
        if (f.direction) {
            allowed.insert("direction");
            const std::string d = string_at(c, "direction", path);
            if (d == "left") clue.direction = Direction::left;
            else if (d == "right") clue.direction = Direction::right;
            else if (d == "up") clue.direction = Direction::up;
            else if (d == "down") clue.direction = Direction::down;
            else throw DeduceFormatError(path + "direction", "expected left, right, up or down");
        }
        if (f.n) { allowed.insert("n"); clue.n = int_at(c, "n", path); }
        if (f.m) { allowed.insert("m"); clue.m = int_at(c, "m", path); }
        only_keys(c, allowed, path);
        try {
            (void)compile(clue, board, puzzle.people);
        } catch (const std::invalid_argument& error) {
            throw DeduceFormatError(path.substr(0, path.size() - 1), error.what());
        }
        puzzle.clues.push_back(clue);
    }

    const nlohmann::json& reveals = member(object, "reveals", "");
    if (!reveals.is_array()) throw DeduceFormatError("reveals", "expected an array of cells");
    for (std::size_t i = 0; i < reveals.size(); ++i) {
        const std::string key = "reveals[" + std::to_string(i) + "]";
        if (!reveals[i].is_string()) throw DeduceFormatError(key, "expected a cell such as \"B2\"");
        try {
            puzzle.reveals.push_back(board.parse_cell(reveals[i].get<std::string>()));
        } catch (const std::invalid_argument& error) {
            throw DeduceFormatError(key, error.what());
        }
    }
    if (puzzle.mode == Mode::revealed && puzzle.reveals.empty()) throw DeduceFormatError("reveals", "revealed mode needs a revealed person");

    const std::string solution = string_at(object, "solution", "");
    if (static_cast<int>(solution.size()) != board.cells() || solution.find_first_not_of("CI") != std::string::npos) {
        throw DeduceFormatError("solution", "expected " + std::to_string(board.cells()) + " letters C (criminal) or I (innocent)");
    }
    for (int cell = 0; cell < board.cells(); ++cell) {
        if (solution[static_cast<std::size_t>(cell)] == 'C') puzzle.solution |= Mask{1} << cell;
    }
    const auto compiled = puzzle.compiled();
    for (std::size_t i = 0; i < compiled.size(); ++i) {
        if (!eval(compiled[i], puzzle.solution, board.full())) {
            throw DeduceFormatError("clues[" + std::to_string(i) + "]", "false on the solution");
        }
    }
    DeduceAnalysis read;
    if (object.contains("difficulty")) read.difficulty = difficulty_from_json(object["difficulty"]);
    if (object.contains("hints")) read.hints = hints_from_json(object["hints"], puzzle);
    if (analysis != nullptr) *analysis = read;
    return puzzle;
}

DeducePuzzle read_deduce_puzzle(std::string_view text, DeduceAnalysis* analysis) {
    nlohmann::json object;
    try {
        object = parse_checked_json(text);
    } catch (const JsonRefused& error) {
        // A repeated key is named once, by its path; a refusal of no key (too deep) as it is.
        if (!error.key().empty()) throw DeduceFormatError(error.key(), error.reason());
        throw DeduceFormatError(error.reason());
    } catch (const InputError& error) {
        throw DeduceFormatError(std::string("not JSON: ") + error.what());
    }
    return from_json(object, analysis);
}

}  // namespace gridforge::deduce
