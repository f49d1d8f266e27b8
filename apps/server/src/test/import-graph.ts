import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One relative import between two files of a tree, both as paths from its root. */
export interface ImportEdge {
  from: string;
  to: string;
}

/**
 * Folders that may only import downwards: `layers` lists units from the top
 * down, and a unit imports units of later layers only, never the other units
 * of its own layer. A file whose unit is null is outside the rule.
 */
export interface Layering {
  unitOf(file: string): string | null;
  layers: readonly (readonly string[])[];
}

function sourceFiles(root: string, folder = ''): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** Static and dynamic import specifiers, `export … from` included; type-only ones too. */
function specifiers(file: string, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return found;
}

/** Every relative import between the TypeScript files under `root`. */
export function readImportGraph(root: string): ImportEdge[] {
  return sourceFiles(root).flatMap((from) =>
    specifiers(from, readFileSync(path.join(root, from), 'utf8'))
      .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
      .map((specifier) => ({ from, to: path.posix.join(path.posix.dirname(from), specifier) }))
      .filter((edge) => !edge.to.startsWith('../')),
  );
}

/** Each import that points up (or sideways within a layer), and each unit no layer names. */
export function upwardImports(edges: readonly ImportEdge[], layering: Layering): string[] {
  const depth = new Map<string, number>();
  layering.layers.forEach((units, index) => {
    for (const unit of units) depth.set(unit, index);
  });
  const problems = new Set<string>();
  for (const { from, to } of edges) {
    const source = layering.unitOf(from);
    const target = layering.unitOf(to);
    if (source === null || target === null || source === target) continue;
    const sourceDepth = depth.get(source);
    const targetDepth = depth.get(target);
    if (sourceDepth === undefined || targetDepth === undefined) {
      const unit = sourceDepth === undefined ? source : target;
      problems.add(`${unit} is in no layer (${from} imports ${to})`);
    } else if (targetDepth <= sourceDepth) {
      problems.add(`${from} imports ${to}: ${source} may not import ${target}`);
    }
  }
  return [...problems];
}

/** Strongly connected groups of two or more nodes (Tarjan), each listed from its first node. */
export function cycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node);
  return groups;
}

/** The same graph between units (folders) instead of files; imports inside a unit drop out. */
export function betweenUnits(
  edges: readonly ImportEdge[],
  unitOf: (file: string) => string | null,
): ImportEdge[] {
  return edges.flatMap(({ from, to }) => {
    const source = unitOf(from);
    const target = unitOf(to);
    return source !== null && target !== null && source !== target
      ? [{ from: source, to: target }]
      : [];
  });
}
