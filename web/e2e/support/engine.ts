// The two engines the tests talk to: the page's (the WebAssembly engine in its worker, reached through
// window.gridforge.engine, which the app sets for this purpose) and the native command line of the
// same CI run (GRIDFORGE_CLI, default ../build/gridforge), run as a child process.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

export type Json = any;

/** Generation on a 2-core machine shared with other jobs can take a while; hints are quick. */
const ENGINE_TIMEOUT_MS = 80_000;

/** Waits until the app has exposed its engine and the worker has warmed up. */
export async function engineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as any).gridforge?.engine !== undefined);
  await page.evaluate(() => (window as any).gridforge.engine.ready);
}

/**
 * One request to the page's engine; resolves with the parsed response. An `{"error": ...}` answer
 * rejects in the page (EngineError) and so fails the test with the engine's message.
 */
export async function engineRequest(page: Page, request: Json): Promise<Json> {
  return page.evaluate(
    ([request, timeoutMs]) => (window as any).gridforge.engine.request(request, { timeoutMs }),
    [request, ENGINE_TIMEOUT_MS] as const,
  );
}

export function cliPath(): string {
  const path = resolve(process.env.GRIDFORGE_CLI ?? '../build/gridforge');
  if (!existsSync(path)) {
    throw new Error(`no command line at ${path}: build it (scripts/build release) or set GRIDFORGE_CLI`);
  }
  return path;
}

/** Runs `gridforge ARGS... --json` and parses its one line of JSON. */
export function cliJson(args: string[]): Json {
  const output = execFileSync(cliPath(), [...args, '--json'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(output);
}

/** The classic 9x9 digit string of a puzzle's `givens` or `solution` (either form the JSON uses). */
export function digitString(value: string | number[]): string {
  return Array.isArray(value) ? value.join('') : value.replace(/[^0-9.]/g, '').replace(/\./g, '0');
}
