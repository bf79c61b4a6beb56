import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { json, stubFetch } from '../../test/fetch-stub';
import { demoSettings } from '../../test/fixtures';
import { describedText } from '../../test/queries';
import { renderWithSettings } from '../../test/render';
import { Footer } from './footer';
import { MobileBottomBar } from './mobile-bottom-bar';
import { closeMemberCard } from '../../features/member-card/card-request';

const INFO = '/api/publiccomms/info-request';

describe('footer request-info form', () => {
  it('sends nothing unless both email and question are filled, and says which one is missing', async () => {
    const server = stubFetch({ [`POST ${INFO}`]: () => json({ ok: true }) });
    const user = userEvent.setup();
    renderWithSettings(<Footer />);
    // The form's code loads when the footer nears the screen (at once in jsdom: see test/setup.ts).
    const email = await screen.findByLabelText(/^Email/);
    const question = screen.getByLabelText(/^Question/);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(question.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(email)).toBe('The field is required');

    await user.type(email, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    expect(question.getAttribute('aria-invalid')).toBe('true');

    await user.clear(email);
    await user.type(email, 'ana@');
    await user.type(question, '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(describedText(email)).toBe('Please enter a valid email'));

    expect(server.to(INFO)).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends both fields, then hides the form and thanks the visitor', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = stubFetch({ [`POST ${INFO}`]: async () => (await answered, json({ ok: true })) });
    const user = userEvent.setup();
    renderWithSettings(<Footer />);

    await user.type(await screen.findByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Question/), 'Do you have lessons?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // While sending: a loading state.
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    release();

    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toBe('Thanks! we will contact you ASAP!');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.queryByLabelText(/^Question/)).toBeNull();
    expect(server.to(INFO).map((r) => r.body)).toEqual([{ email: 'ana@example.com', question: 'Do you have lessons?' }]);
  });

  it('only logs a failure: the form stays and no thanks are shown', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ [`POST ${INFO}`]: () => json({ ok: false, errorMsg: 'Internal server error' }, { status: 500 }) });
    const user = userEvent.setup();
    renderWithSettings(<Footer />);

    await user.type(await screen.findByLabelText(/^Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Question/), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByText('Thanks! we will contact you ASAP!')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('footer contact data', () => {
  it('links the coordinates to a map', () => {
    renderWithSettings(<Footer />);
    const href = screen.getByRole('link', { name: 'How to get there' }).getAttribute('href');
    expect(href).toBe('https://www.google.com/maps/search/?api=1&query=40.4168%2C-3.7038');
  });

  it.each(['40.4168', '1,2,3', ''])('uses "#" when the coordinates "%s" are not exactly two parts', (coords) => {
    renderWithSettings(<Footer />, { ...demoSettings, coords });
    expect(screen.getByRole('link', { name: 'How to get there' }).getAttribute('href')).toBe('#');
  });

  it('shows phone, email, opening hours line by line, only the social links that are set, and the legal pages', () => {
    renderWithSettings(<Footer />);
    expect(screen.getByRole('link', { name: '+34 910 000 000' }).getAttribute('href')).toBe('tel:+34910000000');
    expect(screen.getByRole('link', { name: 'hola@clubdemo.test' }).getAttribute('href')).toBe('mailto:hola@clubdemo.test');
    const hours = within(screen.getByRole('region', { name: 'Opening hours' })).getAllByRole('listitem');
    expect(hours.map((line) => line.textContent)).toEqual(['Monday to Friday: 8:00 - 23:00', 'Weekends: 9:00 - 21:00']);
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://facebook.com/clubdemo');
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://instagram.com/clubdemo');
    expect(screen.queryByRole('link', { name: 'Twitter' })).toBeNull();
    for (const [name, href] of [
      ['General conditions', '/generalConditions'],
      ['Waiver', '/waiver'],
      ['Privacy policy', '/privacy'],
      ['Cookie policy', '/cookies'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('keeps the boxed-layout choice in session storage', async () => {
    const user = userEvent.setup();
    renderWithSettings(<Footer />);
    const toggle = screen.getByRole('switch', { name: 'Boxed layout' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(sessionStorage.getItem('boxed')).toBe('true');
  });
});

describe('mobile bottom bar', () => {
  it('has Home, Book, My bookings, Call and Cart for visitors of a club that takes bookings', () => {
    renderWithSettings(<MobileBottomBar />);
    const bar = screen.getByTestId('mobile-bottom-bar');
    expect([...bar.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Home', 'Book', 'My bookings', 'Call', 'Cart']);
    expect(screen.getByRole('link', { name: 'Book' }).getAttribute('href')).toBe('/bookingtypes');
    expect(screen.getByRole('link', { name: 'My bookings' }).getAttribute('href')).toBe('/customer-bookings');
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+34910000000');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/checkout');
    expect(screen.queryByRole('button', { name: 'Card' })).toBeNull();
  });

  it('puts the Card in the place of Call for a logged-in customer, which opens the membership card where the member is (member-card.test.tsx)', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const user = userEvent.setup();
    const { router } = renderWithSettings(<MobileBottomBar />);
    const bar = screen.getByTestId('mobile-bottom-bar');
    expect([...bar.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Home', 'Book', 'My bookings', 'Card', 'Cart']);
    const card = screen.getByRole('button', { name: 'Card' });
    expect(card.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(card);
    expect(router.state.location.pathname).toBe('/');
    closeMemberCard();
  });

  it('reaches My bookings in one tap', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const user = userEvent.setup();
    const { router } = renderWithSettings(<MobileBottomBar />);
    await user.click(screen.getByRole('link', { name: 'My bookings' }));
    expect(router.state.location.pathname).toBe('/customer-bookings');
  });

  it('is the spec’s Home, Map, Call and Cart for a club without bookings, with "#" for the map when the coordinates are invalid', () => {
    renderWithSettings(<MobileBottomBar />, { ...demoSettings, hasBookings: false, coords: 'nowhere' });
    const bar = screen.getByTestId('mobile-bottom-bar');
    expect([...bar.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Home', 'Map', 'Call', 'Cart']);
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe('#');
  });

  it('points the map at the club’s coordinates', () => {
    renderWithSettings(<MobileBottomBar />, { ...demoSettings, hasBookings: false });
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('href')).toContain('query=40.4168%2C-3.7038');
  });
});
