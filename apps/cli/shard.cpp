#include "shard.hpp"

#include <charconv>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

namespace gridforge::cli {
namespace shard_parsing {
namespace {

constexpr std::string_view kForms = "expected I/N (shard I of N, counted from 0), env or env/N";

/// A whole number 0..INT_MAX written with digits only; nullopt otherwise.
std::optional<int> whole_number(std::string_view text) {
    int value = 0;
    if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos) return std::nullopt;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

/// Reads what `--shard env...` is given to read: variables and their values, named in every error.
class EnvironmentReader {
public:
    EnvironmentReader(std::string_view option, const EnvironmentLookup& environment)
        : option_(option), environment_(environment) {}

    [[nodiscard]] bool has(const char* name) const { return environment_(name) != nullptr; }

    /// The variable's whole-number value; nullopt when unset; throws when it is not a number.
    [[nodiscard]] std::optional<int> number(const char* name) const {
        const char* value = environment_(name);
        if (value == nullptr) return std::nullopt;
        std::optional<int> number = whole_number(value);
        if (!number) fail(fmt::format("{}={} is not a whole number", name, value));
        return number;
    }

    [[noreturn]] void fail(const std::string& what) const {
        throw std::invalid_argument(fmt::format("--shard {}: {}", option_, what));
    }

private:
    std::string_view option_;
    const EnvironmentLookup& environment_;
};

Shard checked(Shard shard, const EnvironmentReader& reader, const std::string& source) {
    if (shard.count < 1) reader.fail("the number of shards must be at least 1");
    if (shard.index >= shard.count) {
        reader.fail(fmt::format("{} is not a shard of {} (shards are numbered 0..{})", source, shard.count,
                                shard.count - 1));
    }
    return shard;
}

/// A Slurm array task: index (ID - MIN) / STEP.
Shard slurm_shard(const EnvironmentReader& reader, std::optional<int> given_count) {
    const int id = *reader.number("SLURM_ARRAY_TASK_ID");
    const int min = reader.number("SLURM_ARRAY_TASK_MIN").value_or(0);
    const int step = reader.number("SLURM_ARRAY_TASK_STEP").value_or(1);
    const std::optional<int> array_count = reader.number("SLURM_ARRAY_TASK_COUNT");
    const std::string source = fmt::format("SLURM_ARRAY_TASK_ID={}", id);
    if (step < 1) reader.fail(fmt::format("SLURM_ARRAY_TASK_STEP={} must be at least 1", step));
    if (id < min || (id - min) % step != 0) {
        reader.fail(fmt::format("{} is not on the array SLURM_ARRAY_TASK_MIN={}, SLURM_ARRAY_TASK_STEP={}", source, min,
                                step));
    }
    if (!given_count && !array_count) {
        reader.fail(source + " gives the shard but SLURM_ARRAY_TASK_COUNT is not set: give the number, --shard env/N");
    }
    if (given_count && array_count && *given_count != *array_count) {
        reader.fail(fmt::format("SLURM_ARRAY_TASK_COUNT={} says {} shards, not {}: the shards would overlap or leave gaps",
                                *array_count, *array_count, *given_count));
    }
    return checked({(id - min) / step, given_count ? *given_count : *array_count}, reader, source);
}

}  // namespace
}  // namespace shard_parsing

Shard parse_shard(std::string_view text, const EnvironmentLookup& environment) {
    using namespace shard_parsing;
    const EnvironmentReader reader(text, environment);
    const std::size_t slash = text.find('/');
    const std::string_view first = text.substr(0, slash);
    std::optional<int> count;
    if (slash != std::string_view::npos) {
        count = whole_number(text.substr(slash + 1));
        if (!count) reader.fail(std::string(kForms));
    }
    if (first != "env") {
        const std::optional<int> index = whole_number(first);
        if (!index || !count) reader.fail(std::string(kForms));
        return checked({*index, *count}, reader, fmt::format("shard {}", *index));
    }
    if (count && *count < 1) reader.fail("the number of shards must be at least 1");
    if (reader.has("SLURM_ARRAY_TASK_ID")) return slurm_shard(reader, count);
    const std::optional<int> index = reader.number("JOB_COMPLETION_INDEX");
    if (!index) {
        reader.fail("neither SLURM_ARRAY_TASK_ID (a Slurm array job) nor JOB_COMPLETION_INDEX (a Kubernetes "
                    "Indexed Job) is set");
    }
    const std::string source = fmt::format("JOB_COMPLETION_INDEX={}", *index);
    if (!count) {
        reader.fail(source + " gives the shard but not the number of shards: give it, --shard env/N (N = the "
                             "Job's completions)");
    }
    return checked({*index, *count}, reader, source);
}

ShardRange shard_range(Shard shard, int items) {
    const auto at = [&](int index) {
        return static_cast<int>(static_cast<std::int64_t>(index) * items / shard.count);
    };
    return {at(shard.index), at(shard.index + 1)};
}

}  // namespace gridforge::cli
