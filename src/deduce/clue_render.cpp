#include <fmt/format.h>

#include "gridforge/deduce/clue.hpp"

namespace gridforge::deduce {
namespace {

std::string noun(Trait trait, int n) { return std::string(trait_name(trait)) + (n == 1 ? "" : "s"); }
/// "1 criminal", "3 innocents".
std::string counted(Trait trait, int n) { return std::to_string(n) + " " + noun(trait, n); }
std::string there_are(int n) { return n == 1 ? "There is" : "There are"; }
/// A count as a person says it: "no criminals", "exactly 1 criminal", "exactly 3 innocents".
std::string count_phrase(Trait trait, int n) { return n == 0 ? "no " + noun(trait, 2) : "exactly " + counted(trait, n); }
/// "no criminal neighbours", "exactly 1 criminal neighbour", "exactly 2 innocent neighbours".
std::string neighbour_phrase(Trait trait, int n) {
    const std::string kind = std::string(trait_name(trait)) + " neighbour";
    return n == 0 ? "no " + kind + "s" : fmt::format("exactly {} {}{}", n, kind, n == 1 ? "" : "s");
}
std::string line_plural(UnitKind kind) { return kind == UnitKind::row ? "row" : "column"; }
/// "Row 2", "Column B": a line as a sentence subject.
std::string line_subject(const Unit& unit) {
    std::string text = unit.kind == UnitKind::row ? Board::row_name(unit.a) : Board::column_name(unit.a);
    text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}
std::string direction_phrase(Direction direction) {
    switch (direction) {
        case Direction::left: return "directly to the left of them";
        case Direction::right: return "directly to the right of them";
        case Direction::up: return "directly above them";
        case Direction::down: return "directly below them";
    }
    return "";
}
/// Appends " " + phrase when the phrase is not empty.
std::string with(const std::string& phrase) { return phrase.empty() ? "" : " " + phrase; }

}  // namespace

std::string render(const Clue& c, const Board& board, const std::vector<Person>& people) {
    const auto place = [&](const Unit& unit) { return with(unit_phrase(unit, board, people)); };
    const auto person = [&] { return people.at(static_cast<std::size_t>(c.person)).name; };
    const std::string t = std::string(trait_name(c.trait));
    const std::string ts = noun(c.trait, 2);
    switch (c.type) {
        case ClueType::has_trait: return fmt::format("{} is {}.", person(), c.trait == Trait::criminal ? "a criminal" : "innocent");
        case ClueType::number_in_total: return fmt::format("{} {} in total.", there_are(c.n), count_phrase(c.trait, c.n));
        case ClueType::number_in_unit: return fmt::format("{} {}{}.", there_are(c.n), count_phrase(c.trait, c.n), place(c.unit));
        case ClueType::at_least_in_unit: return fmt::format("{} at least {}{}.", there_are(c.n), counted(c.trait, c.n), place(c.unit));
        case ClueType::each_line_has_at_least:
            return fmt::format("Each {} has at least {}.", line_plural(c.lines), counted(c.trait, c.n));
        case ClueType::total_in_units:
            if (c.n == 0) return fmt::format("There are no {}{} or{}.", ts, place(c.unit), place(c.unit2));
            return fmt::format("{} exactly {}{} and{} together.", there_are(c.n), counted(c.trait, c.n), place(c.unit),
                               place(c.unit2));
        case ClueType::more_in_unit_than_unit:
            return fmt::format("There are more {}{} than{}.", ts, place(c.unit), place(c.unit2));
        case ClueType::equal_in_units:
            return fmt::format("There are as many {}{} as{}.", ts, place(c.unit), place(c.unit2));
        case ClueType::more_than_opposite:
            return fmt::format("There are more {} than {}{}.", ts, noun(c.trait == Trait::criminal ? Trait::innocent : Trait::criminal, 2), place(c.unit));
        case ClueType::equal_to_opposite: return fmt::format("There are as many criminals as innocents{}.", place(c.unit));
        case ClueType::has_most:
            return fmt::format("{} has more {} than any other {}.", line_subject(c.unit), ts, line_plural(c.unit.kind));
        case ClueType::max_neighbours_in_unit:
            if (c.n == 0) return fmt::format("No one{} has {} {} neighbour.", place(c.unit), c.trait == Trait::criminal ? "a" : "an", t);
            return fmt::format("No one{} has more than {} {} neighbour{}.", place(c.unit), c.n, t, c.n == 1 ? "" : "s");
        case ClueType::units_share:
            return fmt::format("{} {}{}{}.", there_are(c.n), count_phrase(c.trait, c.n), place(c.unit), place(c.unit2));
        case ClueType::unit_shares_k_of_m:
            if (c.n == 0) return fmt::format("None of the {}{} {}{}.", counted(c.trait, c.m), place(c.unit), c.m == 1 ? "is" : "are", place(c.unit2));
            return fmt::format("Exactly {} of the {}{} {}{}.", c.n, counted(c.trait, c.m), place(c.unit), c.n == 1 ? "is" : "are",
                               place(c.unit2));
        case ClueType::any_in_unit_is_in_unit: return fmt::format("Any {}{} is{}.", t, place(c.unit), place(c.unit2));
        case ClueType::both_in_unit_are_in_unit: return fmt::format("Both {}{} are{}.", ts, place(c.unit), place(c.unit2));
        case ClueType::only_in_unit_is_in_unit: return fmt::format("The only {}{} is{}.", t, place(c.unit), place(c.unit2));
        case ClueType::n_in_unit_have_in_direction:
            if (c.n == 0) {
                return fmt::format("No {}{} has {} {}.", trait_name(c.trait0), place(c.unit),
                                   c.trait == Trait::criminal ? "a criminal" : "an innocent", direction_phrase(c.direction));
            }
            return fmt::format("Exactly {}{} {} {} {}.", counted(c.trait0, c.n), place(c.unit), c.n == 1 ? "has" : "have",
                               c.trait == Trait::criminal ? "a criminal" : "an innocent", direction_phrase(c.direction));
        case ClueType::is_one_of_n: return fmt::format("{} is one of {}{}.", person(), counted(c.trait, c.n), place(c.unit));
        case ClueType::is_one_of_several: return fmt::format("{} is one of several {}{}.", person(), ts, place(c.unit));
        case ClueType::is_the_only: return fmt::format("{} is the only {}{}.", person(), t, place(c.unit));
        case ClueType::only_one_line_has_exactly:
            return fmt::format("Only one {} has {}.", line_plural(c.lines), count_phrase(c.trait, c.n));
        case ClueType::only_line_has_exactly:
            return fmt::format("{} is the only {} with {}.", line_subject(c.unit), line_plural(c.unit.kind), count_phrase(c.trait, c.n));
        case ClueType::only_one_has_n_neighbours:
            return fmt::format("Only one person{} has {}.", place(c.unit), neighbour_phrase(c.trait, c.n));
        case ClueType::count_have_m_neighbours:
            if (c.n == 0) return fmt::format("No one{} has {}.", place(c.unit), neighbour_phrase(c.trait, c.m));
            return fmt::format("Exactly {} {}{} {} {}.", c.n, c.n == 1 ? "person" : "people", place(c.unit),
                               c.n == 1 ? "has" : "have", neighbour_phrase(c.trait, c.m));
        case ClueType::all_connected: return fmt::format("All {}{} are connected.", ts, place(c.unit));
        case ClueType::both_connected: return fmt::format("Both {}{} are connected.", ts, place(c.unit));
        case ClueType::odd_in_unit: return fmt::format("There is an odd number of {}{}.", ts, place(c.unit));
        case ClueType::even_in_unit: return fmt::format("There is an even number of {}{}.", ts, place(c.unit));
        case ClueType::units_share_odd: return fmt::format("There is an odd number of {}{}{}.", ts, place(c.unit), place(c.unit2));
        case ClueType::profession_in_direction:
            if (c.n == 0) {
                return fmt::format("No {} has {} {}.", profession_names().at(static_cast<std::size_t>(c.unit.a)),
                                   c.trait == Trait::criminal ? "a criminal" : "an innocent", direction_phrase(c.direction));
            }
            return fmt::format("Exactly {} {} {} {} {}.", c.n, c.n == 1 ? std::string(profession_names().at(static_cast<std::size_t>(c.unit.a))) : profession_plural(c.unit.a),
                               c.n == 1 ? "has" : "have", c.trait == Trait::criminal ? "a criminal" : "an innocent", direction_phrase(c.direction));
        case ClueType::every_profession_in_direction:
            return fmt::format("Every {} has {} {}.", profession_names().at(static_cast<std::size_t>(c.unit.a)),
                               c.trait == Trait::criminal ? "a criminal" : "an innocent", direction_phrase(c.direction));
    }
    return "";
}

}  // namespace gridforge::deduce
