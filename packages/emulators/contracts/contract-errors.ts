/**
 * Readable validation failures. A value that fits none of a union's forms
 * makes the validator report every form's complaints at once (a button
 * checked as each of Discord's seven component types); here only the form
 * that came closest is explained, named after the component it refers to.
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';

export type Compile = (schema: unknown) => ValidateFunction;

const UNIONS = new Set(['oneOf', 'anyOf']);
const MAX_PROBLEMS = 20;

function formName(branch: unknown, index: number): string {
  const ref = (branch as { $ref?: unknown } | null)?.$ref;
  return typeof ref === 'string' ? (ref.split('/').pop() ?? `form ${index}`) : `form ${index}`;
}

function line(error: ErrorObject, prefix: string): string {
  const detail = Object.entries(error.params)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join(' ');
  const at = `${prefix}${error.instancePath}` || '(root)';
  return `${at} ${error.message ?? error.keyword}${detail ? ` (${detail})` : ''}`;
}

function under(path: string, union: string): boolean {
  return path === union || path.startsWith(`${union}/`);
}

/** Problems with `value` by `validate`, which has just failed on it. */
export function explain(
  compile: Compile,
  validate: ValidateFunction,
  prefix = '',
  depth = 0,
): string[] {
  const errors = validate.errors ?? [];
  const unions = errors
    .filter((error) => UNIONS.has(error.keyword) && Array.isArray(error.schema))
    .sort((a, b) => a.instancePath.length - b.instancePath.length)
    .filter(
      (error, index, sorted) =>
        !sorted.slice(0, index).some((outer) => under(error.instancePath, outer.instancePath)),
    );
  const problems: string[] = [];
  for (const error of errors) {
    if (unions.some((union) => under(error.instancePath, union.instancePath))) continue;
    problems.push(line(error, prefix));
  }
  for (const union of unions) {
    const passing = (union.params as { passingSchemas?: number[] | null }).passingSchemas;
    const branches = union.schema as unknown[];
    const base = `${prefix}${union.instancePath}`;
    const at = base || '(root)';
    if (Array.isArray(passing)) {
      const names = passing.map((index) => formName(branches[index], index)).join(', ');
      problems.push(`${at} fits more than one form: ${names}`);
      continue;
    }
    if (depth > 8) {
      problems.push(line(union, prefix));
      continue;
    }
    const tried = branches.map((branch, index) => {
      const check = compile(branch);
      check(union.data);
      const name = formName(branch, index);
      // Discord's unions are told apart by `type`: a form of another type is the worst fit,
      // and one the value is not even the kind of (null for an object) the next worst.
      const errors = check.errors ?? [];
      const otherType = errors.some(
        (error) => /^(const|enum)$/.test(error.keyword) && error.instancePath === '/type',
      );
      const otherKind = errors.some(
        (error) => error.keyword === 'type' && error.instancePath === '',
      );
      const found = explain(compile, check, `${base ? `${base} ` : ''}(as ${name})`, depth + 1);
      // Between equally many complaints, the form that got deeper into the value fits better.
      const reach = Math.max(0, ...errors.map((error) => error.instancePath.split('/').length));
      const score = (otherType ? 1e6 : 0) + (otherKind ? 1e4 : 0) + found.length * 100 - reach;
      return { found, score };
    });
    const best = tried.reduce((closest, candidate) =>
      candidate.score < closest.score ? candidate : closest,
    );
    problems.push(...best.found);
  }
  return [...new Set(problems)].slice(0, MAX_PROBLEMS);
}
