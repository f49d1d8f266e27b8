import { type Plugin, runnerImport } from 'vite';
import * as z from 'zod/mini';
import { CHECKED_KEYWORDS, type JsonSchema } from './src/lib/response-contract.ts';

/**
 * `virtual:response-contracts`: every zod-mini schema `@guildsmith/core`
 * exports (its response contracts), under the same name, as JSON Schema
 * checked by src/lib/response-contract.ts. Derived from the contracts at each
 * build and test run and never written to disk, so the browser checks answers
 * by the same rules as the server without loading zod on the landing page.
 */
const MODULE_ID = 'virtual:response-contracts';
const RESOLVED_MODULE_ID = `\0${MODULE_ID}`;
/** One module per contract, so each lands in the chunk of the pages that use it. */
const CONTRACT_PREFIX = '\0response-contract:';

const ANNOTATIONS = new Set(['$schema', 'examples', 'description', 'title']);
const CHECKED = new Set<string>(CHECKED_KEYWORDS);

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** zod writes the pattern of every string format it checks, so a format is then only its name. */
function patternBeside(node: Node): boolean {
  const parts = Array.isArray(node.allOf) ? node.allOf : [];
  return (
    typeof node.pattern === 'string' || parts.some((part) => isNode(part) && 'pattern' in part)
  );
}

function subschema(value: unknown, where: string): JsonSchema {
  if (!isNode(value)) throw new Error(`${where}: expected a schema`);
  return checkedOnly(value, where);
}

/** The schema without annotations; throws on any keyword the browser does not check. */
function checkedOnly(node: Node, where: string): JsonSchema {
  const schema: Node = {};
  for (const [keyword, value] of Object.entries(node)) {
    const at = `${where}/${keyword}`;
    if (ANNOTATIONS.has(keyword) || (keyword === 'format' && patternBeside(node))) continue;
    if (!CHECKED.has(keyword)) {
      throw new Error(`${at}: the browser's contract check has no rule for "${keyword}"`);
    }
    if (keyword === 'properties' && isNode(value)) {
      schema[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, field]) => [name, subschema(field, `${at}/${name}`)]),
      );
    } else if ((keyword === 'anyOf' || keyword === 'allOf') && Array.isArray(value)) {
      schema[keyword] = value.map((part, index) => subschema(part, `${at}/${index}`));
    } else if (['items', 'propertyNames', 'additionalProperties'].includes(keyword)) {
      schema[keyword] = value === false ? false : subschema(value, at);
    } else {
      schema[keyword] = value;
    }
  }
  return schema as JsonSchema;
}

/**
 * The contract's output as JSON Schema. Throws where JSON Schema would check
 * less than zod: a refinement, a flagged pattern, a strict or loose object.
 */
export function toResponseSchema(name: string, contract: z.ZodMiniType): JsonSchema {
  const json = z.toJSONSchema(contract, {
    io: 'output',
    unrepresentable: 'throw',
    override: ({ zodSchema, path }) => {
      const where = [name, ...path].join('/');
      const { def } = zodSchema._zod;
      for (const check of def.checks ?? []) {
        const rule = check._zod.def as { check: string; pattern?: RegExp };
        if (rule.check === 'custom') throw new Error(`${where}: a refinement has no JSON Schema`);
        if (rule.pattern?.flags) {
          throw new Error(`${where}: JSON Schema drops the flags of /${rule.pattern.source}/`);
        }
      }
      if (def.type === 'object' && def.catchall) {
        throw new Error(`${where}: only z.object's default (drop unknown fields) is checked`);
      }
    },
  });
  return checkedOnly(json as Node, name);
}

export function responseContracts(): Plugin {
  let schemas: Promise<{ byName: Map<string, JsonSchema>; files: string[] }> | undefined;

  return {
    name: 'guildsmith:response-contracts',
    buildStart() {
      schemas = undefined;
    },
    watchChange() {
      schemas = undefined;
    },
    resolveId(id) {
      if (id === MODULE_ID) return RESOLVED_MODULE_ID;
      return id.startsWith(CONTRACT_PREFIX) ? id : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_MODULE_ID && !id.startsWith(CONTRACT_PREFIX)) return undefined;
      schemas ??= (async () => {
        const core = await this.resolve('@guildsmith/core');
        if (!core) throw new Error('@guildsmith/core does not resolve');
        // Core is TypeScript; Vite's module runner evaluates it in this Node process.
        const { module, dependencies } = await runnerImport<Record<string, unknown>>(core.id);
        const byName = new Map<string, JsonSchema>();
        for (const [name, value] of Object.entries(module)) {
          if (value instanceof z.ZodMiniType) byName.set(name, toResponseSchema(name, value));
        }
        return { byName, files: [core.id, ...dependencies] };
      })();
      const { byName, files } = await schemas;
      for (const file of files) this.addWatchFile(file);
      if (id === RESOLVED_MODULE_ID) {
        return [...byName.keys()]
          .map((name) => `export { ${name} } from '${CONTRACT_PREFIX}${name}';`)
          .join('\n');
      }
      const name = id.slice(CONTRACT_PREFIX.length);
      const schema = byName.get(name);
      if (!schema) throw new Error(`${name} is not a response contract of @guildsmith/core`);
      return [
        `import { responseContract } from '@/lib/response-contract.ts';`,
        `export const ${name} = /* @__PURE__ */ responseContract(${JSON.stringify(schema)});`,
      ].join('\n');
    },
  };
}
