#include "gridforge/cnf.hpp"

#include <ostream>
#include <stdexcept>

#include "gridforge/variants.hpp"

namespace gridforge {
namespace {

/// The first rule the encoding does not cover, or nullptr: houses are encoded for every rule,
/// and of the rules that say more, cages and thermometers.
const Rule* first_rule_without_encoding(const Puzzle& puzzle) {
    for (const Rule* rule : puzzle.topology().extra_rules) {
        if (dynamic_cast<const KillerCage*>(rule) == nullptr && dynamic_cast<const Thermometer*>(rule) == nullptr) {
            return rule;
        }
    }
    return nullptr;
}

/// Adds "exactly one of `literals`": one clause for at least one, one binary clause per pair for
/// at most one.
void add_exactly_one(Cnf& cnf, const std::vector<int>& literals) {
    cnf.clauses.push_back(literals);
    for (std::size_t i = 0; i < literals.size(); ++i) {
        for (std::size_t j = i + 1; j < literals.size(); ++j) cnf.clauses.push_back({-literals[i], -literals[j]});
    }
}

/// A cage that is not a house: no digit twice (one binary clause per digit and pair of cells);
/// with a sum, one new variable per combination of the table (true when the cage holds exactly
/// those digits), at least one of them true, and each forbidding every other digit in every cell
/// of the cage. n distinct digits out of a combination of n digits are the combination, so at
/// most one combination variable can be true and the models stay one per solution.
void encode_cage(Cnf& cnf, const KillerCage& cage, int size) {
    const auto& cells = cage.cells();
    for (Digit digit = 1; digit <= size; ++digit) {
        for (std::size_t i = 0; i < cells.size(); ++i) {
            for (std::size_t j = i + 1; j < cells.size(); ++j) {
                cnf.clauses.push_back({-cnf_variable(cells[i], digit, size), -cnf_variable(cells[j], digit, size)});
            }
        }
    }
    if (!cage.sum()) return;
    std::vector<int> some_combination;
    for (const DigitSet combination : cage.combinations()) {
        const int chosen = ++cnf.variables;
        some_combination.push_back(chosen);
        for (const Cell cell : cells) {
            for (Digit digit = 1; digit <= size; ++digit) {
                if (!combination.contains(digit)) cnf.clauses.push_back({-chosen, -cnf_variable(cell, digit, size)});
            }
        }
    }
    cnf.clauses.push_back(some_combination);  // non-empty: KillerCage refuses an unreachable sum
}

/// A thermometer: for each pair of consecutive cells, every pair of digits that does not rise is
/// forbidden (one binary clause per pair: N(N+1)/2 per step).
void encode_thermometer(Cnf& cnf, const Thermometer& thermometer, int size) {
    const auto& cells = thermometer.cells();
    for (std::size_t i = 1; i < cells.size(); ++i) {
        for (Digit lower = 1; lower <= size; ++lower) {
            for (Digit upper = 1; upper <= lower; ++upper) {
                cnf.clauses.push_back({-cnf_variable(cells[i - 1], lower, size), -cnf_variable(cells[i], upper, size)});
            }
        }
    }
}

}  // namespace

bool cnf_supports(const Puzzle& puzzle) { return first_rule_without_encoding(puzzle) == nullptr; }

Cnf encode_cnf(const Puzzle& puzzle) {
    if (const Rule* rule = first_rule_without_encoding(puzzle)) {
        throw std::invalid_argument("CNF encoding of rule '" + std::string(rule->name()) + "' is not implemented");
    }
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
    for (const Rule* rule : puzzle.topology().extra_rules) {
        if (const auto* cage = dynamic_cast<const KillerCage*>(rule)) encode_cage(cnf, *cage, size);
        if (const auto* thermometer = dynamic_cast<const Thermometer*>(rule)) encode_thermometer(cnf, *thermometer, size);
    }
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
    bool cages = false;
    bool thermometers = false;
    for (const Rule* rule : puzzle.topology().extra_rules) {
        cages = cages || dynamic_cast<const KillerCage*>(rule) != nullptr;
        thermometers = thermometers || dynamic_cast<const Thermometer*>(rule) != nullptr;
    }
    if (cages) {
        comments.push_back("cages: no digit twice in a cage; with a sum, variables above " +
                           std::to_string(geometry.cell_count() * size) + " stand for one digit combination");
        comments.push_back("  of one cage each (at least one per cage; each forbids the digits outside it)");
    }
    if (thermometers) {
        comments.push_back("thermometers: consecutive cells, bulb to tip, cannot hold a digit and then one not above it");
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
