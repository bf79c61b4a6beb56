import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { demoSettings } from '../test/fixtures';
import { renderWithSettings } from '../test/render';
import { useDateFormatter } from './date-format';
import { usePriceFormatter } from './format';

function Sample() {
  const price = usePriceFormatter();
  const date = useDateFormatter();
  return (
    <p>
      <span data-testid="price">{price(12.5)}</span>
      <span data-testid="whole">{price(30)}</span>
      <span data-testid="date">{date('2026-07-01T20:30:00Z')}</span>
      <span data-testid="month">{date('2026-07-01T20:30:00Z', 'd MMMM')}</span>
    </p>
  );
}

describe('formatting hooks', () => {
  it('use the club currency, separator, date format and time zone', () => {
    renderWithSettings(<Sample />);
    expect(screen.getByTestId('price').textContent).toBe('12,50\u00a0€');
    expect(screen.getByTestId('whole').textContent).toBe('30\u00a0€');
    expect(screen.getByTestId('date').textContent).toBe('01/07/2026');
  });

  it("name months and days in the member's language, whatever the club's culture (es-ES in the demo)", async () => {
    renderWithSettings(<Sample />);
    expect(screen.getByTestId('month').textContent).toBe('1 July');
    for (const [language, month] of [
      ['fr-FR', '1 juillet'],
      ['it-IT', '1 luglio'],
      ['es-ES', '1 julio'],
    ] as const) {
      await act(() => i18n.changeLanguage(language));
      expect(screen.getByTestId('month').textContent).toBe(month);
    }
  });

  it('follow other settings', () => {
    renderWithSettings(<Sample />, {
      ...demoSettings,
      CurrencySymbol: '$',
      currencyCode: 'MXN',
      decimalSeparator: '.',
      dateFormat: 'MM/dd/yyyy HH:mm',
      timeZone: 'America/Mexico_City',
      Culture: 'en-US',
    });
    expect(screen.getByTestId('price').textContent).toBe('12.50\u00a0$');
    expect(screen.getByTestId('date').textContent).toBe('07/01/2026 14:30');
    expect(screen.getByTestId('month').textContent).toBe('1 July');
  });

  it('print the club currency without decimals when it has none (CLP)', () => {
    renderWithSettings(<Sample />, { ...demoSettings, CurrencySymbol: '$', currencyCode: 'CLP' });
    expect(screen.getByTestId('price').textContent).toBe('13\u00a0$');
    expect(screen.getByTestId('whole').textContent).toBe('30\u00a0$');
  });
});
