import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';

/*
 * The web app's import direction (ARCHITECTURE.md, "How to add": a page): app -> features -> components -> lib -> api.
 * - app composes everything; nothing imports app.
 * - a feature uses components, lib and api, never another feature (compose them in app/).
 * - components use lib and api, never features or app.
 * - lib uses api, never components, features or app; api (the HTTP client with its session store and
 *   login request) is the bottom layer and uses nothing of the app, so it never imports lib.
 * - test/ is the tests' harness (it renders the whole app): only test files and the harness use it.
 * Checked on resolved paths, so `../../` chains, tests and fixtures cannot slip past.
 */
const WEB = './packages/web/src';
const features = readdirSync(new URL('./packages/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...features.map((name) => ({
    target: `${WEB}/features/${name}`,
    from: `${WEB}/features`,
    except: [`./${name}`],
    message: 'Features never import each other: compose them in app/.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features never import app/.' },
  { target: `${WEB}/components`, from: [`${WEB}/features`, `${WEB}/app`], message: 'Shared components never import features or app/.' },
  { target: `${WEB}/lib`, from: [`${WEB}/components`, `${WEB}/features`, `${WEB}/app`], message: 'lib/ only builds on api/.' },
  {
    target: `${WEB}/api`,
    from: [`${WEB}/lib`, `${WEB}/components`, `${WEB}/features`, `${WEB}/app`],
    message: 'api/ is the bottom layer.',
  },
];
const harnessZone = { target: WEB, from: `${WEB}/test`, message: 'Only tests use the test harness.' };
const WEB_TESTS = ['packages/web/src/**/*.test.{ts,tsx}', 'packages/web/src/test/**'];

/*
 * The server's module boundaries (ARCHITECTURE.md "Packages and layers"): a module reaches another module only
 * through its services (`modules/<name>/*.service.ts`, not those inside its subfolders such as providers/) and
 * the few public files named below; never its repository, its providers or other internals. Code outside
 * modules/ (app, plugins, lib, db, cli, test) follows the same rule and may also register routes. Checked on
 * resolved paths (an import's `.js` is its `.ts`), so `../../` chains cannot slip past.
 * packages/server/src/boundaries.test.ts proves each rule with a deliberate violation.
 */
const SRV = './packages/server/src';
const serverDir = new URL('./packages/server/src/', import.meta.url);
const serverModules = readdirSync(new URL('modules/', serverDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Files other modules may import besides services, each for a reason. */
const modulePublicFiles = [
  'sales/sale-holds.ts', // the hold rule other modules' queries apply (availability, the abandoned-checkout release)
  'comms/mail-templates.ts', // the mail layout every module renders its mails with
  'payments/payment-csp.ts', // the configured providers' origins, for the app's Content-Security-Policy
];
const publicFilesOf = (name, withRoutes) =>
  readdirSync(new URL(`modules/${name}/`, serverDir))
    .filter(
      (file) =>
        file.endsWith('.service.ts') || (withRoutes && file.endsWith('.routes.ts')) || modulePublicFiles.includes(`${name}/${file}`),
    )
    .map((file) => `./${name}/${file}`);
const moduleMessage =
  'Reach another module through its service (modules/<name>/*.service.ts): never its repository, its providers or other internals.';
const moduleZones = serverModules.map((name) => ({
  target: `${SRV}/modules/${name}`,
  from: `${SRV}/modules`,
  except: [`./${name}`, ...serverModules.filter((other) => other !== name).flatMap((other) => publicFilesOf(other, false))],
  message: moduleMessage,
}));
// Everything outside modules/ but two writers of raw rows, left out on purpose: the demo seed (db/seed/) writes a
// whole club before any request, as a migration would, and the tests' factories (test/) make rows a test needs
// without going through the rules under test; both insert through the module repositories.
const outsideModules = [
  ...readdirSync(serverDir, { withFileTypes: true })
    .filter((entry) => entry.name !== 'modules' && entry.name !== 'db' && entry.name !== 'test')
    .map((entry) => `${SRV}/${entry.name}`),
  ...readdirSync(new URL('db/', serverDir), { withFileTypes: true })
    .filter((entry) => entry.name !== 'seed')
    .map((entry) => `${SRV}/db/${entry.name}`),
];
const outsideZones = outsideModules.map((target) => ({
  target,
  from: `${SRV}/modules`,
  except: serverModules.flatMap((name) => publicFilesOf(name, true)),
  message: moduleMessage,
}));
// The server and the contract import with `.js` for their `.ts` files (Node's ESM rule): resolved as such.
const tsNodeResolver = importX.createNodeResolver({ extensions: ['.ts', '.js', '.json'], extensionAlias: { '.js': ['.ts', '.js'] } });

// Shared by the two server blocks below (a later block's no-restricted-syntax replaces an earlier one's).
const onlyUnitOfWork = {
  selector: "CallExpression[callee.property.name='transaction']",
  message: 'Open units of work with unitOfWork() (db/unit-of-work.ts): one transaction per unit, passed down, never nested.',
};

/*
 * Tests that can fail (issue 21): `expect(getBy...(...)).toBeTruthy()` checks nothing (the query throws before
 * the expect), and toBeTruthy() on a value accepts any value. Banned in every test; each test asserts what the
 * member sees, or the exact value. packages/server/src/boundaries.test.ts proves the rule.
 */
const noToBeTruthy = {
  selector: "CallExpression[callee.property.name='toBeTruthy']",
  message:
    'Assert what the member sees, not that something is there (a getBy/findBy query already throws when nothing matches): its text (.textContent), its state (aria-expanded, .disabled, .value, href), a count (toHaveLength) or its absence (queryBy... toBeNull); a plain value gets an exact toBe/toEqual/toMatch.',
};
const TESTS = [
  'packages/web/src/**/*.test.{ts,tsx}',
  'packages/web/src/test/**',
  'packages/contract/src/**/*.test.ts',
  'e2e/**/*.ts',
  'reliability/**/*.ts',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // Dependencies are read as TypeScript too, or import-x would not follow them (no-cycle would see nothing).
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@clubportal/server*'], message: 'The web app talks to the server over HTTP only.' }] },
      ],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, harnessZone] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // An import the resolver cannot follow would escape the layer check.
      // Relative imports only: packages resolve through `exports`, which this resolver does not read, and are not layers.
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]', '\\?'] }],
    },
  },
  {
    files: WEB_TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@clubportal/server*', '@clubportal/web*'], message: 'The contract imports neither app.' }] },
      ],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/db/unit-of-work.ts'],
    rules: {
      'no-restricted-syntax': ['error', onlyUnitOfWork],
    },
  },
  {
    files: ['packages/server/src/modules/**/*.ts', 'packages/server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/server/src/db/unit-of-work.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        onlyUnitOfWork,
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read time from the injected clock (deps.clock), never Date.now().',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read time from the injected clock (deps.clock), never new Date().',
        },
      ],
    },
  },
  {
    // No import cycles in the server or the contract; every relative import resolves (else it would escape the checks).
    files: ['packages/server/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    // Dependencies are read as TypeScript (import-x follows only these extensions, with this parser).
    settings: {
      'import-x/resolver-next': [tsNodeResolver],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
    },
  },
  {
    // Module boundaries (tests included: they use a module the way its neighbours do).
    files: ['packages/server/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...moduleZones, ...outsideZones] }] },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**', 'reliability/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: TESTS,
    rules: { 'no-restricted-syntax': ['error', noToBeTruthy] },
  },
  {
    // The server's tests keep the unit-of-work rule of the server block above (this block's list replaces it).
    files: ['packages/server/src/**/*.test.ts', 'packages/server/src/test/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', onlyUnitOfWork, noToBeTruthy] },
  },
);
