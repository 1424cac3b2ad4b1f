#include "lazy_library.hpp"

#include <dlfcn.h>

#include <map>
#include <mutex>
#include <stdexcept>
#include <string>

namespace gridforge::cli {

void* lazy_symbol(const LazyLibrary& library, const char* symbol) {
    static std::mutex mutex;
    static std::map<std::string, void*> handles;
    const std::lock_guard lock(mutex);
    void*& handle = handles[library.file];
    // RTLD_LOCAL: the library's symbols stay out of the global scope, so they cannot collide with
    // the forwarding functions of the same names in this executable.
    if (handle == nullptr) handle = dlopen(library.file, RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
        const char* why = dlerror();
        throw std::runtime_error(std::string("cannot load ") + library.file + " (" + library.purpose + "): " +
                                 (why != nullptr ? why : "unknown reason"));
    }
    dlerror();  // clears an earlier message, so that a null symbol is told from a failed lookup
    void* address = dlsym(handle, symbol);
    if (address == nullptr) {
        const char* why = dlerror();
        throw std::runtime_error(std::string("cannot find ") + symbol + " in " + library.file + " (" +
                                 library.purpose + "): " + (why != nullptr ? why : "null symbol"));
    }
    return address;
}

}  // namespace gridforge::cli
