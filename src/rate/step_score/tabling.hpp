#pragma once
// Internal: the implication tables ("Trebor's tables") behind HoDoKu's nice loops, AICs and
// forcing chains. Algorithm: HoDoKu 2.2.0 TablingSolver (fillTables, fillTablesWithGroupNodes,
// expandTables, buildChain), as read in hodoku-py solver/tabling.py; our own structure.
//
// Nodes are "candidate d of cell c is set" (strong/on) or "is deleted" (weak/off), and the same
// for group nodes (2-3 cells of one digit in a line and a box). Each node has a list of direct
// implications, in the order HoDoKu adds them to its tables. The table of a premise is a
// breadth-first walk over those lists (HoDoKu's expansion merges the direct implications of every
// entry in entry order, which is the same walk); each entry remembers the entry it was reached
// from, which gives the chain HoDoKu reconstructs. Tables hold at most 1000 entries, as HoDoKu's.

#include <array>
#include <cstdint>
#include <vector>

#include "rate/classic/candidate_grid.hpp"
#include "rate/classic/cell_set.hpp"

namespace gridforge::hodoku::tabling {

using classic::CandidateGrid;
using classic::CellSet;

/// A group node: the cells holding `digit` in the intersection of a line and a box.
struct GroupNode {
    int digit = 0;
    std::array<int, 3> cells{-1, -1, -1};  ///< ascending; cells[2] == -1 for two cells
    int box = 0;
    int row = -1;     ///< the row when the cells share one, else -1
    int column = -1;  ///< the column when the cells share one, else -1
    CellSet buddies;  ///< cells seeing every cell of the group
};

class Tables {
public:
    static constexpr int kMaxEntries = 1000;
    static constexpr int kNormalNodes = 81 * 9 * 2;

    /// Builds the direct implications (chains only, no look-ahead), with group nodes when asked.
    /// When `normal_lists` is given (forcing nets), it holds the direct implications of every normal
    /// node (index normal_id) instead, and group nodes are added to them as HoDoKu does.
    Tables(const CandidateGrid& grid, bool with_group_nodes,
           const std::vector<std::vector<int>>* normal_lists = nullptr);

    /// Node ids: normal (cell, digit, on) -> (cell*9 + digit-1)*2 + on; group node g -> kNormalNodes
    /// + 2*g + on.
    static int normal_id(int cell, int digit, bool on) { return (cell * 9 + digit - 1) * 2 + (on ? 1 : 0); }
    bool is_group(int id) const { return id >= kNormalNodes; }
    static bool is_on(int id) { return (id & 1) != 0; }
    int cell(int id) const;        ///< first cell of the node
    int digit(int id) const;
    const GroupNode& group(int id) const { return groups_[(id - kNormalNodes) / 2]; }
    /// Cells seeing every cell of the node.
    CellSet buddies(int id) const;
    /// Every cell of the node.
    void add_cells(CellSet& set, int id) const;

    struct Table {
        std::vector<int> node;   ///< node ids, premise first
        std::vector<int> from;   ///< entry index the entry was reached from (0 for direct ones)
        std::vector<int> depth;  ///< implication steps from the premise
    };
    /// The expanded table of a premise (breadth-first over direct implications).
    void expand(int premise, Table& table);
    /// The chain of entry `index`, from that entry back to the premise.
    static std::vector<int> chain_back(const Table& table, int index);


private:
    void add_direct(int from, int to);

    std::vector<GroupNode> groups_;
    std::vector<std::vector<int>> direct_;
    std::vector<int> position_;  ///< scratch: entry index of a node in the table being built, -1 if absent
};

/// HoDoKu's SolutionStep.compareTo for elimination steps of one search: more eliminations first,
/// then (steps not equivalent) the smaller weighted index sum, then the shorter chain.
struct FoundStep {
    int kind = 0;  ///< hodoku::Kind as int
    std::vector<std::pair<int, int>> eliminations;  ///< sorted by (digit, cell)
    std::vector<std::pair<int, int>> placements;
    int chain_length = 0;
};
void sort_by_elimination_key(std::vector<std::pair<int, int>>& eliminations);
int index_sum(const std::vector<std::pair<int, int>>& eliminations);

}  // namespace gridforge::hodoku::tabling
