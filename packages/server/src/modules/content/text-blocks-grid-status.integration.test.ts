import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';

/**
 * The blog's and the text blocks' list calls take the grid status the spec's clients send, AG-Grid's filter and
 * sort models, and answer as they do to today's form (issue 29 section 6; the parser: contract grid-status.ts).
 */
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const enc = (grid: unknown) => encodeURIComponent(JSON.stringify(grid));
const titles = async (url: string, rows: 'data' | 'rowData') => {
  const res = await app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json()[rows] as Array<{ title: string }>).map((b) => b.title);
};

describe('an AG-Grid grid status', () => {
  it('sorts and searches GET /api/cztextblocks/list-by-page as today’s form does', async () => {
    const blog = (grid: unknown) => titles(`/api/cztextblocks/list-by-page?startRow=0&endRow=30&gridStatus=${enc(grid)}`, 'data');
    const newest = await blog({});
    const oldest = await blog({ sortModel: [{ colId: 'Created', sort: 'asc' }] });
    expect(oldest).toEqual(await blog({ sort: 2 }));
    expect(oldest).toEqual([...newest].reverse());
    const found = await blog({ filterModel: { Title: { filterType: 'text', type: 'contains', filter: 'bandeja' } } });
    expect(found).toEqual(['Cinco ejercicios para mejorar tu bandeja']);
    expect(await blog({ quickFilterText: 'bandeja', sortModel: [{ colId: 'created', sort: 'desc' }] })).toEqual(found);
  });

  it('filters GET /api/cztextblocks/list by type as today’s form does', async () => {
    const blocks = (grid: unknown) => titles(`/api/cztextblocks/list?startRow=0&endRow=14&lookup=true&gridstatus=${enc(grid)}`, 'rowData');
    const team = await blocks({ filters: { TextBlockType: 2 } });
    expect(team.length).toBeGreaterThan(0);
    expect(await blocks({ filterModel: { TextBlockType: { filterType: 'number', type: 'equals', filter: 2 } } })).toEqual(team);
    expect(await blocks({ filterModel: { TextBlockType: { filterType: 'set', values: ['2'] } } })).toEqual(team);
    expect(await blocks({ filterModel: { TextBlockType: { type: 'equals', filter: 1 } } })).toEqual([
      'Carmen López',
      'Andrés Navarro',
      'Elena Ruiz',
    ]);
  });

  it('refuses, with a sentence, what the list cannot do', async () => {
    const res = await app.inject(`/api/cztextblocks/list?gridstatus=${enc({ sortModel: [{ colId: 'Title', sort: 'asc' }] })}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'The field “gridstatus” must not sort this list' });
  });
});
