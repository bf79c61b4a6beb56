import { ACTIVITY_FORM_PARENT, ACTIVITY_STATUSES, ACTIVITY_TYPES, type Activity } from '@clubportal/contract/activities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';

/** The demo club shows every activities page with content, and every Lookup its forms name answers. */
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('demo activities', () => {
  it('has 15+ activities in every status of both types, free and paid, one full', async () => {
    const all: Activity[] = [];
    for (const type of ACTIVITY_TYPES) {
      for (const status of ACTIVITY_STATUSES) {
        const res = (
          await app.inject({ method: 'GET', url: `/api/publicactivities/list?startRow=0&endRow=12&type=${type}&status=${status}` })
        ).json();
        expect(res.model.activities.length, `${type} ${status}`).toBeGreaterThan(0);
        all.push(...res.model.activities);
      }
    }
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(all.some((a) => a.price === 0)).toBe(true);
    expect(all.some((a) => a.price > 0)).toBe(true);
    expect(all.some((a) => !a.onlineSignUp)).toBe(true);
    // Full, so the demo member can join its waitlist.
    const full = all.find((a) => a.placesLeft === 0 && a.status === 'upcoming' && a.onlineSignUp);
    expect(full).toBeDefined();
  });

  it('has custom sign-up forms whose Lookups all answer', async () => {
    const forms = await app.db.selectFrom('dynamic_forms').select('parent_id').where('parent_name', '=', ACTIVITY_FORM_PARENT).execute();
    expect(forms.length).toBeGreaterThan(1);
    const lookups = new Set<string>();
    for (const { parent_id } of forms) {
      const def = (await app.inject({ method: 'GET', url: `/api/dynamicforms/form-def/${ACTIVITY_FORM_PARENT}/${parent_id}` })).json();
      for (const f of def.model.fields as Array<{ inputType: string; columnDef: string }>)
        if (f.inputType === 'Lookup') lookups.add(f.columnDef);
    }
    expect(lookups.size).toBeGreaterThan(0);
    for (const name of lookups) {
      const res = await app.inject({ method: 'GET', url: `/api/public${name}/list?startRow=0&endRow=50` });
      expect(res.statusCode, name).toBe(200);
      expect(res.json().rowData.length, name).toBeGreaterThan(0);
    }
  });

  it('has its forms written in English, French and Italian too: a member reads them in their language', async () => {
    const forms = await app.db.selectFrom('dynamic_forms').select('parent_id').where('parent_name', '=', ACTIVITY_FORM_PARENT).execute();
    for (const [language, labels] of [
      ['en-US', ['Sport', 'Level', 'Preferred court', 'T-shirt size']],
      ['fr-FR', ['Niveau', 'Court préféré', 'Taille de t-shirt']],
      ['it-IT', ['Livello', 'Campo preferito', 'Taglia della maglietta']],
    ] as const) {
      const read = await Promise.all(
        forms.map(async ({ parent_id }) =>
          (
            await app.inject({
              method: 'GET',
              url: `/api/dynamicforms/form-def/${ACTIVITY_FORM_PARENT}/${parent_id}`,
              headers: { 'accept-language': language },
            })
          ).json(),
        ),
      );
      const fields = read.flatMap((def) => def.model.fields as Array<{ label: string; name: string }>);
      expect(
        fields.map((f) => f.label),
        language,
      ).toEqual(expect.arrayContaining([...labels]));
      expect(
        fields.map((f) => f.label).filter((l) => /Talla|Nivel|Pista/.test(l)),
        language,
      ).toEqual([]);
    }
  });
});
