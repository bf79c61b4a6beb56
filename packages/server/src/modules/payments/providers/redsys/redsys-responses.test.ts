import { describe, expect, it } from 'vitest';
import { redsysDeclineReason } from './redsys-responses.js';

describe('redsysDeclineReason', () => {
  it('names a card refusal in Redsys’s words, whatever the zero padding', () => {
    expect(redsysDeclineReason('0190')).toBe('Denegación del emisor sin especificar motivo');
    expect(redsysDeclineReason('129')).toBe('Código de seguridad (CVV2/CVC2) incorrecto');
  });
  it('has nothing to say for a cancel by the member or an unknown code', () => {
    expect(redsysDeclineReason('9915')).toBeNull();
    expect(redsysDeclineReason('')).toBeNull();
    expect(redsysDeclineReason('0000')).toBeNull();
  });
});
