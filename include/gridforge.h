#ifndef GRIDFORGE_H
#define GRIDFORGE_H
/*
 * gridforge's C API: the engine behind opaque handles, for C and for any language with a C
 * foreign-function interface (the Python module is built on it). docs/c-api.md is the guide.
 *
 * Conventions, for every function:
 *  - it returns a gf_status; GF_OK is 0. On any other status its outputs are left NULL (pointers)
 *    or zero (numbers), and gf_last_error() says what went wrong and where (gf_request is the
 *    one exception: it also writes the error answer);
 *  - no C++ exception crosses this boundary;
 *  - strings it returns through `char **` are the caller's, freed with gf_string_free; handles
 *    are freed with their gf_..._free; both accept NULL;
 *  - text is UTF-8, NUL-terminated; JSON results follow docs/api.md, the schema the command
 *    line's --json answers and the web player share;
 *  - cells are in reading order (row by row), digits 1..N, 0 for an empty cell;
 *  - functions may be called from several threads at once on different handles; a gf_puzzle is
 *    read-only after it is made, so threads may also share one.
 *
 *     gf_puzzle *puzzle = NULL;
 *     if (gf_puzzle_parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
 *                         &puzzle) != GF_OK) { fprintf(stderr, "%s\n", gf_last_error()); return 1; }
 *     int solution[81];
 *     gf_status status = gf_solve(puzzle, solution, 81);   // GF_OK, GF_NO_SOLUTION, GF_SEVERAL_SOLUTIONS
 *     gf_puzzle_free(puzzle);
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What a call achieved; the values are stable (a binding may keep them as numbers). */
typedef enum gf_status {
    GF_OK = 0,
    GF_INPUT_ERROR = 1,        /* a puzzle, player state or JSON text could not be read; the message
                                  names line and column, the JSON key or the cell */
    GF_NO_SOLUTION = 2,        /* the puzzle has no solution (solve, rate, hint) */
    GF_SEVERAL_SOLUTIONS = 3,  /* the puzzle has several solutions (solve, rate, hint) */
    GF_GENERATION_FAILED = 4,  /* the level (or band) was not reached within the attempts */
    GF_CONTRACT_ERROR = 5,     /* a bad argument: NULL where a value is needed, a number out of
                                  range, an unknown name (level, variant, scale, ...), a buffer of
                                  the wrong length */
    GF_OUT_OF_MEMORY = 6,
    GF_INTERNAL = 7,           /* a bug; the message starts with "internal error" */
    GF_TIME_LIMIT = 8          /* gf_request: the request's "time_limit" passed before its answer */
} gf_status;

/* "GF_OK", "GF_INPUT_ERROR", ...; "GF_UNKNOWN" for a value not listed above. Static storage. */
const char *gf_status_name(gf_status status);

/* The message of this thread's last call that did not return GF_OK: "gf_count: limit 0 is out of
   range 1..10000000", "gf_puzzle_parse: line 1, column 7: unknown character 'x'". "" before any
   failure. Valid until the thread's next gf_ call; never NULL. */
const char *gf_last_error(void);

/* Frees a string the library returned. */
void gf_string_free(char *text);

/* The engine's version, "0.1.0" (static storage: do not free). */
gf_status gf_version(const char **version);

/* ---- Puzzles ---------------------------------------------------------------------------------- */

/* A Sudoku-family puzzle as read: geometry, givens, rules and the metadata the input carried
   (title, solution, level, ...). Opaque; read-only once made. */
typedef struct gf_puzzle gf_puzzle;

/* Reads one puzzle in any form the command line reads (docs/formats.md): the line form, a drawn
   grid, the JSON form, an f-puzzles, SudokuPad or sudokuwiki link, a Solo game id. Givens that
   break a rule are an input error. */
gf_status gf_puzzle_parse(const char *text, gf_puzzle **puzzle);
void gf_puzzle_free(gf_puzzle *puzzle);

/* N: the side of the grid (4 .. 16; 9 for classic). */
gf_status gf_puzzle_size(const gf_puzzle *puzzle, int *size);
/* The givens into `digits`, which must hold exactly `count` = N*N cells. */
gf_status gf_puzzle_givens(const gf_puzzle *puzzle, int *digits, size_t count);
/* The line form of the givens: N*N characters, '.' for an empty cell. */
gf_status gf_puzzle_to_line(const gf_puzzle *puzzle, char **line);
/* The JSON form of docs/formats.md on one line (variant keys and metadata included). */
gf_status gf_puzzle_to_json(const gf_puzzle *puzzle, char **json);
/* The API's parse answer: {"family": "sudoku", "puzzle": the JSON form, "rules": ["classic",
   "killer", ...]} (the --variant recipes of its rules). */
gf_status gf_puzzle_describe(const gf_puzzle *puzzle, char **json);

/* ---- Solving -------------------------------------------------------------------------------- */

/* Counts solutions up to `limit` (1 .. 10,000,000; 2 proves uniqueness) with the fastest solver
   that serves the puzzle. */
gf_status gf_count(const gf_puzzle *puzzle, int64_t limit, int64_t *count);
/* The solution of a unique puzzle into `digits` (exactly `count` = N*N cells); GF_NO_SOLUTION or
   GF_SEVERAL_SOLUTIONS otherwise. */
gf_status gf_solve(const gf_puzzle *puzzle, int *digits, size_t count);

/* ---- Rating ------------------------------------------------------------------------------- */

/* The main figures of gf_rate; the JSON answer holds every detail. A level name is "" where that
   rating does not apply. */
typedef struct gf_rating {
    char search_level[16];     /* easy, medium, hard, evil: the search scale (docs/levels.md) */
    uint64_t search_nodes;     /* the propagation solver's guesses behind it */
    char technique_level[16];  /* easy, medium, hard, unfair, extreme (docs/techniques.md) */
    char hardest[48];          /* the key of the hardest technique used ("" when none is needed) */
    double technique_se;       /* Sudoku Explainer value of the hardest step, 1.0 .. 10.5 */
    int technique_score;       /* HoDoKu-style sum of the steps' scores */
    char mcm_band[16];         /* cinch, confusing, challenging, crazy: singles and oracle */
    double mcm_score;          /* 0 .. 1 */
    int has_classic_ratings;   /* 1 for classic 9x9 puzzles: the five fields below are set */
    double se_er, se_ep, se_ed;  /* Sudoku Explainer's ratings, as serate computes them */
    int hodoku_score;
    char hodoku_level[16];     /* easy, medium, hard, unfair, extreme, as HoDoKu 2.2.0 */
} gf_rating;

/* Rates a unique puzzle on every scale (docs/ratings.md): the figures into `rating` and the API's
   rate answer (the puzzle object with "level" and "rating": search, technique, mcm, se, hodoku)
   into `json`; either may be NULL. GF_NO_SOLUTION or GF_SEVERAL_SOLUTIONS for other puzzles. */
gf_status gf_rate(const gf_puzzle *puzzle, gf_rating *rating, char **json);

/* ---- Generating ----------------------------------------------------------------------------- */

/* What to generate; NULL strings and 0 numbers take the default given. */
typedef struct gf_generate_options {
    const char *variant;   /* "classic"; "x", "jigsaw", "killer", "thermo" or a comma list ("killer,x") */
    const char *scale;     /* "search"; "technique", "mcm" */
    const char *level;     /* "any", or a level of the scale ("evil", "extreme", "crazy", ...) */
    uint64_t seed;         /* any value; the same seed gives the same puzzle on every platform */
    int size;              /* 9; 4, 6, 8, 10, 12, 14, 15, 16 */
    const char *symmetry;  /* "none"; "rotate180", "rotate90", "mirror", "diagonal" */
    int attempts;          /* 120; at most 1,000,000 */
} gf_generate_options;

/* The defaults above, seed 1 (the command line's). */
void gf_generate_options_init(gf_generate_options *options);

/* A new puzzle with a unique solution. Its metadata holds "solution", "level", "rating" and
   "x-generation" (gf_puzzle_to_json shows them). GF_GENERATION_FAILED when the level was not
   reached within the attempts. `options` NULL: the defaults. */
gf_status gf_generate(const gf_generate_options *options, gf_puzzle **puzzle);

/* ---- Hints ---------------------------------------------------------------------------------- */

/* A hint from a player's state: `state` NULL (the givens alone), a puzzle line of givens and
   entries, a pencil-mark grid, or {"grid", "candidates"} JSON (docs/api.md). `level` 1 (a nudge),
   2 (the technique and its cells) or 3 (the whole step). `json`: the API's hint answer (the puzzle
   object with "x-hint"); `sentence`: its text, what a player reads. Either may be NULL.
   GF_NO_SOLUTION or GF_SEVERAL_SOLUTIONS when the puzzle is not unique. */
gf_status gf_hint(const gf_puzzle *puzzle, const char *state, int level, char **json, char **sentence);

/* ---- Deduction grids (docs/deduce.md): puzzles as gridforge-deduce/1 JSON text -------------- */

/* A new deduction grid: `size` "4x5" (NULL: default), `mode` "revealed" | "open", `band` ""
   (any) | easy | medium | tricky | hard | brutal, `theme` "everyday" | "village" | "station".
   `json`: the puzzle with "difficulty", "hints" and "x-generation". */
gf_status gf_deduce_generate(const char *size, const char *mode, const char *band, const char *theme,
                             uint64_t seed, char **json);
/* The guess-free solution path: {"hints": [every step, in order], "graph": the logic graph}.
   GF_INPUT_ERROR when the puzzle has no guess-free path. */
gf_status gf_deduce_solve(const char *puzzle, char **json);
/* The next step after the accepted marks `moves` (NULL: none; a JSON array
   [{"cell": "B2", "verdict": "criminal"}, ...]): {"hint": the step or null, "text": its sentence}. */
gf_status gf_deduce_hint(const char *puzzle, const char *moves, char **json);

/* ---- Every operation of docs/api.md ---------------------------------------------------------- */

/* Answers one API request ({"op": "explain", "puzzle": ...}, docs/api.md) with its JSON answer.
   Unlike the other functions, an error answer ({"error", "kind", "key"}) is written to `answer`
   too, and the status says its kind: usage -> GF_CONTRACT_ERROR, input -> GF_INPUT_ERROR,
   generation -> GF_GENERATION_FAILED, internal -> GF_INTERNAL. */
gf_status gf_request(const char *request, char **answer);

#ifdef __cplusplus
}
#endif

#endif /* GRIDFORGE_H */
