/// For every clue type and every parameterisation of all_clues: eval and the CNF encoding agree on
/// all 2^9 assignments of a 3×3 board and all 2^16 of a 4×4 board.
///
/// Method (bit-parallel, 64 assignments per machine word): fix the cell variables to the
/// assignments and run unit propagation over the clue's clauses to a fixpoint. The test demands
/// that propagation assigns every auxiliary variable without a conflict and leaves every clause
/// satisfied. Unit propagation is sound, so the derived values are the only extension of the
/// assignment: the formula plus the clue's literal then has exactly the models where that literal
/// came out true, and the test compares that literal with eval, lane by lane.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "gridforge/deduce/clue.hpp"
#include "gridforge/deduce/clue_cnf.hpp"
#include "gridforge/deduce/theme.hpp"
#include "gridforge/rng.hpp"
#include "support/sanitizers.hpp"

namespace gridforge::deduce {
namespace clue_cnf_test {
namespace {

using Word = std::uint64_t;

/// Words handled together: every clause is visited once per block instead of once per word, and
/// the inner loops over the block's words are plain enough for the compiler to vectorise.
constexpr std::size_t kBlock = 8;
using Block = std::array<Word, kBlock>;

/// Checks one clue over all 2^cells assignments; returns an empty string when they agree.
/// `encoded` is the clue whose CNF is checked against eval of `clue` (the same one, except in the
/// test that shows the checker catches a wrong encoding).
std::string check_clue(const CompiledClue& clue, const Board& board, const std::vector<Word>& cell_words_flat,
                       const CompiledClue* encoded_clue = nullptr) {
    const int cells = board.cells();
    const std::size_t words = (std::size_t{1} << cells) / 64;
    CnfBuilder builder(cells);
    const int literal = encode_clue(encoded_clue ? *encoded_clue : clue, builder);
    const Cnf& cnf = builder.cnf();
    const int variables = cnf.variables;
    // Literal l as an index into `value`: 2v holds "v is true" lanes, 2v+1 "v is false" lanes,
    // so "l is false" is index ^ 1. Clauses flattened for speed.
    const auto index_of = [](int l) { return static_cast<std::size_t>(l > 0 ? 2 * l : 2 * -l + 1); };
    std::vector<std::size_t> flat, offsets{0};
    for (const auto& clause : cnf.clauses) {
        if (clause.size() > 63) return "clause too long for the checker";
        for (int l : clause) flat.push_back(index_of(l));
        offsets.push_back(flat.size());
    }
    std::vector<Block> value(static_cast<std::size_t>(2 * variables + 2));
    const Mask full = board.full();
    const Block ones = [] {
        Block b;
        b.fill(~Word{0});
        return b;
    }();
    for (std::size_t w0 = 0; w0 < words; w0 += kBlock) {
        // A partial last block (boards under 9 cells) is padded with the all-innocent assignment.
        const std::size_t in_block = std::min(kBlock, words - w0);
        for (Block& b : value) b.fill(0);
        for (int i = 0; i < cells; ++i) {
            for (std::size_t j = 0; j < kBlock; ++j) {
                const Word cell = j < in_block ? cell_words_flat[static_cast<std::size_t>(i) * words + w0 + j] : 0;
                value[index_of(i + 1)][j] = cell;
                value[index_of(i + 1) ^ 1][j] = ~cell;
            }
        }
        // Clauses come in definition order (a gate after its inputs), so one pass usually
        // determines everything; further passes run only while something is left open.
        const auto determined = [&] {
            for (std::size_t v = 2; v < value.size(); v += 2) {
                for (std::size_t j = 0; j < kBlock; ++j) {
                    if ((value[v][j] | value[v + 1][j]) != ~Word{0}) return false;
                }
            }
            return true;
        };
        bool changed = false;
        do {  // at least one pass: every auxiliary, the constant true included, needs its clauses
            changed = false;
            for (std::size_t c = 0; c + 1 < offsets.size(); ++c) {
                const std::size_t* lits = flat.data() + offsets[c];
                const std::size_t k = offsets[c + 1] - offsets[c];
                // Per lane: `some` = at least one literal not false, `several` = at least two.
                // A lane with none is a conflict; with exactly one, that literal is forced true.
                Block some{}, several{};
                for (std::size_t i = 0; i < k; ++i) {
                    const Block& f = value[lits[i] ^ 1];
                    for (std::size_t j = 0; j < kBlock; ++j) {
                        several[j] |= some[j] & ~f[j];
                        some[j] |= ~f[j];
                    }
                }
                if (some != ones) return "conflict: a clause is falsified under propagation";
                Word any = 0;
                for (std::size_t j = 0; j < kBlock; ++j) any |= ~several[j];
                if (any == 0) continue;  // no unit lane
                for (std::size_t i = 0; i < k; ++i) {
                    Block& t = value[lits[i]];
                    const Block& f = value[lits[i] ^ 1];
                    Word forced_any = 0;
                    for (std::size_t j = 0; j < kBlock; ++j) {
                        const Word force = ~several[j] & ~f[j] & ~t[j];
                        t[j] |= force;
                        forced_any |= force;
                    }
                    changed = changed || forced_any != 0;
                }
            }
        } while (changed && !determined());
        if (!determined()) return "an auxiliary variable is not determined by the cells";
        for (std::size_t c = 0; c + 1 < offsets.size(); ++c) {
            Block satisfied{};
            for (std::size_t i = offsets[c]; i < offsets[c + 1]; ++i) {
                for (std::size_t j = 0; j < kBlock; ++j) satisfied[j] |= value[flat[i]][j];
            }
            if (satisfied != ones) return "a clause is falsified by the derived values";
        }
        const Block& encoded = value[index_of(literal)];
        for (std::size_t j = 0; j < in_block; ++j) {
            for (int lane = 0; lane < 64; ++lane) {
                const Mask x = static_cast<Mask>((w0 + j) * 64 + static_cast<std::size_t>(lane));
                const bool expected = eval(clue, x, full);
                if (((encoded[j] >> lane) & 1) != static_cast<Word>(expected)) {
                    return "disagree on assignment " + std::to_string(x) + ": eval " + (expected ? "true" : "false");
                }
            }
        }
    }
    return "";
}

/// Word w, lane j of cell i's row holds bit i of assignment 64·w + j.
std::vector<Word> make_cell_words(const Board& board) {
    const int cells = board.cells();
    const std::size_t words = (std::size_t{1} << cells) / 64;
    std::vector<Word> cell_words(static_cast<std::size_t>(cells) * words);
    for (int i = 0; i < cells; ++i) {
        for (std::size_t w = 0; w < words; ++w) {
            Word value = 0;
            for (int lane = 0; lane < 64; ++lane) value |= static_cast<Word>((((w * 64 + static_cast<std::size_t>(lane)) >> i) & 1)) << lane;
            cell_words[static_cast<std::size_t>(i) * words + w] = value;
        }
    }
    return cell_words;
}

void check_board(int rows, int columns, std::uint64_t seed, std::map<ClueType, int>& per_type) {
    const Board board(rows, columns);
    Rng rng(seed);
    const std::vector<Person> people = random_cast(board, rng, cast_theme(kDefaultTheme));
    const std::vector<Word> cell_words = make_cell_words(board);
    std::vector<Clue> clues = all_clues(board, people);
    // Under the sanitizers (scripts/test's second run) the 4×4 check would take minutes: there,
    // every 16th parameterisation only; the Release run checks them all.
    if (gridforge::testing::kUnderSanitizers && board.cells() > 9) {
        std::vector<Clue> some;
        for (std::size_t i = 0; i < clues.size(); i += 16) some.push_back(clues[i]);
        clues = some;
    }
    // Two threads (the checks are independent); problems are reported from the main thread.
    std::vector<std::string> problems(clues.size());
    const auto work = [&](std::size_t first, std::size_t step) {
        for (std::size_t i = first; i < clues.size(); i += step) {
            problems[i] = check_clue(compile(clues[i], board, people), board, cell_words);
        }
    };
    std::thread helper(work, 1, 2);
    work(0, 2);
    helper.join();
    int failures = 0;
    for (std::size_t i = 0; i < clues.size(); ++i) {
        ++per_type[clues[i].type];
        if (!problems[i].empty() && ++failures <= 10) {
            ADD_FAILURE() << board.size_name() << " " << clue_info(clues[i].type).name << " '"
                          << render(clues[i], board, people) << "': " << problems[i];
        }
    }
    EXPECT_EQ(failures, 0);
}

/// Runs check_board and reports the count and time; every type must have a parameterisation.
void check_every_type(int rows, int columns, std::uint64_t seed) {
    std::map<ClueType, int> per_type;
    const auto start = std::chrono::steady_clock::now();
    check_board(rows, columns, seed, per_type);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    int total = 0;
    for (ClueType type : all_clue_types()) {
        if (!gridforge::testing::kUnderSanitizers) {
            EXPECT_GT(per_type[type], 0) << clue_info(type).name << " has no parameterisation";
        }
        total += per_type[type];
    }
    std::printf("%dx%d: checked %d clue parameterisations on all %d assignments in %.1f s\n", columns, rows, total,
                1 << (rows * columns), seconds);
}

TEST(DeduceClueCnf, EvalAndEncodingAgreeOnEveryAssignmentOf3x3) { check_every_type(3, 3, 11); }

/// About 18,000 clues × 65,536 assignments (the slowest unit test; see check_clue for the blocking).
TEST(DeduceClueCnf, EvalAndEncodingAgreeOnEveryAssignmentOf4x4) { check_every_type(4, 4, 12); }

TEST(DeduceClueCnf, TheCheckerCatchesAWrongEncoding) {
    const Board board(3, 3);
    Rng rng(1);
    const std::vector<Person> people = random_cast(board, rng, cast_theme(kDefaultTheme));
    const std::vector<Word> cell_words = make_cell_words(board);
    Clue clue;
    clue.type = ClueType::number_in_unit;
    clue.unit = {UnitKind::neighbours, 4};
    clue.n = 3;
    const CompiledClue right = compile(clue, board, people);
    EXPECT_EQ(check_clue(right, board, cell_words), "");
    clue.n = 4;
    const CompiledClue wrong = compile(clue, board, people);
    EXPECT_NE(check_clue(right, board, cell_words, &wrong).find("disagree"), std::string::npos);
}

}  // namespace
}  // namespace clue_cnf_test
}  // namespace gridforge::deduce
