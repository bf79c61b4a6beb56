import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import type { StaffForm, StaffForms } from '@clubportal/contract/staff-forms';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

const manager = {
  id: 2,
  name: 'Mario Manager',
  email: 'manager@club.example',
  role: 'manager',
  roleName: 'manager',
  permissions: [...BUILT_IN_ROLES.manager],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
};
const base = {
  required: false,
  options: [],
  lookup: null,
  value: '',
  headerName: '',
  col1: 12,
  hidden: false,
  texts: {},
  answeredOptions: [],
};
const form: StaffForm = {
  id: 5,
  activity: { id: 9, name: 'Torneo de Navidad' },
  standard: null,
  title: 'Inscripción en el torneo',
  legalChecks: false,
  archived: false,
  answered: 2,
  texts: {},
  fields: [
    { ...base, id: 11, name: 'partner', inputType: 'Text', label: 'Pareja', required: true, answers: 2 },
    { ...base, id: 12, name: 'notes', inputType: 'TextArea', label: 'Notas', answers: 0 },
  ],
};
const list: { ok: true; model: StaffForms } = {
  ok: true,
  model: { forms: [form], activities: [{ id: 9, name: 'Torneo de Navidad', form: 5 }], defaultLanguage: 'es-ES', languages: [] },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/forms', () => {
  it('offers Hide, not Remove, for a field with answers; moves a field by keyboard; previews and saves the order', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: manager }),
      'GET /api/staff/forms': () => json(list),
      'PUT /api/staff/forms/5': () => json({ ok: true, model: form }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/forms');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Sign-up forms' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Torneo de Navidad');
    await user.click(within(table).getByRole('link', { name: 'Inscripción en el torneo' }));

    const editor = await screen.findByRole('form', { name: 'The form’s fields' });
    const [answered, free] = within(editor).getAllByRole('listitem');
    expect(within(answered!).queryByRole('button', { name: 'Remove Pareja' })).toBeNull();
    expect(within(answered!).getByRole('button', { name: 'Hide Pareja from members' }).textContent).toBe('Hide');
    expect(answered!.textContent).toContain('2 sign-ups answered it: it can be hidden but not removed');
    expect(within(answered!).getByRole<HTMLSelectElement>('combobox', { name: 'Kind' }).disabled).toBe(true);
    expect(within(free!).getByRole('button', { name: 'Remove Notas' }).textContent).toBe('Remove');

    within(free!).getByRole('button', { name: 'Move Notas up' }).focus();
    await user.keyboard('{Enter}');
    const legends = () => [...editor.querySelectorAll('.staff-form-fields > li legend')].map((l) => l.textContent);
    expect(legends()).toEqual(['Field 1: Notas (Long answer)', 'Field 2: Pareja (Short answer)']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Notas down');
    const preview = screen.getByRole('region', { name: 'As the member sees it' });
    expect(
      within(preview)
        .getAllByRole('textbox')
        .map((t) => t.getAttribute('name') ?? t.getAttribute('aria-label')),
    ).toEqual(['notes', 'partner']);

    await user.click(within(editor).getByRole('button', { name: 'Save the form' }));
    expect((await screen.findByText(/has been saved/)).textContent).toBe('Inscripción en el torneo has been saved.');
    const body = server.to('/api/staff/forms/5')[0]?.body as { fields: Array<{ id: number }> };
    expect(body.fields.map((f) => f.id)).toEqual([12, 11]);
  });

  it('writes a pick list option in each offered language: the stored one shown, a new one typed and sent with its option', async () => {
    const sized: StaffForm = {
      ...form,
      fields: [
        {
          ...base,
          id: 13,
          name: 'size',
          inputType: 'Picklist',
          label: 'Talla',
          answers: 0,
          options: [
            { text: 'Pequeña', hidden: false, texts: { 'en-US': { option: 'Small' } } },
            { text: 'Grande', hidden: false, texts: {} },
          ],
        },
      ],
    };
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: manager }),
      'GET /api/staff/forms': () => json({ ok: true, model: { ...list.model, forms: [sized], languages: ['en-US'] } }),
      'PUT /api/staff/forms/5': () => json({ ok: true, model: sized }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/forms/5');
    const user = userEvent.setup();
    const editor = await screen.findByRole('form', { name: 'The form’s fields' });
    expect(within(editor).getByRole<HTMLInputElement>('textbox', { name: 'Option 1 in English (US)' }).value).toBe('Small');
    const second = within(editor).getByRole<HTMLInputElement>('textbox', { name: 'Option 2 in English (US)' });
    expect(second.value).toBe('');
    await user.type(second, 'Large');
    await user.click(within(editor).getByRole('button', { name: 'Save the form' }));
    await screen.findByText(/has been saved/);
    const body = server.to('/api/staff/forms/5')[0]?.body as { fields: Array<{ options: unknown }> };
    expect(body.fields[0]?.options).toEqual([
      { text: 'Pequeña', hidden: false, texts: { 'en-US': { option: 'Small' } } },
      { text: 'Grande', hidden: false, texts: { 'en-US': { option: 'Large' } } },
    ]);
  });

  it('opens the registration form: its account fields stay (no Remove, no Hide, kind fixed), no file or password kind to add', async () => {
    const registration: StaffForm = {
      id: 1,
      activity: null,
      standard: 'registration',
      title: 'Crea tu cuenta',
      legalChecks: true,
      archived: false,
      answered: 0,
      texts: {},
      fields: [
        { ...base, id: 21, name: 'email', inputType: 'Email', label: 'Correo electrónico', required: true, answers: 0 },
        { ...base, id: 22, name: 'club-size', inputType: 'Text', label: 'Talla', answers: 0 },
      ],
    };
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: manager }),
      'GET /api/staff/forms': () => json({ ok: true, model: { ...list.model, forms: [registration, form] } }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/forms');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Sign-up forms' });
    const row = within(table).getByRole('link', { name: 'Crea tu cuenta' }).closest('tr')!;
    expect(row.textContent).toContain('Registering on the portal');
    expect(row.textContent).toContain('Always in use');
    expect(within(row).queryByRole('button')).toBeNull();
    await user.click(within(table).getByRole('link', { name: 'Crea tu cuenta' }));

    const editor = await screen.findByRole('form', { name: 'The form’s fields' });
    const [email, own] = within(editor).getAllByRole('listitem');
    expect(email!.textContent).toContain('The portal makes the account from this field');
    expect(within(email!).queryByRole('button', { name: 'Remove Correo electrónico' })).toBeNull();
    expect(within(email!).queryByRole('button', { name: 'Hide Correo electrónico from members' })).toBeNull();
    expect(within(email!).getByRole<HTMLSelectElement>('combobox', { name: 'Kind' }).disabled).toBe(true);
    expect(within(email!).getByRole<HTMLInputElement>('checkbox', { name: 'Required' }).disabled).toBe(true);
    expect(within(own!).getByRole('button', { name: 'Remove Talla' }).textContent).toBe('Remove');
    const kinds = [...within(editor).getByRole<HTMLSelectElement>('combobox', { name: 'Kind of the new field' }).options].map(
      (o) => o.value,
    );
    expect(kinds).not.toContain('FileLoader');
    expect(kinds).not.toContain('Password');
    expect(kinds).toContain('Picklist');
  });
});
