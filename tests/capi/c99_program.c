/* The C API from C: built with -std=c99 -Wall -Wpedantic -Werror (tests/CMakeLists.txt) and run by
   ctest. Solves, counts, rates, generates and hints through include/gridforge.h alone, and checks
   an error's status and message; exits 1 on the first wrong answer. */
#include <stdio.h>
#include <string.h>

#include "gridforge.h"

#define CHECK(condition)                                                                     \
    do {                                                                                     \
        if (!(condition)) {                                                                  \
            fprintf(stderr, "c99_program: line %d: %s (last error: %s)\n", __LINE__,         \
                    #condition, gf_last_error());                                            \
            return 1;                                                                        \
        }                                                                                    \
    } while (0)

static const char *const top95_first =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
static const char *const top95_first_solution =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

int main(void) {
    gf_puzzle *puzzle = NULL;
    gf_puzzle *generated = NULL;
    gf_generate_options options;
    gf_rating rating;
    int solution[81];
    char solution_text[82];
    int64_t count = 0;
    char *text = NULL;
    const char *version = NULL;
    int cell;

    CHECK(gf_version(&version) == GF_OK && strcmp(version, GRIDFORGE_EXPECTED_VERSION) == 0);

    CHECK(gf_puzzle_parse(top95_first, &puzzle) == GF_OK);
    CHECK(gf_count(puzzle, 2, &count) == GF_OK && count == 1);
    CHECK(gf_solve(puzzle, solution, 81) == GF_OK);
    for (cell = 0; cell < 81; ++cell) solution_text[cell] = (char)('0' + solution[cell]);
    solution_text[81] = '\0';
    CHECK(strcmp(solution_text, top95_first_solution) == 0);

    CHECK(gf_rate(puzzle, &rating, NULL) == GF_OK);
    CHECK(rating.has_classic_ratings == 1 && rating.se_er > 1.0 && strlen(rating.search_level) > 0);
    printf("top95 #1: search level %s, technique %s (SE %.1f), ER %.1f\n", rating.search_level,
           rating.technique_level, rating.technique_se, rating.se_er);

    CHECK(gf_hint(puzzle, NULL, 1, NULL, &text) == GF_OK && strlen(text) > 0);
    printf("hint: %s\n", text);
    gf_string_free(text);
    gf_puzzle_free(puzzle);

    gf_generate_options_init(&options);
    options.seed = 7;
    options.size = 4;
    CHECK(gf_generate(&options, &generated) == GF_OK);
    CHECK(gf_puzzle_to_line(generated, &text) == GF_OK && strlen(text) == 16);
    printf("generated 4x4: %s\n", text);
    gf_string_free(text);
    gf_puzzle_free(generated);

    /* An error: a status, no output, and a message naming the function and the place. */
    puzzle = NULL;
    CHECK(gf_puzzle_parse("4.....8.5.3.x", &puzzle) == GF_INPUT_ERROR && puzzle == NULL);
    CHECK(strncmp(gf_last_error(), "gf_puzzle_parse: line 1", 23) == 0);
    CHECK(strcmp(gf_status_name(GF_INPUT_ERROR), "GF_INPUT_ERROR") == 0);
    CHECK(strcmp(gf_status_name((gf_status)99), "GF_UNKNOWN") == 0);
    printf("error: %s\n", gf_last_error());
    return 0;
}
