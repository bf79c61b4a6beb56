import type { Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { checkpoint, expect, noSeriousViolations, test } from './fixtures';
import { demoDesk, staffSignIn } from './staff-fixtures';

/**
 * Issue 33 §8, desks in step: two desks on two server instances over one PostgreSQL database (the instances hear
 * each other through LISTEN/NOTIFY). Desk A (a laptop, 1280 px) books a walk-in and moves it; desk B (a tablet,
 * 768 px, on the other instance) sees each within 5 s without reloading, with the "updated" cue. A stays able to
 * undo the move for 30 s; B, whose open dialog still holds what it saw before, is told what changed instead of
 * overwriting it. PostgreSQL is the point: without E2E_DATABASE_URL the journey is skipped.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.E2E_DATABASE_URL;
const port = Number(process.env.E2E_PORT ?? 3107);
// Two server starts (the first seeds the demo on PostgreSQL) and two browsers on a busy 2-core machine.
test.describe.configure({ timeout: 600_000 });
test.skip(!adminUrl, 'E2E_DATABASE_URL names no PostgreSQL server: two instances need one shared PostgreSQL database');

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** One instance of the built server over the shared database (the first seeds the demo club), in a data folder of its own. */
class Instance {
  log = '';
  private process: ChildProcess | undefined;
  private dataDir = '';
  constructor(readonly baseURL: string) {}

  async start(databaseUrl: string) {
    this.dataDir = mkdtempSync(path.join(tmpdir(), 'clubportal-desk-sync-'));
    this.process = spawn(process.execPath, [path.join(repoRoot, 'packages/server/dist/main.js')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: new URL(this.baseURL).port,
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: this.baseURL,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    this.process.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    await expect
      .poll(
        () =>
          fetch(`${this.baseURL}/api/health`).then(
            (r) => r.ok,
            () => false,
          ),
        { message: `the server at ${this.baseURL} starts`, timeout: 240_000 },
      )
      .toBe(true);
  }

  async stop() {
    if (this.process && this.process.exitCode === null) {
      const exited = once(this.process, 'exit');
      this.process.kill('SIGTERM');
      await exited;
    }
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }
}

const dbName = `clubportal_desk_sync_${randomBytes(6).toString('hex')}`;
const a = new Instance(`http://127.0.0.1:${port + 3}`);
const b = new Instance(`http://127.0.0.1:${port + 2003}`);

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await adminQuery(adminUrl!, `create database ${dbName}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${dbName}`;
  // One after the other: the first migrates and seeds, the second finds it done.
  await a.start(url.toString());
  await b.start(url.toString());
});
test.afterEach(() => {
  const { status, expectedStatus } = test.info();
  if (status !== expectedStatus) console.log(`server A log:\n${a.log}\nserver B log:\n${b.log}`);
});
test.afterAll(async () => {
  await Promise.all([a.stop(), b.stop()]);
  if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
});

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function openDay(page: Page, date: string) {
  await staffSignIn(page, demoDesk);
  await expect(page.getByRole('heading', { level: 1, name: 'Parrilla del día' })).toBeVisible();
  await page.getByLabel('Fecha').fill(date);
  await expect(page.getByRole('region', { name: `Pistas y reservas del ${date}` })).toBeVisible();
}

test('a desk’s walk-in and move show on a second desk on another instance within 5 s, without reloading', async ({ browser }) => {
  test.slow();
  const date = dayAhead(24);
  // Two desks: two browsers' worth of cookies, each on its own instance.
  const contextA = await browser.newContext({ baseURL: a.baseURL, locale: 'es-ES', viewport: { width: 1280, height: 900 } });
  const contextB = await browser.newContext({ baseURL: b.baseURL, locale: 'es-ES', viewport: { width: 768, height: 1000 } });
  const deskA = await contextA.newPage();
  const deskB = await contextB.newPage();
  await openDay(deskA, date);
  await openDay(deskB, date);
  let reloadedB = false;
  deskB.on('framenavigated', (frame) => {
    if (frame === deskB.mainFrame()) reloadedB = true;
  });

  // Desk A books a guest at 10:00 on the first court.
  const guest = `Sincro ${Date.now() % 100_000}`;
  await deskA
    .getByRole('button', { name: /^Reservar .+ a las 10:00$/ })
    .first()
    .click();
  const walkIn = deskA.getByRole('dialog', { name: /^Reserva en mostrador: .+ a las 10:00$/ });
  await walkIn.getByRole('radio', { name: 'Invitado' }).check();
  await walkIn.getByRole('textbox', { name: /^Nombre del invitado/ }).fill(guest);
  await walkIn.getByRole('button', { name: 'Confirmar reserva' }).click();
  // A busy shared machine: the first booking on a fresh server may take a while (the 5 s below are the point).
  await expect(walkIn).toBeHidden({ timeout: 30_000 });
  const onA = deskA.getByRole('button', { name: new RegExp(guest) });
  await expect(onA).toContainText('10:00');

  // Desk B, on the other instance, sees it within 5 s, with the cue.
  const onB = deskB.getByRole('button', { name: new RegExp(guest) });
  await expect(onB).toContainText('10:00', { timeout: 5_000 });
  await expect(deskB.getByRole('status').filter({ hasText: 'Parrilla actualizada ahora' })).toBeVisible();
  await checkpoint(deskB, 'desk B sees the walk-in at 768');
  await noSeriousViolations(deskB, 'desk B at 768 after a change');

  // Desk B opens it (its dialog holds what B saw: 10:00).
  await onB.click();
  const detailsB = deskB.getByRole('dialog', { name: guest });
  await detailsB.getByRole('button', { name: 'Mover a…' }).click();
  const moveB = deskB.getByRole('dialog', { name: `Mover ${guest}` });

  // Desk A moves it to 12:00 meanwhile: A is offered Undo, B's grid follows within 5 s.
  await onA.click();
  await deskA.getByRole('dialog', { name: guest }).getByRole('button', { name: 'Mover a…' }).click();
  const moveA = deskA.getByRole('dialog', { name: `Mover ${guest}` });
  await moveA.getByRole('combobox', { name: /^Inicio/ }).selectOption('12:00');
  await expect(moveA.getByText(/^Nuevo precio: /)).toBeVisible();
  await moveA.getByRole('button', { name: 'Guardar el cambio' }).click();
  await expect(moveA).toBeHidden();
  await expect(onA).toContainText('12:00');
  const toast = deskA.getByRole('status').filter({ hasText: 'Reserva movida' });
  await expect(toast.getByRole('button', { name: 'Deshacer' })).toBeVisible();
  await checkpoint(deskA, 'desk A moved it, undo offered, at 1280');
  await noSeriousViolations(deskA, 'desk A at 1280 with the undo toast');
  await expect(deskB.getByRole('button', { name: new RegExp(guest) })).toContainText('12:00', { timeout: 5_000 });

  // B's stale dialog saves a move to 11:00: refused, saying where the booking is now; nothing overwritten.
  await moveB.getByRole('combobox', { name: /^Inicio/ }).selectOption('11:00');
  await moveB.getByRole('button', { name: 'Guardar el cambio' }).click();
  await expect(moveB.getByRole('alert')).toContainText(/Otro puesto cambió esta reserva mientras tanto: ahora es en .+ a las .*12:00/);
  await checkpoint(deskB, 'desk B told what changed');
  await deskB.keyboard.press('Escape');
  await expect(moveB).toBeHidden();
  await expect(onA).toContainText('12:00');

  // A moves it again, to 13:00, and undoes that at once (within its 30 s): back at 12:00 on both desks.
  await onA.click();
  await deskA.getByRole('dialog', { name: guest }).getByRole('button', { name: 'Mover a…' }).click();
  await moveA.getByRole('combobox', { name: /^Inicio/ }).selectOption('13:00');
  await expect(moveA.getByText(/^Nuevo precio: /)).toBeVisible();
  await moveA.getByRole('button', { name: 'Guardar el cambio' }).click();
  await expect(onA).toContainText('13:00');
  await expect(deskB.getByRole('button', { name: new RegExp(guest) })).toContainText('13:00', { timeout: 5_000 });
  await toast.getByRole('button', { name: 'Deshacer' }).click();
  await expect(deskA.getByRole('status').filter({ hasText: 'Deshecho' })).toBeVisible();
  await expect(onA).toContainText('12:00');
  await expect(deskB.getByRole('button', { name: new RegExp(guest) })).toContainText('12:00', { timeout: 5_000 });
  expect(reloadedB, 'desk B never reloaded').toBe(false);
  await contextA.close();
  await contextB.close();
});
