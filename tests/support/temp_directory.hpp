#pragma once
// A test fixture with a temporary directory of its own (the CLI tests' output files, the bank's
// SQLite files).

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

namespace gridforge::testing {

/// A test with a fresh directory of its own under the system's temporary directory (`dir_`),
/// removed with everything in it when the test ends.
class TempDirectoryTest : public ::testing::Test {
protected:
    void SetUp() override {
        std::string pattern = (std::filesystem::temp_directory_path() / "gridforge-test-XXXXXX").string();
        ASSERT_NE(mkdtemp(pattern.data()), nullptr);
        dir_ = pattern;
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    std::filesystem::path dir_;
};

}  // namespace gridforge::testing
