import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';

// A NUL character in any text of a request is refused with a sentence on both dialects (PostgreSQL answered 500).
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const customers = async () =>
  Number((await app.db.selectFrom('customers').select(app.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('text with a NUL character', () => {
  it('is refused in a path, a query and a JSON body, in the caller’s language, and nothing is written', async () => {
    const before = await customers();
    const path = await app.inject({ url: '/api/dynamicforms/form-def/%00/0' });
    expect(path.statusCode, path.body).toBe(400);
    expect(path.json()).toEqual({ ok: false, errorMsg: 'The request contains a character that is not allowed' });
    const query = await app.inject({ url: '/api/shop/list?search=ab%00c', headers: { 'accept-language': 'es-ES' } });
    expect(query.statusCode, query.body).toBe(400);
    expect(query.json()).toEqual({ ok: false, errorMsg: 'La petición contiene un carácter no permitido' });
    const body = await app.inject({
      method: 'POST',
      url: '/api/publiccustomers/register',
      payload: {
        email: 'nul@example.com',
        name: 'A\u0000B',
        surname: 'C',
        password: 'secret-123',
        repeatPassword: 'secret-123',
        acceptConditions: true,
      },
    });
    expect(body.statusCode, body.body).toBe(400);
    expect(await customers()).toBe(before);
  });

  it('leaves every other text alone', async () => {
    expect((await app.inject({ url: '/api/shop/list?search=pelotas' })).statusCode).toBe(200);
  });
});
