// Times deduction-grid generation in the web player's WebAssembly worker, in Chromium, as a player
// waits for it: the built site (web/dist) is served locally, the page's engine warms up, then each
// `generate` request is timed from the page (performance.now around engine.request), next to the
// engine's own wall-clock figure (x-generation.milliseconds). Prints a Markdown table.
//   node bench/deduce-generation.mjs [SIZE] [MODE] [THEME] [SEED...]   (6x6 revealed village 1 2)
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const [size = '6x6', mode = 'revealed', theme = 'village', ...seedArgs] = process.argv.slice(2);
const seeds = seedArgs.length > 0 ? seedArgs : ['1', '2'];
const port = Number(process.env.GRIDFORGE_BENCH_PORT ?? 47993);

const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', 'dist'], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 1000));
const browser = await chromium.launch({
  executablePath: process.env.GRIDFORGE_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => window.gridforge?.engine !== undefined);
  await page.evaluate(() => window.gridforge.engine.ready);
  console.log(`| size | mode | theme | seed | in the page (ms) | engine's x-generation (ms) | band |`);
  console.log(`|---|---|---|---|---|---|---|`);
  for (const seed of seeds) {
    const result = await page.evaluate(async (request) => {
      const start = performance.now();
      const puzzle = await window.gridforge.engine.request(request, { timeoutMs: 600_000 });
      return { ms: performance.now() - start, engineMs: puzzle['x-generation']?.milliseconds, band: puzzle.difficulty?.band };
    }, { op: 'generate', family: 'deduce', size, mode, theme, seed });
    console.log(`| ${size} | ${mode} | ${theme} | ${seed} | ${Math.round(result.ms)} | ${result.engineMs ?? '-'} | ${result.band ?? '-'} |`);
  }
} finally {
  await browser.close();
  server.kill();
}
