import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@clubportal/contract/dynamic-forms';
import { buildTestApp } from '../../test/build-test-app.js';
import { multipart } from '../../test/multipart.js';
import { TINY_PNG } from '../../test/sample-files.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// Issue 31 §5: the identity step's logo is uploaded, checked by its content and size, stored with the uploads,
// and named in the main settings, audited; a role without settings.write is refused.
describe('the wizard’s logo upload', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof signedInStaff>>;
  const upload = (file: { filename: string; type: string; data: Buffer }, headers = owner.headers) => {
    const body = multipart([{ name: 'logo', ...file }]);
    return app.inject({
      method: 'POST',
      url: '/api/staff/setup-wizard/logo',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signedInStaff(app, { role: 'owner', language: 'en-US' });
  });
  afterAll(() => app.close());

  it('stores an image, names it as the club’s logo and records who did it', async () => {
    const res = await upload({ filename: 'escudo.png', type: 'image/png', data: TINY_PNG });
    expect(res.statusCode, res.body).toBe(200);
    const { logo } = res.json().model as { logo: string };
    expect(logo).toMatch(/^logo-[0-9a-f]{24}\.png$/);
    expect((await app.inject('/api/czconfigs/main-settings')).json().data.Mainlogo).toBe(logo);
    const served = await app.inject(`/uploads/${logo}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const record = await app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'after_json'])
      .where('action', '=', 'wizard.logo')
      .executeTakeFirstOrThrow();
    expect(record.actor_id).toBe(owner.id);
    expect(JSON.parse(record.after_json!)).toEqual({ Mainlogo: logo });
  });

  it('refuses what is not an image by its content, whatever its name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload({ filename: 'logo.png', type: 'image/png', data: svg });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe('The logo must be an image: png, jpeg, gif or webp');
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_UPLOAD_BYTES + 1)]);
    const res = await upload({ filename: 'logo.png', type: 'image/png', data: big });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe('A file is larger than 5 MB');
  });

  it('refuses a role without settings.write, and a body that is not multipart', async () => {
    const desk = await signedInStaff(app, { role: 'desk' });
    expect((await upload({ filename: 'logo.png', type: 'image/png', data: TINY_PNG }, desk.headers)).statusCode).toBe(403);
    const json = await app.inject({ method: 'POST', url: '/api/staff/setup-wizard/logo', headers: owner.headers, payload: {} });
    expect(json.statusCode).toBe(400);
  });
});
