import fc, { type Arbitrary } from 'fast-check';

/** The part of an OpenAPI 3.1 (JSON Schema 2020-12) schema the generator reads; the document is dereferenced. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
}

/** Strings a careless or hostile client sends: empty, huge, NUL, control characters, markup, traversal, unicode. */
export const hostileString: Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '%00',
    '\r\n',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '😀🌱',
    'ß'.repeat(300),
    'x'.repeat(5000),
    '-1',
    '3000000000',
    'NaN',
    'null',
    '{}',
    '[]',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Numbers outside every column and every range: the extremes a bounded id must refuse. */
export const hostileNumber: Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 2_147_483_648, 3_000_000_000, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 0.5, 1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

function stringFor(schema: JsonSchema): Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot read: plain strings instead.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 24, 64)) });
}

function numberFor(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
  if (integer) {
    const lo = Math.ceil(Math.max(min, -2_147_483_648));
    const hi = Math.floor(Math.min(max, 2_147_483_647));
    return fc.integer({ min: Math.min(lo, hi), max: Math.max(lo, hi) });
  }
  return fc.double({ min, max, noNaN: true });
}

/**
 * Values that satisfy `schema` (as far as JSON Schema can say; refinements it cannot express may still fail),
 * `depth` bounding nested objects and arrays.
 */
export function valueFor(schema: JsonSchema | undefined, depth = 0): Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)));
  if (schema.allOf?.length) return valueFor(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat();
  return fc.oneof(...types.map((type) => valueOfType(type, schema, depth)));
}

function valueOfType(type: string, schema: JsonSchema, depth: number): Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 5)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).map(([key, value]) => [key, valueFor(value, depth + 1)] as const);
      return fc.record(Object.fromEntries(entries), {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
    default:
      return stringFor(schema);
  }
}

/** Anything JSON, valid for no schema in particular. */
export const anyJson: Arbitrary<unknown> = fc.jsonValue({ maxDepth: 4 });

/** JSON text nested far deeper than any body of ours (a stack-overflow probe), as text: no value to stringify. */
export const deepJsonText: Arbitrary<string> = fc
  .integer({ min: 100, max: 5000 })
  .map((n) => `{"a":${'['.repeat(n)}${']'.repeat(n)}}`);

/**
 * A value for a schema, mostly valid, sometimes subtly wrong (a field replaced by a hostile string or number,
 * or left out), sometimes anything at all.
 */
export function mostlyValid(schema: JsonSchema | undefined): Arbitrary<unknown> {
  const valid = valueFor(schema);
  const broken = valid.chain((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fc.constant(value);
    const keys = Object.keys(value);
    if (keys.length === 0) return fc.constant(value);
    return fc
      .tuple(fc.constantFrom(...keys), fc.oneof(hostileString, hostileNumber, fc.constant(undefined)))
      .map(([key, replacement]) => ({ ...value, [key]: replacement }));
  });
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 3, arbitrary: broken }, { weight: 2, arbitrary: anyJson });
}
