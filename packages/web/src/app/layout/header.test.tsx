import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { getLoginRequest } from '../../api/login-request';
import { json, stubFetch } from '../../test/fetch-stub';
import { demoSettings } from '../../test/fixtures';
import { renderWithSettings } from '../../test/render';
import { OfferedLanguagesProvider } from '../../lib/offered-languages';
import { Header } from './header';

const post = (id: number, title: string) => ({
  id,
  title,
  text: '<p>x</p>',
  smalText: '',
  image: '',
  created: '2026-03-01T10:00:00Z',
  name: 'Staff',
  TextBlockType: 0,
});

describe('header menu', () => {
  it('shows Shop, Book and Blog (with the 2 recent posts) per settings and posts', async () => {
    const server = stubFetch({
      'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [post(1, 'Open tournament'), post(2, 'New courts')] }),
    });
    const user = userEvent.setup();
    renderWithSettings(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    expect(within(nav).getByRole('link', { name: 'Book' }).getAttribute('href')).toBe('/bookingtypes');
    // A visitor finds Activities in the header too (issue 30).
    expect(within(nav).getByRole('link', { name: 'Activities' }).getAttribute('href')).toBe('/activities');

    const blog = await within(nav).findByRole('button', { name: 'Blog' });
    expect(blog.getAttribute('aria-expanded')).toBe('false');
    await user.click(blog);
    expect(blog.getAttribute('aria-expanded')).toBe('true');
    expect((await within(nav).findByRole('link', { name: /Open tournament/ })).getAttribute('href')).toBe('/post/1');
    expect(
      within(nav)
        .getByRole('link', { name: /New courts/ })
        .getAttribute('href'),
    ).toBe('/post/2');
    expect(server.to('/api/cztextblocks/list-with-users')[0]?.url.searchParams.get('count')).toBe('2');

    await user.keyboard('{Escape}');
    expect(blog.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(blog);
  });

  it('hides Shop, Book and Blog when the club has none', async () => {
    const server = stubFetch({ 'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }) });
    renderWithSettings(<Header />, { ...demoSettings, hasShop: false, hasBookings: false });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByRole('link', { name: 'Shop' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Book' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Blog' })).toBeNull();
  });

  it('offers login to visitors', async () => {
    stubFetch({ 'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }) });
    const user = userEvent.setup();
    renderWithSettings(<Header />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(getLoginRequest()).toEqual({ open: true, returnTo: null });
  });

  it('shows the account submenu to a logged-in customer', async () => {
    localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify({ id: 1, name: 'Ana', surname: 'Ruiz', logo: '' }));
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    stubFetch({ 'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }) });
    const user = userEvent.setup();
    renderWithSettings(<Header />);
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Activities' }).getAttribute('href')).toBe('/activities');
    await user.click(screen.getByRole('button', { name: 'Ana' }));
    const links = [
      ['Profile', '/account'],
      ['Change Password', '/changePass'],
      ['Pending Sales', '/debts'],
      ['Your Orders', '/customer-orders'],
      ['Your Bookings', '/customer-bookings'],
      ['Open matches', '/open-matches'],
      ['Your Trainings', '/trainings'],
      ['Levels', '/levels'],
      ['Your Fees', '/customer-fees'],
      ['Your Vouchers', '/customer-vouchers'],
      ['Your Communications', '/customer-comms'],
    ];
    for (const [name, href] of links) expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    const submenu = screen.getByRole('link', { name: 'Profile' }).closest('ul') as HTMLElement;
    expect(
      within(submenu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...links.map(([name]) => name), 'Membership card', 'Log out']);
  });

  it('has a language picker: browsing its list changes nothing, choosing a language switches and sticks', async () => {
    const server = stubFetch({ 'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }) });
    const user = userEvent.setup();
    renderWithSettings(<Header />);
    const button = screen.getByRole('button', { name: /^Language:/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const list = screen.getByRole('list', { name: 'Language' });
    expect(within(list).getAllByRole('button')).toHaveLength(6);
    // Moving through the choices with the keyboard does not switch the site.
    await user.tab();
    await user.tab();
    expect(document.documentElement.lang).toBe('en-US');
    await user.click(within(list).getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(button.textContent).toBe('Langue: Français'));
    expect(document.documentElement.lang).toBe('fr-FR');
    // What the header showed from the API (the club's own texts among it) is asked again, in French.
    await waitFor(() =>
      expect(server.requests.filter((r) => r.headers.get('Accept-Language') === 'fr-FR').map((r) => r.path)).toContain(
        '/api/cztextblocks/list-with-users',
      ),
    );
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fr-FR');
    expect(document.cookie).toContain('lang=fr-FR');
    expect(screen.getByRole('button', { name: /^Langue/ }).getAttribute('aria-expanded')).toBe('false');
    // Escape closes the list and gives the focus back to its button.
    await user.click(screen.getByRole('button', { name: /^Langue/ }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Langue/ }));
    await user.click(screen.getByRole('button', { name: /^Langue/ }));
    await user.click(screen.getByRole('button', { name: 'English (US)' }));
    await waitFor(() => expect(button.textContent).toBe('Language: English (US)'));
  });

  it('lists only the languages the club offers, and none when it offers one', async () => {
    stubFetch({ 'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }) });
    const user = userEvent.setup();
    const { unmount } = renderWithSettings(
      <OfferedLanguagesProvider languages={['es-ES', 'en-US']}>
        <Header />
      </OfferedLanguagesProvider>,
    );
    await user.click(screen.getByRole('button', { name: /^Language:/ }));
    const list = screen.getByRole('list', { name: 'Language' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Español (España)', 'English (US)']);
    unmount();
    renderWithSettings(
      <OfferedLanguagesProvider languages={['en-US']}>
        <Header />
      </OfferedLanguagesProvider>,
    );
    expect(screen.queryByRole('button', { name: /^Language:/ })).toBeNull();
  });

  it('opens and closes the mobile menu with a labelled toggle', async () => {
    stubFetch({ 'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }) });
    const user = userEvent.setup();
    renderWithSettings(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
