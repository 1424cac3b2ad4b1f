// How this screen reads a rejected engine request. The client (src/engine/client.ts) rejects a
// request that a newer one on the same channel replaced, or that a cancel ended: those are not
// failures to show the player. Matched by error name so this file needs nothing from the client.

const QUIET_ERRORS = new Set(['SupersededError', 'CancelledError']);

export function isQuietEngineError(error: unknown): boolean {
  return error instanceof Error && QUIET_ERRORS.has(error.name);
}

export function engineErrorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/**
 * The index i when the engine refused a request because its moves[i] does not replay (a usage
 * error whose key is "moves[i]"), else null.
 */
export function unreplayableMove(error: unknown): number | null {
  const key = (error as { key?: unknown } | null)?.key;
  const match = typeof key === 'string' ? /^moves\[(\d+)\]$/.exec(key) : null;
  return match ? Number(match[1]) : null;
}
