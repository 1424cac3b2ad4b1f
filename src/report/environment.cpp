#include "gridforge/report/environment.hpp"

#include <cctype>
#include <chrono>
#include <ctime>
#include <fstream>
#include <thread>

#include <fmt/format.h>

#ifndef GRIDFORGE_BUILD_TYPE
#define GRIDFORGE_BUILD_TYPE "unknown"
#endif

namespace gridforge::report {
namespace {

std::string cpu_model_name() {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("model name", 0) != 0) continue;
        const std::size_t colon = line.find(':');
        if (colon == std::string::npos) continue;
        std::size_t begin = line.find_first_not_of(" \t", colon + 1);
        if (begin == std::string::npos) continue;
        std::size_t end = line.find_last_not_of(" \t\r");
        return line.substr(begin, end - begin + 1);
    }
    return "unknown-cpu";
}

std::string compiler_slug() {
#if defined(__clang__)
    return fmt::format("clang-{}.{}.{}", __clang_major__, __clang_minor__, __clang_patchlevel__);
#elif defined(__GNUC__)
    return fmt::format("gcc-{}.{}.{}", __GNUC__, __GNUC_MINOR__, __GNUC_PATCHLEVEL__);
#else
    return "unknown-compiler";
#endif
}

std::string utc_now() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm parts{};
    gmtime_r(&now, &parts);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &parts);
    return text;
}

}  // namespace

std::string load_average() {
    std::ifstream in("/proc/loadavg");
    std::string one, five, fifteen;
    if (!(in >> one >> five >> fifteen)) return "unknown";
    return one + " " + five + " " + fifteen;
}

std::string slugify(const std::string& text) {
    std::string slug;
    bool dash = false;
    for (char c : text) {
        const unsigned char u = static_cast<unsigned char>(c);
        if (std::isalnum(u)) {
            if (dash && !slug.empty()) slug += '-';
            slug += static_cast<char>(std::tolower(u));
            dash = false;
        } else {
            dash = true;
        }
    }
    return slug;
}

Environment detect_environment(int argc, const char* const* argv) {
    Environment env;
    env.cpu_model = cpu_model_name();
    env.cores = std::thread::hardware_concurrency();
    env.machine = fmt::format("{}-{}c", slugify(env.cpu_model), env.cores);
    env.compiler = compiler_slug();
    env.build_type = GRIDFORGE_BUILD_TYPE;
#ifdef NDEBUG
    env.assertions = false;
#else
    env.assertions = true;
#endif
    env.date_utc = utc_now();
    for (int i = 0; i < argc; ++i) env.command += (i ? " " : "") + std::string(argv[i]);
    return env;
}

}  // namespace gridforge::report
