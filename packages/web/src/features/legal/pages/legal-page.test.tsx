import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithSettings } from '../../../test/render';
import { CookiesPage, PrivacyPage } from './legal-page';

const legal = {
  generalConditions: '<p>GC</p>',
  waiver: '<p>W</p>',
  privacyPolicyFull: '<h2>Who we are</h2><p>We keep <b>your data</b> safe.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  cookiesPolicy: '<p>Only technical cookies.</p>',
};

describe('legal pages', () => {
  it('shows the title banner and the sanitised HTML', async () => {
    stubFetch({ 'GET /api/czconfigs/legal-settings': () => json({ ok: true, data: legal }) });
    const { container } = renderWithSettings(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Who we are' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('picks its own text', async () => {
    stubFetch({ 'GET /api/czconfigs/legal-settings': () => json({ ok: true, data: legal }) });
    renderWithSettings(<CookiesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeTruthy();
    expect(await screen.findByText('Only technical cookies.')).toBeTruthy();
  });
});
