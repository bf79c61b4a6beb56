import { describe, expect, it } from 'vitest';
import { summaryFor } from './calendar-scope.js';

describe('summaryFor', () => {
  it('names the children an entry is for, and nobody on the member’s own', () => {
    expect(summaryFor('Pádel 4 jugadores - Pista 1', ['Lucía'])).toBe('Pádel 4 jugadores - Pista 1 - Lucía');
    expect(summaryFor('Torneo', ['Lucía', 'Mateo'])).toBe('Torneo - Lucía, Mateo');
    expect(summaryFor('Torneo', [])).toBe('Torneo');
  });
});
