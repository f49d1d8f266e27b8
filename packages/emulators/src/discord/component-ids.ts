/**
 * Discord numbers a message's components: each one without an `id` gets the
 * next free integer, depth first, skipping ids the sender chose. Answers
 * always carry them.
 */

type Node = { id?: unknown; components?: unknown; component?: unknown; accessory?: unknown };

function children(node: Node): Node[] {
  const nested = [node.components, node.component, node.accessory].flat();
  return nested.filter((child): child is Node => typeof child === 'object' && child !== null);
}

function walk(nodes: readonly Node[], visit: (node: Node) => void): void {
  for (const node of nodes) {
    visit(node);
    walk(children(node), visit);
  }
}

/** A copy of `components` with every component numbered. */
export function numberComponents<T>(components: readonly T[]): T[] {
  const copy = structuredClone(components) as unknown as Node[];
  const taken = new Set<number>();
  walk(copy, (node) => {
    if (typeof node.id === 'number') taken.add(node.id);
  });
  let next = 1;
  walk(copy, (node) => {
    if (typeof node.id === 'number') return;
    while (taken.has(next)) next += 1;
    node.id = next;
    taken.add(next);
  });
  return copy as unknown as T[];
}
