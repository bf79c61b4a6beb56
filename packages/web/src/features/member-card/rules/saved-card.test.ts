import { describe, expect, it } from 'vitest';
import { liveQr, loadCard, saveCard, selectedSponsors, sponsorsScroll, type SavedCard } from './saved-card';

const card = (qr: SavedCard['qr']): SavedCard => ({
  topImage: '',
  shield: '',
  sponsors: [],
  passName: 'Abono',
  name: 'Lucía',
  photo: '',
  qr,
});

describe('saved card (the card offline)', () => {
  it('keeps one card per member', () => {
    saveCard(window.localStorage, 7, card(null));
    expect(loadCard(window.localStorage, 7)?.name).toBe('Lucía');
    expect(loadCard(window.localStorage, 8)).toBeNull();
  });

  it('keeps nothing but what the card needs: no email, phone or birth date, even when handed them', () => {
    const shown = { ...card(null), values: [{ field: 'email' as const, value: 'lucia@example.com' }], email: 'x', phone: '600' };
    saveCard(window.localStorage, 7, shown);
    const text = window.localStorage.getItem('clubportal.account.card.7') ?? '';
    expect(Object.keys(JSON.parse(text)).sort()).toEqual(['name', 'passName', 'photo', 'qr', 'shield', 'sponsors', 'topImage']);
    expect(text).not.toContain('lucia@example.com');
  });

  it('shows the saved QR only until it expires', () => {
    const saved = card({ content: 'CPM1.7.1.x', expires: '2026-11-26T22:00:00.000Z' });
    expect(liveQr(saved, Date.parse('2026-11-26T21:59:59.000Z'))).toEqual(saved.qr);
    expect(liveQr(saved, Date.parse('2026-11-26T22:00:00.000Z'))).toBeNull();
    expect(liveQr(null, 0)).toBeNull();
  });

  it('reads the configured sponsors, ignoring what is not a file name', () => {
    expect(selectedSponsors('["a.svg","b.svg"]')).toEqual(['a.svg', 'b.svg']);
    expect(selectedSponsors('["a.svg",3,""]')).toEqual(['a.svg']);
    expect(selectedSponsors('not json')).toEqual([]);
  });

  it('scrolls the sponsors above 3', () => {
    expect([3, 4].map(sponsorsScroll)).toEqual([false, true]);
  });
});
