#pragma once
// Internal: the links of chains, loops and forcing chains (step.hpp Link) — which house or rule
// makes a link, the Eureka notation (the notation of the Eureka forum, as HoDoKu and Sudopedia
// write chains: "(6)r3c2 = (6)r3c7 - (4)r3c7 = ..."; = strong, - weak) and the plain sentence
// that walks a chain link by link. Nothing here throws.

#include <string>
#include <vector>

#include "gridforge/logic/state.hpp"
#include "gridforge/logic/step.hpp"

namespace gridforge::logic_detail {

/// A house holding cells a and b in which `digit` is unplaced and has exactly these two places (a
/// conjugate pair): a row, else a column, else any other; -1 when none.
int conjugate_house(const LogicState& state, Cell a, Cell b, Digit digit);
/// A house holding both cells (a != b): a row, else a column, else any other; -1 when they do not
/// see each other.
int seeing_house(const LogicState& state, Cell a, Cell b);

/// A strong link (from off, to on): inside one cell by the cell itself, between two cells by the
/// house where the digit is a conjugate pair.
Link strong_link(const LogicState& state, Candidate from, Candidate to);
/// A weak link (from on, to off): inside one cell by the cell itself, between two cells by a house
/// they share.
Link weak_link(const LogicState& state, Candidate from, Candidate to);
/// The links of an alternating chain n0 = n1 - n2 = ... (strong first, then alternating); with
/// `close`, a last weak link from the last node back to n0 (a continuous loop).
std::vector<Link> alternating_links(const LogicState& state, const std::vector<Candidate>& nodes, bool close);

/// "(6)r3c2".
std::string node_text(const Geometry& geometry, Candidate candidate);
/// Eureka notation of links read in order: consecutive links that continue from the previous
/// link's end extend one segment ("(6)r3c2 = (6)r3c7 - (6)r5c7"); a link that starts elsewhere
/// opens a new segment after "; " (forcing chains, where a placement may need several links).
std::string eureka_text(const Geometry& geometry, const std::vector<Link>& links);
/// What makes a link, for people and JSON: "row 3", "box 1", "cage at r8c5", "cell r3c2".
std::string link_maker(const Puzzle& puzzle, const Link& link);
/// The houses the links use, in order of first use, without repeats.
std::vector<int> link_houses(const std::vector<Link>& links);
/// Those houses named for a sentence: "rows 1 and 5 and column 5".
std::string link_house_names(const LogicState& state, const std::vector<Link>& links);

/// The chain read aloud from its first node, assumed false: "if r1c1 is not 5, then r1c5 is 5
/// (row 1), so r5c5 is not 5 (column 5), so r5c2 is 5 (row 5)". A weak link followed by the
/// strong link inside a bivalue cell reads as one step: "so r1c5 is 3 (2 is taken by row 1)".
std::string chain_walk(const LogicState& state, const std::vector<Link>& links);

/// The chain's reasoning for a sentence: chain_walk for up to 8 links; a longer chain in brief,
/// "if r1c1 is not 5, the chain's 11 links (rows 1 and 5 and column 5) make r5c2 5".
std::string chain_reasoning(const LogicState& state, const std::vector<Link>& links);
/// "<sentence> Eureka: <eureka>." — the plain sentence (ending in '.') and then the notation.
std::string with_eureka(const std::string& sentence, const std::string& eureka);

/// Stores the links in the step, their houses (link_houses) in step.houses and the Eureka text.
void set_links(Step& step, const LogicState& state, std::vector<Link> links);

}  // namespace gridforge::logic_detail
