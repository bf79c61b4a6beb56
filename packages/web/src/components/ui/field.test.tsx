import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerFieldRules } from '@clubportal/contract/accounts';
import { changeLanguage } from '../../i18n';
import { describedText } from '../../test/queries';
import { Field } from './field';

// A form on the contract's own rules: the messages come from the contract, in English.
const schema = z.object({ name: customerFieldRules.name, birthDate: customerFieldRules.birthDate });

function NameForm({ serverMessage }: { serverMessage?: string }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { name: '', birthDate: '2024-02-31' } });
  return (
    <form onSubmit={handleSubmit(() => {})} noValidate>
      <Field label="Name" required error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} />}
      </Field>
      <Field label="Birth date" error={errors.birthDate?.message}>
        {(control) => <input {...control} {...register('birthDate')} />}
      </Field>
      <Field label="Club" error={serverMessage}>
        {(control) => <input {...control} />}
      </Field>
      <button type="submit">Save</button>
    </form>
  );
}

describe('Field', () => {
  it('ties label, control and error line together, and marks required fields', async () => {
    render(<NameForm />);
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedText(name)).toBe('The field is required'));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(screen.getByLabelText('Birth date'))).toBe('This date does not exist');
  });

  it('shows the error in the active language', async () => {
    await act(() => changeLanguage('es-ES'));
    render(<NameForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedText(screen.getByLabelText(/^Name/))).toBe('El campo es obligatorio'));
    expect(describedText(screen.getByLabelText('Birth date'))).toBe('Esta fecha no existe');
    expect(screen.queryByText('The field is required')).toBeNull();

    await act(() => changeLanguage('fr-FR'));
    expect(describedText(screen.getByLabelText(/^Name/))).toBe('Ce champ est obligatoire');
  });

  it('shows a message it does not know (the server already worded it) as it is', () => {
    render(<NameForm serverMessage="Ya existe un socio con ese número" />);
    expect(describedText(screen.getByLabelText('Club'))).toBe('Ya existe un socio con ese número');
  });
});
