#pragma once
/// \file
/// The fuzzer's bytes as text, for the targets of tests/fuzz (one per reader, docs/testing.md).

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace gridforge::fuzz {

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

}  // namespace gridforge::fuzz
