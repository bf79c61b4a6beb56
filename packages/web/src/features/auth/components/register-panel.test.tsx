import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormDef } from '@clubportal/contract/dynamic-forms';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { getLoginRequest, requestLogin, requestRegister } from '../../../api/login-request';
import { json, stubFetch } from '../../../test/fetch-stub';
import { demoSettings, emptyTemplate } from '../../../test/fixtures';
import { describedText, labelledText } from '../../../test/queries';
import { renderApp, renderWithSettings } from '../../../test/render';
import { LoginDialog } from './login-dialog';

const FORM_DEF = '/api/dynamicforms/form-def/Registration/0';
const REGISTER = '/api/publiccustomers/register';

const registration: FormDef = {
  id: 1,
  parentName: 'Registration',
  parentId: 0,
  title: 'Crea tu cuenta',
  legalChecks: true,
  fields: [
    { id: 1, name: 'name', label: 'Name', inputType: 'Text', required: true, col1: 6, col2: 12, value: '', columnDef: '', headerName: '' },
    {
      id: 2,
      name: 'surname',
      label: 'Surname',
      inputType: 'Text',
      required: true,
      col1: 6,
      col2: 12,
      value: '',
      columnDef: '',
      headerName: '',
    },
    {
      id: 3,
      name: 'email',
      label: 'Your email',
      inputType: 'Email',
      required: true,
      col1: 6,
      col2: 12,
      value: '',
      columnDef: '',
      headerName: '',
    },
    {
      id: 4,
      name: 'phone',
      label: 'Phone',
      inputType: 'Text',
      required: true,
      col1: 6,
      col2: 12,
      value: '',
      columnDef: '',
      headerName: '',
    },
    {
      id: 5,
      name: 'password',
      label: 'Choose a password',
      inputType: 'Password',
      required: true,
      col1: 6,
      col2: 12,
      value: '',
      columnDef: '',
      headerName: '',
    },
    // The club's own field: its answer is kept in the customer's file.
    {
      id: 6,
      name: 'shirt-size',
      label: 'Shirt size',
      inputType: 'Picklist',
      required: false,
      col1: 12,
      col2: 12,
      value: '',
      columnDef: 'S,M',
      headerName: '',
    },
  ],
};

function server(register: Parameters<typeof stubFetch>[0][string] = () => json({ ok: true, model: tempLogin })) {
  return stubFetch({
    [`GET ${FORM_DEF}`]: () => json({ ok: true, model: registration }),
    [`POST ${REGISTER}`]: register,
  });
}
const tempLogin = {
  token: 'temp-jwt',
  expiry: new Date(Date.now() + 5 * 60_000).toISOString(),
  id: 88,
  logo: '',
  name: 'Ana',
  surname: 'Ruiz',
};

function renderDialog(initialMode: 'login' | 'register' = 'register', settings = demoSettings) {
  const onClose = vi.fn();
  renderWithSettings(<LoginDialog open onClose={onClose} onLoggedIn={vi.fn()} initialMode={initialMode} />, settings);
  return { onClose, user: userEvent.setup() };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
  await user.type(await within(dialog).findByLabelText(/^Name/), 'Ana');
  await user.type(within(dialog).getByLabelText(/^Surname/), 'Ruiz');
  await user.type(within(dialog).getByLabelText(/^Your email/), 'ana@example.com');
  await user.type(within(dialog).getByLabelText(/^Phone/), '600 000 000');
  await user.type(within(dialog).getByLabelText(/^Choose a password/), 'secret1');
  return dialog;
}

describe('registration panel', () => {
  it('the dialog offers Log in | Register tabs only when the club has RegisterOn', async () => {
    server();
    const { user } = renderDialog('login');
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    const tab = within(dialog).getByRole('tab', { name: 'Register' });
    expect(within(dialog).getByRole('tab', { name: 'Log in' }).getAttribute('aria-selected')).toBe('true');
    await user.click(tab);
    await waitFor(() => expect(labelledText(screen.getByRole('dialog'))).toBe('Create your account'));
    expect(tab.getAttribute('aria-selected')).toBe('true');
    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(labelledText(screen.getByRole('dialog'))).toBe('Log in'));
  });

  it('without RegisterOn there is no Register tab, even when asked for', () => {
    server();
    renderDialog('register', { ...demoSettings, RegisterOn: false });
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });

  it('registers with the form answers, stores the 5-minute login and shows the spec confirmation', async () => {
    const fake = server();
    const { user } = renderDialog();
    const dialog = await fillForm(user);
    await user.selectOptions(within(dialog).getByLabelText(/^Shirt size/), 'M');
    await user.click(within(dialog).getByLabelText(/I have read and accept the legal conditions/));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect([...within(dialog).getByRole('status').querySelectorAll('p')].map((line) => line.textContent)).toEqual([
        'Your account has been successfully created',
        'Please check your email inbox with a link to activate your account and log-in',
      ]),
    );
    expect(within(dialog).queryByLabelText(/^Name/)).toBeNull();
    expect(fake.to(REGISTER)[0]?.body).toEqual({
      name: 'Ana',
      surname: 'Ruiz',
      email: 'ana@example.com',
      password: 'secret1',
      phone: '600 000 000',
      okRss: false,
      acceptConditions: true,
      language: 'en-US',
      answers: [{ fieldId: 6, value: 'M' }],
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('temp-jwt');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.customer) ?? '{}')).toEqual({
      id: 88,
      name: 'Ana',
      surname: 'Ruiz',
      logo: '',
      expiry: tempLogin.expiry,
    });
  });

  it('needs the legal checkbox before calling the server', async () => {
    const fake = server();
    const { user } = renderDialog();
    const dialog = await fillForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(describedText(within(dialog).getByLabelText(/I have read and accept the legal conditions/))).toBe(
      'Please accept our legal conditions',
    );
    expect(fake.to(REGISTER)).toHaveLength(0);
  });

  it("shows the server's errorMsg when the registration fails", async () => {
    server(() => json({ ok: false, errorMsg: 'This email is already registered. Log in or reset your password.' }, { status: 409 }));
    const { user } = renderDialog();
    const dialog = await fillForm(user);
    await user.click(within(dialog).getByLabelText(/I have read and accept the legal conditions/));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This email is already registered. Log in or reset your password.');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("shows the 'Crash' text when the form definition cannot be loaded", async () => {
    stubFetch({ [`GET ${FORM_DEF}`]: () => json({ ok: false, errorMsg: 'down' }, { status: 500 }) });
    renderDialog();
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Tecnical problems. Please try again.');
  });

  it('a legal text popup over the dialog: Escape and Tab stay with the popup, the dialog remains', async () => {
    stubFetch({
      [`GET ${FORM_DEF}`]: () => json({ ok: true, model: registration }),
      'GET /api/czconfigs/legal-settings': () =>
        json({
          ok: true,
          data: { generalConditions: '<p>Play fair.</p>', waiver: '', privacyPolicyFull: '<p>Privacy.</p>', cookiesPolicy: '' },
        }),
    });
    const { user, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await user.click(await within(dialog).findByRole('button', { name: 'Privacy policy' }));
    const popup = await screen.findByRole('dialog', { name: 'Privacy policy' });
    await waitFor(() => expect(popup.querySelector('.legal-popup__text')?.textContent).toBe('Privacy.'));
    await user.tab();
    expect(popup.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Privacy policy' })).toBeNull();
    expect(screen.getAllByRole('dialog').map(labelledText)).toEqual(['Create your account']);
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement?.textContent).toBe('Privacy policy');
  });

  it('requestRegister asks for the dialog on its Register tab; requestLogin does not', () => {
    requestRegister('/activities');
    expect(getLoginRequest()).toEqual({ open: true, returnTo: '/activities', mode: 'register' });
    requestLogin('/x');
    expect(getLoginRequest()).toEqual({ open: true, returnTo: '/x' });
    expect(getLoginRequest().mode).toBeUndefined();
  });

  it('in the app, requestRegister() opens the login dialog on its Register tab', async () => {
    stubFetch({
      'GET /api/czconfigs/main-settings': () => json({ ok: true, data: demoSettings }),
      'GET /api/czconfigs/template': () => json({ ok: true, data: emptyTemplate }),
      'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
      'GET /api/fileuploads/open-list': () => json({ ok: true, data: [] }),
      [`GET ${FORM_DEF}`]: () => json({ ok: true, model: registration }),
    });
    renderApp('/');
    await screen.findByTestId('site-footer');
    act(() => requestRegister(null));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(within(dialog).getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(((await within(dialog).findByLabelText(/^Name/)) as HTMLInputElement).value).toBe('');
  });
});
