import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { RouteAccess } from '../packages/server/src/lib/route-access.js';
import type { JsonSchema, Operation, Parameter } from './request-arbitraries.js';

/**
 * Whether the server owed a fuzzed request a refusal, and why: a 2xx to any of these is a finding (issue 29
 * section 7), not a lucky guess. Only what the route itself declares is judged: its methods and schema (the
 * server's own OpenAPI document), and who may call it (`config.access`, read from the route table).
 */
export type Sent = {
  method: string;
  /** Path parameters and query parameters as sent (a query parameter left out is absent). */
  params: Array<{ param: Parameter; value: string; raw: boolean }>;
  /** The JSON value of the body, when it was one; `undefined` for a raw body or none. */
  json: unknown;
  contentType?: string | undefined;
  /** The customer the session is for (null without a valid one), and the demo customer that is someone else's. */
  sessionCustomer: number | null;
  foreignCustomer: number;
};

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats.default(ajv);
const validators = new Map<JsonSchema, ValidateFunction | null>();

/** OpenAPI 3.0's boolean exclusive bounds, as the JSON Schema Ajv reads (numbers). */
function draft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(draft7);
  if (schema === null || typeof schema !== 'object') return schema;
  const s = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, draft7(v)])) as Record<string, unknown>;
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (s[flag] === true) {
      s[flag] = s[bound];
      delete s[bound];
    } else if (s[flag] === false) delete s[flag];
  }
  return s;
}

function validatorFor(schema: JsonSchema): ValidateFunction | null {
  if (!validators.has(schema)) {
    try {
      validators.set(schema, ajv.compile(draft7(schema) as object));
    } catch {
      // A schema Ajv cannot read: its bodies are not judged (never a false finding).
      validators.set(schema, null);
    }
  }
  return validators.get(schema) ?? null;
}

/** A path or query value the parameter's schema cannot take. */
function paramBreaks({ param, value, raw }: Sent['params'][number]): boolean {
  const schema = param.schema ?? {};
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') {
    if (raw || !/^(0|[1-9]\d*)$/.test(value)) return true;
    const n = Number(value);
    if (!Number.isSafeInteger(n)) return true;
    if (schema.minimum !== undefined && (schema.exclusiveMinimum === true ? n <= schema.minimum : n < schema.minimum)) return true;
    if (schema.maximum !== undefined && (schema.exclusiveMaximum === true ? n >= schema.maximum : n > schema.maximum)) return true;
    return false;
  }
  if (schema.enum?.length) return !schema.enum.map(String).includes(value);
  return false;
}

const mediaType = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

/** Why a refusal was due, or undefined when a 2xx may be right. */
export function refusalDue(op: Operation, access: RouteAccess | undefined, sent: Sent): string | undefined {
  if (sent.method !== op.method) return `${sent.method} is not a method of this route`;
  if (sent.sessionCustomer === null && (access === 'customer' || access === 'session'))
    return 'a guest (or a forged session) on a member route';
  if (access === 'customer' && sent.sessionCustomer !== null) {
    const foreign = sent.params.find((p) => /customer/i.test(p.param.name) && p.value === String(sent.foreignCustomer));
    if (foreign) return `another customer's id in ${foreign.param.name}`;
  }
  // Ids (every path parameter, a query parameter named for one) as issue 19 section 5 asks; a lenient count is no finding.
  const broken = sent.params.find((p) => (p.param.in === 'path' || /id$/i.test(p.param.name)) && paramBreaks(p));
  if (broken) return `${broken.param.in} parameter ${broken.param.name} = ${JSON.stringify(broken.value)} breaks its schema`;
  if (!op.body || sent.method === 'GET' || sent.method === 'DELETE') return undefined;
  const type = mediaType(sent.contentType);
  if (type !== 'application/json') {
    if (!op.bodyTypes.some((t) => mediaType(t) === type)) return `a ${type || 'missing'} body on a route that takes JSON`;
    return undefined;
  }
  if (sent.json === undefined) return 'a body that is not JSON';
  const validate = validatorFor(op.body);
  if (validate && !validate(sent.json)) return `a body that breaks the schema (${ajv.errorsText(validate.errors)})`;
  return undefined;
}
