import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSettings } from '../../../test/render';
import { HoldCountdown } from './hold-countdown';

afterEach(() => vi.useRealTimers());

describe('the checkout hold countdown', () => {
  it('names what it keeps: a court, or a place in an activity (never "court held" for an activity)', () => {
    vi.useFakeTimers({ now: Date.parse('2030-06-20T10:00:00.000Z') });
    renderWithSettings(<HoldCountdown until="2030-06-20T10:14:32.000Z" of="activity" />);
    expect(screen.getByRole('timer').textContent).toBe('Place kept 14:32');
  });

  it('says when the hold has run out', () => {
    vi.useFakeTimers({ now: Date.parse('2030-06-20T10:30:00.000Z') });
    renderWithSettings(
      <>
        <HoldCountdown until="2030-06-20T10:14:32.000Z" of="activity" />
        <HoldCountdown until="2030-06-20T10:14:32.000Z" />
      </>,
    );
    expect(screen.getAllByRole('timer').map((t) => t.textContent)).toEqual(['The place is no longer kept', 'The court is no longer held']);
  });
});
