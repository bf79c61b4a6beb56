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
 * The server's modules form a graph without loops (issue 34, DESIGN.md "Boundaries"). Each module may use only
 * the modules its row names, and every one of those is listed above it, so a loop cannot be written down: the
 * foundation uses no feature module, a feature uses modules below it, and what composes several (the page
 * heads of every page type, the calendar feed) sits on top. A new module, or a new use, is a new row or name
 * here, placed by what it needs. Tests are not in the graph (nothing imports them): they may use any module.
 */
const serverModuleUses = {
  // Foundation: the club's settings and content, mail, the newsletter list, door credentials, the members' accounts.
  // The club's texts in other languages (issue 32 §6): below every module whose texts it translates.
  'club-texts': [],
  content: ['club-texts'],
  health: [],
  settings: ['club-texts', 'content'],
  comms: ['settings'],
  pwa: ['settings'],
  newsletter: ['comms', 'settings'],
  door: [],
  accounts: ['comms', 'door', 'newsletter', 'settings'],
  // The staff console's accounts, sessions, permissions and audit log read (issue 31); its writers' audit is db/audit-log.ts.
  staff: ['accounts', 'settings'],
  // Features.
  levels: ['accounts'],
  sales: ['accounts', 'club-texts', 'settings'],
  // The card and season passes; the staff's membership types charge their passes through the periodic fees (sales).
  'member-card': ['accounts', 'door', 'sales', 'settings'],
  // The one waitlist engine (issue 34 §2): activities and bookings register their lines, as `sales` holds their places.
  waitlists: ['comms', 'settings'],
  trainings: ['accounts', 'club-texts', 'settings'],
  vouchers: ['accounts', 'settings'],
  shop: ['accounts', 'club-texts', 'settings'],
  payments: ['accounts', 'comms', 'sales', 'settings', 'shop', 'vouchers'],
  bookings: ['accounts', 'club-texts', 'comms', 'door', 'levels', 'member-card', 'payments', 'sales', 'settings', 'waitlists'],
  checkout: ['accounts', 'payments', 'sales', 'settings', 'shop', 'vouchers'],
  // Shop orders' states (issue 33 §5): its repository reads the sales' tables (read-only); returns go back through the shop's stock ledger.
  orders: ['comms', 'settings', 'shop'],
  // The courts and sports a sign-up form's lookups offer, the forms, then the activities that use them.
  lookups: ['bookings'],
  'dynamic-forms': ['accounts', 'club-texts', 'lookups', 'settings'],
  activities: ['accounts', 'club-texts', 'comms', 'dynamic-forms', 'payments', 'sales', 'settings', 'waitlists'],
  // Composing: what spans several features.
  calendar: ['accounts', 'activities', 'bookings', 'settings'],
  'page-heads': ['activities', 'bookings', 'club-texts', 'content', 'settings', 'shop'],
  // The go-live wizard (issue 31): each step writes through the module that owns its data.
  launch: ['bookings', 'dynamic-forms', 'payments', 'settings', 'staff'],
  // The staff's CSV exports (issue 32 §7): customers, bookings, sales and the stock ledger in one file each, audited.
  // Its repository reads the tables of accounts, bookings, sales and shop (read-only views); it imports only settings.
  exports: ['settings'],
  // The staff's reports (issue 33 §7): occupancy against the courts' opening hours (bookings' catalogue), revenue and
  // debts. Its repository reads the tables of bookings, payments and sales set-based (read-only views).
  reports: ['bookings', 'sales', 'settings'],
  // The staff's CSV imports (issue 32 §7): one engine reads the file; accounts, shop and bookings decide and write each row.
  imports: ['accounts', 'bookings', 'member-card', 'settings', 'shop'],
  // The staff's customer files (issue 33 §4): search, profile, GDPR export and erasure. Its repository reads the tables
  // of the modules below (read-only, as exports does); the erasure writes through accounts. Merging two duplicates
  // moves every row naming a customer (customer-merge.repository.ts, one registry of them), and goes through the
  // owners for their rules: accounts (the two records), member-card (a pass ends), sales (a sale is cancelled),
  // door (credentials revoked), comms (the mails).
  'customer-files': ['accounts', 'comms', 'door', 'lookups', 'member-card', 'sales', 'settings'],
  // At the door (issue 33 §3): check-in per player, the desk's scan of door credentials (checked through door, with
  // member-card's passes and bookings' door windows), no-shows charged through sales. Its repository reads the
  // bookings' players (read-only views); it writes only its own tables.
  checkin: ['bookings', 'door', 'member-card', 'sales', 'settings'],
  // The front desk's day grid and walk-ins (issue 33 §1): accounts says who a walk-in is, the booking engine books it,
  // the check-in module says who has come.
  desk: ['accounts', 'bookings', 'checkin', 'payments', 'sales', 'settings'],
  // The desk's rosters (issue 33 §6): activities' and classes' sessions read and changed through their owners; who came is its own.
  rosters: ['accounts', 'activities', 'bookings', 'comms', 'payments', 'settings', 'staff'],
};
const SRV = './packages/server/src';
const serverDir = new URL('./packages/server/src/', import.meta.url);
const serverModules = readdirSync(new URL('modules/', serverDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
{
  const listed = Object.keys(serverModuleUses);
  for (const name of serverModules)
    if (!listed.includes(name)) throw new Error(`eslint.config.js: add modules/${name} to serverModuleUses (which modules it may use).`);
  listed.forEach((name, at) => {
    for (const used of serverModuleUses[name])
      if (!listed.slice(0, at).includes(used))
        throw new Error(`eslint.config.js: ${name} may only use modules listed above it (${used} is not): the graph has no loops.`);
  });
}
/*
 * Each module has one public face, its index.ts: another module, and code outside modules/, imports only that.
 * The app (the composition root: app.ts, api-routes.ts) also registers each module's routes from its `*.routes.ts` (in any sub-folder). Two writers of raw
 * rows are left out on purpose: the demo seed (db/seed/) writes a whole club before any request, as a migration
 * would, and the tests' factories (test/) make rows a test needs without going through the rules under test;
 * both insert through the module repositories. lib/ and db/ (but the seed) import no module at all.
 * Checked on resolved paths (an import's `.js` is its `.ts`, `import type` included), so `../../` chains cannot
 * slip past. packages/server/src/boundaries.test.ts proves each rule with a deliberate violation.
 */
const indexOf = (name) => `./${name}/index.ts`;
const routesOf = (name) =>
  readdirSync(new URL(`modules/${name}/`, serverDir), { recursive: true })
    .filter((file) => file.endsWith('.routes.ts'))
    .map((file) => `./${name}/${file}`);
const deepMessage = 'Import another module only through its index.ts (its public face), never one of its files.';
const deepZones = serverModules.map((name) => ({
  target: `${SRV}/modules/${name}`,
  from: `${SRV}/modules`,
  except: [`./${name}`, ...serverModules.filter((other) => other !== name).map(indexOf)],
  message: deepMessage,
}));
const usesZones = serverModules
  .map((name) => ({ name, refused: serverModules.filter((other) => other !== name && !serverModuleUses[name].includes(other)) }))
  .filter(({ refused }) => refused.length)
  .map(({ name, refused }) => ({
    target: `${SRV}/modules/${name}`,
    from: refused.map((other) => `${SRV}/modules/${other}`),
    message: `modules/${name} may use only ${serverModuleUses[name].join(', ') || 'no other module'} (serverModuleUses in eslint.config.js): compose above them instead of a loop.`,
  }));
const topLevel = (skip) =>
  readdirSync(serverDir, { withFileTypes: true })
    .filter((entry) => !['modules', 'db', 'test', ...skip].includes(entry.name))
    .map((entry) => `${SRV}/${entry.name}`);
const outsideZone = (target, withRoutes) => ({
  target,
  from: `${SRV}/modules`,
  except: serverModules.flatMap((name) => [indexOf(name), ...(withRoutes ? routesOf(name) : [])]),
  message: deepMessage,
});
// The composition root: app.ts builds the server, api-routes.ts registers every module's routes.
const ROOTS = ['app.ts', 'api-routes.ts'];
const outsideZones = [
  ...topLevel(['lib', ...ROOTS]).map((target) => outsideZone(target, false)),
  ...ROOTS.map((root) => outsideZone(`${SRV}/${root}`, true)),
];
// The seed (db/seed/) is left out of these blocks altogether (SERVER_RAW_WRITERS below).
const GROUND = [`${SRV}/lib`, `${SRV}/db`];
const groundZones = GROUND.map((target) => ({
  target,
  from: `${SRV}/modules`,
  message: 'lib/ and db/ are below every module: they import none (a module hands them what they need).',
}));
// The tests of lib/ and db/ stand above the graph like every test: they may use a module's index.
const groundTestZones = GROUND.map((target) => outsideZone(target, false));
const SERVER_TESTS = ['packages/server/src/**/*.test.ts'];
const SERVER_RAW_WRITERS = ['packages/server/src/db/seed/**', 'packages/server/src/test/**'];
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
/*
 * Issue 34: a matcher whose subject is a getBy/findBy query checks nothing (the query throws before the
 * expect when nothing matches), whatever the matcher; and a test never waits on the wall clock.
 */
const queryCalls = ['CallExpression', 'AwaitExpression > CallExpression']
  .flatMap((node) => [`${node}[callee.property.name=/^(get|find)By/]`, `${node}[callee.name=/^(get|find)By/]`])
  .map((node) => `CallExpression[callee.name='expect'] > ${node}`);
const noQueryAsSubject = {
  selector: queryCalls.join(', '),
  message:
    'A getBy/findBy query already throws when nothing matches: assert what the member sees instead (its .textContent, its state, its href), or its absence with queryBy... toBeNull().',
};
const noRealTimeWaits = [
  {
    selector: [
      "CallExpression[callee.name='waitFor'] > ObjectExpression > Property[key.name='timeout']",
      "CallExpression[callee.property.name=/^find(All)?By/] > ObjectExpression > Property[key.name='timeout']",
      "CallExpression[callee.name=/^find(All)?By/] > ObjectExpression > Property[key.name='timeout']",
    ].join(', '),
    message: 'Never wait on the wall clock: move fake timers (vi.useFakeTimers, vi.advanceTimersByTimeAsync) past what the page waits for.',
  },
  {
    selector:
      "CallExpression[callee.name='expect'] > BinaryExpression > CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Assert time with fake timers (the page moves on once they pass its delay, not before), never measured on the wall clock.',
  },
  {
    selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.1.value>=50]",
    message: 'Never sleep in a test: wait for the condition (waitFor, expect.poll) or move the clock.',
  },
];
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
    // Module boundaries: the allowed-dependencies table and one public face per module.
    files: ['packages/server/src/**/*.ts'],
    ignores: [...SERVER_TESTS, ...SERVER_RAW_WRITERS],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...usesZones, ...deepZones, ...outsideZones, ...groundZones] }] },
  },
  {
    // Tests use a module the way its neighbours do (through its index), whichever module it is.
    files: SERVER_TESTS,
    ignores: SERVER_RAW_WRITERS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...deepZones, ...outsideZones, ...groundTestZones] }] },
  },
  {
    // The contract is what both apps share: it imports nothing of either.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contract', from: ['./packages/server', './packages/web'], message: 'The contract imports neither app.' },
          ],
        },
      ],
    },
  },
  {
    // Source files stay short enough to read in one sitting (issue 34): split by use case past 400 lines. The schema
    // (one interface per table) and the server's message catalogues (one line per sentence, like the web's JSON) are
    // data, not code; tests are whole stories.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      ...TESTS,
      ...SERVER_TESTS,
      'packages/*/src/test/**',
      'packages/server/src/db/schema.ts',
      'packages/server/src/lib/messages/*.ts',
    ],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**', 'reliability/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: TESTS,
    rules: { 'no-restricted-syntax': ['error', noToBeTruthy, noQueryAsSubject] },
  },
  {
    // Playwright's getBy... are lazy locators, not queries: `expect(page.getByRole(...)).toBeVisible()` waits for
    // what the member sees, so the query-as-subject rule is not theirs.
    files: ['e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', noToBeTruthy] },
  },
  {
    // Tests run in real browsers and real processes (e2e/, reliability/) wait for those; the others never wait.
    files: ['packages/web/src/**/*.test.{ts,tsx}', 'packages/contract/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', noToBeTruthy, noQueryAsSubject, ...noRealTimeWaits] },
  },
  {
    // The server's tests keep the unit-of-work rule of the server block above (this block's list replaces it).
    files: ['packages/server/src/**/*.test.ts', 'packages/server/src/test/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', onlyUnitOfWork, noToBeTruthy, noQueryAsSubject] },
  },
  {
    // The tests themselves never wait on the wall clock (the harness's fakes answer real sockets: they may).
    files: ['packages/server/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', onlyUnitOfWork, noToBeTruthy, noQueryAsSubject, ...noRealTimeWaits] },
  },
);
