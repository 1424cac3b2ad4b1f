// The library's smallest program: reads a puzzle, counts its solutions, generates a puzzle from a
// seed and prints them. tests/package_test.cmake checks its output line by line.
#include <iostream>

#include <gridforge/format.hpp>
#include <gridforge/generate.hpp>
#include <gridforge/solve.hpp>

int main() {
    using namespace gridforge;
    // A classic puzzle with one solution (tests/data: the line form of docs/formats.md).
    const PuzzleRecord record = parse_puzzle(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    const CountResult counted = count_solutions(record.puzzle, 2);
    std::cout << "solutions: " << counted.count << '\n';
    if (counted.solution) std::cout << "solution: " << write_line(*counted.solution) << '\n';

    GenerateOptions options;
    options.seed = 7;
    options.level = Level::easy;
    const Generated generated = generate(options);
    std::cout << "generated: " << write_line(generated.puzzle.givens()) << '\n';
    std::cout << "level: " << level_name(generated.level) << '\n';
    std::cout << "unique: " << count_solutions(generated.puzzle, 2).count << '\n';
}
