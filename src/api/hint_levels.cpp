// Graded hints (hint_levels.hpp): level 1 says where to look and which family of techniques to
// think of, level 2 names the technique and the cells of its pattern, level 3 gives the step's own
// sentences. Mistakes: level 1 the rows, level 2 the cells, level 3 the digits.

#include "api/hint_levels.hpp"

#include <algorithm>
#include <cctype>

#include "api/single_technique.hpp"
#include "logic/wording.hpp"

namespace gridforge::api::hint_detail {
namespace {

/// A house of `cell` that is a block (box, jigsaw region), else its first house: the area a
/// single cell is found in.
std::string block_of(const Puzzle& puzzle, Cell cell) {
    const auto& houses = puzzle.topology().houses;
    const auto& mine = puzzle.topology().houses_of_cell[static_cast<std::size_t>(cell)];
    for (int h : mine) {
        const std::string_view kind = wording::house_kind(houses[static_cast<std::size_t>(h)].name);
        if (kind == "box" || kind == "region") return houses[static_cast<std::size_t>(h)].name;
    }
    return mine.empty() ? puzzle.geometry().cell_name(cell) : houses[static_cast<std::size_t>(mine.front())].name;
}

void add_unique(std::vector<std::string>& list, const std::string& item) {
    if (std::find(list.begin(), list.end(), item) == list.end()) list.push_back(item);
}

/// Where a step happens: its houses, or, for a step that names none (a naked single, a wing, a
/// chain), the blocks of its cells.
std::vector<std::string> step_area(const Puzzle& puzzle, const Step& step) {
    std::vector<std::string> area;
    for (int h : step.houses) add_unique(area, puzzle.topology().houses[static_cast<std::size_t>(h)].name);
    if (step.technique == TechniqueId::naked_single || area.empty()) {
        area.clear();
        const std::vector<Cell>& cells = step.placements.empty() ? step.cells : std::vector<Cell>{step.placements.front().cell};
        for (Cell cell : cells) add_unique(area, block_of(puzzle, cell));
    }
    return area;
}

/// What to think of, per family: "think of a fish".
std::string family_phrase(std::string_view family) {
    if (family == "singles") return "a single";
    if (family == "intersections") return "locked candidates";
    if (family == "subsets") return "a naked or hidden subset";
    if (family == "fish") return "a fish";
    if (family == "single-digit patterns") return "a single-digit pattern";
    if (family == "wings") return "a wing";
    if (family == "uniqueness") return "a uniqueness pattern";
    if (family == "colouring") return "colouring one digit";
    if (family == "chains") return "a chain";
    if (family == "forcing chains") return "a forcing chain";
    if (family == "cages") return "the cage sums";
    if (family == "thermometers") return "the thermometers";
    return "the variant's rules";
}

/// The level-1 nudge of a single: what to look for in its area.
std::string single_nudge(TechniqueId id, const std::string& area) {
    if (id == TechniqueId::full_house) return "Look at " + area + ": only one cell is empty there.";
    if (id == TechniqueId::hidden_single) return "Look at " + area + ": one digit has only one place there.";
    return "Look at " + area + ": one cell there has only one candidate left.";
}

/// "think of a fish" -> "Think of a fish".
std::string capitalised(std::string text) {
    if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    return text;
}

/// A technique phrase inside a sentence: "Naked single at r1c6" -> "naked single at r1c6"; a name
/// written in capitals stays ("XY-Wing", "BUG+1").
std::string in_sentence(std::string phrase) {
    if (phrase.size() > 1 && std::islower(static_cast<unsigned char>(phrase[1]))) {
        phrase[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(phrase[0])));
    }
    return phrase;
}

/// "Naked pair on r1c2 and r1c3", "Hidden single at r6c2".
std::string pattern_phrase(const Geometry& geometry, const Step& step) {
    std::string name(technique_name(step.technique));
    if (step.cells.empty()) return name;
    return name + (step.cells.size() == 1 ? " at " : " on ") + cell_list(geometry, step.cells);
}

GradedHint graded_steps(const Puzzle& puzzle, const HintAnswer& hint, HintLevel level) {
    const Geometry& geometry = puzzle.geometry();
    const Step& last = hint.steps.back();
    GradedHint out;
    out.houses = step_area(puzzle, last);
    const std::string area = out.houses.empty() ? "the whole grid" : wording::houses(out.houses);
    // The hardest step is the one the player has to find; its family is the nudge.
    const Step* hardest = &hint.steps.front();
    for (const Step& step : hint.steps) {
        if (technique(step.technique).difficulty > technique(hardest->technique).difficulty) hardest = &step;
    }
    out.technique = hardest->technique;
    if (level == HintLevel::nudge) {
        if (hint.steps.size() == 1 && is_single(last.technique)) {
            out.text = single_nudge(last.technique, area);
        } else if (hint.steps.size() == 1) {
            const std::string think = "think of " + family_phrase(technique_family(last.technique));
            out.text = out.houses.size() == 1 ? "Look " + wording::in(out.houses.front()) + " and " + think + "."
                       : out.houses.empty()   ? capitalised(think) + " anywhere on the grid."
                                              : capitalised(think) + " in " + area + ".";
        } else {
            std::vector<std::string> families;
            for (std::size_t i = 0; i + 1 < hint.steps.size(); ++i) {
                add_unique(families, family_phrase(technique_family(hint.steps[i].technique)));
            }
            out.text = "A digit can be placed " + (out.houses.size() == 1 ? wording::in(out.houses.front()) : "in " + area) +
                       " after some eliminations: think of " + wording::join(families) + ".";
        }
        return out;
    }
    std::vector<std::string> phrases;
    for (const Step& step : hint.steps) {
        phrases.push_back(pattern_phrase(geometry, step));
        for (Cell cell : step.cells) {
            if (std::find(out.cells.begin(), out.cells.end(), cell) == out.cells.end()) out.cells.push_back(cell);
        }
    }
    if (level == HintLevel::pattern) {
        // The same pattern twice in a row (one digit after another) is said once, with its count.
        std::vector<std::string> said;
        for (std::size_t i = 0; i < phrases.size();) {
            std::size_t same = i + 1;
            while (same < phrases.size() && phrases[same] == phrases[i]) ++same;
            const std::string phrase = said.empty() ? phrases[i] : in_sentence(phrases[i]);
            said.push_back(same - i == 1 ? phrase : phrase + " (" + wording::counted(static_cast<long long>(same - i), "step") + ")");
            i = same;
        }
        out.text = said.front();
        for (std::size_t i = 1; i < said.size(); ++i) out.text += ", then " + said[i];
        out.text += ".";
        return out;
    }
    for (const Step& step : hint.steps) out.text += (out.text.empty() ? "" : " ") + step.text;
    return out;
}

GradedHint graded_mistakes(const Puzzle& puzzle, const Mistakes& mistakes, HintLevel level) {
    const Geometry& geometry = puzzle.geometry();
    GradedHint out;
    std::vector<Cell> wrong_cells;
    std::vector<Cell> lost_cells;
    for (const Candidate& c : mistakes.wrong_entries) wrong_cells.push_back(c.cell);
    for (const Candidate& c : mistakes.removed_candidates) lost_cells.push_back(c.cell);
    for (Cell cell : wrong_cells) add_unique(out.houses, row_name(puzzle, cell));
    for (Cell cell : lost_cells) add_unique(out.houses, row_name(puzzle, cell));
    if (level == HintLevel::nudge) {
        const std::size_t count = wrong_cells.size() + lost_cells.size();
        out.text = count == 1 ? "There is a mistake in " + wording::houses(out.houses) + "."
                              : "There are " + std::to_string(count) + " mistakes" + (out.houses.size() > 1 ? ", in " : " in ") +
                                    wording::houses(out.houses) + ".";
        return out;
    }
    out.cells = wrong_cells;
    out.cells.insert(out.cells.end(), lost_cells.begin(), lost_cells.end());
    std::vector<std::string> sentences;
    if (level == HintLevel::pattern) {
        if (!wrong_cells.empty()) sentences.push_back(cell_list(geometry, wrong_cells) + (wrong_cells.size() == 1 ? " is wrong." : " are wrong."));
        if (!lost_cells.empty()) {
            sentences.push_back(lost_cells.size() == 1 ? "A needed pencil mark is missing in " + cell_list(geometry, lost_cells) + "."
                                                       : "Needed pencil marks are missing in " + cell_list(geometry, lost_cells) + ".");
        }
    } else {
        std::vector<std::string> wrong;
        for (const Candidate& c : mistakes.wrong_entries) wrong.push_back(geometry.cell_name(c.cell) + " is not " + std::to_string(c.digit));
        if (!wrong.empty()) sentences.push_back(wording::join(wrong) + ".");
        std::vector<std::string> lost;
        for (const Candidate& c : mistakes.removed_candidates) lost.push_back(std::to_string(c.digit) + " in " + geometry.cell_name(c.cell));
        if (!lost.empty()) sentences.push_back("Pencil marks to restore: " + wording::join(lost) + ".");
    }
    for (const std::string& sentence : sentences) out.text += (out.text.empty() ? "" : " ") + sentence;
    return out;
}

}  // namespace

std::string row_name(const Puzzle& puzzle, Cell cell) {
    const auto& houses = puzzle.topology().houses;
    for (int h : puzzle.topology().houses_of_cell[static_cast<std::size_t>(cell)]) {
        if (wording::house_kind(houses[static_cast<std::size_t>(h)].name) == "row") return houses[static_cast<std::size_t>(h)].name;
    }
    return "row " + std::to_string(puzzle.geometry().row_of(cell) + 1);
}

GradedHint graded_hint(const Puzzle& puzzle, const HintAnswer& hint, HintLevel level) {
    if (hint.kind == HintKind::mistake) return graded_mistakes(puzzle, hint.mistakes, level);
    if ((hint.kind == HintKind::step || hint.kind == HintKind::placement) && !hint.steps.empty()) {
        return graded_steps(puzzle, hint, level);
    }
    return GradedHint{hint.text, {}, {}, std::nullopt};
}

}  // namespace gridforge::api::hint_detail
