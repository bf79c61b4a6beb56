import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WIZARD_STEPS } from '@clubportal/contract/staff-wizard';
import { json, stubFetch } from '../../../../test/fetch-stub';
import { renderRoutes } from '../../../../test/render';
import { StaffApp } from '../../staff-app';

const owner = {
  id: 1,
  name: 'Ana Owner',
  email: 'ana@club.example',
  role: 'owner',
  roleName: 'Owner',
  permissions: ['settings.read', 'settings.write', 'staff.manage', 'audit.read'],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
};
const identity = { name: '', email: '', buttonsColor: '#0a7d4f', footerColor: '#1f2933', description: '', logo: '', phone: '' };

/** The wizard as the server answers it: every step unsaved; identity, region and courts missing something. */
function wizard(savedIdentity?: typeof identity) {
  return {
    ok: true,
    model: {
      live: false,
      configuredPaymentProviders: ['sandbox'],
      steps: WIZARD_STEPS.map((step) => ({
        step,
        savedAt: step === 'identity' && savedIdentity ? '2026-06-15T10:00:00.000Z' : null,
        values: step === 'identity' ? (savedIdentity ?? identity) : step === 'languages' ? { offered: ['en-US'], default: 'en-US' } : {},
        missing:
          step === 'identity' && !savedIdentity
            ? ["Save the club's identity: its name and contact email"]
            : step === 'courts'
              ? ['Add at least one court with its opening hours and a price']
              : [],
      })),
    },
  };
}

const renderStaff = (path: string) => renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], path);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/setup-wizard (the go-live wizard)', () => {
  it('resumes on the first step that misses something, saves it on the server and moves on', async () => {
    let saved: typeof identity | undefined;
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: owner }),
      'GET /api/staff/setup-wizard': () => json(wizard(saved)),
      'PUT /api/staff/setup-wizard/identity': (request) => {
        saved = request.body as typeof identity;
        return json({ ok: true });
      },
    });
    const { router } = renderStaff('/staff/setup-wizard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/setup-wizard/identity'));
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Step 1 of 7: Club identity');
    expect(document.querySelector('.staff-wizard__missing')?.textContent).toBe("Save the club's identity: its name and contact email");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Club name/), 'Club Norte');
    await user.type(screen.getByLabelText(/^Contact email/), 'hola@norte.example');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/setup-wizard/languages'));
    expect(server.to('/api/staff/setup-wizard/identity')[0]?.body).toMatchObject({ name: 'Club Norte', email: 'hola@norte.example' });
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Club identity saved.'));
    // Back on the step, the form starts from what the server now holds.
    await user.click(screen.getByRole('link', { name: /Club identity/ }));
    expect(((await screen.findByLabelText(/^Club name/)) as HTMLInputElement).value).toBe('Club Norte');
  });

  it('shows the server’s refusal as its sentence and stays on the step', async () => {
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: owner }),
      'GET /api/staff/setup-wizard': () => json(wizard()),
      'PUT /api/staff/setup-wizard/languages': () =>
        json({ ok: false, errorMsg: 'The default language must be one of the languages offered' }, { status: 400 }),
    });
    const { router } = renderStaff('/staff/setup-wizard/languages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The default language must be one of the languages offered');
    expect(router.state.location.pathname).toBe('/staff/setup-wizard/languages');
  });

  it('uploads a logo and names it in the logo field; a refusal shows the server’s sentence', async () => {
    let answer = json({ ok: true, model: { logo: 'logo-0123.png' } });
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: owner }),
      'GET /api/staff/setup-wizard': () => json(wizard()),
      'POST /api/staff/setup-wizard/logo': () => answer,
    });
    renderStaff('/staff/setup-wizard/identity');
    const user = userEvent.setup();
    const picker = await screen.findByLabelText(/^Upload a logo/);
    await user.upload(picker, new File([new Uint8Array([137, 80, 78, 71])], 'crest.png', { type: 'image/png' }));
    await waitFor(() => expect((screen.getByLabelText(/^Logo:/) as HTMLInputElement).value).toBe('logo-0123.png'));
    expect(server.to('/api/staff/setup-wizard/logo')).toHaveLength(1);
    answer = json({ ok: false, errorMsg: 'The logo must be an image: png, jpeg, gif or webp' }, { status: 400 });
    await user.upload(picker, new File(['<svg/>'], 'crest.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The logo must be an image: png, jpeg, gif or webp');
  });

  it('names what is missing on the checklist, each with a link to the step that fixes it', async () => {
    stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: owner }),
      'GET /api/staff/setup-wizard': () => json(wizard()),
    });
    renderStaff('/staff/setup-wizard/go-live');
    const item = (await screen.findByText('Add at least one court with its opening hours and a price')).closest('li')!;
    expect(item.querySelector('a')?.getAttribute('href')).toBe('/staff/setup-wizard/courts');
    expect(screen.getByRole('link', { name: 'Go to Club identity' }).getAttribute('href')).toBe('/staff/setup-wizard/identity');
    expect(screen.getByRole('button', { name: 'Go live' }).hasAttribute('disabled')).toBe(false);
  });
});
