/**
 * Discord's published OpenAPI description of its v10 HTTP API, as a checker:
 * is this request one Discord accepts, is this answer one Discord could give?
 * Tests of the emulator and of the bot read it; nothing in production does.
 */
import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { explain } from './contract-errors.ts';
import { HTTP_METHODS, matchPath, type PathTemplate, parseTemplate } from './openapi-paths.ts';
import {
  componentsRoot,
  intStringInRange,
  type SchemaNode,
  SchemaTransformer,
} from './openapi-schemas.ts';

const DOCUMENT_URL = new URL('./discord-openapi.json', import.meta.url);
const REQUEST_ROOT = 'https://guildsmith.invalid/discord-openapi/requests';
const RESPONSE_ROOT = 'https://guildsmith.invalid/discord-openapi/responses';
/** The document's definition of a snowflake (its SnowflakeType). */
const SNOWFLAKE_PATTERN = /^(0|[1-9][0-9]*)$/;

type Method = (typeof HTTP_METHODS)[number];
export type AuthKind = 'bot' | 'bearer' | 'none';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: SchemaNode;
}

interface MediaType {
  schema?: SchemaNode;
}

interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { $ref?: string; content?: Record<string, MediaType> }>;
  security?: Record<string, string[]>[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>;
  components: {
    schemas: Record<string, SchemaNode>;
    responses: Record<string, { content?: Record<string, MediaType> }>;
  };
}

export interface ContractRequest {
  method: string;
  /** The path below /api/v10, without the query, e.g. `/guilds/1/channels`. */
  path: string;
  query?: Record<string, string>;
  /** The parsed JSON body; undefined when none was sent. */
  body?: unknown;
  auth?: AuthKind;
}

export interface ContractResponse {
  method: string;
  path: string;
  status: number;
  /** The parsed JSON body; undefined when the answer was empty. */
  body?: unknown;
}

export interface OperationRef {
  method: string;
  template: string;
  operationId: string;
}

const AUTH_OF_SCHEME: Record<string, AuthKind> = { BotToken: 'bot', OAuth2: 'bearer' };

/** A query value as the parameter's schema types it: query strings carry numbers and booleans as text. */
function typedQueryValue(schema: SchemaNode | undefined, value: string): unknown {
  const type = schema?.type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) {
    return Number(value);
  }
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

export class DiscordContract {
  private readonly document: OpenApiDocument;
  private readonly ajv: Ajv2020;
  private readonly templates: PathTemplate[];
  private readonly requestTransformer: SchemaTransformer;
  private readonly responseTransformer: SchemaTransformer;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly forms = new WeakMap<object, ValidateFunction>();

  private constructor(document: OpenApiDocument) {
    this.document = document;
    this.templates = Object.keys(document.paths).map(parseTemplate);
    this.ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
    addFormats(this.ajv);
    this.ajv.addFormat('snowflake', SNOWFLAKE_PATTERN);
    // The document names this format without defining it beyond the string's length.
    this.ajv.addFormat('nonce', () => true);
    this.ajv.addKeyword({
      keyword: 'x-int-string',
      type: 'string',
      schemaType: 'object',
      validate: (range: { minimum?: unknown; maximum?: unknown }, value: string) =>
        intStringInRange(range, value),
    });
    // Every union already has to be met by one form whole, and closed objects refuse a value
    // made of two forms' fields; the marker needs no check of its own.
    this.ajv.addKeyword({ keyword: 'x-discord-union', schemaType: 'string' });
    const schemas = document.components.schemas;
    this.requestTransformer = new SchemaTransformer({ rootId: REQUEST_ROOT, intStrings: true });
    this.responseTransformer = new SchemaTransformer({ rootId: RESPONSE_ROOT, intStrings: false });
    this.ajv.addSchema(componentsRoot(schemas, this.requestTransformer, REQUEST_ROOT));
    this.ajv.addSchema(componentsRoot(schemas, this.responseTransformer, RESPONSE_ROOT));
  }

  private static shared: DiscordContract | null = null;

  /** The document in this folder, parsed once per process. */
  static load(): DiscordContract {
    if (!DiscordContract.shared) {
      const document = JSON.parse(readFileSync(DOCUMENT_URL, 'utf8')) as OpenApiDocument;
      DiscordContract.shared = new DiscordContract(document);
    }
    return DiscordContract.shared;
  }

  /** Every operation the document describes. */
  operations(): OperationRef[] {
    return Object.entries(this.document.paths).flatMap(([template, item]) =>
      HTTP_METHODS.filter((method) => item[method] !== undefined).map((method) => ({
        method: method.toUpperCase(),
        template,
        operationId: (item[method] as Operation).operationId,
      })),
    );
  }

  /** The operation a concrete request path and method reach, or null when the document has none. */
  find(method: string, path: string) {
    const match = matchPath(this.templates, path);
    if (!match) return null;
    const item = this.document.paths[match.template];
    const operation = item?.[method.toLowerCase() as Method] as Operation | undefined;
    if (!item || !operation) return null;
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
    return { ...match, operation, parameters };
  }

  /** What is wrong with the request by the document; empty when Discord would take it. */
  checkRequest(request: ContractRequest): string[] {
    const found = this.find(request.method, request.path);
    if (!found) return [`${request.method} ${request.path}: no such operation in the document`];
    const { operation, parameters, params, template } = found;
    const where = `${request.method} ${template}`;
    const problems: string[] = [];
    for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
      const value = params[parameter.name];
      problems.push(
        ...this.check(`path:${where}:${parameter.name}`, parameter.schema, value, true).map(
          (problem) => `${where} path ${parameter.name}: ${problem}`,
        ),
      );
    }
    for (const [name, value] of Object.entries(request.query ?? {})) {
      const parameter = parameters.find(
        (candidate) => candidate.in === 'query' && candidate.name === name,
      );
      if (!parameter) {
        problems.push(`${where} query ${name}: the document names no such parameter`);
        continue;
      }
      const typed = typedQueryValue(this.resolve(parameter.schema), value);
      problems.push(
        ...this.check(`query:${where}:${name}`, parameter.schema, typed, true).map(
          (problem) => `${where} query ${name}: ${problem}`,
        ),
      );
    }
    problems.push(...this.checkAuth(where, operation, request.auth));
    const body = operation.requestBody;
    const schema = body?.content?.['application/json']?.schema;
    if (request.body === undefined) {
      if (body?.required) problems.push(`${where}: the document requires a JSON body`);
    } else if (!schema) {
      problems.push(`${where}: the document takes no JSON body`);
    } else {
      problems.push(
        ...this.check(`body:${where}`, schema, request.body, true).map(
          (problem) => `${where} body ${problem}`,
        ),
      );
    }
    return problems;
  }

  /** What is wrong with the answer by the document; empty when Discord could have given it. */
  checkResponse(response: ContractResponse): string[] {
    const found = this.find(response.method, response.path);
    if (!found) return [`${response.method} ${response.path}: no such operation in the document`];
    const where = `${response.method} ${found.template} → ${response.status}`;
    const responses = found.operation.responses ?? {};
    const declared =
      responses[String(response.status)] ??
      responses[`${String(response.status)[0]}XX`] ??
      responses.default;
    if (!declared) return [`${where}: the document declares no such status`];
    const resolved = declared.$ref
      ? this.document.components.responses[declared.$ref.split('/').pop() ?? '']
      : declared;
    const schema = resolved?.content?.['application/json']?.schema;
    if (!schema) {
      return response.body === undefined ? [] : [`${where}: the document declares no body`];
    }
    if (response.body === undefined) return [`${where}: the document declares a JSON body`];
    return this.check(`response:${where}`, schema, response.body, false).map(
      (problem) => `${where} ${problem}`,
    );
  }

  /** The document's schema for a component, checked against a value (for refusal bodies). */
  checkComponent(name: string, value: unknown): string[] {
    return this.check(
      `component:${name}`,
      { $ref: `#/components/schemas/${name}` },
      value,
      false,
    ).map((problem) => `${name} ${problem}`);
  }

  private checkAuth(where: string, operation: Operation, auth: AuthKind | undefined): string[] {
    if (auth === undefined || operation.security === undefined) return [];
    const allowed = operation.security.flatMap((requirement) => {
      const schemes = Object.keys(requirement);
      return schemes.length === 0 ? ['none'] : schemes.map((scheme) => AUTH_OF_SCHEME[scheme]);
    });
    return allowed.includes(auth)
      ? []
      : [`${where}: sent with ${auth} authorization; the document allows ${allowed.join(', ')}`];
  }

  private resolve(schema: SchemaNode | undefined): SchemaNode | undefined {
    const ref = schema?.$ref;
    if (typeof ref !== 'string') return schema;
    return this.document.components.schemas[ref.split('/').pop() ?? ''];
  }

  private check(key: string, schema: SchemaNode | undefined, value: unknown, request: boolean) {
    if (!schema) return [];
    let validate = this.compiled.get(key);
    if (!validate) {
      const transformer = request ? this.requestTransformer : this.responseTransformer;
      validate = this.ajv.compile(transformer.transform(schema) as SchemaNode);
      this.compiled.set(key, validate);
    }
    return validate(value) ? [] : explain((form) => this.compileForm(form), validate);
  }

  /** A union's form, already rewritten, compiled once. */
  private compileForm(form: unknown): ValidateFunction {
    const schema = form as object;
    let validate = this.forms.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.forms.set(schema, validate);
    }
    return validate;
  }
}
