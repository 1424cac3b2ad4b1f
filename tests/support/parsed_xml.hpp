#pragma once
// An XML document read with expat into a flat list of elements, for tests that check drawings
// (the SVG text, the printed pages) parse and hold what they should.

#include <expat.h>

#include <map>
#include <string>
#include <vector>

namespace gridforge::testing {

struct Element {
    std::string name;
    std::map<std::string, std::string> attributes;
    std::string text;
};

/// The elements of an XML document in document order, with their direct text; `error` is
/// expat's message when the document is not well-formed.
struct ParsedXml {
    std::vector<Element> elements;
    std::vector<std::size_t> open;  ///< indices of the elements not yet closed
    std::string error;

    [[nodiscard]] std::vector<const Element*> with_class(const std::string& cls) const {
        std::vector<const Element*> found;
        for (const Element& element : elements) {
            const auto it = element.attributes.find("class");
            if (it != element.attributes.end() && it->second == cls) found.push_back(&element);
        }
        return found;
    }
    [[nodiscard]] std::size_t count(const std::string& cls) const { return with_class(cls).size(); }
};

inline ParsedXml parse_xml(const std::string& text) {
    ParsedXml parsed;
    XML_Parser parser = XML_ParserCreate("UTF-8");
    XML_SetUserData(parser, &parsed);
    XML_SetElementHandler(
        parser,
        [](void* data, const XML_Char* name, const XML_Char** attributes) {
            auto* xml = static_cast<ParsedXml*>(data);
            Element element{name, {}, {}};
            for (int i = 0; attributes[i] != nullptr; i += 2) element.attributes[attributes[i]] = attributes[i + 1];
            xml->open.push_back(xml->elements.size());
            xml->elements.push_back(std::move(element));
        },
        [](void* data, const XML_Char* /*name*/) { static_cast<ParsedXml*>(data)->open.pop_back(); });
    XML_SetCharacterDataHandler(parser, [](void* data, const XML_Char* chars, int length) {
        auto* xml = static_cast<ParsedXml*>(data);
        if (!xml->open.empty()) xml->elements[xml->open.back()].text.append(chars, static_cast<std::size_t>(length));
    });
    if (XML_Parse(parser, text.data(), static_cast<int>(text.size()), 1) == XML_STATUS_ERROR) {
        parsed.error = std::string(XML_ErrorString(XML_GetErrorCode(parser))) + " at line " + std::to_string(XML_GetCurrentLineNumber(parser));
    }
    XML_ParserFree(parser);
    return parsed;
}

}  // namespace gridforge::testing
