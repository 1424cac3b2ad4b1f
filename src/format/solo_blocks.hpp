#pragma once
/// \file
/// The block structure of Simon Tatham's Solo game ids (jigsaw regions and killer cages), read and
/// written after the form solo.c gives it (spec_to_dsf and its encoder); our own code.
///
/// The N·(N−1) edges between horizontal neighbours (row by row, left to right), then the N·(N−1)
/// edges between vertical neighbours (column by column, top to bottom), then one virtual edge, are
/// written as runs: a letter a…y is that many (1-25) edges inside a block followed by one edge
/// between blocks, '_' an edge between blocks alone; newer Solo versions follow a letter or '_' by a
/// repeat count ("_3" is "___"). 'z' (26 inside edges and no border in one Solo version, 25 in
/// others) is refused rather than guessed, and never written.

#include <string>
#include <string_view>
#include <vector>

namespace gridforge::format_detail {

/// The block of each cell (reading order), numbered 0, 1, ... by each block's first cell, from the
/// structure at `text[at]` up to the next ',' or the end; `at` moves past it. Throws
/// std::invalid_argument naming the fault ("the block structure ends early").
std::vector<int> read_solo_blocks(std::string_view text, std::size_t& at, int side);

/// The structure of `block_of` (the block of each cell, any numbering). Throws std::invalid_argument
/// when a run is longer than 25.
std::string write_solo_blocks(const std::vector<int>& block_of, int side);

}  // namespace gridforge::format_detail
