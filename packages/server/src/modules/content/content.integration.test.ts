import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';

describe('public content', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('lists the club sponsors in order', async () => {
    const res = await app.inject('/api/fileuploads/open-list?parentName=CZConfig&parentId=1&category=Sponsors');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((f: { description: string }) => f.description)).toEqual([
      'Agua Fresca',
      'Deportes Norte',
      'Banco Alameda',
      'Cervezas Olmo',
    ]);
  });

  it('rejects an unknown category with a clear message', async () => {
    const res = await app.inject('/api/fileuploads/open-list?parentName=CZConfig&parentId=1&category=Secrets');
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
    expect(res.json().errorMsg).toContain('category');
  });

  it('gives the latest posts with their author', async () => {
    const res = await app.inject('/api/cztextblocks/list-with-users?count=2');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(2);
    expect(data[0].title).toBe('Abiertas las inscripciones de la liga social de otoño');
    expect(data[0].name).toBe('Laura Martín');
    expect(data[0].TextBlockType).toBe(0);
    expect(Date.parse(data[0].created)).toBeGreaterThan(Date.parse(data[1].created));
  });

  it('gives the most read posts with popular=true', async () => {
    const { data } = (await app.inject('/api/cztextblocks/list-with-users?count=3&popular=true')).json();
    expect(data[0].title).toBe('Cinco ejercicios para mejorar tu bandeja');
  });

  it('rejects a count out of range', async () => {
    const res = await app.inject('/api/cztextblocks/list-with-users?count=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toMatch(/count/);
  });

  describe('the blog', () => {
    const page = (grid?: object, rows = '') =>
      app.inject(`/api/cztextblocks/list-by-page?${rows}${grid ? `gridStatus=${encodeURIComponent(JSON.stringify(grid))}` : ''}`);

    it('lists published posts newest first with their authors and the total', async () => {
      const res = await page();
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.ok).toBe(true);
      expect(body.totalCount).toBe(6);
      expect(body.data.map((p: { title: string }) => p.title).slice(0, 2)).toEqual([
        'Abiertas las inscripciones de la liga social de otoño',
        'Cinco ejercicios para mejorar tu bandeja',
      ]);
      expect(body.data.at(-1).name).toBe('Marcos Gil');
    });

    it('sorts oldest first with sort 2', async () => {
      const { data } = (await page({ sort: 2 })).json();
      expect(data[0].title).toBe('Resultados del torneo de primavera');
    });

    it('searches title and text without case or accents, only past 3 characters', async () => {
      const found = (await page({ search: 'PALA' })).json();
      expect(found.data.map((p: { title: string }) => p.title)).toEqual(['Cómo elegir tu primera pala de pádel']);
      expect(found.totalCount).toBe(1);
      // "campeonas" is only in the text, and "nino" matches "niños".
      expect((await page({ search: 'campeonas' })).json().data).toHaveLength(1);
      expect((await page({ search: 'ninos' })).json().data).toHaveLength(1);
      expect((await page({ search: 'zzz' })).json().totalCount).toBe(6);
      expect((await page({ search: '100%' })).json().totalCount).toBe(0);
    });

    it('pages by startRow and endRow (endRow exclusive)', async () => {
      const { data, totalCount } = (await page(undefined, 'startRow=4&endRow=30&')).json();
      expect(totalCount).toBe(6);
      expect(data).toHaveLength(2);
    });

    it.each([
      ['a reversed window', 'startRow=10&endRow=5&', /endRow must be greater/],
      ['a window wider than a page', 'startRow=0&endRow=31&', /At most 30 rows/],
      ['a sort that does not exist', `gridStatus=${encodeURIComponent('{"sort":3}')}&`, /sort/],
      ['broken JSON', 'gridStatus=%7Bnope&', /grid status.*URL-encoded JSON/],
    ])('refuses %s with a 400 and a sentence', async (_name, query, message) => {
      const res = await app.inject(`/api/cztextblocks/list-by-page?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().ok).toBe(false);
      expect(res.json().errorMsg).toMatch(message);
    });

    it('gives one post with its author, and 404 for an unknown or non-post id', async () => {
      const { data: latest } = (await page()).json();
      const res = await app.inject(`/api/cztextblocks/get-with-user?id=${latest[0].id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ title: latest[0].title, name: 'Laura Martín', TextBlockType: 0 });
      const missing = await app.inject('/api/cztextblocks/get-with-user?id=999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ ok: false, errorMsg: 'This post does not exist' });
      const testimonial = (
        await app.inject(
          `/api/cztextblocks/list?startRow=0&endRow=14&lookup=true&gridstatus=${encodeURIComponent('{"filters":{"TextBlockType":1}}')}`,
        )
      ).json().rowData[0];
      expect((await app.inject(`/api/cztextblocks/get-with-user?id=${testimonial.id}`)).statusCode).toBe(404);
      const bad = await app.inject({ url: '/api/cztextblocks/get-with-user?id=abc', headers: { 'accept-language': 'es-ES' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorMsg).not.toMatch(/querystring|\//);
    });
  });

  describe('testimonials and team', () => {
    const list = (type: number, rows = 'startRow=0&endRow=14') =>
      app.inject(
        `/api/cztextblocks/list?${rows}&lookup=true&gridstatus=${encodeURIComponent(JSON.stringify({ filters: { TextBlockType: type } }))}`,
      );

    it('lists the testimonials (type 1) and the team (type 2) in the order staff added them', async () => {
      const testimonials = (await list(1)).json().rowData;
      expect(testimonials.map((b: { title: string }) => b.title)).toEqual(['Carmen López', 'Andrés Navarro', 'Elena Ruiz']);
      expect(testimonials[0]).toMatchObject({ smalText: 'Socia desde 2015', image: 'person2.svg', TextBlockType: 1 });
      const team = (await list(2)).json().rowData;
      expect(team).toHaveLength(4);
      expect(team[0]).toMatchObject({ title: 'Laura Martín', smalText: 'Directora técnica', TextBlockType: 2 });
    });

    it('reads rows startRow to endRow inclusive, at most 15', async () => {
      expect((await list(2, 'startRow=1&endRow=2')).json().rowData.map((b: { title: string }) => b.title)).toEqual([
        'Marcos Gil',
        'Sofía Herrero',
      ]);
      const wide = await list(2, 'startRow=0&endRow=15');
      expect(wide.statusCode).toBe(400);
      expect(wide.json().errorMsg).toMatch(/At most 15 rows/);
    });

    it('refuses a type that does not exist', async () => {
      const res = await list(7);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMsg).toMatch(/text block type/);
    });
  });

  it('lists the published banners in order', async () => {
    const res = await app.inject('/api/banners/open-list');
    expect(res.statusCode).toBe(200);
    expect(res.json().rowData.map((b: { title: string; url: string }) => [b.title, b.url])).toEqual([
      ['Liga social de otoño', '/activities?type=registration'],
      ['Nuevas palas en la tienda', '/shop'],
    ]);
  });
});
