#include "gridforge/deduce/board.hpp"

#include <array>
#include <charconv>
#include <stdexcept>

namespace gridforge::deduce {
namespace {

/// Six first names per initial, of many origins; the cast draws one of the six for each initial.
constexpr std::size_t kNamesPerInitial = 6;
constexpr std::array<std::array<const char*, kNamesPerInitial>, 26> kNames{{
    {"Alice", "Adam", "Anna", "Amir", "Ava", "Arthur"},
    {"Ben", "Bella", "Boris", "Bianca", "Bruno", "Beth"},
    {"Cara", "Carl", "Chloe", "Chen", "Clara", "Colin"},
    {"David", "Dora", "Diego", "Daisy", "Dev", "Dana"},
    {"Ella", "Eric", "Emma", "Elias", "Eve", "Enzo"},
    {"Frank", "Fiona", "Felix", "Fatima", "Finn", "Freya"},
    {"Grace", "Gus", "Gina", "George", "Greta", "Gabriel"},
    {"Hank", "Hazel", "Hugo", "Hana", "Harry", "Helen"},
    {"Iris", "Ivan", "Ines", "Igor", "Isla", "Isaac"},
    {"Julia", "Jack", "June", "Jonas", "Jade", "Jamal"},
    {"Kate", "Karl", "Kim", "Kofi", "Kira", "Kevin"},
    {"Liam", "Lena", "Leo", "Lucy", "Luis", "Layla"},
    {"Mia", "Max", "Maya", "Marco", "Mona", "Milo"},
    {"Nora", "Nick", "Nina", "Noah", "Nadia", "Ned"},
    {"Olga", "Oscar", "Olivia", "Omar", "Opal", "Otto"},
    {"Paul", "Pia", "Priya", "Pedro", "Petra", "Piet"},
    {"Quinn", "Queenie", "Quentin", "Qiana", "Quincy", "Quilla"},
    {"Ruth", "Ray", "Rosa", "Rami", "Rita", "Rohan"},
    {"Sam", "Sue", "Sofia", "Sven", "Sara", "Sami"},
    {"Tom", "Tina", "Tara", "Theo", "Tess", "Tariq"},
    {"Uma", "Ugo", "Ursula", "Umar", "Una", "Uli"},
    {"Vera", "Victor", "Vik", "Violet", "Vasco", "Vida"},
    {"Will", "Wendy", "Wanda", "Wes", "Wei", "Willa"},
    {"Xena", "Xavier", "Xia", "Ximena", "Xander", "Xiu"},
    {"Yara", "Yuri", "Yusuf", "Yoko", "Yves", "Yasmin"},
    {"Zoe", "Zack", "Zara", "Zane", "Zeke", "Zora"},
}};

}  // namespace

std::string_view trait_name(Trait trait) { return trait == Trait::criminal ? "criminal" : "innocent"; }

const std::vector<std::string_view>& profession_names() {
    static const std::vector<std::string_view> names{"builder", "clerk",   "coder",  "cook",   "cop",
                                                     "doctor",  "farmer",  "guard",  "judge",  "mech",
                                                     "painter", "pilot",   "singer", "sleuth", "teacher"};
    return names;
}

std::string profession_plural(int profession) {
    return std::string(profession_names().at(static_cast<std::size_t>(profession))) + "s";
}

Board::Board(int rows, int columns) : rows_(rows), columns_(columns) {
    if (rows < 2 || rows > 6 || columns < 2 || columns > 6) {
        throw std::invalid_argument("deduce board " + std::to_string(columns) + "x" + std::to_string(rows) +
                                    ": need 2..6 columns and rows");
    }
}

Mask Board::full() const { return (Mask{1} << cells()) - 1; }  // cells() <= 36 < 64

std::string Board::column_name(int column) { return "column " + std::string(1, static_cast<char>('A' + column)); }
std::string Board::row_name(int row) { return "row " + std::to_string(row + 1); }

std::string Board::cell_name(int cell) const {
    return std::string(1, static_cast<char>('A' + column_of(cell))) + std::to_string(row_of(cell) + 1);
}

int Board::parse_cell(std::string_view text) const {
    if (text.size() >= 2 && text[0] >= 'A' && text[0] < 'A' + columns_) {
        int row = 0;
        const char* end = text.data() + text.size();
        const auto [stop, error] = std::from_chars(text.data() + 1, end, row);
        if (error == std::errc() && stop == end && row >= 1 && row <= rows_) return cell_at(row - 1, text[0] - 'A');
    }
    throw std::invalid_argument("'" + std::string(text) + "' is not a cell of a " + size_name() + " board");
}

Mask Board::row_mask(int row) const { return ((Mask{1} << columns_) - 1) << (row * columns_); }

Mask Board::column_mask(int column) const {
    Mask mask = 0;
    for (int r = 0; r < rows_; ++r) mask |= Mask{1} << cell_at(r, column);
    return mask;
}

Mask Board::neighbours(int cell) const {
    Mask mask = 0;
    const int r0 = row_of(cell), c0 = column_of(cell);
    for (int r = r0 - 1; r <= r0 + 1; ++r) {
        for (int c = c0 - 1; c <= c0 + 1; ++c) {
            if (r < 0 || r >= rows_ || c < 0 || c >= columns_ || (r == r0 && c == c0)) continue;
            mask |= Mask{1} << cell_at(r, c);
        }
    }
    return mask;
}

Mask Board::orthogonal(int cell) const {
    const int r = row_of(cell), c = column_of(cell);
    Mask mask = 0;
    if (r > 0) mask |= Mask{1} << cell_at(r - 1, c);
    if (r + 1 < rows_) mask |= Mask{1} << cell_at(r + 1, c);
    if (c > 0) mask |= Mask{1} << cell_at(r, c - 1);
    if (c + 1 < columns_) mask |= Mask{1} << cell_at(r, c + 1);
    return mask;
}

Mask Board::edge() const { return row_mask(0) | row_mask(rows_ - 1) | column_mask(0) | column_mask(columns_ - 1); }

Mask Board::corners() const {
    return (Mask{1} << cell_at(0, 0)) | (Mask{1} << cell_at(0, columns_ - 1)) | (Mask{1} << cell_at(rows_ - 1, 0)) |
           (Mask{1} << cell_at(rows_ - 1, columns_ - 1));
}

Board Board::parse_size(std::string_view text) {
    const auto x = text.find('x');
    int columns = 0, rows = 0;
    if (x != std::string_view::npos) {
        const auto [s1, e1] = std::from_chars(text.data(), text.data() + x, columns);
        const auto [s2, e2] = std::from_chars(text.data() + x + 1, text.data() + text.size(), rows);
        if (e1 == std::errc() && s1 == text.data() + x && e2 == std::errc() && s2 == text.data() + text.size()) {
            return Board(rows, columns);
        }
    }
    throw std::invalid_argument("size '" + std::string(text) + "' is not COLUMNSxROWS such as 4x5");
}

std::string Board::size_name() const { return std::to_string(columns_) + "x" + std::to_string(rows_); }

std::vector<Person> random_cast(const Board& board, Rng& rng) {
    const int n = board.cells();
    std::vector<Person> people(static_cast<std::size_t>(n));
    const std::size_t initials = kNames.size();
    std::vector<std::size_t> picks(static_cast<std::size_t>(n));
    for (std::size_t i = 0; i < picks.size(); ++i) {
        // Past the last initial the letters start again: another of the six names of that initial.
        picks[i] = i < initials ? static_cast<std::size_t>(rng.below(kNamesPerInitial))
                                : (picks[i - initials] + 1 + static_cast<std::size_t>(rng.below(kNamesPerInitial - 1))) % kNamesPerInitial;
        people[i].name = kNames[i % initials][picks[i]];
    }
    // Group sizes 2 or 3 until every person is covered; a last group of 1 joins the previous one.
    std::vector<int> sizes;
    int covered = 0;
    while (covered < n) {
        int size = 2 + static_cast<int>(rng.below(2));
        if (n - covered - size == 1) ++size;
        if (size > n - covered) size = n - covered;
        sizes.push_back(size);
        covered += size;
    }
    std::vector<int> professions(profession_names().size());
    for (std::size_t i = 0; i < professions.size(); ++i) professions[i] = static_cast<int>(i);
    rng.shuffle(professions);
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = i;
    rng.shuffle(order);
    std::size_t next = 0;
    for (std::size_t group = 0; group < sizes.size(); ++group) {
        for (int k = 0; k < sizes[group]; ++k) {
            people[static_cast<std::size_t>(order[next++])].profession = professions[group % professions.size()];
        }
    }
    return people;
}

}  // namespace gridforge::deduce
