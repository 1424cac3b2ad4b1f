#pragma once
/// \file
/// Shared libraries opened on first use. Cairo (with its X11, font and image libraries) and SQLite
/// are needed only by `print` and `bank`, yet linked normally the dynamic loader maps and
/// relocates those 20 libraries at every start: about half the start of `gridforge count FILE`
/// (docs/solver-speed.md, "The start of the process"). lazy_cairo.cpp and lazy_sqlite.cpp define
/// the functions the command line calls, each looking up the library's own on its first call, so
/// the executable does not name those libraries (it is linked with --as-needed, CMakeLists.txt).

namespace gridforge::cli {

/// A library opened on first use: its file name (with the ABI version, e.g. "libcairo.so.2") and
/// what it is for, named in the error when it cannot be opened.
struct LazyLibrary {
    const char* file;
    const char* purpose;
};

/// The address of `symbol` in `library`, opening it on the first call (dlopen, thread-safe).
/// Throws std::runtime_error naming the library, what it is for and the loader's message when the
/// library cannot be opened or lacks the symbol (a broken installation: the package depends on it).
void* lazy_symbol(const LazyLibrary& library, const char* symbol);

}  // namespace gridforge::cli

/// The body of a forwarding function: calls `name` of `library` with the arguments. Its pointer is
/// looked up once (a function-local static, initialised thread-safely).
#define GRIDFORGE_LAZY_FORWARD(library, name, ...)                                                    \
    static const auto real_function =                                                                 \
        reinterpret_cast<decltype(&::name)>(::gridforge::cli::lazy_symbol(library, #name));           \
    return real_function(__VA_ARGS__)
