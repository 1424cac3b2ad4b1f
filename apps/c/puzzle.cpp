// Puzzles: reading any form, the givens, and the forms written back.

#include <memory>

#include "boundary.hpp"

using gridforge::c_api::guarded;
using gridforge::c_api::record_of;
using gridforge::c_api::require_pointer;
using gridforge::c_api::text_output;

extern "C" {

gf_status gf_version(const char** version) {
    return guarded(__func__, [&] {
        require_pointer(version, "version");
        *version = gridforge::api::kVersion.data();  // a string literal: NUL-terminated
        return GF_OK;
    });
}

gf_status gf_puzzle_parse(const char* text, gf_puzzle** puzzle) {
    return guarded(__func__, [&] {
        require_pointer(puzzle, "puzzle");
        *puzzle = nullptr;
        require_pointer(text, "text");
        *puzzle = new gf_puzzle{gridforge::parse_puzzle(text, 1)};
        return GF_OK;
    });
}

void gf_puzzle_free(gf_puzzle* puzzle) { delete puzzle; }

gf_status gf_puzzle_size(const gf_puzzle* puzzle, int* size) {
    return guarded(__func__, [&] {
        require_pointer(size, "size");
        *size = 0;
        *size = record_of(puzzle).puzzle.givens().size();
        return GF_OK;
    });
}

gf_status gf_puzzle_givens(const gf_puzzle* puzzle, int* digits, size_t count) {
    return guarded(__func__, [&] {
        gridforge::c_api::copy_cells(record_of(puzzle).puzzle.givens(), digits, count);
        return GF_OK;
    });
}

gf_status gf_puzzle_to_line(const gf_puzzle* puzzle, char** line) {
    return text_output(__func__, line, "line", [&] { return gridforge::write_line(record_of(puzzle).puzzle.givens()); });
}

gf_status gf_puzzle_to_json(const gf_puzzle* puzzle, char** json) {
    return text_output(__func__, json, "json", [&] { return gridforge::write_json(record_of(puzzle)).dump(); });
}

gf_status gf_puzzle_describe(const gf_puzzle* puzzle, char** json) {
    return text_output(__func__, json, "json", [&] { return gridforge::api::parse_json(record_of(puzzle)).dump(); });
}

}  // extern "C"
