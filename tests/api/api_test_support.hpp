#pragma once
// Calling the JSON API as a front end does: a request object in, the parsed answer out.

#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "gridforge/api.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge::testing {

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
