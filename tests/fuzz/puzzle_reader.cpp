// Fuzz target: PuzzleReader, the reader of puzzle files and standard input (every record kind in
// one stream). It reports bad records as items and throws nothing; and a reader that hands out
// plain classic lines (hand_out_plain_lines) reads the same text to the same items, each plain
// line holding the givens of the record the general reader builds on that line.
#include <cstdlib>
#include <sstream>
#include <string>

#include "gridforge/format.hpp"
#include "fuzz_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(gridforge::fuzz::text_of(data, size));
    std::istringstream general_in{text};
    std::istringstream plain_in{text};
    gridforge::PuzzleReader general(general_in);
    gridforge::PuzzleReader plain(plain_in);
    plain.hand_out_plain_lines(true);
    while (const auto item = general.next()) {
        const auto other = plain.next();
        if (!other) std::abort();
        if (other->plain) {
            if (!item->record || item->record->line != other->plain->line ||
                item->record->puzzle.givens() != other->plain->givens()) {
                std::abort();
            }
        } else if (static_cast<bool>(item->record) != static_cast<bool>(other->record) ||
                   (item->error && std::string(item->error->what()) != other->error->what())) {
            std::abort();
        }
    }
    if (plain.next()) std::abort();
    return 0;
}
