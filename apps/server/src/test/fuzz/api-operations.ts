import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './json-schema-values.ts';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** One method on one path, as the fuzzer drives it. */
export interface Operation {
  method: string;
  /** OpenAPI's template: `/api/licenses/{id}/resend`. */
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: JsonSchema };
  /** False for routes found among the app's routes but hidden from the OpenAPI document. */
  documented: boolean;
}

export const operationKey = (operation: { method: string; path: string }) =>
  `${operation.method} ${operation.path}`;

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Path parameters the template names but the document does not describe (any string). */
function templateParameters(path: string, described: Parameter[]): Parameter[] {
  return [...path.matchAll(/\{([^}]+)\}/g)]
    .map((match) => match[1] ?? '')
    .filter(
      (name) => !described.some((parameter) => parameter.in === 'path' && parameter.name === name),
    )
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

/** Every operation of an OpenAPI 3 document. */
export function documentedOperations(document: { paths?: Record<string, unknown> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(item as Record<string, OpenApiOperation>)) {
      if (!METHODS.includes(method)) continue;
      const described: Parameter[] = (value.parameters ?? [])
        .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
        .map((parameter) => ({
          name: parameter.name,
          in: parameter.in as Parameter['in'],
          required: parameter.required ?? parameter.in === 'path',
          schema: parameter.schema ?? {},
        }));
      const [contentType, media] = Object.entries(value.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: [...described, ...templateParameters(path, described)],
        ...(contentType ? { body: { contentType, schema: media?.schema ?? {} } } : {}),
        documented: true,
      });
    }
  }
  return operations;
}

/**
 * Every route the app serves, read from Fastify's route tree (it has no other
 * public listing), with `:name` and `*` written as OpenAPI template parameters.
 */
export function servedRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = ((match[1]?.length ?? 0) + 4) / 4 - 1;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    const template = path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
    for (const method of (match[3] ?? '').split(',').map((name) => name.trim())) {
      if (method !== '') routes.push({ method, path: template });
    }
  }
  return routes;
}

/** A route the document does not describe, fuzzed with any body, query and parameters. */
export function undocumentedOperation(route: { method: string; path: string }): Operation {
  return {
    method: route.method,
    path: route.path,
    parameters: templateParameters(route.path, []),
    documented: false,
  };
}
