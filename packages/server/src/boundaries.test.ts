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
  it("refuses another module's repository, provider internals or other files, from a module or from outside", async () => {
    expect(
      await ruleIds(
        'packages/server/src/modules/bookings/zz-violation.ts',
        uses('../accounts/customer-tokens.repository.js', 'findCustomerToken'),
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds(
        'packages/server/src/modules/checkout/zz-violation.ts',
        uses('../payments/providers/sandbox/sandbox.provider.js', 'SANDBOX_METHOD_TYPE'),
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('packages/server/src/modules/sales/zz-violation.ts', uses('../accounts/passwords.js', 'hashPassword'))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await ruleIds(
        'packages/server/src/modules/sales/zz-violation.ts',
        uses('../../modules/accounts/customers.repository.js', 'insertCustomer'),
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds('packages/server/src/plugins/zz-violation.ts', uses('../modules/shop/shop.repository.js', 'insertProductType')),
    ).toContain('import-x/no-restricted-paths');
  });

  it("allows another module's service, a module's own files, and the seed's repositories", async () => {
    expect(
      await ruleIds('packages/server/src/modules/bookings/zz-allowed.ts', uses('../accounts/access.service.js', 'authorizeCustomer')),
    ).toEqual([]);
    expect(
      await ruleIds(
        'packages/server/src/modules/payments/providers/paypal/zz-allowed.ts',
        uses('../../payments.repository.js', 'findPayment'),
      ),
    ).toEqual([]);
    expect(
      await ruleIds('packages/server/src/db/seed/zz-allowed.ts', uses('../../modules/shop/shop.repository.js', 'insertProductType')),
    ).toEqual([]);
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

  it('keeps the unit-of-work rule in server tests', async () => {
    expect(
      await ruleIds(
        'packages/server/src/modules/shop/zz-violation.integration.test.ts',
        'export const open = (db: { transaction: () => unknown }) => db.transaction();\n',
      ),
    ).toContain('no-restricted-syntax');
  });
});
