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
    expect(data.map((f: { description: string }) => f.description)).toEqual(['Agua Fresca', 'Deportes Norte', 'Banco Alameda', 'Cervezas Olmo']);
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
});
