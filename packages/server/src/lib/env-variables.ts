import { z } from 'zod';

/*
 * What every part of the environment's schema is made with: the server's own variables (config/environment.ts)
 * and each payment provider's, declared in its folder (modules/payments/providers/<name>/<name>.env.ts).
 */

/** A configuration the server refuses to start with, in sentences naming the variables. */
export class ConfigError extends Error {}

/** An empty variable (`SMTP_URL=`) counts as unset. */
export const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** A variable that may be unset (or empty), checked by `schema` when set. */
export const optionalVariable = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** `A, B and C` */
const listed = (names: readonly string[]) => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Variables that make sense only together (a provider's key and its secret): all set, or none. Refuses a
 * half-configured provider, naming them, rather than starting without it.
 */
export function allOrNone(values: Record<string, unknown>, names: readonly string[], condition = ''): boolean {
  const set = names.filter((name) => Boolean(values[name]));
  if (set.length && set.length < names.length) throw new ConfigError(`Invalid configuration:\n  ${listed(names)} go together${condition}`);
  return set.length === names.length;
}
