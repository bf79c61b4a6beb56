import AxeBuilder from '@axe-core/playwright';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';

export { expect };

/**
 * A browser's own report of an answer with an error status ("Failed to load resource: the server responded
 * with a status of 401 (Unauthorized)"): journeys that try a wrong password or a used link get them on
 * purpose. A 5xx is never expected.
 */
const CLIENT_ERROR_STATUS = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/** Tells the console guard that a journey expects these errors on the console (say why where it is called). */
export type ConsoleGuard = { allow: (pattern: RegExp) => void };

/**
 * Every journey fails on a console error or an uncaught exception in any of its pages: a React hydration
 * mismatch, a failed render, a refused script. Only 4xx answers the journey asked for are let through.
 */
/**
 * The Playwright project that runs journeys on a phone (390 x 844, touch; `playwright.config.ts`). A test
 * tagged `@phone` runs there and on the desktop; `@phone-only` there only (a journey whose desktop run would
 * add nothing but time).
 */
export const PHONE_PROJECT = 'phone';

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [CLIENT_ERROR_STATUS];
      const watch = (page: Page) => {
        page.on('console', (message: ConsoleMessage) => {
          if (message.type() === 'error') errors.push(`${message.text()} (${page.url()})`);
        });
        page.on('pageerror', (error) => errors.push(`uncaught ${error.message} (${page.url()})`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((text) => !allowed.some((pattern) => pattern.test(text))),
        'errors on the console',
      ).toEqual([]);
    },
    { auto: true },
  ],
  /** On the phone project, the last screen of a journey that passed must fit too, whatever its steps checked. */
  page: async ({ page }, use, testInfo) => {
    await use(page);
    const portal = testInfo.project.use.baseURL ?? '';
    if (testInfo.project.name === PHONE_PROJECT && testInfo.status === 'passed' && !page.isClosed() && page.url().startsWith(portal))
      await expectFits(page, 'the last screen');
  },
});

/** Whether the running test is the phone project's run. */
export const onPhone = () => test.info().project.name === PHONE_PROJECT;

/**
 * What sticks out of the viewport (issue 20, section 1): the document's own width, then each visible element
 * that leaves it, named by its tag and classes. What a scroller of the page clips (the court carousel, a
 * table that scrolls sideways) is inside it; what is hidden or clipped to nothing (screen-reader text) is not seen.
 */
export async function overflow(page: Page): Promise<string[]> {
  const viewport = page.viewportSize()?.width ?? Number.POSITIVE_INFINITY;
  return page.evaluate((viewportWidth) => {
    const width = Math.min(document.documentElement.clientWidth, viewportWidth);
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`the document is ${document.documentElement.scrollWidth}px wide`);
    const clippedByScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.left >= -1 && box.right <= width + 1)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.clip === 'rect(0px, 0px, 0px, 0px)' || clippedByScroller(element)) continue;
      const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
      found.push(`${name} from ${Math.round(box.left)} to ${Math.round(box.right)}px`);
    }
    return found.slice(0, 8);
  }, viewport);
}

/** Nothing on the page is wider than the screen (waiting out an opening dialog's or drawer's animation). */
/** No serious or critical axe finding (WCAG 2.2 AA tags) on what the page shows now; `label` names the step. */
export async function noSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function expectFits(page: Page, what: string) {
  await expect.poll(() => overflow(page), { message: `${what} at ${page.viewportSize()?.width}px`, timeout: 3_000 }).toEqual([]);
}

const shotsTaken = new WeakMap<Page, number>();
const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/**
 * A step of a journey as the member sees it: nothing is wider than the screen (on the phone project and on
 * the desktop), and with `E2E_SHOTS=<folder>` a screenshot of what the step shows is kept there for a person
 * to look at, named by journey, width and step (never compared, never committed).
 */
export async function checkpoint(page: Page, step: string) {
  await expectFits(page, step);
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const n = (shotsTaken.get(page) ?? 0) + 1;
  shotsTaken.set(page, n);
  mkdirSync(folder, { recursive: true });
  const name = `${slug(test.info().title)}-${page.viewportSize()?.width}-${String(n).padStart(2, '0')}-${slug(step)}.png`;
  await page.screenshot({ path: path.join(folder, name) });
}

/** Demo data the server seeds on a fresh database (packages/server/src/db/seed/demo-club.ts). */
export const demo = {
  clubName: 'Club Pádel Sierra Verde',
  buttonsColor: 'rgb(10, 125, 79)',
  member: { email: 'socio@sierraverde.club', password: 'demo1234', name: 'Lucía' },
  parent: { email: 'familia@sierraverde.club', password: 'demo1234', name: 'Javier' },
};

/**
 * Waits until the shell is up and interactive: server-rendered pages show before their JavaScript runs, so
 * the app marks <html data-ready> once React has hydrated (or rendered) the page.
 */
export async function openShell(page: Page, path = '/') {
  await page.goto(path);
  await waitForApp(page);
}

export async function waitForApp(page: Page) {
  await expect(page.locator('html[data-ready="true"]')).toBeAttached();
  await expect(page.getByTestId('site-footer')).toBeAttached();
}

/**
 * The newest link of the given kind mailed to `email`, as an in-app path. The e2e server runs without
 * SMTP_URL, so its log is the development mailbox (every mail printed whole, `devMailbox`); the
 * Playwright config sends that log to E2E_DATA_DIR/server.log. Links are never readable through the API.
 */
export async function mailedLink(email: string, kind: 'activate' | 'reset-password', after = 0): Promise<string> {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'server.log');
  const pattern = new RegExp(`https?://[^\\s"'<>]+/customer/${kind}/[A-Za-z0-9_-]+`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
        const links = lines
          .filter((line) => line.startsWith('{') && line.includes('"devMailbox"'))
          .flatMap((line) => {
            // The server may be writing the last line as we read: it is read again on the next poll.
            try {
              return [JSON.parse(line) as { time?: number; devMailbox?: { to?: string; text?: string } }];
            } catch {
              return [];
            }
          })
          .filter((entry) => entry.devMailbox?.to === email && (entry.time ?? 0) >= after)
          .map((entry) => pattern.exec(entry.devMailbox?.text ?? '')?.[0])
          .filter((found): found is string => Boolean(found));
        link = links.at(-1);
        return link;
      },
      { message: `a ${kind} mail to ${email} in the server log`, timeout: 10_000 },
    )
    .toMatch(pattern);
  return new URL(link as string).pathname;
}

/** The newest mail to `email` whose text matches `pattern`, from the development mailbox (the server's log). */
export async function mailedText(email: string, pattern: RegExp): Promise<string> {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'server.log');
  let text = '';
  await expect
    .poll(
      () => {
        const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
        const found = lines
          .filter((line) => line.startsWith('{') && line.includes('"devMailbox"'))
          .flatMap((line) => {
            try {
              return [JSON.parse(line) as { devMailbox?: { to?: string; text?: string } }];
            } catch {
              return [];
            }
          })
          .map((entry) => (entry.devMailbox?.to === email ? (entry.devMailbox.text ?? '') : ''))
          .filter((body) => pattern.test(body));
        text = found.at(-1) ?? '';
        return text;
      },
      { message: `a mail to ${email} in the server log`, timeout: 150_000, intervals: [2_000] },
    )
    .toMatch(pattern);
  return text;
}

/** A session token as the server signs it (a JWT: header.payload.signature). */
export const SESSION_TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The login answer the portal stores as `cc` (customer) and `ctk` (token). */
export type LoginModel = { token: string; expiry: string; id: number; logo: string; name: string; surname: string };
let memberSession: LoginModel | undefined;

/** The demo member's session, logged in through the API once per worker. */
export async function memberLogin(request: APIRequestContext): Promise<LoginModel> {
  if (!memberSession) {
    const res = await request.post('/api/publiccustomers/cauth', { data: { email: demo.member.email, password: demo.member.password } });
    expect(res.ok(), await res.text()).toBe(true);
    memberSession = ((await res.json()) as { model: LoginModel }).model;
  }
  return memberSession;
}

/**
 * Opens the page's tab as the demo member: the session is written to storage before the app's scripts run,
 * once per tab, so a logout or account switch during the test is not undone by the next navigation.
 */
export async function asMember(page: Page, request: APIRequestContext): Promise<LoginModel> {
  const m = await memberLogin(request);
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('cc', JSON.stringify({ id: s.id, name: s.name, surname: s.surname, logo: s.logo, expiry: s.expiry }));
    localStorage.setItem('ctk', s.token);
  }, m);
  return m;
}

/** Opens the header's menu drawer when the header is folded (a phone); a desktop shows the menu as it is. */
export async function openMenu(page: Page) {
  const menu = page.getByRole('button', { name: 'Abrir menú' });
  if (await menu.isVisible()) await menu.click();
}

/** Opens the header's login dialog (from the menu on a phone). */
export async function openLogin(page: Page) {
  await openMenu(page);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Logs in from the header (the phone's menu first), as a member arriving at `path` does. */
export async function logInFromHeader(page: Page, who: { email: string; password: string } = demo.member, path = '/') {
  await openShell(page, path);
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Correo electrónico').fill(who.email);
  await dialog.getByLabel('Contraseña').fill(who.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden();
}
