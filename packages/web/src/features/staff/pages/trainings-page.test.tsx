import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { StaffTraining, StaffTrainings } from '@clubportal/contract/staff-trainings';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

const staff = (role: 'manager' | 'coach') => ({
  id: 3,
  name: role === 'manager' ? 'Mario Manager' : 'Carla Coach',
  email: `${role}@club.example`,
  role,
  roleName: role,
  permissions: [...BUILT_IN_ROLES[role]],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
});
const training = (over: Partial<StaffTraining> = {}): StaffTraining => ({
  id: 7,
  teamId: 1,
  teamName: 'Escuela adultos',
  start: '2026-12-03T19:00',
  duration: 90,
  coachId: 3,
  coachName: 'Carla Coach',
  description: 'Volea',
  publicComments: '',
  archived: false,
  absentIds: [],
  texts: { 'en-US': { description: 'Volley', publicComments: '' } },
  media: [{ id: 4, kind: 'video', title: 'La volea', location: 'https://v.example/volea', link: 'https://v.example/volea' }],
  ...over,
});
const list = (all: boolean): { ok: true; model: StaffTrainings } => ({
  ok: true,
  model: {
    trainings: [training()],
    teams: [
      { id: 1, name: 'Escuela adultos', archived: false, members: [{ id: 9, name: 'Lucía Fernández' }], texts: {} },
      { id: 2, name: 'Veteranos 2024', archived: true, members: [], texts: {} },
    ],
    coaches: [{ id: 3, name: 'Carla Coach' }],
    all,
    zone: 'Europe/Madrid',
    defaultLanguage: 'es-ES',
    languages: ['en-US'],
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/trainings', () => {
  it('lists the trainings in the club’s time with their coach and media; the form shows the English texts and the videos', async () => {
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('manager') }),
      'GET /api/staff/trainings': () => json(list(true)),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/trainings');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Trainings' });
    const [, row] = within(table).getAllByRole('row');
    expect(row?.textContent).toContain('Carla Coach');
    expect(row?.textContent).toContain('90 minutes');
    expect(row?.textContent).toContain('7:00');
    expect(screen.getByRole('link', { name: 'New training' }).getAttribute('href')).toBe('/staff/trainings/new');

    await user.click(within(table).getAllByRole('link')[0]!);
    const english = await screen.findByRole('group', { name: /^In .*English/ });
    expect(within(english).getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' }).value).toBe('Volley');
    expect(screen.getByRole('link', { name: 'La volea' }).getAttribute('href')).toBe('https://v.example/volea');
    expect(screen.getByRole('button', { name: 'Remove La volea' }).textContent).toBe('Remove');
  });

  it('shows a coach their trainings to read and their roster to mark: no new training, no saving, no removing', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('coach') }),
      'GET /api/staff/trainings': () => json(list(false)),
      'PUT /api/staff/trainings/7/absences': () => json({ ok: true, model: training({ absentIds: [9] }) }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/trainings');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Trainings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trainings' }).nextElementSibling?.textContent).toBe(
      'The trainings you coach: when, how long, what members read and their photos, videos and files.',
    );
    expect(screen.queryByRole('link', { name: 'New training' })).toBeNull();
    await user.click(within(table).getAllByRole('link')[0]!);
    await screen.findByRole('form', { name: 'Training details' });
    expect(screen.queryByRole('button', { name: 'Save training' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove La volea' })).toBeNull();
    // Their roster is theirs to mark: who did not show is sent as the team's member ids.
    await user.click(screen.getByRole('checkbox', { name: 'Lucía Fernández' }));
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect((await screen.findByText('Attendance has been saved.')).textContent).toBe('Attendance has been saved.');
    expect(server.to('/api/staff/trainings/7/absences').map((r) => [r.method, r.body])).toEqual([['PUT', { absentIds: [9] }]]);
  });

  it('keeps an archived team off the list and the training form’s picker; the team page archives it', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: staff('manager') }),
      'GET /api/staff/trainings': () => json(list(true)),
      'POST /api/staff/training-teams/1/archive': () =>
        json({ ok: true, model: { id: 1, name: 'Escuela adultos', archived: true, members: [], texts: {} } }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/trainings');
    const user = userEvent.setup();
    const teams = await screen.findByRole('table', { name: 'Teams' });
    expect(within(teams).queryByText('Veteranos 2024')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show archived trainings and teams' }));
    const archivedRow = (await within(await screen.findByRole('table', { name: 'Teams' })).findByText('Veteranos 2024')).closest('tr');
    expect(archivedRow?.textContent).toContain('Archived');

    await user.click(screen.getByRole('link', { name: 'New training' }));
    const picker = await screen.findByRole<HTMLSelectElement>('combobox', { name: /^Team/ });
    expect([...picker.options].map((o) => o.text)).toEqual(['Escuela adultos']);

    await user.click(screen.getByRole('link', { name: 'Back to the trainings' }));
    await user.click(await screen.findByRole('link', { name: 'Escuela adultos' }));
    await user.click(await screen.findByRole('button', { name: 'Archive team' }));
    expect((await screen.findByText(/is archived/)).textContent).toBe(
      'Escuela adultos is archived: its members no longer see its trainings.',
    );
    expect(server.to('/api/staff/training-teams/1/archive').map((r) => r.method)).toEqual(['POST']);
  });
});
