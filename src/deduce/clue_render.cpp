#include <fmt/format.h>

#include "deduce/clue_voice.hpp"
#include "gridforge/deduce/clue.hpp"

namespace gridforge::deduce {
namespace {

std::string noun(Trait trait, int n) { return std::string(trait_name(trait)) + (n == 1 ? "" : "s"); }
/// "1 criminal", "3 innocents".
std::string counted(Trait trait, int n) { return std::to_string(n) + " " + noun(trait, n); }
std::string there_are(int n) { return n == 1 ? "There is" : "There are"; }
/// "a criminal", "an innocent": one person with the trait.
std::string one_of(Trait trait) { return trait == Trait::criminal ? "a criminal" : "an innocent"; }
/// "a criminal", "innocent": the trait after "is".
std::string is_what(Trait trait) { return trait == Trait::criminal ? "a criminal" : "innocent"; }
/// A count as a person says it: "no criminals", "exactly 1 criminal", "exactly 3 innocents".
std::string count_phrase(Trait trait, int n) { return n == 0 ? "no " + noun(trait, 2) : "exactly " + counted(trait, n); }
/// "criminal neighbour", "innocent neighbours".
std::string neighbours_noun(Trait trait, int n) { return std::string(trait_name(trait)) + " neighbour" + (n == 1 ? "" : "s"); }
/// "no criminal neighbours", "exactly 1 criminal neighbour", "exactly 2 innocent neighbours".
std::string neighbour_phrase(Trait trait, int n) {
    return n == 0 ? "no " + neighbours_noun(trait, 2) : fmt::format("exactly {} {}", n, neighbours_noun(trait, n));
}
std::string line_plural(UnitKind kind) { return kind == UnitKind::row ? "row" : "column"; }
/// "Row 2", "Column B": a line as a sentence subject.
std::string line_subject(const Unit& unit) {
    std::string text = unit.kind == UnitKind::row ? Board::row_name(unit.a) : Board::column_name(unit.a);
    text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}
/// Where v+d lies from v, as said of the people counted: "directly to their left", "directly above them".
std::string direction_phrase(Direction direction, const std::string& them = "them", const std::string& their = "their") {
    switch (direction) {
        case Direction::left: return "directly to " + their + " left";
        case Direction::right: return "directly to " + their + " right";
        case Direction::up: return "directly above " + them;
        case Direction::down: return "directly below " + them;
    }
    return "";
}
/// Appends " " + phrase when the phrase is not empty.
std::string with(const std::string& phrase) { return phrase.empty() ? "" : " " + phrase; }
std::string profession(int index) { return std::string(profession_names().at(static_cast<std::size_t>(index))); }

}  // namespace

std::string render(const Clue& c, const Board& board, const std::vector<Person>& people) {
    const detail::ClueVoice voice(c, board, people);
    const auto place = [&](const Unit& unit) { return with(voice.place(unit)); };
    const auto person = [&] { return voice.name(c.person); };
    const std::string t = std::string(trait_name(c.trait));
    const std::string ts = noun(c.trait, 2);
    const Trait other = c.trait == Trait::criminal ? Trait::innocent : Trait::criminal;
    // The person whose neighbours U (U1) is, or -1: such clues can be said about "Ann's" or "my" neighbours.
    const int owner = detail::ClueVoice::neighbours_of(c.unit);
    // First person whenever the carrier owns the unit; about someone else, one of two wordings.
    const bool possessive = owner >= 0 && (voice.is_me(owner) || voice.second_wording());
    switch (c.type) {
        case ClueType::has_trait: return fmt::format("{} is {}.", person(), is_what(c.trait));
        case ClueType::number_in_total: return fmt::format("{} {} in total.", there_are(c.n), count_phrase(c.trait, c.n));
        case ClueType::number_in_unit:
            if (possessive) return fmt::format("{} {}.", voice.has(owner), neighbour_phrase(c.trait, c.n));
            return fmt::format("{} {}{}.", there_are(c.n), count_phrase(c.trait, c.n), place(c.unit));
        case ClueType::at_least_in_unit:
            if (owner >= 0) return fmt::format("{} at least {} {}.", voice.has(owner), c.n, neighbours_noun(c.trait, c.n));
            return fmt::format("{} at least {}{}.", there_are(c.n), counted(c.trait, c.n), place(c.unit));
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
            if (owner >= 0) return fmt::format("{} more {} than {} ones.", voice.has(owner), neighbours_noun(c.trait, 2), trait_name(other));
            return fmt::format("There are more {} than {}{}.", ts, noun(other, 2), place(c.unit));
        case ClueType::equal_to_opposite:
            if (owner >= 0) return fmt::format("{} as many criminal neighbours as innocent ones.", voice.has(owner));
            return fmt::format("There are as many criminals as innocents{}.", place(c.unit));
        case ClueType::has_most:
            return fmt::format("{} has more {} than any other {}.", line_subject(c.unit), ts, line_plural(c.unit.kind));
        case ClueType::max_neighbours_in_unit: {
            // "No cook has …" for a profession, "No one in row 2 has …" otherwise.
            const std::string who = c.unit.kind == UnitKind::profession ? "No " + profession(c.unit.a) : "No one" + place(c.unit);
            if (c.n == 0) return fmt::format("{} has {} neighbour.", who, one_of(c.trait));
            return fmt::format("{} has more than {} {}.", who, c.n, neighbours_noun(c.trait, c.n));
        }
        case ClueType::units_share:
            // Not "my neighbours neighbouring Bob": two neighbourhoods keep the plain form.
            if (owner >= 0 && c.unit2.kind != UnitKind::neighbours && c.n == 0) {
                return fmt::format("None of {} neighbours{} is {}.", voice.possessive(owner), place(c.unit2), is_what(c.trait));
            }
            if (owner >= 0 && c.unit2.kind != UnitKind::neighbours) return fmt::format("{} {}{}.", voice.has(owner), neighbour_phrase(c.trait, c.n), place(c.unit2));
            return fmt::format("{} {}{}{}.", there_are(c.n), count_phrase(c.trait, c.n), place(c.unit), place(c.unit2));
        case ClueType::unit_shares_k_of_m:
            if (owner >= 0) {
                const std::string whose = fmt::format("{} {} {}", voice.possessive(owner), c.m, neighbours_noun(c.trait, c.m));
                if (c.n == 0) return fmt::format("None of {} {}{}.", whose, c.m == 1 ? "is" : "are", place(c.unit2));
                return fmt::format("Exactly {} of {} {}{}.", c.n, whose, c.n == 1 ? "is" : "are", place(c.unit2));
            }
            if (c.n == 0) return fmt::format("None of the {}{} {}{}.", counted(c.trait, c.m), place(c.unit), c.m == 1 ? "is" : "are", place(c.unit2));
            return fmt::format("Exactly {} of the {}{} {}{}.", c.n, counted(c.trait, c.m), place(c.unit), c.n == 1 ? "is" : "are",
                               place(c.unit2));
        case ClueType::any_in_unit_is_in_unit:
            if (owner >= 0 && voice.is_me(owner)) return fmt::format("Any {} neighbour of mine is{}.", t, place(c.unit2));
            return fmt::format("Any {}{} is{}.", t, place(c.unit), place(c.unit2));
        case ClueType::both_in_unit_are_in_unit:
            if (owner >= 0) return fmt::format("Both of {} {} are{}.", voice.possessive(owner), neighbours_noun(c.trait, 2), place(c.unit2));
            return fmt::format("Both {}{} are{}.", ts, place(c.unit), place(c.unit2));
        case ClueType::only_in_unit_is_in_unit:
            if (owner >= 0) return fmt::format("{} only {} is{}.", voice.possessive_start(owner), neighbours_noun(c.trait, 1), place(c.unit2));
            return fmt::format("The only {}{} is{}.", t, place(c.unit), place(c.unit2));
        case ClueType::n_in_unit_have_in_direction:
            if (c.n == 0) {
                return fmt::format("No {}{} has {} {}.", trait_name(c.trait0), place(c.unit), one_of(c.trait), direction_phrase(c.direction));
            }
            return fmt::format("Exactly {}{} {} {} {}.", counted(c.trait0, c.n), place(c.unit), c.n == 1 ? "has" : "have",
                               one_of(c.trait), direction_phrase(c.direction));
        case ClueType::is_one_of_n:
            if (owner >= 0) return fmt::format("{} is one of {} {} {}.", person(), voice.possessive(owner), c.n, neighbours_noun(c.trait, c.n));
            return fmt::format("{} is one of {}{}.", person(), counted(c.trait, c.n), place(c.unit));
        case ClueType::is_one_of_several: return fmt::format("{} is one of several {}{}.", person(), ts, place(c.unit));
        case ClueType::is_the_only:
            if (owner >= 0) return fmt::format("{} is {} only {}.", person(), voice.possessive(owner), neighbours_noun(c.trait, 1));
            return fmt::format("{} is the only {}{}.", person(), t, place(c.unit));
        case ClueType::only_one_line_has_exactly:
            return fmt::format("Only one {} has {}.", line_plural(c.lines), count_phrase(c.trait, c.n));
        case ClueType::only_line_has_exactly:
            return fmt::format("{} is the only {} with {}.", line_subject(c.unit), line_plural(c.unit.kind), count_phrase(c.trait, c.n));
        case ClueType::only_one_has_n_neighbours:
            return fmt::format("Only one person{} has {}.", place(c.unit), neighbour_phrase(c.trait, c.n));
        case ClueType::count_have_m_neighbours:
            // "No one has no criminal neighbours" is a double negative: say what it means.
            if (c.n == 0 && c.m == 0) return fmt::format("Everyone{} has at least one {} neighbour.", place(c.unit), trait_name(c.trait));
            if (c.n == 0) return fmt::format("No one{} has {}.", place(c.unit), neighbour_phrase(c.trait, c.m));
            return fmt::format("Exactly {} {}{} {} {}.", c.n, c.n == 1 ? "person" : "people", place(c.unit),
                               c.n == 1 ? "has" : "have", neighbour_phrase(c.trait, c.m));
        case ClueType::all_connected: return fmt::format("All {}{} are connected.", ts, place(c.unit));
        case ClueType::both_connected: return fmt::format("Both {}{} are connected.", ts, place(c.unit));
        case ClueType::odd_in_unit:
        case ClueType::even_in_unit: {
            const std::string parity = c.type == ClueType::odd_in_unit ? "an odd" : "an even";
            if (owner >= 0) return fmt::format("{} {} number of {}.", voice.has(owner), parity, neighbours_noun(c.trait, 2));
            return fmt::format("There is {} number of {}{}.", parity, ts, place(c.unit));
        }
        case ClueType::units_share_odd: return fmt::format("There is an odd number of {}{}{}.", ts, place(c.unit), place(c.unit2));
        case ClueType::profession_in_direction:
            if (c.n == 0) return fmt::format("No {} has {} {}.", profession(c.unit.a), one_of(c.trait), direction_phrase(c.direction));
            return fmt::format("Exactly {} {} {} {} {}.", c.n, c.n == 1 ? profession(c.unit.a) : profession_plural(c.unit.a),
                               c.n == 1 ? "has" : "have", one_of(c.trait), direction_phrase(c.direction));
        case ClueType::every_profession_in_direction: {
            const int members = popcount(unit_cells(c.unit, board, people));
            if (members == 2) return fmt::format("Both {} have {} {}.", profession_plural(c.unit.a), one_of(c.trait), direction_phrase(c.direction));
            return fmt::format("Every {} has {} {}.", profession(c.unit.a), one_of(c.trait), direction_phrase(c.direction));
        }
        case ClueType::neighbours_in_common: {
            const int x = c.unit.a, y = c.unit2.a;
            if (voice.is_me(x) || voice.is_me(y)) {
                return fmt::format("{} and I have {} in common.", voice.name(voice.is_me(x) ? y : x), neighbour_phrase(c.trait, c.n));
            }
            if (!voice.second_wording()) return fmt::format("{} and {} have {} in common.", voice.name(x), voice.name(y), neighbour_phrase(c.trait, c.n));
            if (c.n == 0) return fmt::format("No one who neighbours both {} and {} is {}.", voice.name(x), voice.name(y), is_what(c.trait));
            return fmt::format("Exactly {} of the people neighbouring both {} and {} {} {}.", c.n, voice.name(x), voice.name(y),
                               c.n == 1 ? "is" : "are", c.n == 1 ? is_what(c.trait) : c.trait == Trait::criminal ? ts : t);
        }
        case ClueType::neighbours_also_neighbour: {
            // The m is part of the clue (#t(N(X)) = m), so stating it is honest.
            const int x = c.unit.a;
            const std::string y = voice.object(c.unit2.a);
            if (c.m == 1) {
                return fmt::format("{} only {} {} {}.", voice.possessive_start(x), neighbours_noun(c.trait, 1),
                                   c.n == 1 ? "also neighbours" : "does not neighbour", y);
            }
            if (c.n == c.m && c.m == 2) return fmt::format("Both of {} {} also neighbour {}.", voice.possessive(x), neighbours_noun(c.trait, 2), y);
            if (c.n == c.m) return fmt::format("All {} of {} {} also neighbour {}.", c.m, voice.possessive(x), neighbours_noun(c.trait, c.m), y);
            if (c.n == 0) return fmt::format("None of {} {} {} is a neighbour of {}.", voice.possessive(x), c.m, neighbours_noun(c.trait, c.m), y);
            return fmt::format("Exactly {} of {} {} {} also {} {}.", c.n, voice.possessive(x), c.m, neighbours_noun(c.trait, c.m),
                               c.n == 1 ? "neighbours" : "neighbour", y);
        }
        case ClueType::only_neighbour_in_direction: {
            const int x = c.unit.a;
            const std::string where = voice.is_me(x) ? direction_phrase(c.direction, "me", "my") : direction_phrase(c.direction);
            return fmt::format("{} only {} is {}.", voice.possessive_start(x), neighbours_noun(c.trait, 1), where);
        }
        case ClueType::every_profession_has_neighbour:
            if (voice.second_wording()) return fmt::format("Each {} has at least one {}.", profession(c.unit.a), neighbours_noun(c.trait, 1));
            return fmt::format("Every {} has {} neighbour.", profession(c.unit.a), one_of(c.trait));
    }
    return "";
}

}  // namespace gridforge::deduce
