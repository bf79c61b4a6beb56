import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries of eslint.config.js, each proven by a deliberate violation: the repository's own lint
 * config runs on a made-up file at a real path (lintText), and the rule must report it. A rule that stopped
 * resolving imports, or a zone that stopped matching, fails here instead of passing silently.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const uses = (specifier: string, name: string) => `import { ${name} } from '${specifier}';\nexport const used = ${name};\n`;

describe('module boundaries', { timeout: 60_000 }, () => {
  it('refuses a deep import into another module (a service, a repository, a provider), type-only included, from a module or from outside', async () => {
    const refused = [
      ['packages/server/src/modules/bookings/zz-violation.ts', uses('../accounts/access.service.js', 'authorizeCustomer')],
      ['packages/server/src/modules/bookings/zz-violation.ts', uses('../accounts/customer-tokens.repository.js', 'findCustomerToken')],
      [
        'packages/server/src/modules/checkout/zz-violation.ts',
        uses('../payments/providers/sandbox/sandbox.provider.js', 'SANDBOX_METHOD_TYPE'),
      ],
      ['packages/server/src/modules/sales/zz-violation.ts', uses('../../modules/accounts/customers.repository.js', 'insertCustomer')],
      [
        'packages/server/src/modules/sales/zz-violation.ts',
        "import type { CustomerRow } from '../accounts/customers.repository.js';\nexport type Used = CustomerRow;\n",
      ],
      ['packages/server/src/plugins/zz-violation.ts', uses('../modules/shop/shop.service.js', 'getProduct')],
      ['packages/server/src/modules/shop/zz-violation.integration.test.ts', uses('../accounts/customers.repository.js', 'insertCustomer')],
    ];
    for (const [file, code] of refused) expect(await ruleIds(file!, code!)).toContain('import-x/no-restricted-paths');
  });

  it('refuses a use the table does not allow (a loop), type-only included', async () => {
    // bookings uses settings: settings using bookings back would close a loop.
    expect(await ruleIds('packages/server/src/modules/settings/zz-violation.ts', uses('../bookings/index.js', 'bookingInfo'))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await ruleIds(
        'packages/server/src/modules/comms/zz-violation.ts',
        "import type { CustomerRow } from '../accounts/index.js';\nexport type Used = CustomerRow;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses lib/ and db/ importing a module, even its index', async () => {
    expect(await ruleIds('packages/server/src/lib/zz-violation.ts', uses('../modules/settings/index.js', 'getMainSettings'))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await ruleIds(
        'packages/server/src/db/zz-violation.ts',
        "import type { CustomerRow } from '../modules/accounts/index.js';\nexport type Used = CustomerRow;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses the contract importing the server', async () => {
    expect(await ruleIds('packages/contract/src/zz-violation.ts', uses('../../server/src/lib/clock.js', 'nowInstant'))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("allows a used module's index, a module's own files, tests using any module, the app's routes and the seed's repositories", async () => {
    const allowed = [
      ['packages/server/src/modules/bookings/zz-allowed.ts', uses('../accounts/index.js', 'authorizeCustomer')],
      ['packages/server/src/modules/payments/providers/paypal/zz-allowed.ts', uses('../../payments.repository.js', 'findPayment')],
      ['packages/server/src/modules/settings/zz-allowed.test.ts', uses('../bookings/index.js', 'bookingInfo')],
      ['packages/server/src/app.ts', uses('./modules/shop/shop.routes.js', 'shopRoutes')],
      ['packages/server/src/api-routes.ts', uses('./modules/shop/shop.routes.js', 'shopRoutes')],
      ['packages/server/src/db/seed/zz-allowed.ts', uses('../../modules/shop/shop.repository.js', 'insertProductType')],
    ];
    for (const [file, code] of allowed) expect(await ruleIds(file!, code!)).toEqual([]);
  });
});

describe('import cycles', { timeout: 60_000 }, () => {
  it('refuses a cycle in the web app', async () => {
    // cart-store.ts imports cart-rules.ts: cart-rules importing the store back closes a cycle.
    expect(await ruleIds('packages/web/src/features/cart/rules/cart-rules.ts', uses('../cart-store', 'getCart'))).toContain(
      'import-x/no-cycle',
    );
  });

  it('refuses a cycle in the server and in the contract', async () => {
    // sales.service.ts imports sale-holds.ts: sale-holds importing it back closes a cycle.
    expect(await ruleIds('packages/server/src/modules/sales/sale-holds.ts', uses('./sales.service.js', 'createSale'))).toContain(
      'import-x/no-cycle',
    );
    // format.ts imports money.ts.
    expect(await ruleIds('packages/contract/src/money.ts', uses('./format.js', 'formatPrice'))).toContain('import-x/no-cycle');
  });

  it('refuses an import that does not resolve (it would escape every check)', async () => {
    expect(await ruleIds('packages/server/src/modules/sales/zz-violation.ts', uses('../accounts/no-such-file.js', 'nothing'))).toContain(
      'import-x/no-unresolved',
    );
  });
});

describe('files short enough to read', { timeout: 60_000 }, () => {
  it('refuses a source file over 400 lines in any package, but not a test, the schema or a message catalogue', async () => {
    const long = 'export const line = 1;\n'.repeat(401);
    for (const file of [
      'packages/server/src/modules/shop/zz-long.ts',
      'packages/web/src/features/shop/zz-long.tsx',
      'packages/contract/src/zz-long.ts',
    ])
      expect(await ruleIds(file, long), file).toContain('max-lines');
    for (const file of [
      'packages/server/src/modules/shop/zz-long.test.ts',
      'packages/server/src/db/schema.ts',
      'packages/server/src/lib/messages/en-US.ts',
    ])
      expect(await ruleIds(file, long), file).not.toContain('max-lines');
    expect(await ruleIds('packages/server/src/modules/shop/zz-short.ts', 'export const line = 1;\n'.repeat(400))).not.toContain(
      'max-lines',
    );
  });
});

describe('tests that can fail', { timeout: 60_000 }, () => {
  const truthyQuery =
    "import { screen } from '@testing-library/react';\nimport { expect, it } from 'vitest';\nit('shows', () => {\n  expect(screen.getByText('Hi')).toBeTruthy();\n});\n";
  const truthyValue = "import { expect, it } from 'vitest';\nit('is set', () => {\n  expect(process.env.HOME).toBeTruthy();\n});\n";

  it('refuses toBeTruthy() in web, contract, server and e2e tests', async () => {
    expect(await ruleIds('packages/web/src/features/shop/pages/zz-violation.test.tsx', truthyQuery)).toContain('no-restricted-syntax');
    expect(await ruleIds('packages/contract/src/zz-violation.test.ts', truthyValue)).toContain('no-restricted-syntax');
    expect(await ruleIds('packages/server/src/modules/shop/zz-violation.integration.test.ts', truthyValue)).toContain(
      'no-restricted-syntax',
    );
    expect(await ruleIds('e2e/zz-violation.spec.ts', truthyValue)).toContain('no-restricted-syntax');
  });

  it('refuses a matcher whose subject is a getBy/findBy query, whatever the matcher', async () => {
    const defined =
      "import { screen } from '@testing-library/react';\nimport { expect, it } from 'vitest';\nit('shows', async () => {\n  expect(await screen.findByText('Hi')).toBeDefined();\n  expect(screen.getByRole('button')).not.toBeNull();\n});\n";
    const ids = await ruleIds('packages/web/src/features/shop/pages/zz-violation.test.tsx', defined);
    expect(ids.filter((id) => id === 'no-restricted-syntax')).toHaveLength(2);
  });

  it('refuses real-time waits in tests: a long waitFor, elapsed wall time, a sleep', async () => {
    const waits =
      "import { waitFor } from '@testing-library/react';\nimport { expect, it } from 'vitest';\nit('waits', async () => {\n  const at = Date.now();\n  await waitFor(() => expect(1).toBe(1), { timeout: 4000 });\n  expect(Date.now() - at).toBeGreaterThanOrEqual(900);\n  await new Promise((resolve) => setTimeout(resolve, 1000));\n});\n";
    const ids = await ruleIds('packages/web/src/features/auth/pages/zz-violation.test.tsx', waits);
    expect(ids.filter((id) => id === 'no-restricted-syntax')).toHaveLength(3);
    expect(await ruleIds('packages/server/src/modules/shop/zz-violation.integration.test.ts', waits)).toContain('no-restricted-syntax');
  });

  it('keeps the unit-of-work rule in server tests', async () => {
    expect(
      await ruleIds(
        'packages/server/src/modules/shop/zz-violation.integration.test.ts',
        'export const open = (db: { transaction: () => unknown }) => db.transaction();\n',
      ),
    ).toContain('no-restricted-syntax');
  });
});
