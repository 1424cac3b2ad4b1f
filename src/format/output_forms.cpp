#include <array>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "format/cell_triples.hpp"
#include "format/json_rules.hpp"
#include "format/killer_text.hpp"
#include "format/sdk_metadata.hpp"
#include "format/shared_link.hpp"
#include "format/tatham_solo.hpp"
#include "gridforge/format.hpp"

namespace gridforge {
namespace {

struct NamedForm {
    std::string_view name;
    OutputForm form;
};
constexpr std::array<NamedForm, 13> kForms{{{"line", OutputForm::line},
                                           {"grid", OutputForm::grid},
                                           {"json", OutputForm::json},
                                           {"fpuzzles", OutputForm::fpuzzles},
                                           {"sudokupad", OutputForm::sudokupad},
                                           {"sdk", OutputForm::sdk},
                                           {"sdm", OutputForm::sdm},
                                           {"ss", OutputForm::ss},
                                           {"sukaku", OutputForm::sukaku},
                                           {"solo", OutputForm::solo},
                                           {"ps", OutputForm::ps},
                                           {"sumocue", OutputForm::sumocue},
                                           {"triples", OutputForm::triples}}};

std::string_view name_of(OutputForm form) {
    for (const NamedForm& named : kForms) {
        if (named.form == form) return named.name;
    }
    return "?";
}

/// The rule keys that make the puzzle more than classic ("cages, thermos"), or "" for a classic one.
std::string variant_keys(const nlohmann::json& form) {
    std::string keys;
    for (const auto& [key, value] : form.items()) {
        if (!format_detail::is_rule_key(key)) continue;
        keys += keys.empty() ? "" : ", ";
        keys += key;
    }
    return keys;
}

/// Refuses a variant puzzle, or a size the form cannot hold (`nine_only`: .sdk and .sdm).
void require_classic(const PuzzleRecord& record, const nlohmann::json& form, OutputForm to, bool nine_only) {
    const int size = record.puzzle.geometry().size();
    if (nine_only && size != 9) {
        throw std::invalid_argument(fmt::format("{} holds 9x9 puzzles only; this one is {}x{}", name_of(to), size, size));
    }
    if (const std::string keys = variant_keys(form); !keys.empty()) {
        throw std::invalid_argument(fmt::format("{} holds classic puzzles only; this one has the rule keys {} "
                                                "(write it as json, fpuzzles or sudokupad)",
                                                name_of(to), keys));
    }
}

}  // namespace

std::optional<OutputForm> output_form_named(std::string_view name) {
    for (const NamedForm& named : kForms) {
        if (named.name == name) return named.form;
    }
    return std::nullopt;
}

std::string output_form_names() {
    std::string names;
    for (const NamedForm& named : kForms) names += (names.empty() ? "" : ", ") + std::string(named.name);
    return names;
}

std::string write_form(const PuzzleRecord& record, OutputForm to, DigitStyle digits) {
    const nlohmann::json form = write_json(record);
    const Grid& givens = record.puzzle.givens();
    switch (to) {
        case OutputForm::json: {
            // JSON keeps all of a record (docs/formats.md), a line-form comment as "x-comment" as
            // the API's answers write it; the givens string in the chosen digits, as a JSON form is
            // read (the links below are other programs' forms, written in letters).
            nlohmann::json written = form;
            written["givens"] = write_line(givens, digits);
            if (!record.comment.empty() && !form.contains("x-comment")) written["x-comment"] = record.comment;
            return written.dump() + '\n';
        }
        case OutputForm::fpuzzles:
            return format_detail::fpuzzles_link(form) + '\n';
        case OutputForm::sudokupad:
            return format_detail::sudokupad_link(form) + '\n';
        case OutputForm::line:
            require_classic(record, form, to, false);
            return write_line(givens, digits) + (record.comment.empty() ? "" : " " + record.comment) + '\n';
        case OutputForm::sdm:
            require_classic(record, form, to, true);
            return write_line(givens) + '\n';
        case OutputForm::grid:
            require_classic(record, form, to, false);
            return write_drawn_grid(givens, record.puzzle.geometry(), digits) + '\n';
        case OutputForm::ss: {
            require_classic(record, form, to, true);
            // Simple Sudoku's layout: boxes split by '|', bands by a line of 11 '-'.
            const std::string cells = write_line(givens);
            std::string text;
            for (int row = 0; row < 9; ++row) {
                if (row == 3 || row == 6) text += "-----------\n";
                for (int stack = 0; stack < 3; ++stack) {
                    text += (stack > 0 ? "|" : "") + cells.substr(static_cast<std::size_t>(row * 9 + stack * 3), 3);
                }
                text += '\n';
            }
            return text + '\n';
        }
        case OutputForm::solo:
            return format_detail::solo_id_of_json_form(form) + '\n';
        case OutputForm::ps:
            return format_detail::ps_killer_text(form) + '\n';
        case OutputForm::sumocue:
            return format_detail::sumocue_killer_text(form) + '\n';
        case OutputForm::triples:
            require_classic(record, form, to, false);
            // The blank line ends the record, so that the next puzzle's triples are not added to it.
            return format_detail::write_triples(givens) + "\n\n";
        case OutputForm::sukaku:
            require_classic(record, form, to, false);
            return write_sukaku(candidates_of(givens)) + '\n';
        case OutputForm::sdk: {
            require_classic(record, form, to, true);
            nlohmann::json metadata = record.metadata;
            // A line-form comment has no other place in .sdk than its comment line.
            if (!record.comment.empty() && !metadata.contains("x-comment")) metadata["x-comment"] = record.comment;
            std::string text = format_detail::sdk_metadata_lines(metadata);
            const std::string cells = write_line(givens);
            for (int row = 0; row < 9; ++row) text += cells.substr(static_cast<std::size_t>(row) * 9, 9) + '\n';
            return text + '\n';
        }
    }
    throw std::logic_error("write_form: unknown form");
}

}  // namespace gridforge
