import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../api/session';
import { json, stubFetch, type Handler } from '../../test/fetch-stub';
import { renderWithSettings } from '../../test/render';
import { MobileBottomBar } from './mobile-bottom-bar';
import { closeMemberCard, useMemberCardOpen } from '../../features/member-card/card-request';
import { MemberCardDialog } from '../../features/member-card/components/member-card-dialog';

const QR = '/api/publicaccesscontrol/qr';
const config = {
  topImage: 'top.svg',
  shield: 'shield.svg',
  selectedSponsors: '["s1.svg","s2.svg","s3.svg","s4.svg"]',
  fields: ['memberNumber', 'birthDate', 'phone'],
};
const customer = {
  id: 7,
  name: 'Lucía',
  surname: 'Martín',
  email: 'lucia@example.com',
  email2: '',
  email3: '',
  phone: '600 111 222',
  phone2: '',
  phone3: '',
  gender: 1,
  birthDate: '1990-04-05',
  addressLine1: '',
  postalCode: '',
  city: 'Madrid',
  town: '',
  country: '',
  acceptConditions: true,
  okRss: false,
  logo: '',
  status: 0,
  customFields: [],
  customFieldValues: [],
  children: [],
  parent: null,
  currentId: 7,
};
const qrAnswer = (content: string) =>
  json({ ok: true, model: { content, contentType: 'text/plain', encoding: 'utf8', expires: '2026-11-26T21:00:00.000Z' } });

function server(qr: Handler) {
  return stubFetch({
    'GET /api/CzVirtualCardConfigs/config': () => json({ ok: true, model: config }),
    'GET /api/PublicCustomerPeriodicSales/customer-season-passes/7': () =>
      json({
        ok: true,
        model: [{ id: 1, start: '2026-09-01', end: '2027-08-31', product: { seasonPassName: 'Abono Temporada 2026/27' } }],
      }),
    'GET /api/publiccustomers/7': () => json({ ok: true, model: customer }),
    [`GET ${QR}`]: qr,
  });
}

/** The card as the app shows it: opened from the bottom bar's Card, closed from its own button. */
function CardHost() {
  return useMemberCardOpen() ? <MemberCardDialog /> : null;
}
function renderCard() {
  return renderWithSettings(
    <>
      <MobileBottomBar />
      <CardHost />
    </>,
  );
}

afterEach(() => {
  onlineManager.setOnline(true);
  closeMemberCard();
});

describe('virtual membership card', () => {
  it('opens from the bottom bar with the pass, the member, the configured fields in the page’s language, the QR and the sponsors', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00.000Z'));
    saveSession({ id: 7, name: 'Lucía', surname: 'Martín', logo: '' }, 'token');
    server(() => qrAnswer('CPM1.7.1796000000.abcdefghijklmnopqrstuv'));
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));

    const dialog = await screen.findByRole('dialog', { name: 'Membership card' });
    expect((await within(dialog).findByText('Abono Temporada 2026/27')).textContent).toBe('Abono Temporada 2026/27');
    expect(within(dialog).getByText('Lucía Martín').textContent).toBe('Lucía Martín');
    const fields = [...dialog.querySelectorAll('.member-card__field')].map((f) => [
      f.querySelector('dt')?.textContent,
      f.querySelector('dd')?.textContent,
    ]);
    expect(fields).toEqual([
      ['Member no.', '7'],
      ['Date of birth', 'Apr 5, 1990'],
      ['Phone', '600 111 222'],
    ]);
    expect((await within(dialog).findByRole('img', { name: 'Access code of Lucía Martín' })).tagName.toLowerCase()).toBe('svg');
    expect(within(dialog).getByText(/^Valid until /).textContent).toMatch(/^Valid until \d\d:\d\d$/);
    const sponsors = within(dialog).getByRole('group', { name: 'Sponsors' });
    expect(sponsors.className).toContain('card-sponsors--scroll');
    expect(within(sponsors).getAllByRole('img', { name: 'Sponsor' })).toHaveLength(4);
  });

  it('forgets the QR on closing: an answer that comes after is dropped and the next opening asks again', async () => {
    saveSession({ id: 7, name: 'Lucía', surname: 'Martín', logo: '' }, 'token');
    const answers: Array<(r: Response) => void> = [];
    const calls = server(() => new Promise<Response>((resolve) => answers.push(resolve)));
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Membership card' });
    await within(dialog).findByText('Lucía Martín');
    await waitFor(() => expect(calls.to(QR)).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => answers[0]?.(qrAnswer('CPM1.7.1.late-late-late-late-lat')));

    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    const again = await screen.findByRole('dialog', { name: 'Membership card' });
    await waitFor(() => expect(calls.to(QR)).toHaveLength(2));
    // The first answer is not shown: the code waits for the second.
    expect(within(again).queryByRole('img', { name: /^Access code/ })).toBeNull();
    await act(async () => answers[1]?.(qrAnswer('CPM1.7.1796000000.abcdefghijklmnopqrstuv')));
    expect((await within(again).findByRole('img', { name: 'Access code of Lucía Martín' })).tagName.toLowerCase()).toBe('svg');
  });

  it('opens offline with the card it showed last, its QR only until it expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00.000Z'));
    saveSession({ id: 7, name: 'Lucía', surname: 'Martín', logo: '' }, 'token');
    server(() => qrAnswer('CPM1.7.1796000000.abcdefghijklmnopqrstuv'));
    const first = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    await screen.findByRole('img', { name: 'Access code of Lucía Martín' });
    first.unmount();

    // No connection: every call fails, the card comes from the phone.
    stubFetch({});
    onlineManager.setOnline(false);
    const second = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Membership card' });
    expect(within(dialog).getByText('Abono Temporada 2026/27').textContent).toBe('Abono Temporada 2026/27');
    expect((await within(dialog).findByRole('img', { name: 'Access code of Lucía Martín' })).tagName.toLowerCase()).toBe('svg');
    expect(within(dialog).getByRole('status').textContent).toBe('Offline: this is your saved card.');
    second.unmount();

    // Past its expiry the saved code no longer opens doors: it is not shown.
    vi.setSystemTime(new Date('2026-11-26T21:00:00.000Z'));
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    const later = await screen.findByRole('dialog', { name: 'Membership card' });
    expect(within(later).getByText('The access code is not available offline.').textContent).toBe(
      'The access code is not available offline.',
    );
    expect(within(later).queryByRole('img', { name: /^Access code/ })).toBeNull();
  });
});
