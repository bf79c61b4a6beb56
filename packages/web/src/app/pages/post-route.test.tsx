import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderRoutes } from '../../test/render';
import { PostRoute } from './post-route';

describe('/post/:id', () => {
  it("shows the app's own not-found page for a post that does not exist", async () => {
    stubFetch({ 'GET /api/cztextblocks/get-with-user': () => json({ ok: false, errorMsg: 'This post does not exist' }, { status: 404 }) });
    const { container } = renderRoutes([{ path: '/post/:id', element: <PostRoute /> }], '/post/999');
    await screen.findByRole('link', { name: 'Back to home' });
    expect(container.querySelector('.status-card__code')?.textContent).toBe('404');
  });
});
