#pragma once
/// \file
/// Reading a request's keys: each getter checks the key's type and range and names the key in
/// its refusal, so a client learns which key to fix; allow() refuses keys an op does not read,
/// so a misspelt option is never silently ignored.

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "gridforge/api.hpp"

namespace gridforge::api {

/// The ops that take a "time_limit" key: those that can run long (as the command line's
/// --time-limit commands), the deduction grids' ops included (each SAT call of their reasoner reads
/// the deadline, and a solve in progress is ended from inside).
inline constexpr std::string_view kTimedOps[] = {"generate",    "solve",       "count",       "rate",
                                                 "explain",     "hint",        "trace",       "validate",
                                                 "check",       "deduce_mark", "deduce_hint", "deduce_rate",
                                                 "deduce_explain"};
/// The largest "time_limit", seconds (the command line's --time-limit bound).
inline constexpr double kLongestTimeLimit = 1e9;

/// A usage error naming `key`.
[[noreturn]] void refuse(const std::string& key, const std::string& message);

/// "a string", "an integer", "an array"...: what a JSON value is, for messages.
std::string describe_type(const nlohmann::json& value);

class Request {
public:
    /// `object` must be a JSON object holding a string "op"; it must outlive the request.
    explicit Request(const nlohmann::json& object);

    [[nodiscard]] const std::string& op() const { return op_; }
    /// Refuses the first key other than "op" and `keys`, listing the keys the op reads.
    void allow(std::initializer_list<std::string_view> keys) const;
    [[nodiscard]] bool has(std::string_view key) const;
    /// The value of a key that must be given.
    [[nodiscard]] const nlohmann::json& required(std::string_view key) const;
    /// A string key; `fallback` when absent.
    [[nodiscard]] std::string text(std::string_view key, std::string_view fallback) const;
    /// An integer key within lowest..highest; `fallback` when absent.
    [[nodiscard]] std::int64_t integer(std::string_view key, std::int64_t fallback, std::int64_t lowest,
                                       std::int64_t highest) const;
    /// A seed 0..2^64-1: a JSON integer or a decimal string (JavaScript numbers hold integers
    /// exactly only up to 2^53); `fallback` when absent.
    [[nodiscard]] std::uint64_t seed(std::string_view key, std::uint64_t fallback) const;
    /// The "time_limit" key, seconds (a positive number up to kLongestTimeLimit), of an op that
    /// can run long (kTimedOps); nullopt when absent. Such an op's allow() accepts the key
    /// besides its own; every other op refuses it as unknown.
    [[nodiscard]] std::optional<double> time_limit() const;

private:
    const nlohmann::json& object_;
    std::string op_;
    bool timed_ = false;  ///< whether the op takes "time_limit"

};

}  // namespace gridforge::api
