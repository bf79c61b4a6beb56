import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3107);
export const baseURL = `http://127.0.0.1:${port}`;
// The checkout journeys pay through a local stand-in for Redsys's gateway (redsys-gateway.mjs), with
// Redsys's public test merchant key.
const redsysGatewayPort = port + 1000;
export const redsysGatewayURL = `http://127.0.0.1:${redsysGatewayPort}`;
const redsysTestKey = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

// Debian's Chromium, never a downloaded browser; flags from DESIGN.md (root, no network beyond loopback).
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The server under test gets a fresh data folder each run: a new SQLite file, migrated and seeded on start.
// The config is evaluated again in every worker; only the main process starts the server, so reuse its folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'clubportal-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './artifacts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Budgets for a busy 2-core machine running two browsers and the server: a journey that hangs still fails,
  // one that is merely slow there (30 s and more for a paid booking) does not.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // The portal's service worker is for installed apps: journeys run without it, except the one that wants it (installable-app.spec.ts).
    serviceWorkers: 'block',
    // No animations, no autoplaying carousels (the app honours the setting): a page at rest draws no frames, so two
    // browsers on two cores spend their time on the journeys. The home's own spec runs with motion.
    reducedMotion: 'reduce',
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // Recording a trace costs a journey about a third of its time on a 2-core machine: CI records the retry of a
    // failed journey only (a journey that fails twice keeps its trace); a local run, with no retry, keeps failures'.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  // Every spec runs on a desktop. The member journeys of issue 20 also run on a phone (390 x 844, touch, a
  // phone's viewport): tagged `@phone`, on both; `@phone-only`, on the phone alone, where a desktop run would
  // add nothing but time. With E2E_SHOTS set (screenshots for a person to look at, fixtures.ts `checkpoint`)
  // the desktop runs the phone-only journeys too: run the two projects one after the other then, as phone-only
  // journeys book the same courts in both.
  projects: [
    { name: 'desktop', use: devices['Desktop Chrome'], ...(process.env.E2E_SHOTS ? {} : { grepInvert: /@phone-only/ }) },
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      command: 'node e2e/redsys-gateway.mjs',
      cwd: '..',
      url: `${redsysGatewayURL}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { REDSYS_GATEWAY_PORT: String(redsysGatewayPort), REDSYS_MERCHANT_KEY: redsysTestKey },
    },
    {
      // Without SMTP_URL the server's log is its mailbox: kept in a file the journeys read links from (fixtures.ts).
      command: `node packages/server/dist/main.js >> "${path.join(process.env.E2E_DATA_DIR, 'server.log')}" 2>&1`,
      cwd: '..',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        // The account-link journey plays the partner site on the portal's own address.
        PARTNER_ORIGINS: baseURL,
        REDSYS_MERCHANT_KEY: redsysTestKey,
        REDSYS_MERCHANT_CODE: '999008881',
        REDSYS_TERMINAL: '1',
        REDSYS_URL: `${redsysGatewayURL}/sis/realizarPago`,
      },
    },
  ],
});
