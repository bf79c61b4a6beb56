import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { hardNavigation } from '../../../lib/hard-navigation';
import { demoCustomer, storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch, type Handler } from '../../../test/fetch-stub';
import { demoSettings } from '../../../test/fixtures';
import { renderWithSettings } from '../../../test/render';
import { AccountPage } from './account-page';

const settingsWithChildren = { ...demoSettings, AllowDependentCustomerRegistration: true };

function server(
  extra: Record<string, Handler> = {},
  customer = demoCustomer({
    customFieldValues: [],
    customFields: demoCustomer().customFields.map((f) => (f.customFieldId === 3 ? { ...f, value: 'LIC-1' } : f)),
  }),
) {
  return stubFetch({
    'GET /api/publiccustomers/7': () => json({ ok: true, model: customer }),
    'GET /api/publicpaymentmethods/token-list/7': () => json({ ok: true, model: [{ id: 5, cardNumber: '**** **** **** 4242' }] }),
    'GET /api/czconfigs/legal-settings': () =>
      json({
        ok: true,
        data: {
          generalConditions: '<p>GC text</p>',
          waiver: '<p>Waiver text</p><script>window.bad = 1</script>',
          privacyPolicyFull: '<p>P</p>',
          cookiesPolicy: '<p>C</p>',
        },
      }),
    ...extra,
  });
}

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

const CARDS_INTRO = 'Cards saved when you paid online. We only keep the last digits.';
/** The card numbers the Credit Cards panel lists. */
const cardNumbers = (panel: HTMLElement) => [...panel.querySelectorAll('.saved-card__number')].map((number) => number.textContent);

describe('account page: personal data', () => {
  it('shows the tabs, the customer and the custom fields of the three types', async () => {
    storeSession();
    server();
    renderWithSettings(<AccountPage />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Personal Data', 'Address', 'Credit Cards', 'Delete Account']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText(/^Gender/) as HTMLSelectElement).value).toBe('1');
    expect((screen.getByLabelText(/^Birth date/) as HTMLInputElement).value).toBe('1990-05-01');
    expect((screen.getByLabelText(/^Shirt size/) as HTMLSelectElement).value).toBe('M');
    expect((screen.getByLabelText(/^Federated player/) as HTMLInputElement).checked).toBe(false);
    const licence = screen.getByLabelText(/^Licence number/) as HTMLInputElement;
    expect(licence.value).toBe('LIC-1');
    expect(licence.getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText(/^Second email/).getAttribute('aria-required')).toBeNull();
  });

  it('requires first name, last name, email and phone (and required custom fields); nothing is sent', async () => {
    storeSession();
    const api = server();
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />);
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Phone/, /^Licence number/])
      await user.clear(await screen.findByLabelText(label));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('The field is required')).toHaveLength(5);
    expect(screen.getByLabelText(/^Phone/).getAttribute('aria-invalid')).toBe('true');
    expect(api.to('/api/publicacademycustomers/put-json')).toHaveLength(0);
  });

  it('saves everything with put-json and says Data modified!', async () => {
    storeSession();
    const api = server({
      'POST /api/publicacademycustomers/put-json': ({ body }) =>
        json({ ok: true, model: { ...demoCustomer(), ...(body as object), customFields: demoCustomer().customFields } }),
    });
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />);
    const name = await screen.findByLabelText(/^First name/);
    await user.clear(name);
    await user.type(name, 'Ana María');
    await user.selectOptions(screen.getByLabelText(/^Shirt size/), 'L');
    await user.click(screen.getByLabelText(/^Federated player/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe('Data modified!');
    const sent = api.to('/api/publicacademycustomers/put-json')[0]?.body;
    expect(sent).toEqual({
      id: 7,
      name: 'Ana María',
      surname: 'Ruiz',
      email: 'ana@example.com',
      email2: '',
      email3: '',
      phone: '600111222',
      phone2: '',
      phone3: '',
      gender: 1,
      birthDate: '1990-05-01',
      addressLine1: 'Calle Mayor 1',
      postalCode: '28001',
      city: 'Madrid',
      town: 'Madrid',
      country: 'España',
      okRss: false,
      customFieldValues: [
        { customFieldId: 1, value: 'L' },
        { customFieldId: 2, value: 'true' },
        { customFieldId: 3, value: 'LIC-1' },
      ],
    });
  });

  it('a member on the newsletter who changes their email is told the new address gets a mail to confirm it', async () => {
    storeSession();
    server(
      {
        'POST /api/publicacademycustomers/put-json': ({ body }) =>
          json({ ok: true, model: { ...demoCustomer({ okRss: true }), ...(body as object), customFields: demoCustomer().customFields } }),
      },
      demoCustomer({
        okRss: true,
        customFieldValues: [],
        customFields: demoCustomer().customFields.map((f) => (f.customFieldId === 3 ? { ...f, value: 'LIC-1' } : f)),
      }),
    );
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />);
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'ana.nueva@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Data modified! We have sent an email to ana.nueva@example.com to confirm your newsletter subscription.',
    );
  });

  it('shows the server message when the save fails', async () => {
    storeSession();
    server({
      'POST /api/publicacademycustomers/put-json': () => json({ ok: false, errorMsg: 'This email is already registered' }, { status: 409 }),
    });
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This email is already registered');
  });

  it('saves the address tab with the rest of the customer', async () => {
    storeSession();
    const api = server({
      'POST /api/publicacademycustomers/put-json': ({ body }) =>
        json({ ok: true, model: { ...demoCustomer(), ...(body as object), customFields: demoCustomer().customFields } }),
    });
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />);
    const panel = await openTab(user, 'Address');
    const city = within(panel).getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Toledo');
    await user.click(within(panel).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toBe('Data modified!'));
    expect(api.to('/api/publicacademycustomers/put-json')[0]?.body).toMatchObject({
      id: 7,
      name: 'Ana',
      city: 'Toledo',
      postalCode: '28001',
    });
  });

  it('moves between tabs with the arrow keys', async () => {
    storeSession();
    server();
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />);
    const first = await screen.findByRole('tab', { name: 'Personal Data' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    const address = screen.getByRole('tab', { name: 'Address' });
    expect(address.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(address);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Delete Account' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(first.getAttribute('aria-selected')).toBe('true');
  });

  it('opens the legal texts as sanitised popups', async () => {
    storeSession();
    server();
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />);
    // The waiver has one name everywhere (footer, page, this list and its popup).
    await user.click(await screen.findByRole('button', { name: 'Waiver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waiver' });
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('paragraph')
          .map((line) => line.textContent),
      ).toEqual(['Waiver text']),
    );
    expect(dialog.querySelector('script')).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'General conditions' }));
    const conditions = await screen.findByRole('dialog', { name: 'General conditions' });
    await waitFor(() =>
      expect(
        within(conditions)
          .getAllByRole('paragraph')
          .map((line) => line.textContent),
      ).toEqual(['GC text']),
    );
  });
});

describe('account page: credit cards', () => {
  it('lists the saved cards and deletes one after confirming', async () => {
    storeSession();
    let cards = [{ id: 5, cardNumber: '**** **** **** 4242' }];
    const api = server({
      'GET /api/publicpaymentmethods/token-list/7': () => json({ ok: true, model: cards }),
      'DELETE /api/publicpaymentmethods/7/5': () => {
        cards = [];
        return json({ ok: true });
      },
    });
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />);
    const panel = await openTab(user, 'Credit Cards');
    await waitFor(() => expect(cardNumbers(panel)).toEqual(['**** **** **** 4242']));
    await user.click(within(panel).getByRole('button', { name: 'Delete card **** **** **** 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to('/api/publicpaymentmethods/7/5')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Delete card **** **** **** 4242' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this card?' })).getByRole('button', { name: 'Delete card' }));
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toBe('Data modified!'));
    expect(api.to('/api/publicpaymentmethods/7/5')[0]?.method).toBe('DELETE');
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('paragraph')
          .map((line) => line.textContent),
      ).toEqual([CARDS_INTRO, 'You have no saved cards.']),
    );
    expect(cardNumbers(panel)).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server message when the delete fails', async () => {
    storeSession();
    server({
      'DELETE /api/publicpaymentmethods/7/5': () => json({ ok: false, errorMsg: 'The card is used by a pending payment' }, { status: 400 }),
    });
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />);
    const panel = await openTab(user, 'Credit Cards');
    await user.click(await within(panel).findByRole('button', { name: /Delete card/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete card' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('The card is used by a pending payment');
    expect(cardNumbers(panel)).toEqual(['**** **** **** 4242']);
  });

  it('says so when there are no cards', async () => {
    storeSession();
    server({ 'GET /api/publicpaymentmethods/token-list/7': () => json({ ok: true, model: [] }) });
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />);
    const panel = await openTab(user, 'Credit Cards');
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('paragraph')
          .map((line) => line.textContent),
      ).toEqual([CARDS_INTRO, 'You have no saved cards.']),
    );
  });
});

describe('account page: dependent customers', () => {
  it('is only there when the club allows dependent customers', async () => {
    storeSession();
    server();
    renderWithSettings(<AccountPage />);
    await screen.findByRole('tab', { name: 'Personal Data' });
    expect(screen.queryByRole('tab', { name: 'Dependent Customers' })).toBeNull();
  });

  it('lists the children with their status; a pending one gets the activation message', async () => {
    storeSession();
    server();
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />, settingsWithChildren);
    const panel = await openTab(user, 'Dependent Customers');
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Daniela Ruiz');
    expect(items[0]?.textContent).toContain('Active');
    expect(items[0]?.textContent).not.toContain('Please check your email inbox');
    expect(items[1]?.textContent).toContain('Pending activation');
    expect(items[1]?.textContent).toContain('Please check your email inbox with a link to activate your account and log-in');
  });

  it('unlinks a child after confirming', async () => {
    storeSession();
    let children = demoCustomer().children;
    const api = server({
      'GET /api/publiccustomers/7': () => json({ ok: true, model: demoCustomer({ children }) }),
      'DELETE /api/children/22/unlink-from/7': () => {
        children = children.filter((c) => c.id !== 22);
        return json({ ok: true });
      },
    });
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />, settingsWithChildren);
    const panel = await openTab(user, 'Dependent Customers');
    await user.click(within(panel).getByRole('button', { name: 'Unlink Hugo Ruiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Hugo Ruiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toBe('Hugo Ruiz is no longer linked to your account.'));
    expect(api.to('/api/children/22/unlink-from/7')[0]?.method).toBe('DELETE');
    await waitFor(() => expect(within(panel).queryByText('Hugo Ruiz')).toBeNull());
  });

  it('adds a child through the dynamic form (multipart with ParentCustomerId); it shows up pending', async () => {
    storeSession();
    let children = demoCustomer().children.slice(0, 1);
    const formDef = {
      id: 2,
      parentName: 'DependentCustomer',
      parentId: 0,
      title: 'Add a child to your account',
      legalChecks: false,
      fields: [
        {
          id: 11,
          name: 'name',
          label: 'Child name',
          value: '',
          required: true,
          inputType: 'Text',
          col1: 6,
          col2: 12,
          columnDef: '',
          headerName: '',
        },
        {
          id: 12,
          name: 'surname',
          label: 'Child surname',
          value: '',
          required: true,
          inputType: 'Text',
          col1: 6,
          col2: 12,
          columnDef: '',
          headerName: '',
        },
      ],
    };
    const api = server({
      'GET /api/publiccustomers/7': () => json({ ok: true, model: demoCustomer({ children }) }),
      'GET /api/dynamicforms/form-def/DependentCustomer/0': () => json({ ok: true, model: formDef }),
      'POST /api/dynamicforms/save': () => {
        children = [...children, { id: 30, name: 'Leo', surname: 'Ruiz', status: 1 }];
        return json({ ok: true, model: { id: 30, status: 1 } });
      },
    });
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />, settingsWithChildren);
    const panel = await openTab(user, 'Dependent Customers');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a child to your account' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add' }));
    expect(await within(dialog).findAllByText('The field is required')).toHaveLength(2);
    expect(api.to('/api/dynamicforms/save')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Child name/), 'Leo');
    await user.type(within(dialog).getByLabelText(/Child surname/), 'Ruiz');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toBe('The dependent customer has been added.'));
    expect(screen.queryByRole('dialog')).toBeNull();

    const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/api/dynamicforms/save'));
    const form = call?.[1]?.body;
    expect(form).toBeInstanceOf(FormData);
    const sent = form as FormData;
    expect(sent.get('parentName')).toBe('DependentCustomer');
    expect(sent.get('parentId')).toBe('0');
    expect(sent.get('ParentCustomerId')).toBe('7');
    expect(JSON.parse(String(sent.get('fields')))).toEqual([
      { id: 11, name: 'name', value: 'Leo' },
      { id: 12, name: 'surname', value: 'Ruiz' },
    ]);
    const leo = (await within(panel).findByText('Leo Ruiz')).closest('li');
    expect(leo?.textContent).toContain('Pending activation');
    expect(leo?.textContent).toContain('Please check your email inbox with a link to activate your account and log-in');
  });

  it('keeps the form open with the server message when the save fails', async () => {
    storeSession();
    server({
      'GET /api/dynamicforms/form-def/DependentCustomer/0': () =>
        json({
          ok: true,
          model: {
            id: 2,
            parentName: 'DependentCustomer',
            parentId: 0,
            title: '',
            legalChecks: false,
            fields: [
              {
                id: 11,
                name: 'name',
                label: 'Child name',
                value: '',
                required: true,
                inputType: 'Text',
                col1: 12,
                col2: 12,
                columnDef: '',
                headerName: '',
              },
            ],
          },
        }),
      'POST /api/dynamicforms/save': () => json({ ok: false, errorMsg: 'This email is already registered' }, { status: 409 }),
    });
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />, settingsWithChildren);
    const panel = await openTab(user, 'Dependent Customers');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a dependent customer' });
    await user.type(await within(dialog).findByLabelText(/Child name/), 'Leo');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This email is already registered');
  });

  it('lets a linked child be saved without email or phone', async () => {
    storeSession({ id: 21, name: 'Daniela', surname: 'Ruiz', logo: '', parent: 7, currentId: 21 });
    const child = demoCustomer({
      id: 21,
      name: 'Daniela',
      email: '',
      phone: '',
      children: [],
      parent: 7,
      currentId: 21,
      customFields: [],
      customFieldValues: [],
    });
    const api = stubFetch({
      'GET /api/publiccustomers/21': () => json({ ok: true, model: child }),
      'POST /api/publicacademycustomers/put-json': () => json({ ok: true, model: child }),
    });
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />, settingsWithChildren);
    expect((await screen.findByLabelText(/^Email/)).getAttribute('aria-required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Data modified!'));
    expect(api.to('/api/publicacademycustomers/put-json')[0]?.body).toMatchObject({ id: 21, email: '', phone: '' });
  });

  it('is not offered to a linked child', async () => {
    storeSession({ id: 21, name: 'Daniela', surname: 'Ruiz', logo: '', parent: 7, currentId: 21 });
    stubFetch({
      'GET /api/publiccustomers/21': () =>
        json({ ok: true, model: demoCustomer({ id: 21, name: 'Daniela', children: [], parent: 7, currentId: 21 }) }),
    });
    renderWithSettings(<AccountPage />, settingsWithChildren);
    expect(((await screen.findByLabelText(/^First name/)) as HTMLInputElement).value).toBe('Daniela');
    expect(screen.queryByRole('tab', { name: 'Dependent Customers' })).toBeNull();
  });
});

describe('account page: delete account', () => {
  it('deletes after confirming, clears cart, token and customer, and starts again at home', async () => {
    storeSession();
    const assign = vi.spyOn(hardNavigation, 'assign').mockImplementation(() => {});
    const api = server({ 'DELETE /api/publiccustomers/remove/7': () => json({ ok: true }) });
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />);
    const panel = await openTab(user, 'Delete Account');
    await user.click(within(panel).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('The account of Ana Ruiz (ana@example.com)');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.to('/api/publiccustomers/remove/7')[0]?.method).toBe('DELETE');
    for (const key of [STORAGE_KEYS.customer, STORAGE_KEYS.token, STORAGE_KEYS.cart]) expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps everything and shows the server message when the delete fails', async () => {
    storeSession();
    const assign = vi.spyOn(hardNavigation, 'assign').mockImplementation(() => {});
    server({ 'DELETE /api/publiccustomers/remove/7': () => json({ ok: false, errorMsg: 'Try later' }, { status: 400 }) });
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />);
    const panel = await openTab(user, 'Delete Account');
    await user.click(within(panel).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Try later');
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-7');
  });

  it("while switched into a child's account, names that account and mentions no email", async () => {
    storeSession({ id: 7, name: 'Daniela', surname: 'Ruiz', logo: '', parent: 3, currentId: 7 });
    const api = server(
      { 'DELETE /api/publiccustomers/remove/7': () => json({ ok: true }) },
      demoCustomer({ name: 'Daniela', email: '', parent: 3, children: [] }),
    );
    vi.spyOn(hardNavigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithSettings(<AccountPage />);
    const panel = await openTab(user, 'Delete Account');
    expect(within(panel).getByRole('heading').textContent).toBe('Delete the account of Daniela Ruiz');
    expect(panel.textContent).not.toMatch(/email/i);
    await user.click(within(panel).getByRole('button', { name: 'Delete the account of Daniela Ruiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the account of Daniela Ruiz?' });
    expect(dialog.textContent).toContain('Your own account is not affected');
    expect(dialog.textContent).not.toMatch(/email/i);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete the account of Daniela Ruiz' }));
    await waitFor(() => expect(api.to('/api/publiccustomers/remove/7')).toHaveLength(1));
  });
});
