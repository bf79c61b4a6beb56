import type { Browser, Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { checkpoint, type ConsoleGuard, expect, noSeriousViolations, test } from './fixtures';
import { openSection } from './staff-fixtures';

/**
 * A club's first run (issue 31 §5), as a person new to it does it, on a server of its own over a fresh
 * database without the demo: the setup link from the server's log, the owner with two-factor codes, the go-live
 * wizard in the console (at a tablet's 768 px and a desktop's 1280 px, each step checked by axe), going live;
 * then a visitor registers, activates from the development mailbox and books a court, paying in the sandbox.
 * SQLite always; PostgreSQL too when E2E_DATABASE_URL names a server (scripts/test.mjs passes it): the spec
 * creates a database of its own there and drops it after, never touching another.
 */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// One journey: argon2 hashings, a server start and a payment on a busy 2-core machine.
test.describe.configure({ timeout: 360_000 });

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A database of its own on the given PostgreSQL server, with a random name, and how to drop it. */
async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `clubportal_first_run_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

/** The club's own server: the built one, over a fresh database and data folder, its log kept to read links from. */
class ClubServer {
  log = '';
  private process: ChildProcess | undefined;
  private dataDir = '';
  private dropDatabase: (() => Promise<void>) | undefined;

  constructor(readonly baseURL: string) {}

  async start(adminUrl: string | undefined) {
    this.dataDir = mkdtempSync(path.join(tmpdir(), 'clubportal-first-run-'));
    const database = adminUrl ? await freshPostgres(adminUrl) : undefined;
    this.dropDatabase = database?.drop;
    const { baseURL } = this;
    const port = new URL(baseURL).port;
    this.process = spawn(process.execPath, [path.join(repoRoot, 'packages/server/dist/main.js')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DATABASE_URL: database?.url ?? '',
        SEED_DEMO: 'false',
        // The development sandbox is the one payment provider configured; no SMTP: the log is the mailbox.
        SANDBOX_ENABLED: 'true',
        PENDING_ENABLED: 'false',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    this.process.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    await expect
      .poll(
        () =>
          fetch(`${baseURL}/api/health`).then(
            (r) => r.ok,
            () => false,
          ),
        { message: 'the server starts', timeout: 60_000 },
      )
      .toBe(true);
  }

  async stop() {
    if (this.process && this.process.exitCode === null) {
      const exited = once(this.process, 'exit');
      this.process.kill('SIGTERM');
      await exited;
    }
    await this.dropDatabase?.();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** The newest match of `pattern` in the server's log (its first group), waiting for it to be written. */
  async fromLog(pattern: RegExp, what: string): Promise<string> {
    let found = '';
    await expect
      .poll(
        () => {
          found = [...this.log.matchAll(new RegExp(pattern.source, 'g'))].at(-1)?.[1] ?? '';
          return found;
        },
        { message: `${what} in the server's log`, timeout: 15_000 },
      )
      .not.toBe('');
    return found;
  }
}

/** A wizard step as a person reaches it: its heading, nothing sticking out, no serious axe finding. */
async function onStep(page: Page, number: number, name: string) {
  await expect(page.getByRole('heading', { level: 2, name: `Paso ${number} de 7: ${name}` })).toBeVisible();
  await noSeriousViolations(page, name);
  await checkpoint(page, name);
}

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Guardar y continuar' }).click();

const DIALECTS = [
  { name: 'SQLite', offset: 2000, adminUrl: undefined },
  { name: 'PostgreSQL', offset: 2001, adminUrl: process.env.E2E_DATABASE_URL },
] as const;

for (const dialect of DIALECTS) {
  test.describe(`on ${dialect.name}`, () => {
    const club = new ClubServer(`http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3107) + dialect.offset}`);
    test.use({ baseURL: club.baseURL, locale: 'es-ES' });
    test.skip(dialect.name === 'PostgreSQL' && !dialect.adminUrl, 'E2E_DATABASE_URL names no PostgreSQL server');
    test.beforeAll(() => club.start(dialect.adminUrl));
    test.afterAll(() => club.stop());
    test('a club goes from an empty database to a member’s first paid booking', ({ page, browser, consoleGuard }) =>
      firstRun(club, page, browser, consoleGuard));
  });
}

async function firstRun(club: ClubServer, page: Page, browser: Browser, consoleGuard: ConsoleGuard) {
  const { baseURL } = club;
  // Before the identity step there are no settings: the console's settings call answers its documented 503.
  consoleGuard.allow(/status of 503 \(Service Unavailable\) \(http:\/\/[\d.:]+\/staff\//);
  // Nothing yet: the public pages hold, the console opens with the link from the log alone.
  expect((await fetch(`${baseURL}/`)).status).toBe(503);
  const setupLink = await club.fromLog(/open (https?:\/\/\S+\/staff\/setup#[\w-]+) to create the club's owner/, 'the setup link');
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto(new URL(setupLink).pathname + new URL(setupLink).hash);
  await page.getByLabel('Nombre').fill('Elena Fundadora');
  await page.getByLabel('Correo electrónico').fill('elena@clubnuevo.example');
  await page.getByLabel('Contraseña').fill('owner-pass-2026');
  await page.getByRole('button', { name: 'Crear la cuenta del propietario' }).click();

  // An owner enrols two-factor codes before anything else.
  await expect(page).toHaveURL(/\/staff\/two-factor$/);
  await page.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
  const secret = ((await page.locator('.staff-secret').textContent()) ?? '').trim();
  await page.getByLabel('Código de la app').fill(new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate());
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('link', { name: 'Ya los he guardado: abrir la consola' }).click();
  await openSection(page, 'Asistente de apertura');

  // The wizard starts on its first step; the tablet shows the steps above the form.
  await expect(page).toHaveURL(/\/staff\/setup-wizard\/identity$/);
  await onStep(page, 1, 'Identidad del club');
  await page.getByLabel('Nombre del club').fill('Club Pádel Ribera');
  await page.getByLabel('Correo electrónico de contacto').fill('hola@clubribera.example');
  await page.getByLabel('Teléfono').fill('+34 600 111 222');
  await saveAndContinue(page);
  await expect(page.getByRole('status').filter({ hasText: 'Identidad del club: guardado.' })).toBeVisible();

  // The state is the server's: a reload shows what was saved.
  await onStep(page, 2, 'Idiomas');
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Pasos del asistente' })
    .getByRole('link', { name: /Identidad del club/ })
    .click();
  await expect(page.getByLabel('Nombre del club')).toHaveValue('Club Pádel Ribera');
  await page
    .getByRole('navigation', { name: 'Pasos del asistente' })
    .getByRole('link', { name: /Idiomas/ })
    .click();

  // A refusal of the server is shown as its sentence.
  await page.getByLabel('Idioma predeterminado').selectOption('fr-FR');
  await saveAndContinue(page);
  await expect(page.getByRole('alert')).toHaveText('El idioma principal debe ser uno de los idiomas ofrecidos');
  await page.getByLabel('Idioma predeterminado').selectOption('es-ES');
  await page.getByLabel('English (US)').check();
  await saveAndContinue(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await onStep(page, 3, 'Región y moneda');
  await expect(page.getByLabel('Zona horaria')).toHaveValue('Europe/Madrid');
  // By keyboard: Enter in a field saves the step.
  await page.getByLabel('Zona horaria').press('Enter');
  await onStep(page, 4, 'Funciones');
  await saveAndContinue(page);
  await onStep(page, 5, 'Textos legales');
  await expect(page.getByLabel('Política de privacidad')).toHaveValue(/Club Pádel Ribera/);
  await saveAndContinue(page);
  await onStep(page, 6, 'Pagos');
  await expect(page.getByLabel('Ofrecer sandbox')).toBeChecked();
  await page.getByLabel('Los socios pueden pagar en el club').uncheck();
  await saveAndContinue(page);

  await onStep(page, 7, 'Pistas');
  await page.getByLabel('Deporte').fill('Pádel');
  await page.getByLabel('Pista 1').fill('Pista Central');
  await page.getByRole('button', { name: 'Añadir una pista' }).click();
  await page.getByLabel('Pista 2').fill('Pista Río');
  await page.getByRole('spinbutton', { name: 'Precio', exact: true }).fill('18');
  await saveAndContinue(page);

  // The checklist: nothing missing, then Go live.
  await expect(page.getByRole('heading', { level: 2, name: 'Abrir el portal' })).toBeVisible();
  await expect(page.getByText('Todo está listo.', { exact: false })).toBeVisible();
  await noSeriousViolations(page, 'go live');
  await checkpoint(page, 'go live');
  await page.getByRole('button', { name: 'Abrir el portal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'El club está abierto' })).toBeVisible();
  await page.setViewportSize({ width: 768, height: 1000 });
  await noSeriousViolations(page, 'live at 768 px');
  await checkpoint(page, 'live');

  // A visitor, in a browser of their own: registers, activates from the mail, books and pays in the sandbox.
  const visitorContext = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid', serviceWorkers: 'block' });
  const visitor = await visitorContext.newPage();
  await visitorBooks(club, visitor);
  await visitorContext.close();
}

async function visitorBooks(club: ClubServer, page: Page) {
  const email = `ana-${randomBytes(4).toString('hex')}@visitante.example`;
  const password = 'visitor-pass-1';
  await page.goto('/');
  await expect(page.locator('html[data-ready="true"]')).toBeAttached();
  await expect(page.getByRole('banner')).toContainText('Club Pádel Ribera');
  await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  await page.getByRole('dialog', { name: 'Iniciar sesión' }).getByRole('tab', { name: 'Registrarse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crea tu cuenta' });
  await dialog.getByLabel('Nombre').fill('Ana');
  await dialog.getByLabel('Apellidos').fill('Visitante');
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await dialog.getByLabel('Teléfono').fill('600 123 456');
  await dialog.getByLabel('Contraseña').fill(password);
  await dialog.getByLabel('He leído y acepto las condiciones legales').check();
  await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(dialog.getByText('Tu cuenta se ha creado correctamente')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

  const quoted = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const activation = await club.fromLog(
    new RegExp(`"to":"${quoted}".*?(https?://[^\\s"'<>\\\\]+/customer/activate/[\\w-]+)`),
    'the activation mail',
  );
  await page.goto(new URL(activation).pathname);
  await expect(page.getByText('¡Tu registro se ha completado!')).toBeVisible();
  // The activated page asks to sign in with the new password.
  const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(login).toBeVisible();
  await login.getByLabel('Correo electrónico').fill(email);
  await login.getByLabel('Contraseña').fill(password);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toBeHidden();

  // Tomorrow's grid of the wizard's courts: the first free slot of the first court, an hour.
  // The club's one booking type: the booking page opens its grid straight away.
  await page.goto('/bookingtypes');
  await expect(page.getByRole('heading', { level: 1, name: 'Pádel' })).toBeVisible();
  await page.getByRole('group', { name: 'Día' }).getByRole('button').nth(1).click();
  await expect(page.locator('.bookings-page__grid')).toHaveAttribute('aria-busy', 'false');
  const slot = page.locator('.resource').first().locator('.slot').first();
  const time = ((await slot.locator('.slot__time').textContent()) ?? '').trim();
  await slot.click();
  await page
    .getByRole('group', { name: `Duraciones a las ${time}` })
    .getByRole('button', { name: /^60 minutos/ })
    .click();
  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  const full = page.getByRole('radio', { name: /Pago completo/ });
  if (await full.count()) await full.check();
  await page.getByRole('button', { name: /^Añadir al carrito/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: 'Tarjeta (sandbox)' }).check();
  const legal = page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' });
  if (!(await legal.isChecked())) await legal.check();
  await page.locator('.checkout__summary').getByRole('button').last().click();
  await expect(page.getByRole('heading', { name: 'Sandbox card gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/cz\/ok$/);
  await expect(page.getByRole('heading', { level: 1, name: 'El pago se ha procesado correctamente' })).toBeVisible();
  await expect(page.locator('.payment-result__booking')).toContainText('Pista Central');
  await expect(page.locator('.payment-result__means')).toContainText('Tarjeta (sandbox)');
}
