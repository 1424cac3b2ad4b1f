#include "gridforge/text_wrap.hpp"

namespace gridforge {

std::vector<std::string> wrap_words(std::string_view text, double width, double next_width, const TextMeasure& measure) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find(' ', start);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view word = text.substr(start, end - start);
        start = end + 1;
        if (word.empty()) continue;
        if (!line.empty()) {
            std::string longer = line + ' ';
            longer += word;
            if (measure(longer) <= (lines.empty() ? width : next_width)) {
                line = std::move(longer);
                continue;
            }
            lines.push_back(std::move(line));
        }
        line = std::string(word);
    }
    if (!line.empty()) lines.push_back(std::move(line));
    return lines;
}

std::vector<std::string> wrap_words(std::string_view text, std::size_t width) {
    const auto characters = [](std::string_view piece) { return static_cast<double>(piece.size()); };
    return wrap_words(text, static_cast<double>(width), static_cast<double>(width), characters);
}

}  // namespace gridforge
