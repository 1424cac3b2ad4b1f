#include "gridforge/deduce/cnf_builder.hpp"

#include <stdexcept>

namespace gridforge::deduce {

CnfBuilder::CnfBuilder(int cells) {
    cnf_.variables = cells;
    true_ = fresh();
    add_clause({true_});
}

int CnfBuilder::fresh() { return ++cnf_.variables; }

void CnfBuilder::add_clause(std::vector<int> clause) {
    if (clause.empty()) throw std::logic_error("CnfBuilder::add_clause: empty clause");
    cnf_.clauses.push_back(std::move(clause));
}

int CnfBuilder::and_of(const std::vector<int>& literals) {
    std::vector<int> kept;
    for (int l : literals) {
        if (l == -true_) return -true_;
        if (l != true_) kept.push_back(l);
    }
    if (kept.empty()) return true_;
    if (kept.size() == 1) return kept[0];
    const int g = fresh();
    std::vector<int> back{g};
    for (int l : kept) {
        add_clause({-g, l});
        back.push_back(-l);
    }
    add_clause(back);
    return g;
}

int CnfBuilder::or_of(const std::vector<int>& literals) {
    std::vector<int> negated;
    for (int l : literals) negated.push_back(-l);
    return -and_of(negated);
}

int CnfBuilder::xor_of(const std::vector<int>& literals) {
    int acc = -true_;
    for (int l : literals) {
        if (l == true_ || l == -true_) {
            if (l == true_) acc = -acc;
            continue;
        }
        if (acc == -true_) { acc = l; continue; }
        if (acc == true_) { acc = -l; continue; }
        const int g = fresh();
        add_clause({-g, acc, l});
        add_clause({-g, -acc, -l});
        add_clause({g, -acc, l});
        add_clause({g, acc, -l});
        acc = g;
    }
    return acc;
}

std::vector<int> CnfBuilder::merge(const std::vector<int>& a, const std::vector<int>& b) {
    const int p = static_cast<int>(a.size()), q = static_cast<int>(b.size());
    std::vector<int> out(static_cast<std::size_t>(p + q));
    for (int& o : out) o = fresh();
    // at(x, i) = "at least i of side x", with at(x, 0) = true and at(x, size+1) = false.
    const auto at = [&](const std::vector<int>& x, int i) {
        if (i == 0) return true_;
        if (i > static_cast<int>(x.size())) return -true_;
        return x[static_cast<std::size_t>(i - 1)];
    };
    for (int i = 0; i <= p; ++i) {
        for (int j = 0; j <= q; ++j) {
            if (i + j >= 1) {  // at(a,i) and at(b,j) imply out >= i+j
                std::vector<int> clause{out[static_cast<std::size_t>(i + j - 1)]};
                if (i > 0) clause.push_back(-at(a, i));
                if (j > 0) clause.push_back(-at(b, j));
                add_clause(clause);
            }
            if (i + j + 1 <= p + q) {  // not at(a,i+1) and not at(b,j+1) imply out < i+j+1
                std::vector<int> clause{-out[static_cast<std::size_t>(i + j)]};
                if (i + 1 <= p) clause.push_back(at(a, i + 1));
                if (j + 1 <= q) clause.push_back(at(b, j + 1));
                add_clause(clause);
            }
        }
    }
    return out;
}

std::vector<int> CnfBuilder::unary(const std::vector<int>& literals) {
    if (literals.size() <= 1) return literals;
    const auto middle = literals.begin() + static_cast<std::ptrdiff_t>(literals.size() / 2);
    return merge(unary(std::vector<int>(literals.begin(), middle)), unary(std::vector<int>(middle, literals.end())));
}

int CnfBuilder::at_least(const std::vector<int>& unary_count, int n) const {
    if (n <= 0) return true_;
    if (n > static_cast<int>(unary_count.size())) return -true_;
    return unary_count[static_cast<std::size_t>(n - 1)];
}

int CnfBuilder::exactly(const std::vector<int>& unary_count, int n) {
    return and_of({at_least(unary_count, n), -at_least(unary_count, n + 1)});
}

}  // namespace gridforge::deduce
