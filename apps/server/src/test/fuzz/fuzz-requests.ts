import fc from 'fast-check';
import type { Operation, Parameter } from './api-operations.ts';
import { encodeAny, hostileUrlPiece, rarely, wrongType } from './hostile-values.ts';
import {
  type JsonSchema,
  oneHostilePart,
  type ValueContext,
  valueFor,
} from './json-schema-values.ts';

/** One generated request; `auth` names the credentials, resolved when it is sent. */
export interface FuzzRequest {
  method: string;
  url: string;
  auth: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Whether the body gets the route's signature headers (signed routes only). */
  signed: boolean;
}

const JSON_TYPE = 'application/json';

/** A generated value as it travels in a URL: scalars as text, arrays as repeats. */
function asUrlValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => asUrlValues(item)).slice(0, 5);
  if (typeof value === 'string') return [value];
  if (value === null || value === undefined) return [''];
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

function urlValue(parameter: Parameter, context: ValueContext): fc.Arbitrary<string[]> {
  return fc.oneof(
    {
      weight: 12,
      arbitrary: valueFor(parameter.schema, context)
        .map(asUrlValues)
        .map((values) => values.map(encodeAny)),
    },
    { weight: 1, arbitrary: hostileUrlPiece.map((piece) => [piece]) },
  );
}

function pathOf(operation: Operation, context: ValueContext): fc.Arbitrary<string> {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  return fc
    .tuple(
      ...parameters.map((parameter) =>
        urlValue(parameter, context).map((values) => values[0] ?? ''),
      ),
    )
    .map((values) =>
      parameters.reduce(
        (path, parameter, index) => path.replace(`{${parameter.name}}`, values[index] ?? ''),
        operation.path,
      ),
    );
}

function queryOf(operation: Operation, context: ValueContext): fc.Arbitrary<string> {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const unknown: Parameter = { name: 'x', in: 'query', required: false, schema: {} };
  return fc
    .tuple(
      ...parameters.map((parameter) =>
        fc.option(urlValue(parameter, context), {
          freq: parameter.required ? 20 : 2,
          nil: undefined,
        }),
      ),
      rarely(urlValue(unknown, context), 8),
    )
    .map((values) => {
      const pairs = [...parameters, unknown].flatMap((parameter, index) =>
        (values[index] ?? []).map((value) => `${encodeAny(parameter.name)}=${value}`),
      );
      return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
    });
}

interface Body {
  contentType?: string;
  body?: string | Buffer;
}

const json = (value: unknown): Body => ({
  contentType: JSON_TYPE,
  body: JSON.stringify(value) ?? 'null',
});

/** What arrives instead of the body a route wants: nothing, broken JSON, another type. */
const strayBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({}),
  fc
    .constantFrom('{"a":', '', 'null', '[]', '"\\ud800"', '{"a":"\\u0000"}')
    .map((body) => ({ contentType: JSON_TYPE, body })),
  fc.jsonValue({ maxDepth: 3 }).map(json),
  fc.string().map((body) => ({ contentType: 'text/plain', body })),
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 })
    .map((record) => ({
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(record).toString(),
    })),
  fc.uint8Array({ maxLength: 256 }).map((bytes) => {
    const boundary = 'fuzzboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    };
  }),
);

function bodyOf(
  operation: Operation,
  context: ValueContext,
  schema?: JsonSchema,
): fc.Arbitrary<Body> {
  if (operation.method === 'GET' || operation.method === 'HEAD') return fc.constant({});
  const described = schema ?? operation.body?.schema;
  if (!described) return strayBody;
  const contentType = operation.body?.contentType ?? JSON_TYPE;
  const body = (noisy: boolean) =>
    valueFor(described, { ...context, noisy }).map((value) => ({ ...json(value), contentType }));
  // Clean bodies exercise the handler, one hostile part probes the check that should stop it,
  // and noise anywhere probes the validation as a whole.
  return fc.oneof(
    { weight: 4, arbitrary: body(false) },
    {
      weight: 6,
      arbitrary: oneHostilePart(described, context).map((value) => ({
        ...json(value),
        contentType,
      })),
    },
    { weight: 2, arbitrary: body(true) },
    { weight: 1, arbitrary: strayBody },
  );
}

export interface RequestShape {
  /** The credentials to try, by label, each with how often. */
  auth: Record<string, number>;
  /** The body schema of a route the document does not describe (signed routes). */
  bodySchema?: JsonSchema;
  /** True when the route verifies a signature: most requests are then signed. */
  signed?: boolean;
}

/** Requests for one operation: mostly following its schema, sometimes not, at every level. */
export function requestsFor(
  operation: Operation,
  context: ValueContext,
  shape: RequestShape,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathOf(operation, context),
      query: queryOf(operation, context),
      body: bodyOf(operation, context, shape.bodySchema),
      auth: fc.oneof(
        ...Object.entries(shape.auth).map(([label, weight]) => ({
          weight,
          arbitrary: fc.constant(label),
        })),
      ),
      signed: shape.signed
        ? fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, fc.constant(false))
        : fc.constant(false),
      // A content type that does not say what the body is.
      contentType: rarely(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          JSON_TYPE,
          'application/json; charset=latin1',
        ),
        15,
      ),
      // Many clients, as in production: limits and lock-outs per address do not stop the run.
      client: fc.ipV4(),
      header: rarely(
        fc.tuple(
          fc.constantFrom('x-request-id', 'accept', 'accept-language', 'x-forwarded-for'),
          wrongType.map(String),
        ),
        10,
      ),
    })
    .map(({ path, query, body, auth, signed, contentType, client, header }) => {
      const headers: Record<string, string> = { 'x-forwarded-for': client };
      const type = contentType ?? body.contentType;
      if (body.body !== undefined && type) headers['content-type'] = type;
      if (header) headers[header[0]] = header[1].replace(/[^\t\x20-\x7e]/g, '');
      return {
        method: operation.method,
        url: path + query,
        auth,
        headers,
        ...(body.body === undefined ? {} : { body: body.body }),
        signed,
      };
    });
}
