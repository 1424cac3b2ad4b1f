#pragma once
/// \file
/// Ctrl-C during a long command: the first SIGINT sets a flag the work polls (the batch stops
/// taking new seeds and writes nothing more, so every line written is complete); the handler
/// is then the default again, so a second Ctrl-C ends the process at once.

#include <atomic>

namespace gridforge::cli {

/// Installs the SIGINT handler (once; later calls return the same flag) and returns the flag it
/// sets. POSIX sigaction with SA_RESTART: a write interrupted by the signal carries on.
const std::atomic<bool>& interrupt_flag();

}  // namespace gridforge::cli
