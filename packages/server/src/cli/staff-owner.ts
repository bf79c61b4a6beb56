import { parseArgs } from 'node:util';
import { configFromEnv } from '../bootstrap.js';
import { staffOwnerCommand } from './staff-owner-command.js';

/**
 * `npm run staff:owner -- --email owner@club.example [--name "…"] [--language es-ES]`: prints an invitation link
 * for the club's owner (headless installs: no SQL, no default password). Run again, it re-issues the pending
 * owner's invitation; once an owner has signed up it says so and changes nothing.
 * `npm run staff:owner -- --email owner@club.example --reset-2fa`: clears a locked-out staff member's two-factor
 * codes (their sessions end, their open desk screens at once; they enrol again at the next sign-in).
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, language: { type: 'string' }, 'reset-2fa': { type: 'boolean' } },
});
if (!values.email?.includes('@')) {
  console.error('Usage: npm run staff:owner -- --email owner@club.example [--name "Name"] [--language es-ES] [--reset-2fa]');
  process.exit(2);
}
process.exitCode = await staffOwnerCommand(
  configFromEnv(),
  { email: values.email, name: values.name, language: values.language, resetTwoFactor: values['reset-2fa'] },
  { note: (text) => console.warn(text), print: (text) => void process.stdout.write(text) },
);
