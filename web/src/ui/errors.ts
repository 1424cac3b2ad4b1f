// How engine failures read to the player. Superseded and cancelled requests are not failures.

import { CancelledError, EngineError, EngineTimeoutError, SupersededError } from '../engine/client';

export function isQuiet(error: unknown): boolean {
  return error instanceof SupersededError || error instanceof CancelledError;
}

export function describeEngineError(error: unknown): string {
  if (error instanceof EngineTimeoutError) return 'the engine took too long and was restarted.';
  if (error instanceof EngineError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
