import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_IMAGE_AREAS } from '@clubportal/contract/staff-images';
import { buildTestApp } from '../test/build-test-app.js';
import { multipart } from '../test/multipart.js';
import { TINY_PNG } from '../test/sample-files.js';
import { signedInStaff } from '../test/staff-fixtures.js';

// Photos staff upload for what they edit (a court, a product, a poster, a post): one route per area, each opened by
// its editors' permission, the image checked by its content, stored with the uploads and audited.
describe('staff photo uploads', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let manager: Awaited<ReturnType<typeof signedInStaff>>;
  let desk: Awaited<ReturnType<typeof signedInStaff>>;
  const upload = (area: string, file: { filename: string; type: string; data: Buffer }, headers = manager.headers) => {
    const body = multipart([{ name: 'image', ...file }]);
    return app.inject({
      method: 'POST',
      url: `/api/staff/images/${area}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    app = await buildTestApp();
    manager = await signedInStaff(app, { role: 'manager', name: 'Mara Manager', language: 'en-US' });
    desk = await signedInStaff(app, { role: 'desk', language: 'en-US' });
  });
  afterAll(() => app.close());

  it('stores a photo for each area, serves it at its address and records who uploaded it', async () => {
    for (const area of Object.keys(STAFF_IMAGE_AREAS)) {
      const res = await upload(area, { filename: 'pista.png', type: 'image/png', data: TINY_PNG });
      expect(res.statusCode, res.body).toBe(200);
      const { name, url } = res.json().model as { name: string; url: string };
      expect(name).toMatch(new RegExp(`^${area}-[0-9a-f]{24}\\.png$`));
      expect(url).toBe(`/uploads/${name}`);
      const served = await app.inject(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const record = await app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'image.upload')
        .where('entity_id', '=', name)
        .executeTakeFirstOrThrow();
      expect(record).toMatchObject({ actor_id: manager.id, actor_label: 'Mara Manager', entity: 'file' });
      expect(JSON.parse(record.after_json!)).toEqual({ area, type: 'image/png', bytes: TINY_PNG.byteLength });
    }
  });

  it('refuses a role without the area’s permission (the desk edits no catalogue) and stores nothing', async () => {
    const before = await app.db
      .selectFrom('audit_log')
      .select(app.db.fn.countAll<number>().as('n'))
      .where('action', '=', 'image.upload')
      .executeTakeFirstOrThrow();
    const res = await upload('catalogue', { filename: 'pista.png', type: 'image/png', data: TINY_PNG }, desk.headers);
    expect(res.statusCode).toBe(403);
    const after = await app.db
      .selectFrom('audit_log')
      .select(app.db.fn.countAll<number>().as('n'))
      .where('action', '=', 'image.upload')
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses what is not an image by its content, whatever its name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload('content', { filename: 'banner.png', type: 'image/png', data: svg });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe('The photo must be an image: png, jpeg, gif or webp');
  });
});
