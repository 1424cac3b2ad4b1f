#pragma once
// Internal to clue_render.cpp: who speaks a clue and how it names people and places. A clue on a
// card is said by its carrier, so a unit that belongs to the carrier (their neighbours, the cells
// to their left, …) is said in the first person ("neighbouring me", "to my left", "my").

#include <cstdint>
#include <string>
#include <vector>

#include "gridforge/deduce/clue.hpp"

namespace gridforge::deduce::detail {

class ClueVoice {
public:
    ClueVoice(const Clue& clue, const Board& board, const std::vector<Person>& people)
        : clue_(clue), board_(board), people_(people) {}

    /// Whether `cell` is the person saying the clue.
    [[nodiscard]] bool is_me(int cell) const { return cell >= 0 && cell == clue_.carrier; }
    /// A person as an object: "me" for the carrier, else the name.
    [[nodiscard]] std::string object(int cell) const { return is_me(cell) ? "me" : name(cell); }
    [[nodiscard]] std::string name(int cell) const { return people_.at(static_cast<std::size_t>(cell)).name; }
    /// "my" or "Ann's" (lower-case "my": for inside a sentence).
    [[nodiscard]] std::string possessive(int cell) const { return is_me(cell) ? "my" : name(cell) + "'s"; }
    /// "My" or "Ann's": for the start of a sentence.
    [[nodiscard]] std::string possessive_start(int cell) const { return is_me(cell) ? "My" : name(cell) + "'s"; }
    /// "I have" or "Ann has".
    [[nodiscard]] std::string has(int cell) const { return is_me(cell) ? "I have" : name(cell) + " has"; }
    /// unit_phrase, said by the carrier: "neighbouring me", "to my left", "between me and Dora".
    [[nodiscard]] std::string place(const Unit& unit) const {
        if (is_me(unit.a)) {
            switch (unit.kind) {
                case UnitKind::neighbours: return "neighbouring me";
                case UnitKind::left: return "to my left";
                case UnitKind::right: return "to my right";
                case UnitKind::above: return "above me";
                case UnitKind::below: return "below me";
                case UnitKind::between: return "between me and " + name(unit.b);
                default: break;
            }
        }
        if (unit.kind == UnitKind::between && is_me(unit.b)) return "between " + name(unit.a) + " and me";
        return unit_phrase(unit, board_, people_);
    }
    /// The person whose neighbours a unit is, or -1.
    [[nodiscard]] static int neighbours_of(const Unit& unit) { return unit.kind == UnitKind::neighbours ? unit.a : -1; }
    /// Which of a type's two wordings this clue takes: a hash of every field except the carrier,
    /// so the choice is the same wherever the clue appears and never depends on chance.
    [[nodiscard]] bool second_wording() const {
        std::uint64_t h = 1469598103934665603ULL;  // FNV-1a
        const auto mix = [&h](int value) {
            h ^= static_cast<std::uint64_t>(static_cast<std::uint32_t>(value));
            h *= 1099511628211ULL;
        };
        for (int v : {static_cast<int>(clue_.type), static_cast<int>(clue_.trait), static_cast<int>(clue_.trait0),
                      static_cast<int>(clue_.unit.kind), clue_.unit.a, clue_.unit.b, static_cast<int>(clue_.unit2.kind), clue_.unit2.a,
                      clue_.unit2.b, static_cast<int>(clue_.lines), static_cast<int>(clue_.direction), clue_.person, clue_.n, clue_.m}) {
            mix(v);
        }
        return (h >> 17 & 1) != 0;
    }

private:
    const Clue& clue_;
    const Board& board_;
    const std::vector<Person>& people_;
};

}  // namespace gridforge::deduce::detail
