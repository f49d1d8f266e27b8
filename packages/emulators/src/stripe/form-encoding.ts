/**
 * Stripe's form encoding: flat `application/x-www-form-urlencoded` pairs whose
 * keys use brackets for nesting, `metadata[purchaseId]=42`,
 * `payment_method_types[0]=card` (stripe-node) or `payment_method_types[]=card`
 * (curl, Stripe.js). Every leaf is a string; schemas decide what it means.
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export class FormEncodingError extends Error {
  /** Read by Fastify when a body parser fails with it. */
  readonly statusCode = 400;
}

// Deeper than anything the payment intent endpoints take; bounds the work a hostile body can cause.
const MAX_DEPTH = 5;

/** `a[b][0]` -> ['a', 'b', '0']; null for keys that are not bracket paths. */
function keySegments(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return null;
  const nested = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  return [match[1], ...nested];
}

/**
 * Containers are built with a null prototype, so keys such as `__proto__`
 * are plain data and cannot reach Object.prototype.
 */
function newObject(): FormObject {
  return Object.create(null);
}

function isArrayIndex(segment: string): boolean {
  return segment === '' || /^\d{1,3}$/.test(segment);
}

function containerFor(next: string): FormValue[] | FormObject {
  return isArrayIndex(next) ? [] : newObject();
}

function assign(root: FormObject, segments: readonly string[], value: string, key: string): void {
  let node: FormValue[] | FormObject = root;
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const isLast = next === undefined;
    if (Array.isArray(node)) {
      if (!isArrayIndex(segment)) throw new FormEncodingError(`Invalid array parameter: ${key}`);
      const position = segment === '' ? node.length : Number(segment);
      if (isLast) {
        node[position] = value;
        return;
      }
      const existing: FormValue | undefined = node[position];
      const child = existing === undefined ? containerFor(next) : existing;
      if (typeof child === 'string') throw new FormEncodingError(`Conflicting parameter: ${key}`);
      node[position] = child;
      node = child;
      return;
    }
    if (segment === '') throw new FormEncodingError(`Invalid parameter: ${key}`);
    if (isLast) {
      if (node[segment] !== undefined && typeof node[segment] !== 'string') {
        throw new FormEncodingError(`Conflicting parameter: ${key}`);
      }
      node[segment] = value;
      return;
    }
    const existing: FormValue | undefined = node[segment];
    const child = existing === undefined ? containerFor(next) : existing;
    if (typeof child === 'string') throw new FormEncodingError(`Conflicting parameter: ${key}`);
    node[segment] = child;
    node = child;
  });
}

/** Drops the holes `a[0]=x&a[5]=y` leaves, as Stripe reads indexed arrays in order. */
function compact(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  const result = newObject();
  for (const [key, child] of Object.entries(value)) result[key] = compact(child);
  return result;
}

export function parseStripeForm(body: string): FormObject {
  const root = newObject();
  for (const [key, value] of new URLSearchParams(body)) {
    const segments = keySegments(key);
    if (!segments) throw new FormEncodingError(`Invalid parameter name: ${key}`);
    if (segments.length > MAX_DEPTH) throw new FormEncodingError(`Too deeply nested: ${key}`);
    assign(root, segments, value, key);
  }
  const result = compact(root);
  return typeof result === 'object' && !Array.isArray(result) ? result : newObject();
}

/** The parameter name Stripe reports for a path, e.g. `payment_method_data[card][number]`. */
export function paramName(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((segment, index) => (index === 0 ? String(segment) : `[${String(segment)}]`))
    .join('');
}

/** JSON with sorted keys: two forms with the same parameters in any order give the same text. */
export function canonicalForm(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalForm).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalForm(value[key] ?? '')}`);
  return `{${entries.join(',')}}`;
}
