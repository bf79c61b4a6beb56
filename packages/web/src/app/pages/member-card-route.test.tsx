import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../api/session';
import { closeMemberCard, useMemberCardOpen } from '../../features/member-card/card-request';
import { MemberCardDialog } from '../../features/member-card/components/member-card-dialog';
import { saveCard } from '../../features/member-card/rules/saved-card';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithSettings } from '../../test/render';
import { MemberCardRoute } from './member-card-route';

/** The card as the app shell shows it over any page. */
function CardHost() {
  return useMemberCardOpen() ? <MemberCardDialog /> : null;
}

afterEach(() => {
  onlineManager.setOnline(true);
  closeMemberCard();
});

describe('/member-card', () => {
  it('opens the card by itself, offline with the card kept on the phone, and again from its button', async () => {
    saveSession({ id: 7, name: 'Lucía', surname: 'Martín', logo: '' }, 'token');
    saveCard(window.localStorage, 7, {
      topImage: '',
      shield: '',
      sponsors: [],
      passName: 'Abono Temporada 2026/27',
      name: 'Lucía Martín',
      photo: '',
      qr: null,
    });
    stubFetch({});
    onlineManager.setOnline(false);
    renderWithSettings(
      <>
        <MemberCardRoute />
        <CardHost />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Membership card' });
    expect(within(dialog).getByText('Abono Temporada 2026/27').textContent).toBe('Abono Temporada 2026/27');
    expect(within(dialog).getByText('Lucía Martín').textContent).toBe('Lucía Martín');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Your membership card opens here, also without a connection.').textContent).toBe(
      'Your membership card opens here, also without a connection.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show my card' }));
    expect((await screen.findByRole('dialog', { name: 'Membership card' })).textContent).toContain('Lucía Martín');
  });
});
