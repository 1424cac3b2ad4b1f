#include "boundary.hpp"

#include <cstdlib>
#include <cstring>
#include <new>
#include <type_traits>

#include <fmt/format.h>

namespace gridforge::c_api {
namespace {

/// This thread's last error message (gf_last_error).
thread_local std::string last_error_message;

std::string outcome_message(Outcome outcome) {
    return outcome == Outcome::no_solution ? "the puzzle has no solution" : "the puzzle has several solutions";
}

}  // namespace

OutcomeError::OutcomeError(Outcome outcome)
    : std::runtime_error(outcome_message(outcome)),
      status_(outcome == Outcome::no_solution ? GF_NO_SOLUTION : GF_SEVERAL_SOLUTIONS) {}

gf_status fail(gf_status status, const char* function, std::string_view message) noexcept {
    try {
        last_error_message = fmt::format("{}: {}", function, message);
    } catch (...) {  // no memory for the message: keep what says the most
        last_error_message.clear();
    }
    return status;
}

gf_status status_of(api::ErrorKind kind) noexcept {
    switch (kind) {
        case api::ErrorKind::usage: return GF_CONTRACT_ERROR;
        case api::ErrorKind::input: return GF_INPUT_ERROR;
        case api::ErrorKind::generation: return GF_GENERATION_FAILED;
        case api::ErrorKind::internal: return GF_INTERNAL;
        case api::ErrorKind::time_limit: return GF_TIME_LIMIT;
    }
    return GF_INTERNAL;
}

void require_pointer(const void* pointer, std::string_view name) {
    if (pointer == nullptr) throw ContractError(fmt::format("{} is NULL", name));
}

const PuzzleRecord& record_of(const gf_puzzle* puzzle) {
    require_pointer(puzzle, "puzzle");
    return puzzle->record;
}

char* owned_string(std::string_view text) {
    auto* copy = static_cast<char*>(std::malloc(text.size() + 1));
    if (copy == nullptr) throw std::bad_alloc();
    std::memcpy(copy, text.data(), text.size());
    copy[text.size()] = '\0';
    return copy;
}

void throw_error_answer(const nlohmann::json& answer) {
    const auto error = answer.find("error");
    if (error == answer.end()) return;
    api::ErrorKind kind = api::ErrorKind::internal;
    for (const api::ErrorKind known :
         {api::ErrorKind::usage, api::ErrorKind::input, api::ErrorKind::generation, api::ErrorKind::time_limit}) {
        if (answer.value("kind", "") == api::error_kind_name(known)) kind = known;
    }
    // The message already names the request key; the key is not repeated.
    throw api::Error(kind, "", error->get<std::string>());
}

void set_texts(nlohmann::json& request, std::initializer_list<std::pair<const char*, const char*>> keys) {
    for (const auto& [key, text] : keys) {
        if (text != nullptr) request[key] = text;
    }
}

nlohmann::json api_answer(const nlohmann::json& request) {
    nlohmann::json answer = nlohmann::json::parse(api::handle(request.dump()));
    throw_error_answer(answer);
    return answer;
}

void copy_cells(const Grid& grid, int* digits, std::size_t count) {
    require_pointer(digits, "digits");
    if (count != static_cast<std::size_t>(grid.cell_count())) {
        throw ContractError(fmt::format("digits holds {} cells; the grid has {}", count, grid.cell_count()));
    }
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) digits[cell] = grid.at(cell);
}

}  // namespace gridforge::c_api

extern "C" {

const char* gf_status_name(gf_status status) {
    // A C caller may pass any int (the C test passes 99); in C++ loading an enum value outside its
    // enumerators' range is undefined (UBSan: "not a valid value for type 'gf_status'"), so the
    // value is read as its underlying integer.
    std::underlying_type_t<gf_status> value = 0;
    std::memcpy(&value, &status, sizeof value);
    switch (value) {
        case GF_OK: return "GF_OK";
        case GF_INPUT_ERROR: return "GF_INPUT_ERROR";
        case GF_NO_SOLUTION: return "GF_NO_SOLUTION";
        case GF_SEVERAL_SOLUTIONS: return "GF_SEVERAL_SOLUTIONS";
        case GF_GENERATION_FAILED: return "GF_GENERATION_FAILED";
        case GF_CONTRACT_ERROR: return "GF_CONTRACT_ERROR";
        case GF_OUT_OF_MEMORY: return "GF_OUT_OF_MEMORY";
        case GF_INTERNAL: return "GF_INTERNAL";
        case GF_TIME_LIMIT: return "GF_TIME_LIMIT";
    }
    return "GF_UNKNOWN";
}

const char* gf_last_error(void) { return gridforge::c_api::last_error_message.c_str(); }

void gf_string_free(char* text) { std::free(text); }

}  // extern "C"
