// End-to-end tests: the built site (web/dist, `npm run build` first) served by python3's static file
// server and driven in Debian's chromium, as a desktop and as a phone. Playwright never downloads a
// browser here: executablePath points at /usr/bin/chromium (scripts/web-deps --browser installs it).
import { defineConfig } from '@playwright/test';

// A fixed port so that the service worker and localStorage keep one origin across a test's reloads;
// GRIDFORGE_E2E_PORT moves it when something else holds this one.
const port = Number(process.env.GRIDFORGE_E2E_PORT ?? 47931);
const baseURL = `http://127.0.0.1:${port}/`;

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these chromium keeps calling hosts that a closed network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  snapshotPathTemplate: '{testDir}/screenshots/{testFileName}/{arg}-{projectName}{ext}',
  // Generation and the engine's warm-up run in a worker on a 2-core machine shared with other jobs.
  timeout: 90_000,
  expect: {
    timeout: 15_000,
    // Antialiasing of the SVG strokes varies by a pixel here and there between runs.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' },
  },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['junit', { outputFile: process.env.PLAYWRIGHT_JUNIT_OUTPUT_FILE ?? 'test-results/junit.xml' }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.GRIDFORGE_CHROMIUM ?? '/usr/bin/chromium', args: chromiumFlags },
    serviceWorkers: 'allow',
    // Kept as artefacts under web/test-results/: the last screen of every test, and a trace on failure.
    screenshot: 'on',
    trace: 'retain-on-failure',
    locale: 'en-GB',
    timezoneId: 'UTC',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
      // The engine's answers do not depend on the screen: parity runs once, on the desktop.
      testIgnore: ['parity.spec.ts'],
    },
  ],
  webServer: {
    command: `python3 -m http.server ${port} --bind 127.0.0.1 --directory dist`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 20_000,
    stdout: 'ignore',
    stderr: 'ignore',
  },
});
