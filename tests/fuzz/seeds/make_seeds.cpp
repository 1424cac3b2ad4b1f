// Writes the seed corpus of every fuzz target (tests/fuzz) from the test data, through the
// engine's own writers, so each reader starts from inputs it accepts:
//   make_seeds TEST_DATA_DIR OUT_DIR   ->  OUT_DIR/<target>/<n> (one input a file)
// scripts/fuzz runs it before fuzzing; nothing of the corpus is kept in the repository.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "format/fpuzzles.hpp"
#include "format/lz_string.hpp"
#include "gridforge/api.hpp"
#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/json.hpp"
#include "gridforge/format.hpp"

namespace fs = std::filesystem;
using namespace gridforge;

namespace {

fs::path out_dir;

void seed(const std::string& target, const std::string& text) {
    const fs::path dir = out_dir / target;
    fs::create_directories(dir);
    const auto count = std::distance(fs::directory_iterator(dir), fs::directory_iterator{});
    std::ofstream(dir / std::to_string(count), std::ios::binary) << text;
}

std::vector<std::string> lines_of(const fs::path& file, std::size_t most) {
    std::ifstream in(file);
    std::vector<std::string> lines;
    for (std::string line; lines.size() < most && read_line(in, line);) {
        if (!line.empty() && line[0] != '#') lines.push_back(line);
    }
    return lines;
}

std::string contents(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Every form `record` can be written in, each to the targets that read it.
void seed_forms(const PuzzleRecord& record) {
    auto write = [&](OutputForm form) -> std::string {
        try {
            return write_form(record, form);
        } catch (const std::invalid_argument&) {
            return {};  // a form that cannot hold this puzzle
        }
    };
    auto chomp = [](std::string text) {
        while (!text.empty() && text.back() == '\n') text.pop_back();
        return text;
    };
    const std::string json = chomp(write(OutputForm::json));
    seed("json_form", json);
    seed("fpuzzles", format_detail::fpuzzles_of_json_form(nlohmann::json::parse(json)).dump());
    seed("api_request", nlohmann::json{{"op", "parse"}, {"puzzle", json}}.dump());
    seed("api_request", nlohmann::json{{"op", "board"}, {"puzzle", json}}.dump());
    std::string stream;
    for (auto form : {OutputForm::line, OutputForm::grid, OutputForm::sdk, OutputForm::ss, OutputForm::sdm,
                      OutputForm::fpuzzles, OutputForm::sudokupad, OutputForm::solo, OutputForm::ps,
                      OutputForm::sumocue}) {
        const std::string text = write(form);
        if (text.empty()) continue;
        seed("parse_puzzle", text);
        stream += text;
        if (form == OutputForm::line) seed("line_form", chomp(text));
        if (form == OutputForm::fpuzzles || form == OutputForm::sudokupad || form == OutputForm::solo) seed("shared_link", chomp(text));
        if (form == OutputForm::solo) seed("solo_id", chomp(text));
        if (form == OutputForm::ps || form == OutputForm::sumocue) seed("killer_text", chomp(text));
    }
    seed("puzzle_reader", stream + json + "\n");
    if (const std::string sukaku = write(OutputForm::sukaku); !sukaku.empty()) seed("sukaku", chomp(sukaku));
}

void seed_player_states(const PuzzleRecord& record) {
    const std::string line = write_line(record.puzzle.givens());
    seed("player_state", line);
    seed("player_state", write_drawn_grid(record.puzzle.givens(), record.puzzle.geometry()));
    seed("player_state", nlohmann::json{{"grid", line}, {"candidates", {{"r1c2", "12"}, {"r9c9", "9"}}}}.dump());
    seed("player_state", write_sukaku(candidates_of(record.puzzle.givens())));
    seed("api_request", nlohmann::json{{"op", "conflicts"}, {"puzzle", line}, {"grid", line}}.dump());
    seed("api_request", nlohmann::json{{"op", "validate"}, {"puzzle", line}}.dump());
}

void seed_deduce() {
    for (std::uint64_t seed_number : {1, 2}) {
        deduce::DeduceGenerateOptions options;
        options.seed = seed_number;
        options.board = deduce::Board{3, 3};
        const auto generated = deduce::generate_deduce(options);
        seed("deduce_json", deduce::to_json(generated.puzzle).dump());
        seed("deduce_json", deduce::to_json(generated.puzzle, &generated.analysis).dump());
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: make_seeds TEST_DATA_DIR OUT_DIR\n";
        return 2;
    }
    const fs::path data = argv[1];
    out_dir = argv[2];
    std::vector<std::string> inputs = lines_of(data / "top95.txt", 6);
    for (const char* file : {"generated_variant_jigsaw.jsonl", "generated_variant_killer.jsonl",
                             "generated_variant_killer_x.jsonl", "generated_variant_thermo.jsonl",
                             "generated_variant_x.jsonl"}) {
        for (auto& line : lines_of(data / file, 2)) inputs.push_back(line);
    }
    for (const auto& input : inputs) seed_forms(parse_puzzle(input));
    seed_player_states(parse_puzzle(inputs.front()));
    for (const auto& entry : fs::directory_iterator(data / "formats")) {
        const std::string text = contents(entry.path());
        const std::string name = entry.path().filename().string();
        seed("puzzle_reader", text);
        if (name.ends_with(".json")) seed("fpuzzles", text);
        if (name.ends_with(".sdk")) seed("parse_puzzle", text);
        if (name == "solo_ids.txt") {
            for (auto& line : lines_of(entry.path(), 20)) seed("solo_id", line), seed("shared_link", line);
        }
        if (name.ends_with(".scl") || name.ends_with(".link")) {
            for (auto& line : lines_of(entry.path(), 20)) {
                seed("shared_link", line);
                if (line.starts_with("scl")) {
                    seed("lz_string", line.substr(3));
                    seed("sudokupad_zip", format_detail::lz_decompress(line.substr(3), format_detail::LzAlphabet::base64));
                }
            }
        }
    }
    seed_deduce();
    seed("api_request", R"({"op": "version"})");
    return 0;
}
