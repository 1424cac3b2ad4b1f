#include "gridforge/cnf.hpp"

#include <ostream>
#include <stdexcept>

#include "gridforge/deadline.hpp"
#include "gridforge/rule.hpp"

namespace gridforge {
namespace {

/// The extra rules' clauses, appended to `cnf`; throws std::invalid_argument naming the first rule
/// without an encoding (Rule::encode_cnf).
void encode_extra_rules(Cnf& cnf, const Puzzle& puzzle) {
    for (const Rule* rule : puzzle.topology().extra_rules) rule->encode_cnf(cnf, puzzle.geometry());
}

/// Adds "exactly one of `literals`": one clause for at least one, one binary clause per pair for
/// at most one.
void add_exactly_one(Cnf& cnf, const std::vector<int>& literals) {
    check_deadline();  // the caller's (gridforge/deadline.hpp): a 25x25 encoding takes a noticeable time
    cnf.clauses.push_back(literals);
    for (std::size_t i = 0; i < literals.size(); ++i) {
        for (std::size_t j = i + 1; j < literals.size(); ++j) cnf.clauses.push_back({-literals[i], -literals[j]});
    }
}

}  // namespace

bool cnf_supports(const Puzzle& puzzle) {
    // A rule says whether it has an encoding only by giving it: encode into a scratch formula.
    Cnf scratch;
    scratch.variables = puzzle.geometry().cell_count() * puzzle.geometry().size();
    try {
        encode_extra_rules(scratch, puzzle);
    } catch (const std::invalid_argument&) {
        return false;
    }
    return true;
}

Cnf encode_cnf(const Puzzle& puzzle) {
    const int size = puzzle.geometry().size();
    const int cells = puzzle.geometry().cell_count();
    const auto& houses = puzzle.topology().houses;
    // "Exactly one" groups: each cell over its digits, each house and digit over the cells.
    const std::size_t groups = static_cast<std::size_t>(cells) + houses.size() * static_cast<std::size_t>(size);
    const auto clauses_per_group = static_cast<std::size_t>(1 + size * (size - 1) / 2);

    Cnf cnf;
    cnf.variables = cells * size;
    cnf.clauses.reserve(groups * clauses_per_group + static_cast<std::size_t>(puzzle.givens().filled_count()));
    std::vector<int> literals;
    for (Cell cell = 0; cell < cells; ++cell) {
        literals.clear();
        for (Digit digit = 1; digit <= size; ++digit) literals.push_back(cnf_variable(cell, digit, size));
        add_exactly_one(cnf, literals);
    }
    for (const House& house : houses) {
        for (Digit digit = 1; digit <= size; ++digit) {
            literals.clear();
            for (Cell cell : house.cells) literals.push_back(cnf_variable(cell, digit, size));
            add_exactly_one(cnf, literals);
        }
    }
    encode_extra_rules(cnf, puzzle);
    for (Cell cell = 0; cell < cells; ++cell) {
        const Digit given = puzzle.givens().at(cell);
        if (given != 0) cnf.clauses.push_back({cnf_variable(cell, given, size)});
    }
    return cnf;
}

std::vector<std::string> dimacs_comments(const Puzzle& puzzle) {
    const Geometry& geometry = puzzle.geometry();
    const int size = geometry.size();
    const std::string n = std::to_string(size);
    const std::string cells = std::to_string(geometry.cell_count());

    std::string givens;
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        const Digit digit = puzzle.givens().at(cell);
        givens += digit == 0 ? '.' : digit_char(digit);
    }
    std::string rules;
    for (const RulePtr& rule : puzzle.rules()) rules += (rules.empty() ? "" : ", ") + std::string(rule->name());

    std::vector<std::string> comments{
        "gridforge: a " + n + "x" + n + " puzzle with " + std::to_string(puzzle.givens().filled_count()) +
            " givens as SAT",
        "givens (line form, '.' = empty): " + givens,
        "rules: " + rules,
        "variable = " + cells + "*row + " + n + "*column + digit, true when cell r<row+1>c<column+1> holds digit",
        "  (row, column 0.." + std::to_string(size - 1) + ", digit 1.." + n + "; i.e. cell*" + n +
            "+digit with cells in reading order, cell r1c1 = 0)",
        "encoding: each cell and each house holds each digit exactly once, givens are unit clauses",
        "  (Lynce & Ouaknine, \"Sudoku as a SAT Problem\", 2006); the models are the solutions",
        "uniqueness: after a model, add the clause of the negated true variables of the empty cells",
        "  and solve again; UNSATISFIABLE means the solution is unique",
    };
    // The extra rules by name, once each; their clauses are documented with each rule (docs/rules/).
    std::string extra;
    for (const Rule* rule : puzzle.topology().extra_rules) {
        const std::string name(rule->name());
        if (extra.find("'" + name + "'") == std::string::npos) extra += (extra.empty() ? "'" : ", '") + name + "'";
    }
    if (!extra.empty()) {
        comments.push_back("rules beyond their houses (" + extra + ") add clauses of their own; variables above " +
                           std::to_string(geometry.cell_count() * size) + " are auxiliary,");
        comments.push_back("  each fixed by the cell variables (a cage's digit combination), so models stay one per solution");
    }
    return comments;
}

void write_dimacs(const Cnf& cnf, std::ostream& out, const std::vector<std::string>& comments) {
    for (const std::string& comment : comments) {
        if (comment.find_first_of("\r\n") != std::string::npos) {
            throw std::invalid_argument("write_dimacs: a comment line holds a line break: '" + comment + "'");
        }
        out << (comment.empty() ? "c" : "c " + comment) << '\n';
    }
    out << "p cnf " << cnf.variables << ' ' << cnf.clauses.size() << '\n';
    for (const auto& clause : cnf.clauses) {
        for (int literal : clause) out << literal << ' ';
        out << "0\n";
    }
}

}  // namespace gridforge
