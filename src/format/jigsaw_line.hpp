#pragma once
/// \file
/// A jigsaw written as a line: the givens, white space, then N*N characters naming each cell's
/// region in reading order (as the JSON form's `regions`), e.g. "...2...4.. 111222223111...".

#include <string_view>

namespace gridforge::format_detail {

/// Whether `word` names the regions of a jigsaw of side `side`: N*N printable characters, N distinct
/// ones, each naming N cells that are connected through shared edges. A solution written after the
/// givens (N distinct digits, N cells each) never is one, since equal digits never share an edge,
/// so the test tells regions from the solutions and ratings that collections write there.
bool names_jigsaw_regions(std::string_view word, int side);

}  // namespace gridforge::format_detail
