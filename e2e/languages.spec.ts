import type { Page } from '@playwright/test';
import { asMember, expect, test, waitForApp } from './fixtures';
import { baseURL } from './playwright.config';

/**
 * The member's language everywhere (issue 20, section 5): the demo club's culture is Spanish, but a member
 * reading English, French or Italian gets weekdays and months in that language on every page that shows
 * dates, and on the money and communications pages every word of the page's own in that language.
 *
 * What the club wrote (a fee's name and period, a sale's concept) and the mails and messages already sent
 * stay as they were written: those pages mark each such text with its own `lang` (what a screen reader
 * needs to read it right), and the check leaves out exactly the elements in another language than the page.
 * Elsewhere, product, court and training names are the club's and are only checked for Spanish dates.
 */
const SPANISH_DATE_WORDS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
  'mié',
  'jue',
  'sáb',
  'ene',
  'dic',
  'ago',
];
/** Italian shortens December and August as Spanish does. */
const OWN_WORDS: Record<string, string[]> = { 'it-IT': ['dic', 'ago'] };
/** Words of the money and communications pages that only Spanish has among English, French and Italian. */
const SPANISH_WORDS = [
  'cuota',
  'cuotas',
  'pendiente',
  'pendientes',
  'pagos',
  'pagado',
  'añadir',
  'carrito',
  'seleccionar',
  'seleccionados',
  'todas',
  'próxima',
  'próximo',
  'vencimiento',
  'fecha',
  'número',
  'correo',
  'correos',
  'electrónicos',
  'comunicaciones',
  'tus',
  'venta',
  'concepto',
  'importe',
  'todavía',
  'ningún',
  'ninguna',
  'las',
  'los',
  'está',
];
const wordsOf = (list: string[]) => new RegExp(`(?<![\\p{L}])(${list.join('|')})(?![\\p{L}])`, 'iu');
const dateWords = (language: string) => SPANISH_DATE_WORDS.filter((word) => !OWN_WORDS[language]?.includes(word));
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
/** Pages with dates among the club's names: only Spanish dates fail them. */
const DATE_PAGES = ['/customer-bookings', `/bookings/1?date=${tomorrow}`, '/customer-orders', '/customer-vouchers', '/trainings'];
/** Pages whose club texts and sent messages carry their own `lang`: any Spanish left is the page's own. */
const OWN_TEXT_PAGES: Record<string, string> = {
  '/customer-fees': 'main table',
  '/debts': 'main table',
  '/customer-comms': 'main .comms-list',
};

/**
 * The text of the page's main part in the page's language: every text a person or a screen reader gets
 * (hidden elements apart), and the labels the phone's tables show beside each value (`data-label`), leaving
 * out what is marked as written in another language.
 */
async function pageText(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const language = document.documentElement.lang;
    const own = (element: Element) => (element.closest('[lang]')?.getAttribute('lang') ?? language) === language;
    const parts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && own(parent) && parent.checkVisibility()) parts.push(node.textContent ?? '');
    }
    for (const labelled of Array.from(main.querySelectorAll('[data-label]')))
      if (own(labelled)) parts.push(labelled.getAttribute('data-label') ?? '');
    return parts.join(' ');
  });
}

for (const language of ['en-US', 'fr-FR', 'it-IT']) {
  test(`weekdays and months in ${language} on the member's pages`, async ({ page, context, request }) => {
    test.slow();
    await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await asMember(page, request);
    for (const path of [...DATE_PAGES, ...Object.keys(OWN_TEXT_PAGES)]) {
      const shown = OWN_TEXT_PAGES[path];
      await page.goto(path);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('main')).not.toBeEmpty();
      if (shown) await expect(page.locator(shown).first()).toBeVisible();
      const text = await pageText(page);
      expect(
        wordsOf(shown ? [...dateWords(language), ...SPANISH_WORDS] : dateWords(language)).exec(text)?.[0],
        `${path} in ${language}`,
      ).toBeUndefined();
      if (shown) expect(/\S*[ñ¿¡]\S*/u.exec(text)?.[0], `${path} in ${language}`).toBeUndefined();
    }
    // A mail opened from Communications: its page in the member's language, the mail as it was sent.
    await page.goto('/customer-comms');
    await waitForApp(page);
    await page.locator('.comms-list').first().getByRole('link').first().click();
    await expect(page.getByRole('article')).toBeVisible();
    const mail = await pageText(page);
    expect(wordsOf([...dateWords(language), ...SPANISH_WORDS]).exec(mail)?.[0], `a mail in ${language}`).toBeUndefined();
    expect(/\S*[ñ¿¡]\S*/u.exec(mail)?.[0], `a mail in ${language}`).toBeUndefined();
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
