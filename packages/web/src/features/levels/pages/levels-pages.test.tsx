import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../api/session';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { LevelsPage } from './levels-page';
import { LinkProviderPage } from './link-provider-page';

const API = '/api/publicbookings/levels/7/provider';
const records = [
  { comments: 'Liga de otoño', oldLevel: 3.1, newLevel: 3.25, created: '2026-11-02T18:00:00.000Z' },
  { comments: 'Torneo social', oldLevel: 3.2, newLevel: 3.1, created: '2026-10-30T23:30:00.000Z' },
  { comments: 'Ranking', oldLevel: 3, newLevel: 3.2, created: '2026-10-05T18:00:00.000Z' },
];

function render(path: string) {
  saveSession({ id: 7, name: 'Lucía', surname: 'F', logo: '' }, 'token');
  return renderRoutes(
    [
      { path: '/levels', element: <LevelsPage /> },
      { path: '/levels/link-to-provider/:provider', element: <LinkProviderPage /> },
    ],
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('levels page', () => {
  it('shows a linked provider’s changes grouped by month in the club’s time zone, and switches provider', async () => {
    const calls = stubFetch({
      [`GET ${API}/pandora`]: () => json({ ok: true, errorMsg: '', model: { provider: 'pandora', linked: true, level: 3.25, records } }),
      [`GET ${API}/club`]: () => json({ ok: true, errorMsg: '', model: { provider: 'club', linked: true, level: null, records: [] } }),
    });
    const { router } = render('/levels');
    expect((await screen.findByText('Current level: 3.25')).textContent).toBe('Current level: 3.25');
    const months = screen.getAllByRole('region');
    // 23:30 UTC on 30 October is already 31 October in Madrid, still October.
    expect(months.map((m) => m.getAttribute('aria-label'))).toEqual(['November 2026', 'October 2026']);
    expect(
      within(months[0]!)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)),
    ).toEqual([['2 Nov', '3.10', '3.25', 'Liga de otoño']]);
    expect(
      within(months[1]!)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('td')?.textContent),
    ).toEqual(['31 Oct', '5 Oct']);
    expect(
      within(months[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Old level', 'New level', 'Comments']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Provider' }), { target: { value: 'club' } });
    expect((await screen.findByText('No level changes yet.')).textContent).toBe('No level changes yet.');
    expect(screen.getByText('No level yet.').textContent).toBe('No level yet.');
    expect(router.state.location.search).toBe('?provider=club');
    expect(calls.to(`${API}/club`)).toHaveLength(1);
  });

  it('offers to link a provider that is not linked and goes to the provider’s page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch({
      [`GET ${API}/world-padel-rating`]: () =>
        json({ ok: true, errorMsg: '', model: { provider: 'world-padel-rating', linked: false, level: null, records: [] } }),
      [`GET ${API}/world-padel-rating/link`]: () =>
        json({ ok: true, errorMsg: '', model: { url: 'https://worldpadelrating.example/connect?return_to=x' } }),
    });
    render('/levels?provider=world-padel-rating');
    expect((await screen.findByText('Your World Padel Rating account is not linked yet.')).textContent).toBe(
      'Your World Padel Rating account is not linked yet.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Link your account' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://worldpadelrating.example/connect?return_to=x'));
  });

  it('says when the provider is down', async () => {
    stubFetch({
      [`GET ${API}/pandora`]: () =>
        json({ ok: false, errorMsg: 'Pandora is not answering right now. Please try again in a few minutes' }, { status: 503 }),
    });
    render('/levels');
    expect((await screen.findByRole('alert')).textContent).toBe('Pandora is not answering right now. Please try again in a few minutes');
    expect(screen.getByRole('button', { name: 'Try again' }).textContent).toBe('Try again');
  });
});

describe('link page', () => {
  it('asks before linking (nothing is posted on load), posts the id with its state, confirms, and can be undone', async () => {
    let linked = false;
    const calls = stubFetch({
      [`POST ${API}/pandora/link`]: () => ((linked = true), json({ ok: true, errorMsg: '' })),
      [`DELETE ${API}/pandora/link`]: () => ((linked = false), json({ ok: true, errorMsg: '' })),
      [`GET ${API}/pandora`]: () =>
        json({
          ok: true,
          errorMsg: '',
          model: linked ? { provider: 'pandora', linked, level: 3.25, records } : { provider: 'pandora', linked, level: null, records: [] },
        }),
    });
    const { router } = render('/levels/link-to-provider/pandora?user_id=PAN-7&state=s1.sig');
    const question = await screen.findByText(/Link the Pandora account “PAN-7” to your club account\?/);
    expect(question.textContent).toContain('You can unlink it at any time.');
    expect(calls.to(`${API}/pandora/link`)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Link account' }));
    expect((await screen.findByText('Current level: 3.25')).textContent).toBe('Current level: 3.25');
    expect(router.state.location.pathname + router.state.location.search).toBe('/levels?provider=pandora&linked=1');
    expect(calls.to(`${API}/pandora/link`).map((c) => c.body)).toEqual([{ userId: 'PAN-7', state: 's1.sig' }]);
    expect(screen.getByRole('status').textContent).toBe('Your Pandora account is linked.');
    fireEvent.click(screen.getByRole('button', { name: 'Unlink account' }));
    expect((await screen.findByRole('button', { name: 'Link your account' })).textContent).toBe('Link your account');
  });

  it('without user_id: an alert "error", then the levels page', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    stubFetch({
      [`GET ${API}/pandora`]: () =>
        json({ ok: true, errorMsg: '', model: { provider: 'pandora', linked: false, level: null, records: [] } }),
    });
    const { router } = render('/levels/link-to-provider/pandora');
    expect((await screen.findByRole('button', { name: 'Link your account' })).textContent).toBe('Link your account');
    expect(alert).toHaveBeenCalledWith('error');
    expect(router.state.location.pathname).toBe('/levels');
  });

  it('says why a link was refused', async () => {
    stubFetch({
      [`POST ${API}/pandora/link`]: () =>
        json({ ok: false, errorMsg: 'Pandora does not know this account. Please link it again from the levels page' }, { status: 400 }),
    });
    render('/levels/link-to-provider/pandora?user_id=nobody&state=s1.sig');
    fireEvent.click(await screen.findByRole('button', { name: 'Link account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pandora does not know this account. Please link it again from the levels page',
    );
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/levels?provider=pandora');
  });
});
