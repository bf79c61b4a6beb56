import { LANGUAGES } from '@clubportal/contract/languages';
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { expect, expectFits, mailedText, noSeriousViolations, test } from './fixtures';
import { demoOwner, staffSignIn } from './staff-fixtures';

/**
 * Issue 31 §5: every console page works at a desk's tablet (768 px) in each of the six languages. A staff member
 * of its own (so switching language never changes what another journey reads) picks each language from the
 * console's header; every page then speaks it (no raw text key), fits the screen, starts with its skip link
 * for the keyboard; and each page has no serious axe finding.
 */
const PAGES = [
  '/staff/desk',
  '/staff/door',
  '/staff/rosters',
  '/staff/customers',
  '/staff/refunds',
  '/staff/reports',
  '/staff/accounts',
  '/staff/roles',
  '/staff/audit',
  '/staff/orders',
  '/staff/products',
  '/staff/promos',
  '/staff/transports',
  '/staff/vouchers',
  '/staff/prices',
  '/staff/groups',
  '/staff/fees',
  '/staff/memberships',
  '/staff/courts',
  '/staff/booking-types',
  '/staff/imports',
  '/staff/activities',
  '/staff/forms',
  '/staff/trainings',
  '/staff/posts',
  '/staff/banners',
  '/staff/testimonials',
  '/staff/team',
  '/staff/sponsors',
  '/staff/gallery',
  '/staff/legal',
  '/staff/translations',
  '/staff/setup-wizard',
  '/staff/password',
];
// A live club's wizard opens on its last step.
const LANDS_ON: Record<string, string> = { '/staff/setup-wizard': '/staff/setup-wizard/go-live' };
const RAW_KEY = /\bstaff\.[a-zA-Z]+\.[a-zA-Z]/;
/**
 * The pages walked in a language. Mexican and Venezuelan Spanish differ from Spain's in a few words, not in
 * length: each walks half the pages (together every page), where the other four languages walk all of them.
 */
const pagesIn = (language: string): string[] =>
  language === 'es-MX' ? PAGES.filter((_, i) => i % 2 === 0) : language === 'es-VE' ? PAGES.filter((_, i) => i % 2 === 1) : PAGES;

/**
 * A staff member of its own for one walk, signed in to the console in this browser with two-factor codes enrolled,
 * whose custom role opens every page walked.
 */
async function walker(page: Page, language: string) {
  await staffSignIn(page, demoOwner);
  await expect(page.getByRole('banner')).toContainText(demoOwner.name);

  // A custom role that opens every page of this slice.
  const stamp = `${language.toLowerCase()}-${Date.now()}`;
  const role = await page.request.post('/api/staff/roles', {
    data: {
      name: `Idiomas ${stamp}`,
      permissions: [
        'staff.manage',
        'audit.read',
        'settings.read',
        'settings.write',
        'shop.read',
        'customers.read',
        'bookings.read',
        'prices.write',
        'data.import',
        'content.write',
        'rosters.own',
        'checkin.scan',
        'refunds.write',
        'reports.read',
      ],
    },
  });
  expect(role.status()).toBe(200);
  const email = `idiomas-${stamp}@sierraverde.club`;
  const invited = await page.request.post('/api/staff/accounts', {
    data: {
      name: 'Inés Idiomas',
      email,
      language: 'es-ES',
      role: 'custom',
      customRoleId: ((await role.json()) as { model: { id: number } }).model.id,
    },
  });
  expect(invited.status()).toBe(200);
  const token = /\/staff\/invitation#([\w-]+)/.exec(await mailedText(email, /\/staff\/invitation#/))?.[1] ?? '';
  // Accepting signs the invited member in (their cookie replaces the owner's in this browser).
  const accepted = await page.request.post('/api/staff/invitation/accept', { data: { token, password: 'idiomas-password-1' } });
  expect(accepted.status()).toBe(200);
  // A role that manages staff enrols two-factor codes before any console page opens: enrol them, as a person would.
  const enrol = await page.request.post('/api/staff/two-factor/enrol');
  const { secret } = ((await enrol.json()) as { model: { secret: string } }).model;
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  expect((await page.request.post('/api/staff/two-factor/confirm', { data: { code } })).status()).toBe(200);
}

// One journey per language, so the two browsers of a run share the walk instead of one walking it all.
for (const language of LANGUAGES) {
  test(`every console page in ${language} at a desk tablet`, async ({ page }) => {
    // Some thirty pages, and in the first language axe over each: a long walk on a busy 2-core machine.
    // (the first language's walk ran out of 10 minutes on its last page once /staff/orders joined it, under load).
    test.setTimeout(900_000);
    await page.setViewportSize({ width: 768, height: 1000 });
    await walker(page, language);
    await page.goto('/staff/accounts');
    await expect(page.getByRole('banner')).toContainText('Inés Idiomas');
    // The header's language choice: saved on the account, the console switches at once.
    await page.getByRole('banner').getByRole('combobox').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const path of pagesIn(language)) {
      const label = `${path} in ${language}`;
      await page.goto(path);
      // The page asked for, not the two-factor page or a refusal: its own link in the console is the current one.
      await expect(page).toHaveURL(new RegExp(`${LANDS_ON[path] ?? path}$`));
      // On the tablet the link sits in the closed menu: present and current, the menu button naming it.
      await expect(page.locator(`a[href="${path}"][aria-current="page"]`), label).toBeAttached();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Recorded action names (`staff.invite`, in the audit log's code cells) are data, not texts to translate.
      const texts = await page.locator('body').evaluate((body) => {
        const copy = body.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('code, script, style').forEach((data) => data.remove());
        return copy.textContent ?? '';
      });
      expect(texts, label).not.toMatch(RAW_KEY);
      await expectFits(page, label);
      await page.keyboard.press('Tab');
      await expect(page.locator('.skip-link'), label).toBeFocused();
      // Axe reads the page's structure, which no language changes: once per page, in the first language.
      if (language === LANGUAGES[0]) await noSeriousViolations(page, label);
    }
  });
}
