import type { Page } from '@playwright/test';
import { asMember, expect, test, waitForApp } from './fixtures';
import { baseURL } from './playwright.config';

/**
 * The member's language everywhere (issue 20, section 5): the demo club's culture is Spanish, but a member
 * reading English, French or Italian gets weekdays and months in that language on every page that shows
 * dates. Club content (product names, the club's own texts) is the club's and is not checked here.
 */
const SPANISH_DATE_WORDS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo', 'mié', 'jue', 'sáb', 'ene', 'dic', 'ago'];
/** Italian shortens December and August as Spanish does. */
const OWN_WORDS: Record<string, string[]> = { 'it-IT': ['dic', 'ago'] };
const spanishDateWords = (language: string) =>
  new RegExp(`(?<![\\p{L}])(${SPANISH_DATE_WORDS.filter((word) => !OWN_WORDS[language]?.includes(word)).join('|')})(?![\\p{L}])`, 'iu');
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
// Not /customer-fees and /debts yet: a fee's period and a sale line's detail are stored as the text the club
// wrote ("octubre de 2026", "Con Marta, jueves 18:00"), not as dates. /customer-comms lists mails as they were
// sent (in Spanish to the demo member).
const PAGES = ['/customer-bookings', `/bookings/1?date=${tomorrow}`, '/customer-orders', '/customer-vouchers', '/trainings'];

async function dateWords(page: Page, language: string): Promise<string | undefined> {
  const text = await page.locator('main').innerText();
  return spanishDateWords(language).exec(text)?.[0];
}

for (const language of ['en-US', 'fr-FR', 'it-IT']) {
  test(`weekdays and months in ${language} on the member's pages`, async ({ page, context, request }) => {
    test.slow();
    await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await asMember(page, request);
    for (const path of PAGES) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('main')).not.toBeEmpty();
      expect(await dateWords(page, language), `${path} in ${language}`).toBeUndefined();
    }
    // My Bookings' day badges are in the member's language.
    await page.goto('/customer-bookings');
    await waitForApp(page);
    const weekday = page.locator('.booking-item__weekday').first();
    await expect(weekday).toHaveText(new RegExp(`^(${weekdays(language).join('|')})$`, 'i'));
  });
}

/** The short weekday names of a language, as Intl prints them. */
function weekdays(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2026, 10, 23 + day)).replace('.', '\\.'));
}
