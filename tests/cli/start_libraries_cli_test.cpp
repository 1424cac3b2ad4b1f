// The executable's start: Cairo and SQLite are not loaded until `print` or `bank` call
// them (apps/cli/lazy_library.hpp); print_cli_test and bank_cli_test show those commands reach them.

#include <gtest/gtest.h>

#include <string>

#include "cli/run_cli.hpp"

namespace gridforge::cli_test {
namespace {

using testing::run_shell;

TEST(StartLibraries, CairoAndSqliteAreNotLoadedAtStart) {
    // LD_TRACE_LOADED_OBJECTS=1 makes glibc's loader list the libraries it would map, as ldd does.
    const auto listed = run_shell(std::string("LD_TRACE_LOADED_OBJECTS=1 ") + GRIDFORGE_CLI);
    ASSERT_EQ(listed.exit_code, 0);
    ASSERT_NE(listed.out.find("libstdc++"), std::string::npos) << listed.out;
    EXPECT_EQ(listed.out.find("libcairo"), std::string::npos) << listed.out;
    EXPECT_EQ(listed.out.find("libsqlite3"), std::string::npos) << listed.out;
    EXPECT_EQ(listed.out.find("libX11"), std::string::npos) << listed.out;
}

}  // namespace
}  // namespace gridforge::cli_test
