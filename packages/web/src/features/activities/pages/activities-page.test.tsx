import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Activity } from '@clubportal/contract/activities';
import { anActivity } from '../../../test/activity-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { ActivitiesPage } from './activities-page';

const answer = (activities: Activity[], totalCount = activities.length) =>
  json({ ok: true, model: { activities, totalCount, startRow: 0, endRow: activities.length } });

function renderList(path: string) {
  return renderRoutes([{ path: '/activities', element: <ActivitiesPage /> }], path).router;
}

describe('activities page', () => {
  it('reads type, status and page from the address and asks for that page of 12', async () => {
    const api = stubFetch({ 'GET /api/publicactivities/list': () => answer([anActivity()], 120) });
    renderList('/activities?type=activity&status=upcoming&page=6');
    const card = await screen.findByRole('link', { name: /Torneo de otoño/ });
    expect(card.getAttribute('href')).toBe('/activity/7');
    expect(card.textContent).toContain('10/10/2036 18:00');
    expect(card.textContent).toMatch(/15\s€/);
    expect(card.textContent).toContain('Places left: 5');
    const seen = api.to('/api/publicactivities/list')[0]?.url.searchParams;
    expect(Object.fromEntries(seen ?? [])).toEqual({ startRow: '60', endRow: '72', status: 'upcoming', type: 'activity' });
    // A window of 5 pages around the current one, with Previous and Next.
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect([...pages.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Previous', '4', '5', '6', '7', '8', 'Next']);
    expect(screen.getByRole('link', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
  });

  it('goes back to page 1 when a filter changes, and falls back to ongoing registrations for unknown values', async () => {
    const api = stubFetch({ 'GET /api/publicactivities/list': () => answer([anActivity()], 40) });
    const router = renderList('/activities?type=party&status=someday&page=3');
    await screen.findByRole('link', { name: /Torneo de otoño/ });
    expect(api.to('/api/publicactivities/list')[0]?.url.searchParams.get('status')).toBe('ongoing');
    expect(screen.getByRole('link', { name: 'Registrations' }).getAttribute('aria-current')).toBe('true');
    await userEvent.click(screen.getByRole('link', { name: 'Finished' }));
    expect(router.state.location.search).toBe('?type=registration&status=finished');
    await userEvent.click(screen.getByRole('link', { name: 'Activities' }));
    expect(router.state.location.search).toBe('?type=activity&status=finished');
  });

  it("loads the first card's poster at once (a phone's largest paint) and the others lazily", async () => {
    stubFetch({ 'GET /api/publicactivities/list': () => answer([anActivity({ id: 1 }), anActivity({ id: 2 }), anActivity({ id: 3 })]) });
    renderList('/activities');
    await screen.findAllByRole('link', { name: /Torneo de otoño/ });
    const posters = [...document.querySelectorAll('.activity-card__poster')];
    expect(posters.map((img) => [img.getAttribute('fetchpriority'), img.getAttribute('loading')])).toEqual([
      ['high', null],
      [null, 'lazy'],
      [null, 'lazy'],
    ]);
  });

  it('says which list is empty', async () => {
    stubFetch({ 'GET /api/publicactivities/list': () => answer([]) });
    renderList('/activities');
    expect((await screen.findByText(/match your filters/)).textContent).toBe('No registrations match your filters.');
    renderList('/activities?type=activity');
    expect((await screen.findByText('No activities match your filters.')).textContent).toBe('No activities match your filters.');
  });
});
