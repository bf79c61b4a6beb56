import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCEPTED_FILE_EXTENSIONS, INPUT_TYPES, type DynamicField, type FormDef, type InputType } from '@clubportal/contract/dynamic-forms';
import { json, stubFetch } from '../../test/fetch-stub';
import { describedText } from '../../test/queries';
import { renderWithSettings } from '../../test/render';
import { DynamicForm, type DynamicFormValues } from './dynamic-form';

function field(id: number, inputType: InputType, partial: Partial<DynamicField> = {}): DynamicField {
  return {
    id,
    name: `field${id}`,
    label: `${inputType} field`,
    value: '',
    required: false,
    inputType,
    col1: 12,
    col2: 12,
    columnDef: '',
    headerName: '',
    ...partial,
  };
}

function renderForm(def: FormDef, props: { busy?: boolean; serverError?: string } = {}) {
  const onSubmit = vi.fn<(values: DynamicFormValues) => void>();
  const view = renderWithSettings(<DynamicForm def={def} submitLabel="Save" onSubmit={onSubmit} {...props} />);
  return { ...view, onSubmit, user: userEvent.setup() };
}

const legalSettings = () =>
  json({
    ok: true,
    data: {
      generalConditions: '<h2>Conditions</h2><p>Play fair.</p><script>alert(1)</script>',
      waiver: '',
      privacyPolicyFull: '<p>We keep your data safe.</p>',
      cookiesPolicy: '',
    },
  });

describe('DynamicForm', () => {
  it('draws every input type sensibly', async () => {
    stubFetch({
      'GET /api/publiclevels/list': () =>
        json({
          rowData: [
            { id: 1, name: 'Beginner' },
            { id: 2, name: 'Pro' },
          ],
        }),
    });
    const fields: DynamicField[] = [
      field(1, 'Label', { label: 'Welcome to the club' }),
      field(2, 'Href', { label: 'Club rules', value: 'https://club.example/rules' }),
      field(3, 'Text', { headerName: 'About you', col1: 6, col2: 12 }),
      field(4, 'Date'),
      field(5, 'CheckBox'),
      field(6, 'Image', { label: 'Club badge', value: 'badge.png' }),
      field(7, 'Picklist', { columnDef: 'S,M,L' }),
      field(8, 'PickListLabel', { label: 'Size', value: 'M' }),
      field(9, 'Lookup', { columnDef: 'levels' }),
      field(10, 'TextArea'),
      field(11, 'Password'),
      field(12, 'LabelPassword', { label: 'Pin', value: 'secret' }),
      field(13, 'Email'),
      field(14, 'Currency'),
      field(15, 'FileLoader'),
      field(16, 'ImageLoader'),
      field(17, 'Hidden', { value: 'web' }),
      field(18, 'Html', { value: '<p>Read <a href="https://x.example" target="_blank">this</a><img src=x onerror="alert(1)"></p>' }),
      field(19, 'HtmlText', { value: 'Plain <b>text</b>', label: 'Note' }),
      field(20, 'HourPicker'),
      field(21, 'ColorPicker'),
      field(22, 'ColorLabel', { label: 'Team colour', value: '#ff0000' }),
      field(23, 'BirthDate'),
    ];
    expect(new Set(fields.map((f) => f.inputType))).toEqual(new Set(INPUT_TYPES));
    const { container } = renderForm({ id: 1, parentName: 'Test', parentId: 0, title: 'All', legalChecks: false, fields });

    expect(screen.getByRole('link', { name: 'Club rules' }).getAttribute('href')).toBe('https://club.example/rules');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('About you');
    expect((screen.getByLabelText('Text field') as HTMLInputElement).type).toBe('text');
    expect((screen.getByLabelText('Date field') as HTMLInputElement).type).toBe('date');
    expect((screen.getByLabelText('CheckBox field') as HTMLInputElement).type).toBe('checkbox');
    expect(screen.getByRole('img', { name: 'Club badge' }).getAttribute('src')).toBe('/uploads/badge.png');
    const picklist = screen.getByLabelText('Picklist field') as HTMLSelectElement;
    expect([...picklist.options].map((o) => o.value)).toEqual(['', 'S', 'M', 'L']);
    const lookup = screen.getByLabelText('Lookup field') as HTMLSelectElement;
    await vi.waitFor(() => expect([...lookup.options].map((o) => o.text)).toEqual(['Choose an option', 'Beginner', 'Pro']));
    expect(screen.getByLabelText('TextArea field').tagName).toBe('TEXTAREA');
    expect((screen.getByLabelText('Password field') as HTMLInputElement).type).toBe('password');
    expect(screen.queryByText('secret')).toBeNull();
    expect((screen.getByLabelText('Email field') as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText('Currency field') as HTMLInputElement).inputMode).toBe('decimal');
    const files = screen.getByLabelText('FileLoader field') as HTMLInputElement;
    expect(files.type).toBe('file');
    expect(files.multiple).toBe(true);
    expect(files.accept.split(',')).toEqual([...ACCEPTED_FILE_EXTENSIONS]);
    expect((screen.getByLabelText('ImageLoader field') as HTMLInputElement).type).toBe('file');
    expect(container.querySelector('input[name="field17"]')).toBeNull();
    const html = screen.getByText('this').closest('.dynamic-form__html') as HTMLElement;
    expect(html.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'this' }).getAttribute('href')).toBe('https://x.example');
    expect((screen.getByLabelText('HourPicker field') as HTMLInputElement).type).toBe('time');
    expect((screen.getByLabelText('ColorPicker field') as HTMLInputElement).type).toBe('color');
    expect((screen.getByLabelText('BirthDate field') as HTMLInputElement).type).toBe('date');

    // The read-only fields, each title beside its value (a password's value hidden, club text never parsed as HTML).
    expect([...container.querySelectorAll('.dynamic-form__text')].map((text) => text.textContent)).toEqual([
      'Welcome to the club',
      'Club rules',
      'SizeM',
      'Pin••••••',
      'NotePlain <b>text</b>',
      'Team colour#ff0000',
    ]);

    const cell = (screen.getByLabelText('Text field').closest('.dynamic-form__cell') as HTMLElement).style;
    expect([cell.getPropertyValue('--col'), cell.getPropertyValue('--col-phone')]).toEqual(['6', '12']);
  });

  it('shows a pick list’s options in the member’s language and answers the club’s own option', async () => {
    const def: FormDef = {
      id: 1,
      parentName: 'Activity',
      parentId: 4,
      title: 'Camp',
      legalChecks: false,
      fields: [field(1, 'Picklist', { label: 'Shirt size', columnDef: 'Pequeña,Grande', optionLabels: ['Small', 'Large'] })],
    };
    const { user, onSubmit } = renderForm(def);
    const select = screen.getByLabelText('Shirt size') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Choose an option'],
      ['Pequeña', 'Small'],
      ['Grande', 'Large'],
    ]);
    await user.selectOptions(select, 'Large');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].answers).toEqual([{ id: 1, name: 'field1', value: 'Grande' }]);
  });

  it("shows 'The field is required' for empty required fields and submits nothing while errors remain", async () => {
    const def: FormDef = {
      id: 1,
      parentName: 'Registration',
      parentId: 0,
      title: 'Register',
      legalChecks: false,
      fields: [field(1, 'Text', { name: 'name', label: 'Name', required: true }), field(2, 'Text', { name: 'town', label: 'Town' })],
    };
    const { user, onSubmit } = renderForm(def);
    // Leaving an empty field shows nothing yet: an error appearing as the member heads for Save would move
    // the button from under the pointer.
    await user.click(screen.getByLabelText(/^Name/));
    await user.tab();
    expect(screen.queryByText('The field is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The field is required').textContent).toBe('The field is required');
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(name, 'Ana');
    expect(screen.queryByText('The field is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      answers: [
        { id: 1, name: 'name', value: 'Ana' },
        { id: 2, name: 'town', value: '' },
      ],
      files: [],
      okRss: false,
      acceptConditions: false,
    });
  });

  it('strips non-printable characters from text inputs and text areas as they are typed', () => {
    const def: FormDef = {
      id: 1,
      parentName: 'Test',
      parentId: 0,
      title: '',
      legalChecks: false,
      fields: [field(1, 'Text', { label: 'Name' }), field(2, 'TextArea', { label: 'Notes' })],
    };
    renderForm(def);
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.input(name, { target: { value: 'A\u0000n\u0007a\u200b' } });
    expect(name.value).toBe('Ana');
    const notes = screen.getByLabelText('Notes') as HTMLTextAreaElement;
    fireEvent.input(notes, { target: { value: 'one\ntwo\u001b' } });
    expect(notes.value).toBe('one\ntwo');
  });

  it("with legal checks: 'Please accept our legal conditions' until ticked; newsletter optional; legal texts in popups", async () => {
    stubFetch({ 'GET /api/czconfigs/legal-settings': legalSettings });
    const def: FormDef = { id: 1, parentName: 'Registration', parentId: 0, title: '', legalChecks: true, fields: [] };
    const { user, onSubmit } = renderForm(def);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(describedText(screen.getByLabelText(/I have read and accept the legal conditions/))).toBe('Please accept our legal conditions');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'General conditions' }));
    const popup = await screen.findByRole('dialog', { name: 'General conditions' });
    // The club's HTML without its script.
    await waitFor(() => expect(popup.querySelector('.legal-popup__text')?.textContent).toBe('ConditionsPlay fair.'));
    expect(popup.querySelector('script')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Privacy policy' }));
    const privacy = screen.getByRole('dialog', { name: 'Privacy policy' });
    await waitFor(() => expect(privacy.querySelector('.legal-popup__text')?.textContent).toBe('We keep your data safe.'));
    await user.click(within(privacy).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByLabelText('I want to receive news and offers by email'));
    await user.click(screen.getByLabelText(/I have read and accept the legal conditions/));
    expect(screen.queryByText('Please accept our legal conditions')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ answers: [], files: [], okRss: true, acceptConditions: true });
  });

  it("a lookup that fails to load shows the 'Crash' text", async () => {
    const server = stubFetch({ 'GET /api/publiclevels/list': () => json({ ok: false, errorMsg: 'boom' }, { status: 500 }) });
    renderForm({
      id: 1,
      parentName: 'T',
      parentId: 0,
      title: '',
      legalChecks: false,
      fields: [field(1, 'Lookup', { columnDef: 'levels', label: 'Level' })],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Tecnical problems. Please try again.');
    expect(describedText(screen.getByLabelText('Level'))).toBe('Oops! Tecnical problems. Please try again.');
    expect(server.to('/api/publiclevels/list')[0]?.url.search).toBe('?startRow=0&endRow=50');
  });

  it('hands over several chosen files under their field name and refuses other types', async () => {
    const def: FormDef = {
      id: 1,
      parentName: 'DependentCustomer',
      parentId: 0,
      title: '',
      legalChecks: false,
      fields: [field(1, 'FileLoader', { name: 'docs', label: 'Documents', required: true })],
    };
    const { user, onSubmit } = renderForm(def);
    const input = screen.getByLabelText(/^Documents/) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'virus.exe')] } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(describedText(input)).toBe('Only images and pdf, docx, doc, txt and xslx files are accepted');
    expect(onSubmit).not.toHaveBeenCalled();

    const a = new File(['a'], 'a.pdf');
    const b = new File(['b'], 'b.png');
    fireEvent.change(input, { target: { files: [a, b] } });
    expect(screen.getByRole('list', { name: 'Chosen files' }).textContent).toContain('a.pdf');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]?.[0].files).toEqual([
      { fieldName: 'docs', file: a },
      { fieldName: 'docs', file: b },
    ]);
  });

  it('shows the server error and a busy button', () => {
    renderForm(
      { id: 1, parentName: 'T', parentId: 0, title: '', legalChecks: false, fields: [] },
      { busy: true, serverError: 'This email is already registered.' },
    );
    expect(screen.getByRole('alert').textContent).toBe('This email is already registered.');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
