#pragma once
/// \file
/// The C boundary's machinery, shared by every gf_ function: the thread-local last error, the
/// guard that turns every exception into a status (nothing may unwind into C), contract checks,
/// strings handed to the caller, and the way to the JSON API (src/api) for operations whose
/// options and answers it already defines.

#include <initializer_list>
#include <string>
#include <utility>
#include <string_view>

#include <nlohmann/json.hpp>

#include "gridforge.h"
#include "gridforge/api.hpp"
#include "gridforge/format.hpp"

/// The handle behind the C API's opaque gf_puzzle: the record as read, metadata included.
struct gf_puzzle {
    gridforge::PuzzleRecord record;
};

namespace gridforge::c_api {

/// A bad argument (NULL, out of range, a buffer of the wrong length): GF_CONTRACT_ERROR.
class ContractError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

/// A puzzle that is not unique where a unique one is needed: GF_NO_SOLUTION or GF_SEVERAL_SOLUTIONS.
class OutcomeError : public std::runtime_error {
public:
    explicit OutcomeError(Outcome outcome);
    [[nodiscard]] gf_status status() const { return status_; }

private:
    gf_status status_;
};

/// Records "<function>: <message>" as this thread's last error and returns `status`. Never throws.
gf_status fail(gf_status status, const char* function, std::string_view message) noexcept;

/// The status of each kind of API error (api::ErrorKind).
gf_status status_of(api::ErrorKind kind) noexcept;

/// Runs `body` (which returns GF_OK or throws) and turns every exception into its status and
/// last error: the one place where C++ errors meet the C API.
template <class Body>
gf_status guarded(const char* function, Body&& body) noexcept {
    try {
        return body();
    } catch (const ContractError& error) {
        return fail(GF_CONTRACT_ERROR, function, error.what());
    } catch (const InputError& error) {
        return fail(GF_INPUT_ERROR, function, error.what());
    } catch (const OutcomeError& error) {
        return fail(error.status(), function, error.what());
    } catch (const api::Error& error) {
        return fail(status_of(error.kind()), function, error.what());
    } catch (const std::bad_alloc&) {
        return fail(GF_OUT_OF_MEMORY, function, "out of memory");
    } catch (const std::exception& error) {
        return fail(GF_INTERNAL, function, std::string("internal error: ") + error.what());
    } catch (...) {
        return fail(GF_INTERNAL, function, "internal error: unknown exception");
    }
}

/// Throws ContractError("<name> is NULL") when `pointer` is null.
void require_pointer(const void* pointer, std::string_view name);
/// The puzzle behind a handle; throws ContractError when it is null.
const PuzzleRecord& record_of(const gf_puzzle* puzzle);

/// A copy of `text` the caller frees with gf_string_free (malloc'd; throws std::bad_alloc).
char* owned_string(std::string_view text);

/// Throws api::Error (the message and kind of the error answer) when `answer` is an error answer.
void throw_error_answer(const nlohmann::json& answer);
/// Sets each request key whose text is not NULL: NULL leaves the key out, so the API's default holds.
void set_texts(nlohmann::json& request, std::initializer_list<std::pair<const char*, const char*>> keys);
/// The engine's answer to an API request (docs/api.md); throws as throw_error_answer.
nlohmann::json api_answer(const nlohmann::json& request);

/// The shape of a function whose one output is a string: `*out` (named `name` in messages) is
/// cleared, then set to a copy of make()'s text; guarded() as above.
template <class Make>
gf_status text_output(const char* function, char** out, std::string_view name, Make&& make) noexcept {
    return guarded(function, [&] {
        require_pointer(out, name);
        *out = nullptr;
        *out = owned_string(make());
        return GF_OK;
    });
}

/// `puzzle`'s digits into `digits`, which must hold exactly N*N cells (ContractError otherwise).
void copy_cells(const Grid& grid, int* digits, std::size_t count);

}  // namespace gridforge::c_api
