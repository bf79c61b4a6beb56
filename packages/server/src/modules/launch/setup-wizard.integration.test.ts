import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { servedPagesDist } from '../../test/served-pages.js';
import { signedInStaff, staffSignIn } from '../../test/staff-fixtures.js';

// Issue 31 §5: a fresh club is taken live by a wizard whose state is on the server, ending with a checklist
// that refuses to go live while something required is missing.
const identity = {
  name: 'Club Tenis Norte',
  buttonsColor: '#114477',
  footerColor: '#222222',
  email: 'hola@tenisnorte.example',
  phone: '+34 600 000 000',
  address: 'Calle Mayor 1, Burgos',
  instagram: 'https://instagram.com/tenisnorte',
};
const legal = {
  privacyPolicyFull: '<p>Privacidad</p>',
  cookiesPolicy: '<p>Cookies</p>',
  generalConditions: '<p>Condiciones</p>',
  waiver: '<p>Descargo</p>',
};
const courts = {
  sport: 'Tenis',
  players: 4,
  courts: [{ name: 'Pista 1' }, { name: 'Pista 2' }],
  hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '08:00', close: '22:00' })),
  prices: [
    { durationMinutes: 60, price: 12.5 },
    { durationMinutes: 90, price: 18 },
  ],
};

describe('the go-live wizard on a fresh database', () => {
  const dist = servedPagesDist();
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof signedInStaff>>;
  const put = (step: string, payload: object, headers = owner.headers) =>
    app.inject({ method: 'PUT', url: `/api/staff/setup-wizard/${step}`, headers, payload });
  const checklist = async () => (await app.inject({ url: '/api/staff/go-live/checklist', headers: owner.headers })).json().model;

  beforeAll(async () => {
    app = await buildTestApp({
      seed: false,
      webDist: dist.webDist,
      env: { SEED_DEMO: 'false', SANDBOX_ENABLED: 'false', PENDING_ENABLED: 'false' },
    });
    owner = await signedInStaff(app, { role: 'owner', language: 'en-US' });
  });
  afterAll(async () => {
    await app.close();
    dist.remove();
  });

  it('names everything missing and refuses to go live', async () => {
    expect(await checklist()).toEqual({
      live: false,
      missing: [
        "Save the club's identity: its name and contact email",
        'Choose the languages the portal offers and the default one',
        "Choose the club's time zone and currency",
        'Write the legal texts: privacy, cookies, conditions and waiver',
        'Offer at least one way to pay: a configured payment provider or paying at the club',
        'Add at least one court with its opening hours and a price',
      ],
    });
    const res = await app.inject({ method: 'POST', url: '/api/staff/go-live', headers: owner.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toMatch(
      /^The club cannot go live yet: Save the club's identity: its name and contact email; Choose the languages/,
    );
    expect((await app.inject('/')).statusCode).toBe(503);
  });

  it('says the checklist in the staff member’s language', async () => {
    const desk = await signedInStaff(app, { role: 'manager', language: 'fr-FR' });
    const res = await app.inject({ url: '/api/staff/go-live/checklist', headers: desk.headers });
    expect(res.json().model.missing[0]).toBe("Enregistrez l'identité du club : son nom et son e-mail de contact");
  });

  it('asks for the identity before the other settings, and refuses bad input with a sentence', async () => {
    const region = await put('region', {
      timeZone: 'Europe/Madrid',
      currencyCode: 'EUR',
      currencySymbol: '€',
      decimalSeparator: ',',
      dateFormat: 'dd/MM/yyyy',
      pricesIncludeTaxes: true,
    });
    expect(region.statusCode).toBe(409);
    expect(region.json().errorMsg).toBe("Save the club's identity first: its name comes before the rest");
    const bad = await put('identity', { ...identity, buttonsColor: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toContain('Enter a colour such as #0a7d4f');
    expect(bad.json().errorMsg).not.toContain('buttonsColor');
  });

  it('keeps what each step saved on the server: another session resumes it', async () => {
    expect((await put('identity', identity)).statusCode).toBe(200);
    const again = await staffSignIn(app, owner.email);
    const wizard = (await app.inject({ url: '/api/staff/setup-wizard', headers: again.headers })).json().model;
    const step = (name: string) => wizard.steps.find((s: { step: string }) => s.step === name);
    expect(step('identity').savedAt).not.toBeNull();
    expect(step('identity').values).toMatchObject({ name: 'Club Tenis Norte', email: 'hola@tenisnorte.example', buttonsColor: '#114477' });
    expect(step('identity').missing).toEqual([]);
    expect(step('region').savedAt).toBeNull();
    // Starting legal texts to edit, in the club's language, with its name.
    expect(step('legal').values.privacyPolicyFull).toContain('Club Tenis Norte trata tus datos');
    expect(step('legal').missing).toEqual(['Write the legal texts: privacy, cookies, conditions and waiver']);
    // The holding page names the club now; the settings call answers what was saved.
    const page = await app.inject({ url: '/', headers: { 'accept-language': 'es-ES' } });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('Club Tenis Norte abre su portal muy pronto');
    expect((await app.inject('/api/czconfigs/main-settings')).json().data.name).toBe('Club Tenis Norte');
  });

  it('saves the other steps through their owners and creates the first courts', async () => {
    const wrongDefault = await put('languages', { offered: ['es-ES', 'en-US'], default: 'fr-FR' });
    expect(wrongDefault.statusCode).toBe(400);
    expect(wrongDefault.json().errorMsg).toBe('The default language must be one of the languages offered');
    expect((await put('languages', { offered: ['es-ES', 'en-US'], default: 'es-ES' })).statusCode).toBe(200);
    const region = {
      timeZone: 'Europe/Madrid',
      currencyCode: 'EUR',
      currencySymbol: '€',
      decimalSeparator: ',',
      dateFormat: 'dd/MM/yyyy',
      pricesIncludeTaxes: true,
    };
    expect((await put('region', region)).statusCode).toBe(200);
    expect((await put('features', { registrationOpen: true, childAccounts: true, bookings: true, shop: false })).statusCode).toBe(200);
    expect((await put('legal', legal)).statusCode).toBe(200);
    expect((await put('courts', courts)).statusCode).toBe(200);

    const settings = (await app.inject('/api/czconfigs/main-settings')).json().data;
    expect(settings).toMatchObject({
      name: 'Club Tenis Norte',
      AllowDependentCustomerRegistration: true,
      hasShop: false,
      Culture: 'es-ES',
    });
    expect((await app.inject('/api/czconfigs/legal-settings')).json().data.waiver).toBe('<p>Descargo</p>');
    const prices = await app.db.selectFrom('booking_prices').select(['duration_minutes', 'price']).orderBy('duration_minutes').execute();
    expect(prices).toEqual([
      { duration_minutes: 60, price: 1250 },
      { duration_minutes: 90, price: 1800 },
    ]);
    expect(await app.db.selectFrom('resources').select('name').orderBy('name').execute()).toEqual([
      { name: 'Pista 1' },
      { name: 'Pista 2' },
    ]);
  });

  it('edits the courts it created when the step is saved again, and adds more', async () => {
    const wizard = async () => (await app.inject({ url: '/api/staff/setup-wizard', headers: owner.headers })).json().model;
    const saved = (await wizard()).steps.find((s: { step: string }) => s.step === 'courts').values;
    expect(saved).toMatchObject({ sport: 'Tenis', players: 4, prices: courts.prices, elsewhere: false });
    const [first, second] = saved.courts as Array<{ id: number; name: string }>;
    expect([first!.name, second!.name]).toEqual(['Pista 1', 'Pista 2']);
    const edited = {
      ...courts,
      sport: 'Tenis y pádel',
      courts: [{ id: first!.id, name: 'Central' }, { id: second!.id, name: 'Pista 2' }, { name: 'Pista 3' }],
      hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '09:00', close: '21:00' })),
      prices: [{ durationMinutes: 60, price: 14 }],
    };
    const res = await put('courts', edited);
    expect(res.statusCode, res.body).toBe(200);
    const after = (await wizard()).steps.find((s: { step: string }) => s.step === 'courts').values;
    expect(after.sport).toBe('Tenis y pádel');
    expect(after.courts.map((c: { name: string }) => c.name)).toEqual(['Central', 'Pista 2', 'Pista 3']);
    expect(after.hours).toEqual(edited.hours);
    expect(after.prices).toEqual([{ durationMinutes: 60, price: 14 }]);
    // Every court of the set opens the new hours, the added one too; one base price remains, in cents.
    const hours = await app.db.selectFrom('opening_hours').select(['resource_id', 'weekday', 'close_time']).execute();
    expect(hours).toHaveLength(15);
    expect(new Set(hours.map((h) => h.close_time))).toEqual(new Set(['21:00']));
    expect(await app.db.selectFrom('booking_prices').select(['duration_minutes', 'price']).execute()).toEqual([
      { duration_minutes: 60, price: 1400 },
    ]);
    const record = await app.db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('action', '=', 'wizard.courts')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(record.before_json!)).toMatchObject({ sport: 'Tenis' });
    expect(JSON.parse(record.after_json!)).toMatchObject({ sport: 'Tenis y pádel' });
    // A court the step did not create is refused with a sentence, and nothing of the save is kept.
    const stranger = await put('courts', { ...edited, sport: 'Otro', courts: [{ id: 999_999, name: 'Ajena' }] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errorMsg).toBe('The court Ajena is not one of the courts this step created');
    expect((await wizard()).steps.find((s: { step: string }) => s.step === 'courts').values.sport).toBe('Tenis y pádel');
    // Back to what the next steps expect.
    expect((await put('courts', { ...courts, courts: [{ id: first!.id, name: 'Pista 1' }] })).statusCode).toBe(200);
  });

  it('refuses a role without settings.write', async () => {
    const desk = await signedInStaff(app, { role: 'desk' });
    expect((await put('identity', identity, desk.headers)).statusCode).toBe(403);
    expect((await put('courts', courts, desk.headers)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/staff/go-live', headers: desk.headers })).statusCode).toBe(403);
  });

  it('goes live once nothing is missing, audited, and the public pages open', async () => {
    expect((await checklist()).missing).toEqual(['Offer at least one way to pay: a configured payment provider or paying at the club']);
    // No provider is configured on this server: offering one is refused; paying at the club is the club's choice.
    const unknown = await put('payments', { offered: ['stripe'], payAtClub: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMsg).toBe('The payment provider stripe is not configured on this server');
    expect((await put('payments', { offered: [], payAtClub: true })).statusCode).toBe(200);
    expect(await checklist()).toEqual({ live: false, missing: [] });
    const res = await app.inject({ method: 'POST', url: '/api/staff/go-live', headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect((await checklist()).live).toBe(true);
    // A club without the demo gets the standard registration forms, in its language, so visitors can register.
    const registration = (await app.inject('/api/dynamicforms/form-def/Registration/0')).json().model;
    expect(registration.title).toBe('Crea tu cuenta');
    expect(registration.fields.map((f: { name: string }) => f.name)).toEqual(['name', 'surname', 'email', 'phone', 'password']);
    expect((await app.inject('/api/dynamicforms/form-def/DependentCustomer/0')).statusCode).toBe(200);
    const page = await app.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main>/</main>');
    const actions = await app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '!=', 'staff.sign-in')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'wizard.identity',
      // The offered languages, then the default one in the main settings: one record per entity changed.
      'wizard.languages',
      'wizard.languages',
      'wizard.region',
      'wizard.features',
      'wizard.legal',
      'wizard.courts',
      'wizard.courts',
      'wizard.courts',
      'wizard.payments',
      'club.go_live',
    ]);
    expect(new Set(actions.map((a) => a.actor_id))).toEqual(new Set([owner.id]));
    const twice = await app.inject({ method: 'POST', url: '/api/staff/go-live', headers: owner.headers });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMsg).toBe('The club is already live');
  });
});

describe('the payment methods the wizard offers', () => {
  it('are what the checkout offers: configured providers not withdrawn, and paying at the club', async () => {
    const app = await buildTestApp({ env: { SANDBOX_ENABLED: 'true', PENDING_ENABLED: 'true' } });
    try {
      const owner = await signedInStaff(app, { role: 'owner', language: 'en-US' });
      const wizard = (await app.inject({ url: '/api/staff/setup-wizard', headers: owner.headers })).json().model;
      expect(wizard.configuredPaymentProviders).toEqual(['sandbox']);
      // A club that runs (the demo, or one that ran before the wizard) misses nothing: its languages and region are its own.
      const checklist = (await app.inject({ url: '/api/staff/go-live/checklist', headers: owner.headers })).json().model;
      expect(checklist).toEqual({ live: true, missing: [] });
      // The demo's courts were not made by the wizard: the step says so and leaves them to the catalogue.
      expect(wizard.steps.find((s: { step: string }) => s.step === 'courts').values.elsewhere).toBe(true);
      const courtsAgain = await app.inject({
        method: 'PUT',
        url: '/api/staff/setup-wizard/courts',
        headers: owner.headers,
        payload: courts,
      });
      expect(courtsAgain.statusCode).toBe(409);
      expect(courtsAgain.json().errorMsg).toBe('The first courts are already saved: from now on the catalogue edits them');
      expect(wizard.steps.find((s: { step: string }) => s.step === 'payments').values).toEqual({ offered: ['sandbox'], payAtClub: true });
      const product = await app.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
      const methods = async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/shop/checkout-info',
          payload: { saleItems: [{ productId: product.id, units: 1 }], saleIds: [] },
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().data.paymentMethods as Array<{ name: string }>).map((m) => m.name);
      };
      expect(await methods()).toEqual(['Pago en el club', 'Tarjeta (sandbox)']);
      const save = (payload: object) =>
        app.inject({ method: 'PUT', url: '/api/staff/setup-wizard/payments', headers: owner.headers, payload });
      expect((await save({ offered: [], payAtClub: true })).statusCode).toBe(200);
      expect(await methods()).toEqual(['Pago en el club']);
      expect((await save({ offered: ['sandbox'], payAtClub: false })).statusCode).toBe(200);
      expect(await methods()).toEqual(['Tarjeta (sandbox)']);
    } finally {
      await app.close();
    }
  });
});
