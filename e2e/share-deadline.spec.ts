import type { Page } from '@playwright/test';
import { checkpoint, demo, expect, logInFromHeader, mailedText, openShell, test, waitForApp } from './fixtures';

/**
 * Issue 30, section 2, on a phone: one share and one deadline for a free place, everywhere. Lucía (a member:
 * her special price covers her own share) books a shared padel court and invites Marta; the booking checkout
 * says why its total is not her price and what each free place costs, by when. Marta's invitation mail says
 * the same share and deadline; Elena opens the join link and sees them again, joins, finds them on the
 * checkout, pays, and the join page then shows her share paid.
 */

const marta = { email: 'marta.gil@sierraverde.club', password: demo.member.password };
const elena = { email: 'elena.soto@sierraverde.club', password: demo.member.password };
const DAY = 5;

/** The amount in a text ("9 €", "8,62 €", "9,00 €") as cents, whatever the format. */
const cents = (text: string) => {
  const match = /(\d+)(?:,(\d{2}))?\s?€/.exec(text);
  expect(match, `an amount in "${text}"`).not.toBeNull();
  return Number(match![1]) * 100 + Number(match![2] ?? 0);
};

async function payWithSandbox(page: Page) {
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: 'Tarjeta (sandbox)' }).check();
  const legal = page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' });
  if (!(await legal.isChecked())) await legal.check();
  await page.locator('.checkout__summary').getByRole('button').last().click();
  await expect(page.getByRole('heading', { name: 'Sandbox card gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/cz\/ok$/);
}

test(
  'a joiner sees one share and one deadline on the organiser’s page, the mail, the join page and the checkout, and is shown paid',
  { tag: '@phone-only' },
  async ({ page }) => {
    // The invitation goes with the booking's confirmation, sent by the booking-mails job (every minute).
    test.setTimeout(4 * 60_000);
    // Lucía books a shared court five days ahead and invites Marta.
    await logInFromHeader(page, demo.member, '/bookingtypes');
    await page.getByRole('link', { name: 'Pádel', exact: true }).click();
    await page.getByRole('group', { name: 'Día' }).getByRole('button').nth(DAY).click();
    await expect(page.locator('.bookings-page__grid')).toHaveAttribute('aria-busy', 'false');
    const byCourt = page.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Por pista' });
    if ((await byCourt.getAttribute('aria-pressed')) !== 'true') await byCourt.click();
    const slot = page.locator('.resource').nth(4).locator('.slot').nth(3);
    const time = (await slot.locator('.slot__time').textContent())?.trim() ?? '';
    await slot.click();
    await page
      .getByRole('group', { name: `Duraciones a las ${time}` })
      .getByRole('button', { name: /^90 minutos/ })
      .click();
    await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
    await expect(page.getByRole('radio', { name: /Paga tu parte/ })).toBeChecked();
    await page.getByRole('button', { name: 'Añadir jugadores' }).click();
    const popup = page.getByRole('dialog', { name: 'Buscar un jugador' });
    await popup.getByRole('searchbox', { name: 'Buscar jugadores' }).fill('Marta Gil Romero');
    await popup.getByRole('button', { name: 'Añadir a Marta Gil Romero' }).click();
    await expect(popup).toHaveCount(0);

    // The organiser's page: a free place's share, the deadline, and why the total is not Lucía's price.
    const players = page.getByRole('list', { name: 'Jugadores' });
    const freeShare = cents((await players.getByRole('listitem').last().locator('.checkout-player__share').textContent()) ?? '');
    const deadline = ((await page.locator('.pay-figures time').textContent()) ?? '').trim();
    expect(deadline).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    const price = cents((await page.locator('.booking-facts__price').textContent()) ?? '');
    const total = cents((await page.locator('.pay-figures dd').nth(1).textContent()) ?? '');
    expect(total).not.toBe(price);
    await expect(page.locator('.pay-shared__why')).toHaveText(
      /^Tu parte \(.+\) lleva tu precio especial; las otras 3 plazas pagan el precio general: .+\.$/,
    );
    // Open to other members (a booking is private unless its owner opens it), so Elena can join from the link.
    await page.getByRole('checkbox', { name: /^Partido abierto/ }).check();
    await checkpoint(page, 'the organiser’s shared booking');
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await payWithSandbox(page);

    // Lucía's booking id, for the join link she shares.
    const bookingId = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('cc') ?? '{}') as { id: number };
      const res = await fetch(`/api/publicbookings/customer-bookings/${session.id}`, {
        headers: { authorization: `Bearer ${localStorage.getItem('ctk') ?? ''}` },
      });
      const next = ((await res.json()) as { model: { next: Array<{ id: number; players: Array<{ name: string }> }> } }).model.next;
      return next.filter((b) => b.players.some((p) => p.name.startsWith('Marta'))).at(-1)!.id;
    });

    // Elena opens the join link: the same share and deadline, then joins.
    await page.evaluate(() => localStorage.clear());
    await logInFromHeader(page, elena, `/booking-join/${bookingId}`);
    await openShell(page, `/booking-join/${bookingId}`);
    const card = page.getByRole('article', { name: 'Pádel' });
    const shareLine = card.getByText(/^Tu parte: /);
    await expect(shareLine).toHaveText(new RegExp(`· Paga antes del ${deadline.replace(/\//g, '\\/')}$`));
    expect(cents((await shareLine.textContent()) ?? '')).toBe(freeShare);
    await checkpoint(page, 'the join page');
    await card.getByRole('button', { name: 'Unirme' }).click();
    const teams = page.getByRole('dialog', { name: 'Elige tu equipo' });
    if (await teams.isVisible().catch(() => false)) await teams.getByRole('button', { name: /^Unirme al/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '¡Estás dentro!' })).toContainText(deadline);
    await expect(page.getByText(/^Pago pendiente: /)).toBeVisible();
    expect(cents((await page.getByText(/^Pago pendiente: /).textContent()) ?? '')).toBe(freeShare);
    await page.getByRole('button', { name: 'Pagar' }).click();

    // The checkout: the same amount, the deadline said once.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText(/paga tu parte antes del/)).toHaveCount(1);
    await expect(page.getByText(`Pago compartido: paga tu parte antes del ${deadline}`)).toBeVisible();
    expect(cents((await page.locator('.checkout-line--sale').first().textContent()) ?? '')).toBe(freeShare);
    await checkpoint(page, 'the joiner’s checkout');
    await payWithSandbox(page);

    // Back on the link: in, paid, nothing owed.
    await openShell(page, `/booking-join/${bookingId}`);
    await waitForApp(page);
    await expect(page.getByText('Ya estás dentro')).toBeVisible();
    await expect(card.getByText('Pagada', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Tu parte: /)).not.toContainText('Paga antes');
    await expect(page.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
    await checkpoint(page, 'the join page, paid');

    // Marta's invitation: the same share and deadline (the mail writes them in full, in her language). It goes
    // with the booking's confirmation, which the booking-mails job sends within 5 minutes of the payment.
    const mail = await mailedText(marta.email, /te ha invitado a jugar/);
    const mailed = /Tu parte es (.+?), a pagar antes del (.+?)\. No debes/.exec(mail);
    expect(mailed, mail).not.toBeNull();
    expect(cents(mailed![1]!)).toBe(freeShare);
    const [day, month, year, hhmm] = deadline.split(/[/ ]/);
    expect(mailed![2]).toContain(`${Number(day)} de `);
    expect(mailed![2]).toContain(year!);
    // The mail writes the hour as Spanish does in prose (9:30); the page as the club's format (09:30).
    expect(mailed![2]).toContain(hhmm!.replace(/^0/, ''));
    expect(mailed![2]).toContain(
      new Intl.DateTimeFormat('es-ES', { month: 'long' }).format(new Date(Date.UTC(Number(year), Number(month) - 1, 15))),
    );
  },
);
