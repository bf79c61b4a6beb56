import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_SETUP_HOURS } from '@clubportal/contract/staff';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { announceSetupLink, inviteOwner, resetTwoFactor, SETUP_LINK_FILE } from './index.js';
import { cookieOf, createStaff } from '../../test/staff-fixtures.js';

const clock = new ManualClock('2026-06-15T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let warnings: string[] = [];
const log = { warn: (line: string) => void warnings.push(line) };
const deps = () => ({ db: app.db, clock, config: app.config, outbox: app.outbox });
const linkFile = () => path.join(app.config.dataDir, SETUP_LINK_FILE);
const tokenOf = (line: string) => /\/staff\/setup#([\w-]+)/.exec(line)?.[1] ?? '';
const setup = (token: string, email = 'owner@club.example') =>
  app.inject({
    method: 'POST',
    url: '/api/staff/setup',
    payload: { token, name: 'Olivia Owner', email, password: 'owner-password-1', language: 'en-US' },
  });

beforeAll(async () => {
  app = await buildTestApp({ seed: false, clock });
});
afterAll(() => app.close());
beforeEach(async () => {
  warnings = [];
  // Each case starts from a club without staff (the audit log stays: it is append-only).
  await app.db.deleteFrom('staff_sessions').execute();
  await app.db.deleteFrom('staff_tokens').execute();
  await app.db.deleteFrom('staff_accounts').execute();
  rmSync(linkFile(), { force: true });
});

describe('first run', () => {
  it('logs one setup link with a 256-bit token kept only as a hash, in a file only the server user reads', async () => {
    await announceSetupLink(deps(), log);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /open http:\/\/portal\.test\/staff\/setup#[\w-]{43} to create the club's owner \(valid until 2026-06-16T10:00:00\.000Z\)/,
    );
    const token = tokenOf(warnings[0]!);
    const rows = await app.db.selectFrom('staff_tokens').selectAll().where('purpose', '=', 'setup').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(readFileSync(linkFile(), 'utf8')).toContain(token);
    expect(statSync(linkFile()).mode & 0o777).toBe(0o600);

    // A restart logs the same link, minting no second token.
    warnings = [];
    await announceSetupLink(deps(), log);
    expect(warnings).toHaveLength(1);
    expect(tokenOf(warnings[0]!)).toBe(token);
    expect(await app.db.selectFrom('staff_tokens').select('id').execute()).toHaveLength(1);

    // Without the file: when it was issued, and the command that makes another.
    rmSync(linkFile());
    warnings = [];
    await announceSetupLink(deps(), log);
    expect(warnings).toEqual([expect.stringContaining('a setup link was issued at 2026-06-15T10:00:00.000Z')]);
    expect(warnings[0]).toContain('npm run staff:owner');
    expect(await app.db.selectFrom('staff_tokens').select('id').execute()).toHaveLength(1);
  });

  it('claims the owner with the link once; a used, expired or unknown link is refused with a sentence', async () => {
    await announceSetupLink(deps(), log);
    const token = tokenOf(warnings[0]!);
    const unknown = await app.inject({ method: 'POST', url: '/api/staff/setup/check', payload: { token: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().errorMsg).toBe(
      'This setup link is not valid: it was already used or has expired. Whoever runs the server can make a new one with npm run staff:owner',
    );
    expect((await app.inject({ method: 'POST', url: '/api/staff/setup/check', payload: { token } })).statusCode).toBe(200);
    const claimed = await setup(token);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().model).toMatchObject({ role: 'owner', twoFactorDue: true, email: 'owner@club.example' });
    expect(cookieOf(claimed)).toMatch(/^staff_session=/);
    expect(existsSync(linkFile())).toBe(false);
    const again = await setup(token, 'second@club.example');
    expect(again.statusCode).toBe(410);
    // An owner exists: no link at the next start.
    warnings = [];
    await announceSetupLink(deps(), log);
    expect(warnings).toEqual([]);
  });

  it(`refuses a link after ${STAFF_SETUP_HOURS} hours, and then mints a new one at start`, async () => {
    await announceSetupLink(deps(), log);
    const token = tokenOf(warnings[0]!);
    clock.advance({ hours: STAFF_SETUP_HOURS, seconds: 1 });
    expect((await setup(token)).statusCode).toBe(410);
    warnings = [];
    await announceSetupLink(deps(), log);
    expect(tokenOf(warnings[0]!)).not.toBe(token);
  });

  it('makes exactly one owner of 20 concurrent claims', async () => {
    await announceSetupLink(deps(), log);
    const token = tokenOf(warnings[0]!);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => setup(token, `owner${i}@club.example`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 410)).toHaveLength(19);
    expect(await app.db.selectFrom('staff_accounts').select('id').where('role', '=', 'owner').execute()).toHaveLength(1);
  });

  it('mints one setup link when two instances of the server start at once on the same database', async () => {
    // Each instance keeps its own DATA_DIR; both find no link and both try to mint one.
    const secondDir = mkdtempSync(path.join(tmpdir(), 'clubportal-second-'));
    const second = { ...deps(), config: { ...app.config, dataDir: secondDir } };
    await Promise.all([announceSetupLink(deps(), log), announceSetupLink(second, log)]);
    const open = await app.db.selectFrom('staff_tokens').select('id').where('purpose', '=', 'setup').where('used_at', 'is', null).execute();
    expect(open).toHaveLength(1);
    const links = warnings.filter((line) => tokenOf(line) !== '');
    expect(links).toHaveLength(1);
    // The other instance says it minted none: its insert lost the race, or (started a moment later) it found the
    // link already open without the file that holds it.
    const minted = (line: string) =>
      line.includes('another instance of the server issued the setup link') || line.includes('a setup link was issued at');
    expect(warnings.filter(minted)).toHaveLength(1);
    // The link logged is the one the database holds: it claims the owner.
    expect((await setup(tokenOf(links[0]!))).statusCode).toBe(200);
    rmSync(secondDir, { recursive: true, force: true });
  });
});

describe('npm run staff:owner', () => {
  it('prints an owner invitation; run twice it makes no second owner; once claimed it says one exists', async () => {
    await announceSetupLink(deps(), log);
    const setupToken = tokenOf(warnings[0]!);
    const first = await inviteOwner(deps(), { email: 'Boss@Club.example' });
    expect(first).toMatchObject({ kind: 'invited', email: 'boss@club.example' });
    const second = await inviteOwner(deps(), { email: 'boss@club.example' });
    expect(second.kind).toBe('invited');
    const owners = await app.db.selectFrom('staff_accounts').select(['id', 'password_hash']).where('role', '=', 'owner').execute();
    expect(owners).toHaveLength(1);
    // The setup link stopped working, and so did the first invitation.
    expect((await setup(setupToken)).statusCode).toBe(410);
    const firstToken = /#([\w-]+)$/.exec(first.kind === 'invited' ? first.link : '')![1]!;
    const secondToken = /#([\w-]+)$/.exec(second.kind === 'invited' ? second.link : '')![1]!;
    const stale = await app.inject({
      method: 'POST',
      url: '/api/staff/invitation/accept',
      payload: { token: firstToken, password: 'boss-password-1' },
    });
    expect(stale.statusCode).toBe(410);
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/staff/invitation/accept',
      payload: { token: secondToken, password: 'boss-password-1' },
    });
    expect(accepted.json().model).toMatchObject({ role: 'owner', twoFactorDue: true });
    expect(await inviteOwner(deps(), { email: 'other@club.example' })).toEqual({ kind: 'exists', email: 'boss@club.example' });
  });

  it('resets a locked-out owner’s two-factor codes and ends their sessions', async () => {
    const owner = await createStaff(app, { role: 'owner' });
    await app.db
      .updateTable('staff_accounts')
      .set({ totp_enrolled: 1, totp_secret: 'JBSWY3DPEHPK3PXP' })
      .where('id', '=', owner.id)
      .execute();
    const login = await app.inject({ method: 'POST', url: '/api/staff/login', payload: { email: owner.email, password: owner.password } });
    expect(login.json().twoFactorRequired).toBe(true);
    expect(await resetTwoFactor(deps(), owner.id, 'staff:owner --reset-2fa')).toBe(true);
    const after = await app.inject({ method: 'POST', url: '/api/staff/login', payload: { email: owner.email, password: owner.password } });
    expect(after.statusCode).toBe(200);
    expect(after.json().model.twoFactorDue).toBe(true);
    const audit = await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'staff.two-factor.reset').execute();
    expect(audit.at(-1)).toMatchObject({ actor_kind: 'system', actor_label: 'staff:owner --reset-2fa', entity_id: String(owner.id) });
  });
});
