import { TEXT_PATTERN } from '@guildsmith/core';
import fc from 'fast-check';
import {
  boundaryNumber,
  hugeString,
  rarely,
  troubleCharacters,
  troubledString,
  wrongType,
} from './hostile-values.ts';
import type { KnownValues } from './known-values.ts';

/** The parts of JSON Schema (as zod and the OpenAPI document write it) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  /** Valid values the document shows, where a rule has no JSON Schema form (a refinement). */
  examples?: unknown[];
  /** OpenAPI 3.0's single example. */
  example?: unknown;
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
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

export interface ValueContext {
  /** The document `$ref`s point into. */
  root: unknown;
  known: KnownValues;
  /** False: every part follows the schema, so the value gets past validation to the handler. */
  noisy?: boolean;
}

/** Deeper than this, recursive schemas stop nesting. */
const MAX_DEPTH = 6;
/** Out of this many values, one is hostile and the rest follow the schema. */
const HOSTILE_ONE_IN = 5;

function resolve(ref: string, root: unknown): JsonSchema {
  const found = ref
    .replace(/^#\/?/, '')
    .split('/')
    .filter((part) => part !== '')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')]
          : undefined,
      root,
    );
  return typeof found === 'object' && found !== null ? (found as JsonSchema) : {};
}

/** The patterns a string must match, the text rule left out (every generated string keeps to it). */
function patternsOf(schema: JsonSchema): string[] {
  const all = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)];
  return all.filter(
    (pattern): pattern is string => pattern !== undefined && pattern !== TEXT_PATTERN.source,
  );
}

function fitsString(schema: JsonSchema, patterns: RegExp[]) {
  return (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    patterns.every((pattern) => pattern.test(value));
}

/** Patterns are ECMAScript; most read the same with the `u` flag, which stringMatching prefers. */
function compile(source: string): RegExp {
  try {
    return new RegExp(source, 'u');
  } catch {
    return new RegExp(source);
  }
}

function matching(pattern: RegExp): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(pattern);
  } catch {
    return undefined;
  }
}

function validString(schema: JsonSchema, context: ValueContext): fc.Arbitrary<string> {
  const patterns = patternsOf(schema).map(compile);
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const generated =
    (schema.format === 'uuid' && fc.uuid()) ||
    (schema.format === 'email' && fc.emailAddress()) ||
    ((schema.format === 'uri' || schema.format === 'url') && fc.webUrl()) ||
    (patterns[0] && matching(patterns[0])) ||
    fc.oneof(
      fc.string({ minLength, maxLength }),
      fc.string({ unit: 'grapheme', minLength, maxLength }),
      fc.constantFrom('a@b.co', 'https://example.com/a', '@handle', '0', 'true'),
    );
  return context.known.pick(fitsString(schema, patterns), generated);
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lowest = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const highest = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const min = Math.max(schema.minimum ?? lowest ?? -1e6, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? highest ?? 1e6, Number.MAX_SAFE_INTEGER);
  const edges = fc.constantFrom(min, max);
  return integer
    ? fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), edges.map(Math.round))
    : fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), edges);
}

function validObject(
  schema: JsonSchema,
  context: ValueContext,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const noisy = context.noisy !== false;
  const extra =
    noisy && typeof schema.additionalProperties === 'object'
      ? fc.dictionary(
          fc.string({ maxLength: 10 }),
          valueFor(schema.additionalProperties, context, depth + 1),
          { maxKeys: 3 },
        )
      : fc.constant({});
  return fc
    .tuple(
      fc.tuple(
        ...properties.map(([name, property]) =>
          required.has(name) && !noisy
            ? valueFor(property, context, depth + 1)
            : fc.option(valueFor(property, context, depth + 1), {
                freq: required.has(name) ? 20 : 2,
                nil: undefined,
              }),
        ),
      ),
      extra,
      // Unknown fields a strict or careless handler might trip over.
      noisy
        ? rarely(
            fc.dictionary(
              fc.constantFrom('__proto__', 'constructor', 'role', 'plan', 'id', 'x'),
              wrongType,
              { maxKeys: 2 },
            ),
            6,
          )
        : fc.constant(undefined),
    )
    .map(([values, additional, unknown]) => {
      const object: Record<string, unknown> = { ...additional };
      properties.forEach(([name], index) => {
        if (values[index] !== undefined) object[name] = values[index];
      });
      for (const [name, value] of Object.entries(unknown ?? {})) {
        Object.defineProperty(object, name, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return object;
    });
}

/** A value that follows `schema`, with its parts generated by `valueFor` (so they may be hostile). */
function validFor(schema: JsonSchema, context: ValueContext, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    return depth > MAX_DEPTH
      ? fc.constant(null)
      : validFor(resolve(schema.$ref, context.root), context, depth + 1);
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const examples = schema.examples ?? ('example' in schema ? [schema.example] : []);
  if (examples.length > 0) {
    const { examples: _, example: __, ...rest } = schema;
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...examples) },
      { weight: 1, arbitrary: validFor(rest, context, depth) },
    );
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) {
    return fc.oneof(...choices.map((choice) => validFor(choice, context, depth)));
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validFor({ ...schema, type }, context, depth)));
  }
  const valid = (() => {
    switch (types[0]) {
      case 'string':
        return validString(schema, context);
      case 'integer':
        return validNumber(schema, true);
      case 'number':
        return validNumber(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return depth > MAX_DEPTH
          ? fc.constant([])
          : fc.array(valueFor(schema.items ?? {}, context, depth + 1), {
              minLength: schema.minItems ?? 0,
              maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
            });
      case 'object':
        return depth > MAX_DEPTH ? fc.constant({}) : validObject(schema, context, depth);
      default:
        return schema.properties
          ? validObject(schema, context, depth)
          : fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.oneof(valid, fc.constant(null)) : valid;
}

function hostileFor(
  schema: JsonSchema,
  context: ValueContext,
  depth: number,
): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const stringLike =
    type === 'string' ||
    (type === undefined && schema.enum?.some((value) => typeof value === 'string'));
  if (stringLike) {
    const valid = validFor(schema, context, depth).map((value) =>
      typeof value === 'string' ? value : '',
    );
    return fc.oneof({ weight: 10, arbitrary: troubledString(valid) }, hugeString, wrongType);
  }
  if (type === 'integer' || type === 'number') return fc.oneof(boundaryNumber, wrongType);
  return fc.oneof(wrongType, troubleCharacters);
}

/**
 * Values that follow the schema with, when the context is noisy, a hostile
 * one here and there at every level of nesting.
 */
export function valueFor(
  schema: JsonSchema,
  context: ValueContext,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (context.noisy === false) return validFor(schema, context, depth);
  return fc.oneof(
    { weight: HOSTILE_ONE_IN - 1, arbitrary: validFor(schema, context, depth) },
    { weight: 1, arbitrary: hostileFor(schema, context, depth) },
  );
}

/** Where in a value a part can be replaced, and the schema that part follows. */
interface Part {
  path: (string | number)[];
  schema: JsonSchema;
}

function partsOf(schema: JsonSchema, value: unknown, root: unknown, path: Part['path']): Part[] {
  const resolved = schema.$ref ? resolve(schema.$ref, root) : schema;
  const branches = [resolved, ...(resolved.anyOf ?? resolved.oneOf ?? [])];
  const parts: Part[] = [{ path, schema: resolved }];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      parts.push(...partsOf(resolved.items ?? {}, item, root, [...path, index]));
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const property = branches.find((branch) => branch.properties?.[key])?.properties?.[key];
      parts.push(...partsOf(property ?? {}, item, root, [...path, key]));
    }
  }
  return parts;
}

const MISSING = Symbol('missing');

function replaced(value: unknown, path: Part['path'], part: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return part;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const next = replaced(copy[head], rest, part);
  if (next === MISSING) delete copy[head];
  else copy[head] = next;
  return copy;
}

function valueAt(value: unknown, path: Part['path']): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}

/**
 * A value that follows the schema except in exactly one part (a field, an
 * item or the whole): hostile there, or missing. Everything else being valid,
 * the hostile part gets past validation up to the check that should stop it.
 */
export function oneHostilePart(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown> {
  const clean = { ...context, noisy: false };
  return validFor(schema, clean, 0).chain((value) => {
    const parts = partsOf(schema, value, context.root, []);
    // Mostly a leaf: text and numbers are where handlers and storage trip.
    const leaves = parts.filter((part) => typeof valueAt(value, part.path) !== 'object');
    const part =
      leaves.length > 0
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...leaves) },
            { weight: 1, arbitrary: fc.constantFrom(...parts) },
          )
        : fc.constantFrom(...parts);
    return part.chain((chosen) => {
      const hostile =
        chosen.path.length > 0
          ? fc.oneof(
              { weight: 6, arbitrary: hostileFor(chosen.schema, clean, 0) },
              { weight: 1, arbitrary: fc.constant(MISSING) },
            )
          : hostileFor(chosen.schema, clean, 0);
      return hostile.map((bad) => replaced(value, chosen.path, bad));
    });
  });
}
