// gridforge._core: the C API (include/gridforge.h) for Python. Each function calls one gf_
// function and turns its status into the exception of that kind; the Pythonic layer (Puzzle,
// Rating, Hint, the deduce submodule) is gridforge/__init__.py and gridforge/deduce.py.
// Long computations release the GIL: puzzles are read-only once made, so threads may share them.

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gridforge.h"

namespace py = pybind11;

namespace gridforge_python {
namespace {  // internal linkage: nothing here is visible outside the module

/// The exception class of each status but GF_OK (MemoryError for GF_OUT_OF_MEMORY).
struct ExceptionTypes {
    py::object input, no_solution, several_solutions, generation, usage, internal, time_limit;
};
ExceptionTypes exception_types;

/// Raises the exception of `status` with gf_last_error()'s message, unless it is GF_OK.
void check(gf_status status) {
    if (status == GF_OK) return;
    const char* message = gf_last_error();
    py::object type;
    switch (status) {
        case GF_INPUT_ERROR: type = exception_types.input; break;
        case GF_NO_SOLUTION: type = exception_types.no_solution; break;
        case GF_SEVERAL_SOLUTIONS: type = exception_types.several_solutions; break;
        case GF_GENERATION_FAILED: type = exception_types.generation; break;
        case GF_CONTRACT_ERROR: type = exception_types.usage; break;
        case GF_TIME_LIMIT: type = exception_types.time_limit; break;
        case GF_OUT_OF_MEMORY: throw std::bad_alloc();  // pybind11 raises MemoryError
        default: type = exception_types.internal; break;
    }
    PyErr_SetString(type.ptr(), message);
    throw py::error_already_set();
}

/// A string the library returned, freed when this goes out of scope.
struct OwnedText {
    char* text = nullptr;
    OwnedText() = default;
    OwnedText(const OwnedText&) = delete;
    OwnedText& operator=(const OwnedText&) = delete;
    ~OwnedText() { gf_string_free(text); }
    [[nodiscard]] std::string str() const { return text == nullptr ? std::string() : std::string(text); }
};

/// A gf_puzzle owned by Python.
class PuzzleHandle {
public:
    explicit PuzzleHandle(gf_puzzle* puzzle) : puzzle_(puzzle, &gf_puzzle_free) {}
    [[nodiscard]] const gf_puzzle* get() const { return puzzle_.get(); }

private:
    std::unique_ptr<gf_puzzle, void (*)(gf_puzzle*)> puzzle_;
};

PuzzleHandle parse(const std::string& text) {
    gf_puzzle* puzzle = nullptr;
    check(gf_puzzle_parse(text.c_str(), &puzzle));
    return PuzzleHandle(puzzle);
}

int size(const PuzzleHandle& puzzle) {
    int side = 0;
    check(gf_puzzle_size(puzzle.get(), &side));
    return side;
}

/// The N*N cells of a grid filled by `fill` (gf_puzzle_givens, gf_solve), in reading order.
/// The GIL is released during the call: the C API never touches Python.
template <class Fill>
std::vector<int> cells(const PuzzleHandle& puzzle, Fill fill) {
    const int side = size(puzzle);
    std::vector<int> digits(static_cast<std::size_t>(side * side));
    gf_status status;
    {
        py::gil_scoped_release unlocked;
        status = fill(digits.data(), digits.size());
    }
    check(status);
    return digits;
}

/// The text a gf_ function writes through its `char**` output; the GIL is released as in cells().
template <class Write>
std::string text_of(Write write) {
    OwnedText out;
    gf_status status;
    {
        py::gil_scoped_release unlocked;
        status = write(&out.text);
    }
    check(status);
    return out.str();
}

py::dict rating_dict(const gf_rating& rating) {
    py::dict out;
    out["search_level"] = rating.search_level;
    out["search_nodes"] = rating.search_nodes;
    out["technique_level"] = rating.technique_level;
    out["hardest"] = rating.hardest;
    out["technique_se"] = rating.technique_se;
    out["technique_score"] = rating.technique_score;
    out["mcm_band"] = rating.mcm_band;
    out["mcm_score"] = rating.mcm_score;
    const bool classic = rating.has_classic_ratings != 0;
    out["se_er"] = classic ? py::object(py::float_(rating.se_er)) : py::object(py::none());
    out["se_ep"] = classic ? py::object(py::float_(rating.se_ep)) : py::object(py::none());
    out["se_ed"] = classic ? py::object(py::float_(rating.se_ed)) : py::object(py::none());
    out["hodoku_score"] = classic ? py::object(py::int_(rating.hodoku_score)) : py::object(py::none());
    out["hodoku_level"] = classic ? py::object(py::str(rating.hodoku_level)) : py::object(py::none());
    return out;
}

/// NULL for None: the C API's "the default".
const char* or_null(const std::optional<std::string>& text) { return text ? text->c_str() : nullptr; }

}  // namespace
}  // namespace gridforge_python

PYBIND11_MODULE(_core, module) {
    using namespace gridforge_python;
    module.doc() = "gridforge's engine through its C API; use the gridforge package, not this module.";

    const auto define = [&](const char* name, py::tuple bases, const char* doc) {
        py::object type = py::reinterpret_steal<py::object>(
            PyErr_NewExceptionWithDoc((std::string("gridforge.") + name).c_str(), doc, bases.ptr(), nullptr));
        if (!type) throw py::error_already_set();
        module.attr(name) = type;
        return type;
    };
    const py::object error = define("Error", py::make_tuple(py::handle(PyExc_Exception)), "Every error the engine reports.");
    exception_types.input = define("InputError", py::make_tuple(error, py::handle(PyExc_ValueError)),
                                   "A puzzle, state or JSON text could not be read; the message names where.");
    exception_types.usage = define("UsageError", py::make_tuple(error, py::handle(PyExc_ValueError)),
                                   "A bad argument: a value out of range, an unknown level, variant or scale.");
    exception_types.no_solution = define("NoSolutionError", py::make_tuple(error), "The puzzle has no solution.");
    exception_types.several_solutions =
        define("SeveralSolutionsError", py::make_tuple(error), "The puzzle has several solutions.");
    exception_types.generation = define("GenerationError", py::make_tuple(error, py::handle(PyExc_RuntimeError)),
                                        "The level was not reached within the attempts.");
    exception_types.time_limit = define("TimeLimitError", py::make_tuple(error, py::handle(PyExc_TimeoutError)),
                                        "A request's \"time_limit\" passed before its answer was found.");
    exception_types.internal = define("InternalError", py::make_tuple(error, py::handle(PyExc_RuntimeError)),
                                      "A bug in the engine (please report it).");

    py::class_<PuzzleHandle>(module, "PuzzleHandle", "A parsed puzzle (gf_puzzle).");

    module.def("version", [] {
        const char* version = nullptr;
        check(gf_version(&version));
        return std::string(version);
    });
    module.def("parse", &parse, py::arg("text"));
    module.def("size", &size, py::arg("puzzle"));
    module.def("givens", [](const PuzzleHandle& puzzle) {
        return cells(puzzle, [&](int* digits, std::size_t count) { return gf_puzzle_givens(puzzle.get(), digits, count); });
    });
    module.def("to_line", [](const PuzzleHandle& puzzle) {
        return text_of([&](char** out) { return gf_puzzle_to_line(puzzle.get(), out); });
    });
    module.def("to_json", [](const PuzzleHandle& puzzle) {
        return text_of([&](char** out) { return gf_puzzle_to_json(puzzle.get(), out); });
    });
    module.def("describe", [](const PuzzleHandle& puzzle) {
        return text_of([&](char** out) { return gf_puzzle_describe(puzzle.get(), out); });
    });
    module.def("count", [](const PuzzleHandle& puzzle, std::int64_t limit) {
        std::int64_t found = 0;
        gf_status status;
        {
            py::gil_scoped_release unlocked;
            status = gf_count(puzzle.get(), limit, &found);
        }
        check(status);
        return found;
    }, py::arg("puzzle"), py::arg("limit"));
    module.def("solve", [](const PuzzleHandle& puzzle) {
        return cells(puzzle, [&](int* digits, std::size_t count) { return gf_solve(puzzle.get(), digits, count); });
    });
    module.def("rate", [](const PuzzleHandle& puzzle) {
        gf_rating rating{};
        OwnedText json;
        gf_status status;
        {
            py::gil_scoped_release unlocked;
            status = gf_rate(puzzle.get(), &rating, &json.text);
        }
        check(status);
        return py::make_tuple(rating_dict(rating), json.str());
    });
    module.def("generate", [](std::optional<std::string> variant, std::optional<std::string> scale,
                              std::optional<std::string> level, std::uint64_t seed, int side,
                              std::optional<std::string> symmetry, int attempts) {
        gf_generate_options options;
        gf_generate_options_init(&options);
        options.variant = or_null(variant);
        options.scale = or_null(scale);
        options.level = or_null(level);
        options.seed = seed;
        options.size = side;
        options.symmetry = or_null(symmetry);
        options.attempts = attempts;
        gf_puzzle* puzzle = nullptr;
        gf_status status;
        {
            py::gil_scoped_release unlocked;
            status = gf_generate(&options, &puzzle);
        }
        check(status);
        return PuzzleHandle(puzzle);
    }, py::arg("variant"), py::arg("scale"), py::arg("level"), py::arg("seed"), py::arg("size"), py::arg("symmetry"),
       py::arg("attempts"));
    module.def("hint", [](const PuzzleHandle& puzzle, std::optional<std::string> state, int level) {
        OwnedText json;
        OwnedText sentence;
        gf_status status;
        {
            py::gil_scoped_release unlocked;
            status = gf_hint(puzzle.get(), or_null(state), level, &json.text, &sentence.text);
        }
        check(status);
        return py::make_tuple(json.str(), sentence.str());
    }, py::arg("puzzle"), py::arg("state"), py::arg("level"));
    module.def("deduce_generate", [](std::optional<std::string> board, std::optional<std::string> mode,
                                     std::optional<std::string> band, std::optional<std::string> theme,
                                     std::uint64_t seed) {
        return text_of([&](char** out) {
            return gf_deduce_generate(or_null(board), or_null(mode), or_null(band), or_null(theme), seed, out);
        });
    }, py::arg("size"), py::arg("mode"), py::arg("band"), py::arg("theme"), py::arg("seed"));
    module.def("deduce_solve", [](const std::string& puzzle) {
        return text_of([&](char** out) { return gf_deduce_solve(puzzle.c_str(), out); });
    }, py::arg("puzzle"));
    module.def("deduce_hint", [](const std::string& puzzle, std::optional<std::string> moves) {
        return text_of([&](char** out) { return gf_deduce_hint(puzzle.c_str(), or_null(moves), out); });
    }, py::arg("puzzle"), py::arg("moves"));
    module.def("request", [](const std::string& request) {
        return text_of([&](char** out) { return gf_request(request.c_str(), out); });
    }, py::arg("request"));
}
