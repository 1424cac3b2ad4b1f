#include "format/plain_classic_line.hpp"

#include <cstdint>

#include "format/jigsaw_line.hpp"
#include "format/text.hpp"

namespace gridforge::format_detail {
namespace {

/// Whether the word after the cells of `line` may be a jigsaw's regions (jigsaw_line.hpp), which
/// the general reader reads.
bool names_regions_after(std::string_view line, std::size_t cells) {
    std::size_t begin = cells;
    while (begin < line.size() && is_white(line[begin])) ++begin;
    std::size_t end = begin;
    while (end < line.size() && !is_white(line[end])) ++end;
    return names_jigsaw_regions(line.substr(begin, end - begin), 9);
}

}  // namespace

bool read_plain_classic_line(std::string_view line, PlainClassicLine::Cells& cells) {
    constexpr std::size_t kPlainCells = 81;
    if (line.size() < kPlainCells || (line.size() > kPlainCells && !is_white(line[kPlainCells]))) return false;
    if (line.size() >= 2 * kPlainCells && names_regions_after(line, kPlainCells)) return false;
    // Every line of a file passes here, so both passes are free of branches per cell: the first
    // (which the compiler vectorises) reads the values and notes any other character, the second
    // notes any digit already seen in the cell's row, column or box as one bit per digit. A clash
    // sends the line to the general reader, which names every clash in its message.
    unsigned other = 0;
    for (std::size_t cell = 0; cell < kPlainCells; ++cell) {
        const auto c = static_cast<std::uint8_t>(line[cell]);
        const auto digit = static_cast<std::uint8_t>(c - '0');
        const unsigned is_digit = digit <= 9 ? 1U : 0U;
        other |= (is_digit | (c == '.' ? 1U : 0U)) ^ 1U;
        cells[cell] = static_cast<std::uint8_t>(digit * is_digit);
    }
    if (other != 0) return false;
    std::uint32_t rows[9] = {};
    std::uint32_t columns[9] = {};
    std::uint32_t boxes[9] = {};
    std::uint32_t seen_twice = 0;
    static constexpr std::uint8_t kBoxOf[9] = {0, 0, 0, 1, 1, 1, 2, 2, 2};  // a column's box in its band
    for (int row = 0; row < 9; ++row) {
        const int band = (row / 3) * 3;
        for (int column = 0; column < 9; ++column) {
            const int box = band + kBoxOf[column];
            // Bit 0 (an empty cell) is masked off: empty cells never clash.
            const std::uint32_t bit = (1U << cells[static_cast<std::size_t>(row * 9 + column)]) & ~1U;
            seen_twice |= (rows[row] | columns[column] | boxes[box]) & bit;
            rows[row] |= bit;
            columns[column] |= bit;
            boxes[box] |= bit;
        }
    }
    return seen_twice == 0;
}

}  // namespace gridforge::format_detail
