#pragma once
// Whether a test binary runs under the sanitizers, for tests that sample their work there.

namespace gridforge::testing {

/// Whether this build runs under AddressSanitizer (scripts/build sanitize: clang at -O1), where a
/// search costs tens of times what it costs in Release. Tests ask this constant, never a compiler
/// macro: clang 14 (CI's sanitizer compiler) does not define GCC's __SANITIZE_ADDRESS__, so a test
/// that tested that macro ran its whole Release workload under ASan (one took 311 s).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool kUnderSanitizers = true;  // GCC
#elif defined(__has_feature)
inline constexpr bool kUnderSanitizers = __has_feature(address_sanitizer) || __has_feature(thread_sanitizer);  // clang
#else
inline constexpr bool kUnderSanitizers = false;
#endif

}  // namespace gridforge::testing
