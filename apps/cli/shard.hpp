#pragma once
/// \file
/// `generate --shard`: which contiguous block of a batch this process makes, so that N processes
/// (a Slurm array job, a Kubernetes Indexed Job, GNU parallel) make exactly the puzzles one run
/// of the same --count makes, and concatenating their outputs in shard order gives one run's
/// output byte for byte (docs/batch.md).

#include <functional>
#include <string_view>

namespace gridforge::cli {

/// Shard `index` of `count`; index is 0-based (0..count-1), as Kubernetes' JOB_COMPLETION_INDEX.
struct Shard {
    int index = 0;
    int count = 1;
};

/// Looks an environment variable up: its value, or nullptr when unset (std::getenv in the command).
using EnvironmentLookup = std::function<const char*(const char* name)>;

/// Parses --shard's value:
///  - "I/N": shard I of N, 0 <= I < N;
///  - "env" or "env/N": I from SLURM_ARRAY_TASK_ID (minus SLURM_ARRAY_TASK_MIN, divided by
///    SLURM_ARRAY_TASK_STEP, when those are set, so `--array=1-4` and `--array=0-30:10` work too)
///    or else from JOB_COMPLETION_INDEX; N as given, else SLURM_ARRAY_TASK_COUNT (Kubernetes
///    exports no count: env/N is required there). A given N that disagrees with
///    SLURM_ARRAY_TASK_COUNT is refused, since the shards would overlap or leave gaps.
/// Throws std::invalid_argument with a message that quotes the value, and for env the variable
/// and its value ("--shard env/4: JOB_COMPLETION_INDEX=4 is not a shard of 4 (0..3)").
Shard parse_shard(std::string_view text, const EnvironmentLookup& environment);

/// The items [begin, end) of a batch of `items` that `shard` makes: begin = index*items/count,
/// end = (index+1)*items/count (blocks differ in size by at most one; with more shards than
/// items some blocks are empty).
struct ShardRange {
    int begin = 0;
    int end = 0;
};
ShardRange shard_range(Shard shard, int items);

}  // namespace gridforge::cli
