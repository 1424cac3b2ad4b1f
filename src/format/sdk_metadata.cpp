#include "format/sdk_metadata.hpp"

#include <array>

#include "format/text.hpp"

namespace gridforge::format_detail {
namespace {

struct SdkField {
    char letter;
    std::string_view key;
};
constexpr std::array<SdkField, 7> kFields{{{'A', "author"},
                                           {'D', "x-description"},
                                           {'C', "x-comment"},
                                           {'B', "x-published"},
                                           {'S', "source"},
                                           {'L', "level"},
                                           {'U', "x-url"}}};

}  // namespace

std::optional<std::pair<std::string, std::string>> sdk_metadata_line(std::string_view raw) {
    const std::string_view line = trim(raw);
    if (line.size() < 2 || line[0] != '#') return std::nullopt;
    for (const SdkField& field : kFields) {
        if (line[1] != field.letter) continue;
        const std::string_view text = line.substr(2);
        const bool plain_text = text.empty() || !(text[0] >= 'a' && text[0] <= 'z');
        if (!plain_text && !(field.letter == 'U' && text.starts_with("http"))) return std::nullopt;
        return std::make_pair(std::string(field.key), std::string(trim(text)));
    }
    return std::nullopt;
}

std::string sdk_metadata_lines(const nlohmann::json& metadata) {
    std::string lines;
    if (!metadata.is_object()) return lines;
    for (const SdkField& field : kFields) {
        const auto found = metadata.find(std::string(field.key));
        if (found == metadata.end() || !found->is_string()) continue;
        std::string text = found->get<std::string>();
        for (char& c : text) {
            if (c == '\n' || c == '\r') c = ' ';  // one line each
        }
        lines += '#';
        lines += field.letter;
        lines += text;
        lines += '\n';
    }
    return lines;
}

}  // namespace gridforge::format_detail
