import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@clubportal/contract/shop';
import type { TextBlock } from '@clubportal/contract/text-blocks';
import { json, stubFetch, type Handler } from '../../../test/fetch-stub';
import { emptyTemplate } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { HomePage } from './home-page';

const block = (id: number, type: number, title: string, smalText = '', text = ''): TextBlock => ({
  id,
  title,
  text,
  smalText,
  image: `p${id}.svg`,
  created: '2026-01-01T00:00:00.000Z',
  name: 'Laura Martín',
  TextBlockType: type,
});
const product = (id: number, name: string): Product => ({
  id,
  name,
  logo: `prod${id}.svg`,
  images: [],
  grossPrice: 10,
  price: 10,
  netPrice: 8.26,
  isSpecialPrice: false,
  created: '2026-01-01T00:00:00.000Z',
  detail: '',
  description: '',
  ProductTypeId: 1,
  hasStock: true,
  transportRequired: false,
  taxPercent: 21,
});
/** The activities API's answer (contract activities.ts): `n` rows of `total`. */
const activities = (type: string, n: number, total = n) =>
  json({
    ok: true,
    model: {
      activities: Array.from({ length: n }, (_, i) => ({
        id: i + 1,
        name: `${type} ${i + 1}`,
        type: type === 'Liga' ? 'registration' : 'activity',
        start: '2026-12-01T10:00:00.000Z',
        end: null,
        poster: i === 0 ? '' : `a${i}.svg`,
        description: '',
        onlineSignUp: true,
        price: i === 1 ? 12.5 : 0,
        capacity: null,
        placesLeft: null,
        signUpOpens: null,
        signUpCloses: null,
        status: 'upcoming',
      })),
      totalCount: total,
      startRow: 0,
      endRow: n,
    },
  });

/** A club with something in every section. */
function fullClub(overrides: Record<string, Handler> = {}) {
  return stubFetch({
    'GET /api/czconfigs/template': () => json({ ok: true, data: emptyTemplate }),
    'GET /api/fileuploads/open-list': (r) =>
      json({
        ok: true,
        data:
          r.url.searchParams.get('category') === 'Sponsors'
            ? [
                { url: 's1.svg', description: 'Agua Fresca' },
                { url: 's2.svg', description: 'Banco Alameda' },
              ]
            : [],
      }),
    // What a visitor can still join: registrations running now, activities to come (finished ones never).
    'GET /api/publicactivities/list': (r) => {
      const asked = `${r.url.searchParams.get('type')} ${r.url.searchParams.get('status')}`;
      return asked === 'registration ongoing'
        ? activities('Liga', 6, 9)
        : asked === 'activity upcoming'
          ? activities('Clinic', 2)
          : activities('Finished', 3);
    },
    'GET /api/banners/open-list': () =>
      json({
        rowData: [{ id: 1, title: 'Liga social', text: 'Inscripciones abiertas', image: 'b1.svg', url: '/activities?type=registration' }],
      }),
    'GET /api/products/trending-products': () => json({ ok: true, data: [product(1, 'Pala Pro')] }),
    'GET /api/products/popular-products': () =>
      json({ ok: true, data: [product(2, 'Bote de pelotas'), product(3, 'Grip'), product(4, 'Toalla')] }),
    'GET /api/cztextblocks/list': (r) =>
      json({
        rowData: r.url.searchParams.get('gridstatus')?.includes('"TextBlockType":1')
          ? [block(10, 1, 'Carmen López', 'Socia', 'El mejor ambiente.'), block(11, 1, 'Andrés', 'Jugador', 'Muy bien.')]
          : [block(20, 2, 'Marcos Gil', 'Entrenador')],
      }),
    'GET /api/cztextblocks/list-with-users': () =>
      json({ ok: true, data: [block(30, 0, 'Liga de otoño'), block(31, 0, 'Cinco ejercicios'), block(32, 0, 'Nuevas pistas')] }),
    ...overrides,
  });
}

const renderHome = () => renderRoutes([{ path: '/', element: <HomePage /> }], '/');
/** A section (the outer region; its carousel is a region of the same name inside). */
const region = (name: string) => screen.getAllByRole('region', { name })[0] as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('home page', () => {
  it('shows every section that has data, with links to the activities, posts and products', async () => {
    const api = fullClub();
    renderHome();
    await screen.findByRole('link', { name: /Liga de otoño/ });

    // Registrations: 4 cards of 9, and View all to the filtered list; activities: 2 cards, no View all.
    const registrations = within(await screen.findByRole('group', { name: 'Registrations' }));
    expect(registrations.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/activities?type=registration&status=ongoing',
      '/activity/1',
      '/activity/2',
      '/activity/3',
      '/activity/4',
    ]);
    const clinicGroup = screen.getByRole('group', { name: 'Activities' });
    expect(
      within(clinicGroup)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/activity/1', '/activity/2']);
    // Each card says when (the page's language, the club's time: 10:00Z is 11:00 in Madrid) and its price.
    expect(
      within(clinicGroup)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([expect.stringMatching(/^Clinic 1Dec 1, 11:00\sAMFree$/), expect.stringMatching(/^Clinic 2Dec 1, 11:00\sAM12,50\s?€$/)]);
    // Without a poster, the default image.
    expect([...clinicGroup.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      '/img/activity-default.png',
      '/uploads/a1.svg',
    ]);
    expect(
      api
        .to('/api/publicactivities/list')
        .map((r) => [
          r.url.searchParams.get('type'),
          r.url.searchParams.get('status'),
          r.url.searchParams.get('startRow'),
          r.url.searchParams.get('endRow'),
        ]),
    ).toEqual([
      ['registration', 'ongoing', '0', '12'],
      ['activity', 'upcoming', '0', '12'],
    ]);
    expect(screen.queryByText(/Finished/)).toBeNull();

    expect(screen.getByRole('link', { name: /Liga social/ }).getAttribute('href')).toBe('/activities?type=registration');
    expect(screen.getByRole('link', { name: /Pala Pro/ }).getAttribute('href')).toBe('/shop/1');
    expect(within(region('What our members say')).getByText('El mejor ambiente.').textContent).toBe('El mejor ambiente.');
    expect(within(region('Our team')).getByRole('heading', { level: 3 }).textContent).toBe('Marcos Gil');
    expect(
      within(region('Popular products'))
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/shop/2', '/shop/3', '/shop/4']);
    expect(
      within(region('Latest posts'))
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/blog', '/post/30', '/post/31', '/post/32']);
    expect(api.to('/api/cztextblocks/list-with-users')[0]?.url.searchParams.get('count')).toBe('3');
    expect(
      within(region('Our sponsors'))
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Agua Fresca', 'Banco Alameda']);
    const rows = api.to('/api/cztextblocks/list').map((r) => [r.url.searchParams.get('startRow'), r.url.searchParams.get('endRow')]);
    expect(rows).toEqual([
      ['0', '14'],
      ['0', '14'],
    ]);
  });

  it('hides the sections without data, and a failing call only logs to the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fullClub({
      'GET /api/banners/open-list': () => json({ ok: false, errorMsg: 'boom' }, { status: 500 }),
      'GET /api/cztextblocks/list': () => json({ rowData: [] }),
      'GET /api/products/popular-products': () => json({ ok: true, data: [] }),
      // No activities: no section, and nothing to log.
      'GET /api/publicactivities/list': () => json({ ok: true, model: { activities: [], totalCount: 0, startRow: 0, endRow: 0 } }),
    });
    renderHome();
    await screen.findByRole('link', { name: /Liga de otoño/ });
    await vi.waitFor(() => expect(logged.mock.calls.some((call) => call[0] === 'Banners failed to load')).toBe(true));
    expect(screen.queryByRole('link', { name: /Liga social/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'What our members say' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Our team' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Popular products' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Registrations and activities' })).toBeNull();
    expect(logged.mock.calls.map((call) => call[0])).toEqual(['Banners failed to load']);
    // The rest of the page stays.
    expect(screen.getByRole('link', { name: /Pala Pro/ }).getAttribute('href')).toBe('/shop/1');
  });

  it('moves the testimonials every 3000 ms and the dots follow', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fullClub();
    renderHome();
    const testimonials = within((await screen.findAllByRole('region', { name: 'What our members say' }))[0] as HTMLElement);
    const current = () => testimonials.getAllByRole('button').findIndex((dot) => dot.getAttribute('aria-current') === 'true');
    expect(current()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(current()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(current()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(current()).toBe(0);
  });

  it('moves the popular products every 3000 ms, one dot per position', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fullClub();
    renderHome();
    const popular = within((await screen.findAllByRole('region', { name: 'Popular products' }))[0] as HTMLElement);
    await popular.findByRole('link', { name: /Toalla/ });
    const dots = () => popular.getAllByRole('button', { name: /slide/i });
    const current = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true');
    // Without a layout (jsdom) every product is a position of its own.
    expect(dots()).toHaveLength(3);
    expect(current()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(current()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(current()).toBe(1);
  });
});
