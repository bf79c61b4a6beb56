import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Training } from '@clubportal/contract/trainings';
import { saveSession } from '../../../api/session';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { TrainingPage } from './training-page';
import { TrainingsPage } from './trainings-page';

const training = (over: Partial<Training>): Training => ({
  id: 1,
  start: '2026-11-26T18:00:00.000Z',
  duration: 90,
  teamName: 'Escuela adultos',
  description: 'La bandeja',
  notShow: false,
  started: false,
  publicComments: '',
  gallery: [],
  videos: [],
  files: [],
  ...over,
});

function render(path: string) {
  saveSession({ id: 7, name: 'Lucía', surname: 'M', logo: '' }, 'token');
  return renderRoutes(
    [
      { path: '/trainings', element: <TrainingsPage /> },
      { path: '/trainings/:id', element: <TrainingPage /> },
    ],
    path,
  );
}

describe('trainings', () => {
  it('lists the next and past trainings with their day, team and length, each opening its page', async () => {
    const calls = stubFetch({
      'POST /api/publicteams/trainings': () =>
        json({
          ok: true,
          model: {
            next: [training({ id: 3 })],
            past: [training({ id: 2, start: '2026-11-19T18:00:00.000Z', duration: 60, notShow: true, started: true })],
          },
        }),
    });
    render('/trainings');
    const next = await screen.findByRole('region', { name: 'Next Trainings' });
    const link = await within(next).findByRole('link');
    expect(link.getAttribute('href')).toBe('/trainings/3');
    expect(link.textContent).toBe('Thu 26 Nov · 19:00Escuela adultos90 mins');
    const past = screen.getByRole('region', { name: 'Past Trainings' });
    expect(within(past).getByRole('link').textContent).toBe('Thu 19 Nov · 19:00Escuela adultos60 minsYou did not show');
    expect(calls.to('/api/publicteams/trainings')[0]?.body).toEqual({ customerId: 7 });
  });

  it('says so when there are none', async () => {
    stubFetch({ 'POST /api/publicteams/trainings': () => json({ ok: true, model: { next: [], past: [] } }) });
    render('/trainings');
    expect((await screen.findByText('You have no trainings coming up.')).textContent).toBe('You have no trainings coming up.');
    expect(screen.getByText('No past trainings yet.').textContent).toBe('No past trainings yet.');
  });

  it('shows a training’s start, length and its Info, Gallery, Videos and Files tabs', async () => {
    const calls = stubFetch({
      'POST /api/publicteams/training': () =>
        json({
          ok: true,
          model: training({
            id: 2,
            notShow: true,
            started: true,
            publicComments: 'Buen ritmo',
            gallery: ['g1.svg', 'g2.svg'],
            videos: [{ title: 'La bandeja', fileName: 'b.mp4' }],
            files: [{ url: '/generalConditions', title: 'Plan' }],
          }),
        }),
    });
    render('/trainings/2');
    expect((await screen.findByText('Thursday 26 November 2026 · 19:00')).textContent).toBe('Thursday 26 November 2026 · 19:00');
    expect(screen.getByText('90 mins').textContent).toBe('90 mins');
    expect(calls.to('/api/publicteams/training')[0]?.body).toEqual({ customerId: 7, itemId: 2 });
    const info = screen.getByRole('tabpanel');
    expect([...info.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['La bandeja', 'You did not show', 'Buen ritmo']);

    fireEvent.click(screen.getByRole('tab', { name: 'Gallery' }));
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Photo 1', 'Photo 2']);
    fireEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(screen.getByRole('heading', { name: 'La bandeja' }).textContent).toBe('La bandeja');
    fireEvent.click(screen.getByRole('tab', { name: 'Files' }));
    expect(screen.getByRole('link', { name: 'Plan' }).getAttribute('href')).toBe('/generalConditions');
  });

  it('says a past training was attended when the coach did not mark the member absent', async () => {
    stubFetch({ 'POST /api/publicteams/training': () => json({ ok: true, model: training({ id: 2, started: true }) }) });
    render('/trainings/2');
    const info = await screen.findByRole('tabpanel');
    expect(within(info).getByRole('heading', { name: 'Attendance' }).textContent).toBe('Attendance');
    expect([...info.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['La bandeja', 'You attended', 'Nothing yet']);
  });

  it('says nothing about attendance of a training that has not begun', async () => {
    stubFetch({
      'POST /api/publicteams/training': () => json({ ok: true, model: training({ id: 3, started: false, publicComments: 'Traed agua' }) }),
    });
    render('/trainings/3');
    const info = await screen.findByRole('tabpanel');
    expect([...info.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['La bandeja', 'Traed agua']);
    expect(within(info).queryByRole('heading', { name: 'Attendance' })).toBeNull();
    expect(within(info).queryByText('You attended')).toBeNull();
  });

  it('says why a training cannot be shown', async () => {
    stubFetch({
      'POST /api/publicteams/training': () =>
        json({ ok: false, errorMsg: 'This training does not exist or is not one of your teams' }, { status: 404 }),
    });
    render('/trainings/99');
    expect((await screen.findByRole('alert')).textContent).toBe('This training does not exist or is not one of your teams');
  });
});
