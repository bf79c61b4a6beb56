import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { prebookErrorMessage } from './prebook-error';

const crash = 'Oops! Tecnical problems. Please try again.';

describe('prebook failure message', () => {
  it('joins the field-error map with commas', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      errorMsg: 'ignored',
      body: { ok: false, model: { date: 'Date is past', players: ['Max players reached', 'Unknown player'] } },
    });
    expect(prebookErrorMessage(error, crash)).toBe('Date is past, Max players reached, Unknown player');
  });

  it("else shows the server's message, else the crash text", () => {
    expect(
      prebookErrorMessage(
        new ApiError({
          kind: 'http',
          status: 409,
          errorMsg: 'This slot has just been taken',
          body: { ok: false, errorMsg: 'This slot has just been taken' },
        }),
        crash,
      ),
    ).toBe('This slot has just been taken');
    expect(prebookErrorMessage(new ApiError({ kind: 'http', status: 400, errorMsg: 'Bad', body: { ok: false, model: {} } }), crash)).toBe(
      'Bad',
    );
    expect(prebookErrorMessage(new ApiError({ kind: 'network' }), crash)).toBe(crash);
    expect(prebookErrorMessage(new Error('boom'), crash)).toBe(crash);
  });
});
