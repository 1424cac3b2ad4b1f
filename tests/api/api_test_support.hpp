#pragma once
// Calling the JSON API as a front end does: a request object in, the parsed answer out.

#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "gridforge/api.hpp"

namespace gridforge::testing {

/// top95 #1 (evil) and its solution; a classic easy puzzle and its solution.
inline constexpr const char* kTop95First = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
inline constexpr const char* kTop95FirstSolution =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
inline constexpr const char* kEasy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
inline constexpr const char* kEasySolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// handle() on the request's text, parsed; a test fails when the answer is not one JSON object.
inline nlohmann::json call(const nlohmann::json& request) {
    const std::string answer = api::handle(request.dump());
    nlohmann::json parsed = nlohmann::json::parse(answer, nullptr, /*allow_exceptions=*/false);
    EXPECT_TRUE(parsed.is_object()) << answer;
    return parsed;
}

/// handle() on raw text (not necessarily JSON).
inline nlohmann::json call_text(const std::string& request) {
    const std::string answer = api::handle(request);
    nlohmann::json parsed = nlohmann::json::parse(answer, nullptr, /*allow_exceptions=*/false);
    EXPECT_TRUE(parsed.is_object()) << answer;
    return parsed;
}

/// Asserts an error answer: its kind, its key (empty: no "key"), and a fragment of its message.
inline void expect_error(const nlohmann::json& answer, const std::string& kind, const std::string& key,
                         const std::string& fragment) {
    ASSERT_TRUE(answer.contains("error")) << answer.dump();
    EXPECT_EQ(answer["kind"], kind) << answer.dump();
    if (key.empty()) {
        EXPECT_FALSE(answer.contains("key")) << answer.dump();
    } else {
        EXPECT_EQ(answer.value("key", ""), key) << answer.dump();
    }
    EXPECT_NE(answer["error"].get<std::string>().find(fragment), std::string::npos)
        << "'" << fragment << "' not in: " << answer["error"].get<std::string>();
}

}  // namespace gridforge::testing
