import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TextBlock } from '@clubportal/contract/text-blocks';
import { json, stubFetch, type SeenRequest } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { BlogPage } from './blog-page';

const post = (id: number, title: string, smalText = 'Short text'): TextBlock => ({
  id,
  title,
  text: '<p>Full text</p>',
  smalText,
  image: `post${id}.svg`,
  created: '2026-11-20T10:00:00.000Z',
  name: 'Laura Martín',
  TextBlockType: 0,
});
const page = (data: TextBlock[], totalCount = data.length) => json({ ok: true, data, totalCount });
const gridStatus = (r: SeenRequest) => JSON.parse(r.url.searchParams.get('gridStatus') ?? '{}') as { sort: number; search: string };

function renderBlog(path = '/blog') {
  return renderRoutes([{ path: '/blog', element: <BlogPage /> }], path).router;
}

describe('blog page', () => {
  it('lists posts with thumbnail, date, author and a preview cut at 100 characters, linking each post', async () => {
    stubFetch({ 'GET /api/cztextblocks/list-by-page': () => page([post(7, 'Liga de otoño', 'x'.repeat(120))]) });
    renderBlog();
    const link = await screen.findByRole('link', { name: 'Liga de otoño' });
    expect(link.getAttribute('href')).toBe('/post/7');
    const card = link.closest('article') as HTMLElement;
    expect(card.querySelector('.post-card__preview')?.textContent).toBe(`${'x'.repeat(100)}…`);
    expect(card.querySelector('.post-card__meta')?.textContent).toBe('20/11/2026by Laura Martín');
    const thumb = card.querySelector('img');
    expect([thumb?.getAttribute('src'), thumb?.getAttribute('width'), thumb?.getAttribute('height')]).toEqual([
      '/uploads/post7.svg',
      '232',
      '138',
    ]);
  });

  it("loads the first card's image at once (a phone's largest paint) and the others lazily", async () => {
    stubFetch({ 'GET /api/cztextblocks/list-by-page': () => page([post(1, 'Uno'), post(2, 'Dos'), post(3, 'Tres')]) });
    renderBlog();
    await screen.findByRole('link', { name: 'Tres' });
    const images = [...document.querySelectorAll('.post-card img')];
    expect(images.map((img) => [img.getAttribute('fetchpriority'), img.getAttribute('loading')])).toEqual([
      ['high', null],
      [null, 'lazy'],
      [null, 'lazy'],
    ]);
  });

  it('reads the page and sort from the address and asks for rows of 30', async () => {
    const api = stubFetch({ 'GET /api/cztextblocks/list-by-page': () => page([post(1, 'Uno')], 95) });
    renderBlog('/blog?sort=2&page=2');
    await screen.findByRole('link', { name: 'Uno' });
    const seen = api.to('/api/cztextblocks/list-by-page')[0] as SeenRequest;
    expect([seen.url.searchParams.get('startRow'), seen.url.searchParams.get('endRow')]).toEqual(['30', '60']);
    expect(gridStatus(seen)).toEqual({ sort: 2, search: '' });
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('2');
    // 4 pages of 30: up to 4 page links, the current one marked.
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getAllByRole('link').map((l) => l.textContent)).toEqual(['Previous', '1', '2', '3', '4', 'Next']);
    expect(pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('sorts oldest first from the select, back to page 1', async () => {
    const api = stubFetch({ 'GET /api/cztextblocks/list-by-page': () => page([post(1, 'Uno')], 40) });
    const router = renderBlog('/blog?page=2');
    await screen.findByRole('link', { name: 'Uno' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest first');
    expect(router.state.location.search).toBe('?sort=2');
    await screen.findByRole('link', { name: 'Uno' });
    expect(api.requests.map((r) => gridStatus(r).sort)).toEqual([1, 2]);
  });

  it('searches only with an empty text or one longer than 3 characters, and says when nothing matches', async () => {
    const api = stubFetch({
      'GET /api/cztextblocks/list-by-page': (r) => (gridStatus(r).search ? page([]) : page([post(1, 'Uno')])),
    });
    const router = renderBlog();
    await screen.findByRole('link', { name: 'Uno' });
    const box = screen.getByRole('searchbox', { name: 'Search the blog' });
    await userEvent.type(box, 'pal{Enter}');
    expect(screen.getByText('Type at least 4 characters to search').textContent).toBe('Type at least 4 characters to search');
    expect(router.state.location.search).toBe('');
    await userEvent.type(box, 'a{Enter}');
    expect(router.state.location.search).toBe('?search=pala');
    expect((await screen.findByText(/No results found for/)).textContent).toBe('No results found for pala');
    expect(api.requests.map((r) => gridStatus(r).search)).toEqual(['', 'pala']);
  });
});
