#pragma once
// CaDiCaL's answers from solve() (the IPASIR convention), for every file that drives it.

namespace gridforge {

inline constexpr int kSatisfiable = 10;
inline constexpr int kUnsatisfiable = 20;

}  // namespace gridforge
