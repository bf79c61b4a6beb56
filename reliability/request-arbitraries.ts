import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema the server's document uses (zod through fastify-type-provider-zod). */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };
export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; undefined when the operation takes none (or a raw one). */
  body: JsonSchema | undefined;
  /** The content types the document lists for the body. */
  bodyTypes: string[];
};

type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: JsonSchema }> } }>>;
};

/** Every operation of the server's OpenAPI document. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: content['application/json']?.schema,
        bodyTypes: Object.keys(content),
      };
    }),
  );
}

/** Ids a hand-written parser gets wrong: each must be refused like any other malformed id (issue 19, section 5). */
export const ODD_IDS = [
  '1e0',
  '0x5',
  '05',
  ' 5',
  '%205',
  '1.0',
  '+1',
  '-1',
  '0',
  '99999999999999999999',
  '9007199254740993',
  '1%00',
  'NaN',
  'Infinity',
  '[1]',
  '1,2',
  'null',
  '',
];

/** Values outside any schema: wrong types in every position. */
export const wrongTypes = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constant([]),
    fc.constant({}),
    fc.string(),
    fc.constant('1e0'),
    fc.constant(-1),
    fc.constant(Number.MAX_SAFE_INTEGER),
    fc.constant({ $gt: 0 }),
  );

/** Strings a careless server trips on: huge, unicode of every plane, control characters, injections. */
export const nastyStrings = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom(
      'x'.repeat(100_000),
      '😀'.repeat(5_000),
      '\u0000',
      '\u202e\u0301',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '%00',
      '\\',
      '${7*7}',
      ' ',
    ),
  );

/** A value that (mostly) fits the schema: the shape the server expects, so the fuzz reaches past validation. */
export function fromSchema(schema: JsonSchema | undefined, key = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  const nullable = schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'));
  const inner = baseFromSchema(schema, key, depth);
  return nullable ? fc.option(inner, { nil: null, freq: 5 }) : inner;
}

function baseFromSchema(schema: JsonSchema, key: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fromSchema(s, key, depth + 1)));
  if (schema.allOf?.length) return fromSchema(Object.assign({}, ...schema.allOf) as JsonSchema, key, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
      return integerFor(schema, key);
    case 'number':
      return fc.oneof(integerFor(schema, key), fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringFor(schema);
    case 'array':
      return fc.array(fromSchema(schema.items, key, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
    case undefined: {
      if (!schema.properties)
        return type === 'object' ? fc.constant({}) : fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
      const props = Object.fromEntries(Object.entries(schema.properties).map(([name, s]) => [name, fromSchema(s, name, depth + 1)]));
      return fc.record(props, { requiredKeys: (schema.required ?? []).filter((name) => name in props) });
    }
    default:
      return fc.constant(null);
  }
}

function integerFor(schema: JsonSchema, key: string): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000, -1e9) + (schema.exclusiveMinimum === true ? 1 : 0);
  const max = Math.min(schema.maximum ?? 1_000_000, 1e9) - (schema.exclusiveMaximum === true ? 1 : 0);
  // Ids of the demo club are small: aim there, so lookups find real rows (other customers' ones too).
  if (/id$/i.test(key))
    return fc.oneof(fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 60), 1) }), fc.integer({ min, max }));
  return fc.integer({ min, max: Math.max(min, max) });
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 30, 60);
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= Math.max(maxLength, 12));
    } catch {
      // A pattern fast-check cannot read: plain strings instead.
    }
  }
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
}

/** A body turned wrong in one place: a required field dropped, a field added, a field's type or text changed. */
export function mutated(value: unknown, schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const record = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  const keys = record ? Object.keys(record) : [];
  const required = (schema?.required ?? []).filter((k) => keys.includes(k));
  const options: fc.Arbitrary<unknown>[] = [
    fc.constant(value),
    wrongTypes(),
    fc.record({ extra: nastyStrings() }).map((extra) => ({ ...(record ?? {}), unexpectedField: extra.extra })),
  ];
  if (record && required.length)
    options.push(fc.constantFrom(...required).map((k) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== k))));
  if (record && keys.length) {
    options.push(fc.tuple(fc.constantFrom(...keys), wrongTypes()).map(([k, v]) => ({ ...record, [k]: v })));
    options.push(fc.tuple(fc.constantFrom(...keys), nastyStrings()).map(([k, v]) => ({ ...record, [k]: v })));
    options.push(fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...ODD_IDS)).map(([k, v]) => ({ ...record, [k]: v })));
  }
  return fc.oneof(...options);
}
