import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import { PRODUCT_IMPORT_FIELDS } from '@clubportal/contract/staff-imports';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { StaffApp } from '../staff-app';

const manager = {
  id: 2,
  name: 'Mario Manager',
  email: 'manager@club.example',
  role: 'manager',
  roleName: 'manager',
  permissions: [...BUILT_IN_ROLES.manager],
  language: 'en-US',
  twoFactorDue: false,
  twoFactorEnrolled: true,
};
const dryRun = {
  delimiter: ';',
  columns: ['Referencia', 'Artículo', 'Familia', 'PVP'],
  mapping: {
    ...Object.fromEntries(PRODUCT_IMPORT_FIELDS.map((f) => [f, null])),
    externalId: 'Referencia',
    name: 'Artículo',
    type: 'Familia',
    price: 'PVP',
  },
  rows: 3,
  created: 3,
  updated: 0,
  unchanged: 0,
  issues: [],
  imported: false,
  newProductTypes: ['Grips', 'Cordajes'],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/staff/imports', () => {
  it('names, in the products’ dry run, the product types the import would create', async () => {
    const server = stubFetch({
      'GET /api/staff/me': () => json({ ok: true, model: manager }),
      'POST /api/staff/imports/products/dry-run': () => json({ ok: true, report: dryRun }),
    });
    renderRoutes([{ path: '/staff/*', element: <StaffApp /> }], '/staff/imports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Shop products' }));
    const csv = 'Referencia;Artículo;Familia;PVP\nR1;Grip;Grips;3\nR2;Cuerda;Cordajes;9\nR3;Otro grip;grips;4\n';
    // jsdom's File has no text(): the browser's does.
    const file = Object.assign(new File([csv], 'catalogo.csv', { type: 'text/csv' }), { text: () => Promise.resolve(csv) });
    await user.upload(screen.getByLabelText('CSV file'), file);
    const summary = await screen.findByText(/product types the club has none of/);
    expect(summary.textContent).toBe('It creates 2 product types the club has none of: Grips, Cordajes.');
    expect(server.to('/api/staff/imports/products/dry-run')[0]?.body).toEqual({ csv });
    expect(screen.getByRole('button', { name: 'Import 3 products' }).textContent).toBe('Import 3 products');
  });
});
