import { TEXT_PATTERN } from '@guildsmith/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedOperations, operationKey } from './fuzz/api-operations.ts';
import type { JsonSchema } from './fuzz/json-schema-values.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Strings a route takes without the text rule, each with why that is safe
 * for now. The list may only shrink.
 */
const WITHOUT_RULE: Record<string, string> = {};

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

const followsRule = (schema: JsonSchema) =>
  [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].includes(
    TEXT_PATTERN.source,
  );

/** Where in `schema` a string is taken without the rule (enums, constants and UUIDs are exact). */
function stringsWithoutRule(schema: JsonSchema, at: string): string[] {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const exact = schema.enum !== undefined || 'const' in schema || schema.format === 'uuid';
  const own = types.includes('string') && !exact && !followsRule(schema) ? [at] : [];
  const children: [string, JsonSchema | undefined][] = [
    ...Object.entries(schema.properties ?? {}).map(([name, child]): [string, JsonSchema] => [
      `${at}.${name}`,
      child,
    ]),
    [`${at}[]`, schema.items],
    ...(schema.anyOf ?? schema.oneOf ?? []).map((child): [string, JsonSchema] => [at, child]),
    [
      `${at}.*`,
      typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined,
    ],
  ];
  return [
    ...own,
    ...children.flatMap(([path, child]) => (child ? stringsWithoutRule(child, path) : [])),
  ];
}

describe('route schemas', () => {
  it('take every string of a path, query or body through the shared text rule', () => {
    const missing = documentedOperations(harness.app.swagger())
      .filter((operation) => operation.path.startsWith('/api/'))
      .flatMap((operation) => [
        ...operation.parameters.flatMap((parameter) =>
          stringsWithoutRule(
            parameter.schema,
            `${operationKey(operation)} ${parameter.in} ${parameter.name}`,
          ),
        ),
        ...(operation.body
          ? stringsWithoutRule(operation.body.schema, `${operationKey(operation)} body`)
          : []),
      ]);
    expect(missing).toEqual(Object.keys(WITHOUT_RULE));
  });
});
