/**
 * The JSON Schema keywords `z.toJSONSchema` writes for core's response
 * contracts. The build refuses a contract that needs any other
 * (response-contracts-plugin.ts), so no rule of a contract is ever skipped here.
 */
export const CHECKED_KEYWORDS = [
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'enum',
  'const',
  'anyOf',
  'allOf',
  'pattern',
  'minLength',
  'minimum',
  'maximum',
] as const;

export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** `false` on every `z.object`; the value schema of a `z.record`. */
  additionalProperties?: false | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
}

/** A broken rule of a contract and where, in the shape zod reports it too. */
export interface AnswerIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[];
}

export type AnswerResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly AnswerIssue[] };

/**
 * What an answer is checked with: the `~standard` interface zod's schemas
 * have, so one of core's zod schemas fits where JSON Schema cannot state a contract.
 */
export interface AnswerCheck<Output> {
  readonly '~standard': {
    readonly validate: (value: unknown) => AnswerResult<Output> | Promise<AnswerResult<Output>>;
  };
}

/** A response contract as the browser checks it: zod's contract, as JSON Schema. */
export interface ResponseContract<Output> extends AnswerCheck<Output> {
  readonly '~standard': { readonly validate: (value: unknown) => AnswerResult<Output> };
}

type Path = (string | number)[];

interface Issue extends AnswerIssue {
  readonly path: Path;
}

const patterns = new Map<string, RegExp>();

function compiled(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (!regex) {
    // Without the `u` flag, as zod runs the pattern it was written from.
    regex = new RegExp(pattern);
    patterns.set(pattern, regex);
  }
  return regex;
}

function hasType(value: unknown, type: NonNullable<JsonSchema['type']>): boolean {
  switch (type) {
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return Number.isFinite(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

function readObject(
  schema: JsonSchema,
  value: Record<string, unknown>,
  path: Path,
  issues: Issue[],
): Record<string, unknown> {
  const properties = schema.properties ?? {};
  for (const key of schema.required ?? []) {
    if (!Object.hasOwn(value, key)) issues.push({ message: 'missing', path: [...path, key] });
  }
  const kept: [string, unknown][] = [];
  for (const [key, field] of Object.entries(value)) {
    const declared = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (declared) {
      kept.push([key, read(declared, field, [...path, key], issues)]);
    } else if (schema.additionalProperties) {
      if (schema.propertyNames) read(schema.propertyNames, key, [...path, key], issues);
      kept.push([key, read(schema.additionalProperties, field, [...path, key], issues)]);
    }
    // Any other field is dropped, as the contract's own parse drops it.
  }
  return Object.fromEntries(kept);
}

/** The value as the contract outputs it; every broken rule is added to `issues`. */
function read(schema: JsonSchema, value: unknown, path: Path, issues: Issue[]): unknown {
  const fail = (message: string) => issues.push({ message, path });
  if (schema.type && !hasType(value, schema.type)) {
    fail(`expected ${schema.type}`);
    return value;
  }
  if ('const' in schema && value !== schema.const) fail(`expected ${String(schema.const)}`);
  if (schema.enum && !schema.enum.includes(value)) fail(`expected ${schema.enum.join(' | ')}`);
  if (typeof value === 'string') {
    if (schema.pattern !== undefined && !compiled(schema.pattern).test(value)) {
      fail(`does not match ${schema.pattern}`);
    }
    // UTF-16 code units, as zod counts them.
    if (schema.minLength !== undefined && value.length < schema.minLength) {
      fail(`shorter than ${schema.minLength}`);
    }
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) fail(`below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) fail(`above ${schema.maximum}`);
  }
  for (const part of schema.allOf ?? []) read(part, value, path, issues);
  if (schema.anyOf) {
    for (const option of schema.anyOf) {
      const optionIssues: Issue[] = [];
      const output = read(option, value, path, optionIssues);
      if (optionIssues.length === 0) return output;
    }
    fail('matches none of its options');
    return value;
  }
  if (Array.isArray(value) && schema.items) {
    const items = schema.items;
    return value.map((item, index) => read(items, item, [...path, index], issues));
  }
  if (schema.type === 'object') {
    return readObject(schema, value as Record<string, unknown>, path, issues);
  }
  return value;
}

/**
 * A contract checked by its JSON Schema, with zod's result: the answer with
 * only the fields the contract names, or the broken rules and where.
 */
export function responseContract<Output>(schema: JsonSchema): ResponseContract<Output> {
  return {
    '~standard': {
      validate: (value) => {
        const issues: Issue[] = [];
        const output = read(schema, value, [], issues);
        return issues.length > 0 ? { issues } : { value: output as Output };
      },
    },
  };
}
