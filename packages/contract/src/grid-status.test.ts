import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gridStatusParam } from './grid-status.js';
import { gridStatusParamSchema } from './shop.js';
import { listByPageQuerySchema, textBlockListQuerySchema } from './text-blocks.js';

const own = z
  .object({
    sort: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
    search: z.string().default(''),
    filters: z.object({ TypeId: z.number().int().optional() }).strict().default({}),
    page: z.number().int().min(1).optional(),
  })
  .strict();
const param = gridStatusParam('gridStatus', { filters: ['TypeId'], search: ['Name'], sorts: { 'Price:asc': 2, 'Price:desc': 3 } }, own);
const parse = (status: unknown) => param.safeParse(typeof status === 'string' ? status : JSON.stringify(status));
const messages = (status: unknown) => {
  const r = parse(status);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('a grid status', () => {
  it('in today’s form is the call’s own', () => {
    expect(parse({ sort: 2, search: 'pala', filters: { TypeId: 3 }, page: 2 }).data).toEqual({
      sort: 2,
      search: 'pala',
      filters: { TypeId: 3 },
      page: 2,
    });
    expect(parse('').data).toEqual({ sort: 1, search: '', filters: {} });
  });

  it('in AG-Grid’s form: equals and set filters, a contains search, the first sort and the quick filter', () => {
    const ag = {
      filterModel: {
        typeid: { filterType: 'number', type: 'equals', filter: 3 },
        Name: { filterType: 'text', type: 'contains', filter: 'pala' },
      },
      sortModel: [{ colId: 'price', sort: 'desc' }],
    };
    expect(parse(ag).data).toEqual({ sort: 3, search: 'pala', filters: { TypeId: 3 } });
    expect(parse({ filterModel: { TypeId: { filterType: 'set', values: ['7'] } }, quickFilterText: 'bola' }).data).toEqual({
      sort: 1,
      search: 'bola',
      filters: { TypeId: 7 },
    });
    // AG-Grid's request bookkeeping, asking for no grouping, is taken.
    expect(parse({ ...ag, rowGroupCols: [], valueCols: [], pivotCols: [], pivotMode: false, groupKeys: [] }).success).toBe(true);
    expect(parse({ filterModel: {}, sortModel: [] }).data).toEqual({ sort: 1, search: '', filters: {} });
  });

  it('in AG-Grid’s saved state, its page counted from 0', () => {
    const state = {
      filter: { filterModel: { TypeId: { type: 'equals', filter: 4 } } },
      sort: { sortModel: [{ colId: 'Price', sort: 'asc' }] },
      pagination: { page: 1, pageSize: 30 },
    };
    expect(parse(state).data).toEqual({ sort: 2, search: '', filters: { TypeId: 4 }, page: 2 });
  });

  it('refuses what the list cannot do with a sentence naming it', () => {
    expect(messages({ filterModel: { Colour: { type: 'equals', filter: 'red' } } })).toEqual([
      'gridStatus must filter only on TypeId, Name, not on Colour',
    ]);
    expect(messages({ filterModel: { TypeId: { type: 'greaterThan', filter: 2 } } })).toEqual([
      'gridStatus must filter TypeId by "equals" one value',
    ]);
    expect(messages({ filterModel: { Name: { type: 'equals', filter: 'x' } } })).toEqual([
      'gridStatus must filter Name by "contains" a text',
    ]);
    expect(messages({ sortModel: [{ colId: 'Name', sort: 'asc' }] })).toEqual([
      'gridStatus must sort only by Price:asc, Price:desc, not by Name asc',
    ]);
    expect(
      messages({
        sortModel: [
          { colId: 'Price', sort: 'asc' },
          { colId: 'Price', sort: 'desc' },
        ],
      }),
    ).toEqual(['gridStatus must sort by one column, asc or desc']);
    expect(messages({ sort: 2, sortModel: [{ colId: 'Price', sort: 'desc' }] })).toEqual(['gridStatus must give sort once']);
    expect(messages({ filterModel: {}, rowGroupCols: [{ id: 'TypeId' }] })).toEqual(['gridStatus must not group or pivot']);
    expect(messages('{not json')).toEqual(['gridStatus must be URL-encoded JSON']);
    // A value the call's own form refuses is refused as it would be in that form.
    expect(parse({ filterModel: { TypeId: { type: 'equals', filter: 'three' } } }).success).toBe(false);
  });
});

describe('the list calls', () => {
  it('take AG-Grid’s form: the shop, the blog and the text blocks', () => {
    expect(
      gridStatusParamSchema.parse(
        JSON.stringify({
          filterModel: { ProductTypeId: { filterType: 'number', type: 'equals', filter: 2 } },
          sortModel: [{ colId: 'Price', sort: 'asc' }],
        }),
      ),
    ).toEqual({ sort: 2, search: '', filters: { ProductTypeId: 2 } });
    expect(
      listByPageQuerySchema.parse({
        gridStatus: JSON.stringify({ sortModel: [{ colId: 'Created', sort: 'asc' }], quickFilterText: 'pádel' }),
      }).gridStatus,
    ).toEqual({ sort: 2, search: 'pádel' });
    expect(
      textBlockListQuerySchema.parse({
        gridstatus: JSON.stringify({ filterModel: { TextBlockType: { filterType: 'set', values: ['2'] } } }),
      }).gridstatus,
    ).toEqual({ filters: { TextBlockType: 2 } });
  });
});
