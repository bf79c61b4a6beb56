import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithSettings } from '../../../test/render';
import { CookiesPage, PrivacyPage } from './legal-page';

const legal = {
  generalConditions: '<p>GC</p>',
  waiver: '<p>W</p>',
  privacyPolicyFull:
    '<h2>Who we are</h2><p>We keep <b>your data</b> safe.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  cookiesPolicy: '<p>Only technical cookies.</p>',
};

describe('legal pages', () => {
  it('shows the title banner and the sanitised HTML', async () => {
    stubFetch({ 'GET /api/czconfigs/legal-settings': () => json({ ok: true, data: legal }) });
    const { container } = renderWithSettings(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy policy');
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Who we are');
    expect(screen.getAllByRole('paragraph').map((line) => line.textContent)).toEqual(['We keep your data safe.']);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('picks its own text', async () => {
    stubFetch({ 'GET /api/czconfigs/legal-settings': () => json({ ok: true, data: legal }) });
    renderWithSettings(<CookiesPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cookie policy');
    await waitFor(() => expect(screen.getAllByRole('paragraph').map((line) => line.textContent)).toEqual(['Only technical cookies.']));
  });
});
