// @vitest-environment node
/// <reference types="node" />
// The npm package @gridforge/engine (apps/wasm) as a Node.js program uses it: loaded by its package
// name, it answers what the native command line answers (the same C++ engine compiled twice), its
// version is the package's, and `npm pack` ships exactly the files the package needs.
// scripts/build-wasm writes the package's dist/ before the unit tests in scripts/test.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isErrorAnswer, loadEngine, type Request } from '@gridforge/engine';
import { nativeAnswer } from './testing/nativeEngine';

const packageDir = new URL('../../../apps/wasm/', import.meta.url);
const built = existsSync(new URL('dist/gridforge.wasm', packageDir));

/** Generation answers carry the milliseconds they took: the one field that may differ. */
function withoutWallClock(answer: unknown): unknown {
  const copy = structuredClone(answer) as Record<string, Record<string, unknown> | undefined>;
  if (copy['x-generation']) delete copy['x-generation'].milliseconds;
  return copy;
}

// Loading and compiling the engine and a killer generation take seconds on a busy 2-core machine.
describe.skipIf(!built)('@gridforge/engine in Node.js', { timeout: 60_000 }, () => {
  const engine = loadEngine();

  it('states the version of its package.json', async () => {
    const { version } = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8'));
    expect((await engine).version).toBe(version);
    expect((await engine).request({ op: 'version' })).toEqual({ engine: 'gridforge', version });
  });

  const requests: Request[] = [
    { op: 'generate', variant: 'killer', seed: 7, level: 'any' },
    { op: 'generate', scale: 'technique', seed: '18446744073709551615', level: 'any' },
    { op: 'generate', family: 'deduce', size: '4x5', seed: 3 },
    { op: 'count', puzzle: '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......' },
    { op: 'rate', puzzle: '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..' },
    { op: 'hint', puzzle: '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..', level: 1 },
  ];
  for (const request of requests) {
    it(`answers ${JSON.stringify(request)} as the command line does`, async () => {
      const answer = (await engine).request(request);
      expect(isErrorAnswer(answer)).toBe(false);
      expect(withoutWallClock(answer)).toEqual(withoutWallClock(nativeAnswer({ ...request })));
    });
  }

  it('answers a refused request with the API error object, naming the key', async () => {
    const answer = (await engine).request({ op: 'generate', level: 'hardest' });
    expect(isErrorAnswer(answer)).toBe(true);
    expect(answer).toMatchObject({ key: 'level', kind: 'usage' });
    expect(answer).toEqual(nativeAnswer({ op: 'generate', level: 'hardest' }));
    expect(JSON.parse((await engine).handle('{"op": "count"'))).toMatchObject({ kind: 'usage' });
  });

  it('packs exactly its entry points, types and the built module', () => {
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: packageDir, encoding: 'utf8' }));
    expect(packed.name).toBe('@gridforge/engine');
    expect(packed.files.map((file: { path: string }) => file.path).sort()).toEqual(
      ['README.md', 'dist/gridforge.mjs', 'dist/gridforge.wasm', 'engine.js', 'index.d.ts', 'index.js', 'node.js', 'package.json'],
    );
  });
});
