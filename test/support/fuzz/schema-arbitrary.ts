import fc from 'fast-check';
import * as z from 'zod';

/**
 * Values a route's zod schema describes, as fast-check arbitraries. The schema is read through zod's own
 * `z.toJSONSchema` (its input side; refinements and transforms it cannot express become "any value"), so
 * this file never reaches into zod internals.
 */

/** The part of JSON Schema that `z.toJSONSchema` writes and this generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * Known values by property name (the fuzz's own order id, access code…), mixed in so that some requests
 * reach past "not found" into the handler's deeper checks.
 */
export type Hints = Readonly<Record<string, readonly string[]>>;

const shortString = (min: number, max: number) => fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 40)) });

function stringArbitrary(schema: JsonSchema, name: string | undefined): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 60;
  if (schema.pattern) {
    const fits = (value: string) => value.length >= min && value.length <= max;
    return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }).filter(fits);
  }
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'email' || name === 'email') {
    // Plain addresses the Shop and Pay both accept (fast-check's RFC-wide ones are mostly refused).
    return fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{2,10}$/), fc.constantFrom('example.com', 'example.org')).map(([local, domain]) => `fuzz-${local}@${domain}`);
  }
  return shortString(min, max);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
  // Whole numbers in a plausible range first: kobo amounts, counts and sizes are integers.
  const [lower, upper] = [Math.ceil(Math.max(min, -1e6)), Math.floor(Math.min(max, 1e7))];
  const whole = lower <= upper ? fc.integer({ min: lower, max: upper }) : fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return integer ? whole : fc.oneof({ arbitrary: whole, weight: 3 }, { arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), weight: 1 });
}

function byType(type: string, schema: JsonSchema, hints: Hints, name: string | undefined): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryOf(schema.items, hints) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectArbitrary(schema, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, hints, key)]));
  const record = fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in shape) });
  const extra = schema.additionalProperties;
  if (!extra || Object.keys(properties).length > 0) return record;
  return fc.dictionary(fc.string({ maxLength: 12 }), extra === true ? fc.jsonValue({ maxDepth: 1 }) : arbitraryOf(extra, hints), { maxKeys: 3 });
}

/** A value the schema (mostly) accepts; for a property named in `hints`, sometimes one of the hinted values. */
export function arbitraryOf(schema: JsonSchema, hints: Hints = {}, name?: string): fc.Arbitrary<unknown> {
  const generated = generatedOf(schema, hints, name);
  const hinted = name ? hints[name] : undefined;
  return hinted && hinted.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...hinted), weight: 2 }, { arbitrary: generated, weight: 1 }) : generated;
}

function generatedOf(schema: JsonSchema, hints: Hints, name: string | undefined): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, hints, name)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => byType(type, schema, hints, name)));
  if (schema.type) return byType(schema.type, schema, hints, name);
  if (schema.properties) return objectArbitrary(schema, hints);
  return fc.jsonValue({ maxDepth: 2 });
}
