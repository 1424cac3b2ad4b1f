#pragma once
/// \file
/// A logic step: what one technique concluded (placements, eliminations), what justifies it (the
/// cells, houses and candidates of the pattern) and one plain-English sentence built from them,
/// with cells written r1c1 (row 1, column 1; 1-based).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/digit_set.hpp"
#include "gridforge/geometry.hpp"

namespace gridforge {

/// The techniques of the catalogue (logic.hpp), cheapest first. Names follow HoDoKu and Sudoku
/// Explainer (SE); docs/techniques.md gives each one's source and ratings.
enum class TechniqueId {
    full_house,         ///< the last empty cell of a house
    hidden_single,      ///< a digit with one place left in a house
    naked_single,       ///< a cell with one candidate left
    cage_combination,   ///< killer: candidates in no digit combination of a cage's sum leave the cage
    thermometer_bounds, ///< thermo: each cell above its predecessor's smallest, below its successor's largest candidate
    rule_elimination,   ///< any other non-house rule's own pruning
    innies_outies,      ///< killer 45 rule: cells of a house (or adjacent lines) outside whole cages sum to what the cages leave
    locked_pointing,    ///< locked candidates type 1: a digit of a block (box, region, diagonal) confined to its intersection with another house
    locked_claiming,    ///< locked candidates type 2: a digit of a line confined to one box
    naked_pair,
    naked_triple,
    hidden_pair,
    hidden_triple,
    naked_quad,
    hidden_quad,
    x_wing,             ///< basic fish of size 2 on rows/columns
    swordfish,          ///< size 3
    jellyfish,          ///< size 4
    bug_plus_one,       ///< bivalue universal grave + 1: the trivalue cell's digit seen three times is true
    skyscraper,         ///< two parallel conjugate pairs joined at one end by a line
    two_string_kite,    ///< a row and a column conjugate pair joined in a box
    empty_rectangle,    ///< a box's places of a digit on one row and one column, with a conjugate pair
    w_wing,
    xy_wing,
    xyz_wing,
    unique_rectangle_1, ///< uniqueness (valid only for a puzzle known to be unique): three corners {x,y}
    unique_rectangle_2, ///< two roof corners {x,y,z}: z is in one of them
    unique_rectangle_3, ///< the roof's extra digits form a naked subset with other cells of a house
    unique_rectangle_4, ///< x confined to the roof in a house: y leaves the roof
    finned_x_wing,      ///< X-Wing with fins in one box: eliminations in that box only
    sashimi_x_wing,     ///< finned X-Wing whose body misses a corner
    finned_swordfish,
    sashimi_swordfish,
    simple_colouring,   ///< HoDoKu "Simple Colors": colour trap and colour wrap on one digit
    x_chain,
    xy_chain,
    aic,                ///< alternating inference chain: strong and weak links on cells and digits
    forcing_chain,      ///< contradiction: assuming a candidate, singles lead to a contradiction
    nested_forcing_chain,  ///< contradiction whose propagation uses forcing chains itself
    // Variant rule techniques, found by the rules themselves (Rule::find_step); listed after the
    // classic ones so the enum values of those never move.
    parity,              ///< an even cell holds no odd digit, an odd cell no even digit
    neighbour_exclusion, ///< anti-knight, anti-king, non-consecutive: a placed digit leaves the cells its rule forbids
    arrow_sum,           ///< an arrow's circle equals the sum of its shaft: bounds both ways
    kropki_pair,         ///< a white dot joins consecutive digits, a black dot a digit and its double
    xv_pair,             ///< an X joins two digits summing to 10, a V two summing to 5
    little_killer_sum,   ///< the digits along a little killer's diagonal add up to its clue
    sandwich_combination, ///< the digits between the 1 and the 9 of a line add up to its clue
    cage_split,          ///< a house or cage minus whole cages inside it is a cage of its own, with its combinations
    killer_pair,         ///< 2 or 3 parts of a house (at least one a cage) that must hold the same 2 or 3 digits
    hidden_cage,         ///< a digit every combination of a cage needs leaves the cells that see all its places in the cage
};

/// The field name of a technique: "Hidden single", "X-Wing", "2-String Kite", ...
std::string_view technique_name(TechniqueId id);
/// A stable key for JSON and the command line: "hidden_single", "x_wing", ...
std::string_view technique_key(TechniqueId id);

/// A candidate: digit `digit` in cell `cell`.
struct Candidate {
    Cell cell = 0;
    Digit digit = 0;
    friend bool operator==(const Candidate&, const Candidate&) = default;
    friend auto operator<=>(const Candidate&, const Candidate&) = default;
};

/// One end of a link: a candidate taken as true (`on`) or false.
struct LinkEnd {
    Candidate candidate;
    bool on = false;
    friend bool operator==(const LinkEnd&, const LinkEnd&) = default;
};

/// Strong: at least one of the two candidates is true, read "from off, so to on". Weak: at most
/// one is true, read "from on, so to off" (Eureka notation writes them = and -).
enum class LinkType { strong, weak };

/// One link of a chain, loop or forcing chain, with what makes it: a house (`house`, an index into
/// topology().houses: a conjugate pair or two cells seeing each other), a non-house rule (`rule`,
/// its name for people: "cage at r8c5", "thermometer at r1c1"), or else the cell itself
/// (`from.candidate.cell`: the two candidates of a bivalue cell, two candidates of one cell, or
/// a naked single). In a forcing chain a placement (to on) may have several links into it: a naked
/// single has one from each other candidate of its cell, a hidden single one from each other place
/// of its digit in the house; an elimination by a rule's pruning (type weak) has one link from each
/// change so far in the rule's cells, which may be a candidate turned off (a bound that moved); an
/// elimination by an inner forcing chain (nested) has one link from the candidate itself, rule
/// "forcing chain". Sources: Eureka notation as used by HoDoKu ("Chains and Loops") and Sudopedia.
struct Link {
    LinkEnd from;
    LinkEnd to;
    LinkType type = LinkType::strong;
    int house = -1;
    std::string rule;
};

/// What breaks in a forcing chain's contradiction: an empty cell without candidates (`cell`), a
/// house where `digit` has no place left (`house` >= 0), or a rule that cannot be completed (`rule`).
struct ForcingContradiction {
    Cell cell = -1;
    int house = -1;
    Digit digit = 0;
    std::string rule;
};

/// One branch of a forcing chain verity: the candidate assumed and the links from it to the result.
struct ForcingBranch {
    Candidate assume;
    std::vector<Link> links;
};

/// One deduction.
struct Step {
    TechniqueId technique = TechniqueId::full_house;
    std::vector<Candidate> placements;     ///< digits placed (singles)
    std::vector<Candidate> eliminations;   ///< candidates removed, sorted by cell then digit
    std::vector<Cell> cells;               ///< the cells of the pattern (pivot, pincers, fish ...)
    std::vector<int> houses;               ///< the houses of the pattern: indices into topology().houses
    std::vector<Candidate> pattern;        ///< the candidates the reasoning uses
    std::string text;                      ///< one sentence, e.g. "Hidden single: in box 5 the digit 7 fits only r5c6."
    /// Chains, loops, colouring and forcing chains: the links of the reasoning, in the order they
    /// are read (a loop's last link returns to its first candidate; a verity lists its branches'
    /// links one branch after the other).
    std::vector<Link> links;
    std::string eureka;                    ///< the links in Eureka notation: "(6)r3c2 = (6)r3c7 - (6)r5c7 = ..."
    bool loop = false;                     ///< a continuous loop: every weak link eliminates
    std::optional<ForcingContradiction> contradiction;  ///< forcing chain: what the assumption breaks
    std::optional<Candidate> verity;       ///< forcing chain: the result every branch reaches
    std::vector<ForcingBranch> branches;   ///< forcing chain verity: one branch per candidate of the cell
};

/// "r1c2, r1c5 and r3c3" (cells in the order given).
std::string cell_list(const Geometry& geometry, const std::vector<Cell>& cells);
/// "r1c2<>5, r1c5<>5" style list of eliminations: "5 from r1c2 and r1c5, 7 from r3c3".
std::string elimination_list(const Geometry& geometry, const std::vector<Candidate>& eliminations);

}  // namespace gridforge
