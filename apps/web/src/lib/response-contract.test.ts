import * as contracts from 'virtual:response-contracts';
import * as core from '@guildsmith/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { toResponseSchema } from '../../response-contracts-plugin.ts';
import type { JsonSchema } from './response-contract.ts';

/** Any JSON an answer could be, and the near misses a contract must refuse. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 1 }),
  fc.constantFrom('', '\0', 'a\uD800', '2026-11-20T10:00:00Z', '2026-11-20', 1.5, -1, 2 ** 53),
);

/** Strings of any UTF-16 code units: NUL and unpaired surrogates included. */
const anyText = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map(String.fromCharCode) });

const instant = fc
  .date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString());

function matches(schema: JsonSchema, text: string): boolean {
  const patterns = [schema, ...(schema.allOf ?? [])].flatMap((part) => part.pattern ?? []);
  return (
    patterns.every((pattern) => new RegExp(pattern).test(text)) &&
    text.length >= (schema.minLength ?? 0)
  );
}

/** Answers that keep every rule the schema states, with fields a contract drops. */
function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(valid));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const names = schema.propertyNames?.enum?.map(String) ?? [];
      const model = Object.fromEntries([
        ...properties,
        ...names.map((name) => [name, schema.additionalProperties || {}] as const),
      ]);
      const fields = fc.record(
        Object.fromEntries(Object.entries(model).map(([name, field]) => [name, valid(field)])),
        { requiredKeys: schema.required ?? [] },
      );
      if (names.length > 0) return fields;
      const unnamed = fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 2 });
      return fc.tuple(unnamed, fields).map(([extra, named]) => ({
        ...Object.fromEntries(Object.entries(extra).filter(([key]) => !(key in model))),
        ...named,
      }));
    }
    case 'array':
      return fc.array(valid(schema.items ?? {}), { maxLength: 3 });
    case 'string':
      return fc
        .oneof(
          fc.string(),
          fc.string({ unit: 'grapheme' }),
          instant,
          instant.map((time) => time.slice(0, 10)),
        )
        .filter((text) => matches(schema, text));
    case 'integer':
      return fc.integer({ min: schema.minimum, max: schema.maximum });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return junk;
  }
}

type Container = Record<string, unknown>;

/** Each field and item of a JSON value, as its container and key. */
function places(value: unknown): [Container, string][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    [value as Container, key] as [Container, string],
    ...places(child),
  ]);
}

/** A valid answer with one field or item replaced (by junk or broken text) or removed. */
function nearMiss(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid(schema), fc.nat(), fc.oneof(junk, anyText), fc.boolean())
    .map(([answer, pick, replacement, remove]) => {
      const copy: unknown = JSON.parse(JSON.stringify(answer));
      const all = places(copy);
      const place = all[pick % Math.max(all.length, 1)];
      if (!place) return replacement;
      const [container, key] = place;
      if (remove && !Array.isArray(container)) delete container[key];
      else container[key] = replacement;
      return copy;
    });
}

/**
 * Answers tried per contract: CONTRACT_PROPERTY_RUNS (at least 100, so both sides
 * of every rule are tried; 300 by default, about 1 s for all contracts);
 * CONTRACT_PROPERTY_SEED replays a failure's seed.
 */
const RUNS =
  z
    .optional(z.coerce.number().check(z.int(), z.minimum(100)))
    .parse(process.env.CONTRACT_PROPERTY_RUNS) ?? 300;
const SEED = z.optional(z.coerce.number().check(z.int())).parse(process.env.CONTRACT_PROPERTY_SEED);

const zodContracts = new Map(
  Object.entries<unknown>(core).filter(
    (entry): entry is [string, z.ZodMiniType] => entry[1] instanceof z.ZodMiniType,
  ),
);

describe('the response contracts the browser checks', () => {
  it('are every zod-mini schema core exports', () => {
    expect(Object.keys(contracts).toSorted()).toEqual([...zodContracts.keys()].toSorted());
  });

  it.each(Object.entries(contracts))(
    '%s accepts, refuses and outputs exactly what its zod contract does',
    (name, check) => {
      const contract = zodContracts.get(name) ?? z.never();
      const schema = toResponseSchema(name, contract);
      const seen = { accepted: 0, refused: 0 };
      fc.assert(
        fc.property(fc.oneof(valid(schema), nearMiss(schema)), (answer) => {
          const expected = z.safeParse(contract, answer);
          const checked = check['~standard'].validate(answer);
          expect(checked.issues === undefined).toBe(expected.success);
          if (expected.success)
            expect(checked.issues ? null : checked.value).toEqual(expected.data);
          seen[expected.success ? 'accepted' : 'refused'] += 1;
        }),
        { numRuns: RUNS, seed: SEED },
      );
      // Both sides of the rule are tried, each in at least a tenth of the runs.
      expect(seen.accepted).toBeGreaterThan(RUNS / 10);
      expect(seen.refused).toBeGreaterThan(RUNS / 10);
    },
  );

  it('name the broken rule and where it is', () => {
    const answer = { licenses: [{ id: 'k1', plan: 'gold' }] };
    const checked = contracts.licensesResponse['~standard'].validate(answer);
    expect(checked.issues).toContainEqual({
      message: 'expected free | starter | premium | ultimate | lifetime',
      path: ['licenses', 0, 'plan'],
    });
    expect(checked.issues).toContainEqual({ message: 'missing', path: ['licenses', 0, 'status'] });
  });
});

describe('the JSON Schema of a contract', () => {
  it('keeps every rule, without the annotations', () => {
    const instantSchema = toResponseSchema('userSchema', core.userSchema).properties?.createdAt;
    expect(instantSchema).toEqual({
      type: 'string',
      allOf: [
        { pattern: core.TEXT_PATTERN.source },
        { pattern: expect.stringContaining('\\d{3}Z') },
      ],
    });
  });

  it('is refused where it would check less than zod', () => {
    const cases: [string, z.ZodMiniType, RegExp][] = [
      ['refined', z.string().check(z.refine((text) => text !== 'x')), /refinement/],
      ['flagged', z.string().check(z.regex(/^a$/i)), /flags/],
      ['strict', z.strictObject({ a: z.string() }), /z\.object's default/],
      ['loose', z.looseObject({ a: z.string() }), /z\.object's default/],
      ['capped', z.string().check(z.maxLength(3)), /no rule for "maxLength"/],
      ['transformed', z.pipe(z.string(), z.transform(Number)), /Transforms/],
    ];
    for (const [name, schema, reason] of cases) {
      expect(() => toResponseSchema(name, schema), name).toThrow(reason);
    }
  });
});
