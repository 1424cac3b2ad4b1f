#include <fmt/format.h>

#include "gridforge/deduce/steps.hpp"

namespace gridforge::deduce {
namespace {

std::string verdict_phrase(Trait verdict) { return verdict == Trait::criminal ? "a criminal" : "innocent"; }

/// A clue's sentence as a clause: no final period, lower-case start unless it opens with a name.
std::string as_clause(std::string sentence, const std::vector<Person>& people) {
    if (!sentence.empty() && sentence.back() == '.') sentence.pop_back();
    for (const Person& person : people) {
        if (sentence.rfind(person.name + " ", 0) == 0 || sentence.rfind(person.name + "'s ", 0) == 0) return sentence;
    }
    if (!sentence.empty() && sentence[0] >= 'A' && sentence[0] <= 'Z') sentence[0] = static_cast<char>(sentence[0] - 'A' + 'a');
    return sentence;
}

/// Clauses: "a", "a, and b", "a, b, and c". The comma before "and" keeps a clause ending in a
/// name apart from the next one ("... to the right of Finn, and Gabriel is a criminal", not
/// "... of Finn and Gabriel is a criminal").
std::string join(const std::vector<std::string>& parts) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) out += i + 1 == parts.size() ? ", and " : ", ";
        out += parts[i];
    }
    return out;
}

std::string name_of(const DeducePuzzle& puzzle, int cell) { return puzzle.people.at(static_cast<std::size_t>(cell)).name; }

}  // namespace

std::string step_text(const DeducePuzzle& puzzle, const Step& step) {
    // A clue that states the verdict itself: "X is innocent, so X is innocent" would read oddly.
    if (step.clues.size() == 1 && step.facts.empty()) {
        const Clue& clue = puzzle.clues.at(static_cast<std::size_t>(step.clues[0]));
        if (clue.type == ClueType::has_trait && clue.person == step.cell && clue.carrier >= 0) {
            return fmt::format("{}'s card says so: {} is {}.", name_of(puzzle, clue.carrier), name_of(puzzle, step.cell),
                               verdict_phrase(step.verdict));
        }
    }
    std::vector<std::string> parts;
    for (int index : step.clues) {
        // Said by the hint, not by the card's carrier: "Ann has …", never "I have …".
        Clue clue = puzzle.clues.at(static_cast<std::size_t>(index));
        clue.carrier = -1;
        parts.push_back(as_clause(render(clue, puzzle.board, puzzle.people), puzzle.people));
    }
    for (int cell : step.facts) parts.push_back(name_of(puzzle, cell) + " is " + verdict_phrase(verdict_of(puzzle.solution, cell)));
    std::string text = fmt::format("{}, so {} is {}.", join(parts), name_of(puzzle, step.cell), verdict_phrase(step.verdict));
    if (text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

nlohmann::json step_to_json(const DeducePuzzle& puzzle, const Step& step) {
    nlohmann::json facts = nlohmann::json::array();
    for (int cell : step.facts) facts.push_back(puzzle.board.cell_name(cell));
    return {{"cell", puzzle.board.cell_name(step.cell)},
            {"name", name_of(puzzle, step.cell)},
            {"verdict", trait_name(step.verdict)},
            {"clues", step.clues},
            {"facts", facts},
            {"level", step.level},
            {"cost", step.cost},
            {"round", step.round},
            {"text", step_text(puzzle, step)}};
}

}  // namespace gridforge::deduce
