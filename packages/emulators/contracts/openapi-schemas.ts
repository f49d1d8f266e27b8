/**
 * The document's schemas, rewritten in memory (the file is never changed) so
 * a standard JSON Schema 2020-12 validator checks what Discord means:
 *
 * - Objects are closed: a property the document does not name is an error.
 *   Its objects leave additional properties open, so without this a misspelt
 *   field would pass unnoticed. An object that is one member of an `allOf`
 *   stays open at its top level; the object composing it is closed instead,
 *   which sees the members' properties.
 * - In requests, an integer may also be sent as a string of digits: Discord
 *   types int-parseable strings (permissions, bitfields) as integers and
 *   accepts either. Fixed 32-bit fields stay numbers.
 */

export type SchemaNode = { [keyword: string]: unknown };

const COMPONENT_REF = '#/components/schemas/';
/** The suffix of a component kept open at its top level (it is a member of an allOf). */
const OPEN_SUFFIX = '~open';

export interface TransformOptions {
  /** The $id of the schema holding the rewritten components under $defs. */
  rootId: string;
  intStrings: boolean;
}

/** Keywords whose value maps names to schemas rather than being a schema itself. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
/** Keywords whose value is a schema or a list of schemas. */
const SCHEMA_KEYWORDS = new Set([
  'items',
  'prefixItems',
  'contains',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'oneOf',
  'anyOf',
]);

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function types(node: SchemaNode): string[] {
  const type = node.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type)
    ? type.filter((entry): entry is string => typeof entry === 'string')
    : [];
}

export class SchemaTransformer {
  /** Components some allOf needs open; their open variants are added to $defs. */
  readonly openNeeded = new Set<string>();

  constructor(private readonly options: TransformOptions) {}

  ref(name: string, open = false): string {
    return `${this.options.rootId}#/$defs/${name}${open ? OPEN_SUFFIX : ''}`;
  }

  transform(node: unknown, open = false): unknown {
    if (Array.isArray(node)) return node.map((entry) => this.transform(entry));
    if (!isNode(node)) return node;
    const result: SchemaNode = {};
    for (const [keyword, value] of Object.entries(node)) {
      if (keyword === '$ref' && typeof value === 'string') {
        result.$ref = this.rewriteRef(value, open);
      } else if (SCHEMA_MAPS.has(keyword) && isNode(value)) {
        result[keyword] = Object.fromEntries(
          Object.entries(value).map(([name, schema]) => [name, this.transform(schema)]),
        );
      } else if (keyword === 'allOf' && Array.isArray(value)) {
        result.allOf = value.map((member) => this.transform(member, true));
      } else if (SCHEMA_KEYWORDS.has(keyword)) {
        result[keyword] = this.transform(value);
      } else {
        result[keyword] = value;
      }
    }
    const objectLike = types(node).includes('object') || isNode(node.properties);
    const closable = isNode(node.properties) || Array.isArray(node.allOf);
    if (!open && objectLike && closable && node.additionalProperties === undefined) {
      result.unevaluatedProperties = false;
    }
    return this.options.intStrings ? this.acceptIntStrings(node, result) : result;
  }

  private rewriteRef(ref: string, open: boolean): string {
    if (!ref.startsWith(COMPONENT_REF)) {
      throw new Error(`The document refers outside its components: ${ref}`);
    }
    const name = ref.slice(COMPONENT_REF.length);
    if (open) this.openNeeded.add(name);
    return this.ref(name, open);
  }

  private acceptIntStrings(node: SchemaNode, result: SchemaNode): SchemaNode {
    if (!types(node).includes('integer') || node.format === 'int32') return result;
    const range = { minimum: node.minimum, maximum: node.maximum };
    return { anyOf: [result, { type: 'string', 'x-int-string': range }] };
  }
}

/** Whether `value` is an int-parseable string within the bounds the integer had. */
export function intStringInRange(
  range: { minimum?: unknown; maximum?: unknown },
  value: string,
): boolean {
  if (!/^-?(0|[1-9][0-9]*)$/.test(value)) return false;
  const number = BigInt(value);
  if (typeof range.minimum === 'number' && number < BigInt(Math.ceil(range.minimum))) return false;
  if (typeof range.maximum === 'number' && number > BigInt(Math.floor(range.maximum))) return false;
  return true;
}

/** The components, rewritten, as one schema whose $defs the operations' schemas refer into. */
export function componentsRoot(
  components: Record<string, unknown>,
  transformer: SchemaTransformer,
  rootId: string,
): SchemaNode {
  const defs: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(components)) {
    defs[name] = transformer.transform(schema);
  }
  // Open variants may themselves ask for more open variants; settle until none are new.
  const done = new Set<string>();
  for (let pending = [...transformer.openNeeded]; pending.length > 0; ) {
    for (const name of pending) {
      defs[`${name}${OPEN_SUFFIX}`] = transformer.transform(components[name], true);
      done.add(name);
    }
    pending = [...transformer.openNeeded].filter((name) => !done.has(name));
  }
  return { $id: rootId, $defs: defs };
}
