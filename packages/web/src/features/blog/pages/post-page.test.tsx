import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TextBlock } from '@clubportal/contract/text-blocks';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { PostPage } from './post-page';

const post = (id: number, title: string, text = '<p>Full text</p>'): TextBlock => ({
  id,
  title,
  text,
  smalText: 'Parejas mixtas en cuatro niveles.',
  image: `post${id}.svg`,
  created: '2026-11-20T10:00:00.000Z',
  name: 'Laura Martín',
  TextBlockType: 0,
});

function renderPost(path: string) {
  return renderRoutes([{ path: '/post/:id', element: <PostPage notFound={<h1>Not found</h1>} /> }], path);
}

describe('post page', () => {
  it('shows title, short text, date, author, image and the sanitised full text, with share links and popular posts', async () => {
    const api = stubFetch({
      'GET /api/cztextblocks/get-with-user': () =>
        json({
          ok: true,
          data: post(7, 'Liga de otoño', '<p>Apúntate <strong>ya</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'),
        }),
      'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [post(3, 'Cinco ejercicios'), post(4, 'Nuevas pistas')] }),
    });
    const { container } = renderPost('/post/7');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Liga de otoño');
    expect(api.to('/api/cztextblocks/get-with-user')[0]?.url.searchParams.get('id')).toBe('7');
    expect(container.querySelector('.post__lead')?.textContent).toBe('Parejas mixtas en cuatro niveles.');
    expect(container.querySelector('.post__meta')?.textContent).toBe('20/11/2026by Laura Martín');
    expect(container.querySelector('.post__image')?.getAttribute('src')).toBe('/uploads/post7.svg');
    const text = container.querySelector('.post__text') as HTMLElement;
    expect(text.textContent).toBe('Apúntate ya');
    expect(text.innerHTML).not.toMatch(/onerror|script/);
    expect(screen.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toContain(encodeURIComponent('/post/7'));
    // The popular posts (count 2, most read).
    const popular = within(await screen.findByRole('complementary', { name: 'Popular posts' }));
    expect(popular.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/post/3', '/post/4']);
    const asked = api.to('/api/cztextblocks/list-with-users')[0]?.url.searchParams;
    expect([asked?.get('count'), asked?.get('popular')]).toEqual(['2', 'true']);
  });

  it('shows what it is given for a post that does not exist', async () => {
    stubFetch({ 'GET /api/cztextblocks/get-with-user': () => json({ ok: false, errorMsg: 'This post does not exist' }, { status: 404 }) });
    renderPost('/post/999');
    expect((await screen.findByRole('heading', { level: 1, name: 'Not found' })).textContent).toBe('Not found');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows it for an id that is not a number, without asking', async () => {
    const api = stubFetch({});
    renderPost('/post/abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Not found');
    expect(api.to('/api/cztextblocks/get-with-user')).toHaveLength(0);
  });
});
