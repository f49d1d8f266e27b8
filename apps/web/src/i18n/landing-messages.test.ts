import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import shell from './locales/en.ts';
import pages from './locales/pages/en.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTER = path.join(SRC, 'app/router.tsx');
const LANDING = path.join(SRC, 'app/routes/home.tsx');
const IMPORT = /\b(?:from|import)\s*\(?\s*'([^']+)'/g;

function resolveImport(importer: string, specifier: string): string | null {
  const target = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(importer), specifier)
      : null;
  return target && /\.tsx?$/.test(target) && existsSync(target) ? target : null;
}

/**
 * The source of every module the landing page can run: main.tsx and what it
 * imports, at once or lazily (dialogs, menus, sections), except the router's
 * other pages, which add the page messages as they load. Import statements are
 * left out, so a path such as './styles.css' is not taken for a message.
 */
function landingSources(): Map<string, string> {
  const sources = new Map<string, string>();
  const queue = [path.join(SRC, 'main.tsx')];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (sources.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    sources.set(file, source.replace(IMPORT, ''));
    for (const [statement, specifier = ''] of source.matchAll(IMPORT)) {
      const lazy = statement.includes('(');
      const target = resolveImport(file, specifier);
      if (target && !(lazy && file === ROUTER && target !== LANDING)) queue.push(target);
    }
  }
  return sources;
}

describe('the messages that ship with the app', () => {
  const sources = landingSources();

  it('are all the landing page and the layout name', () => {
    const pageGroups = Object.keys(pages);
    const used = [...sources].flatMap(([file, source]) =>
      [...source.matchAll(/['"`]([A-Za-z]\w*)\./g)]
        .map(([, group]) => group ?? '')
        .filter((group) => pageGroups.includes(group))
        .map((group) => `${path.relative(SRC, file)}: ${group}`),
    );
    expect(used).toEqual([]);
  });

  it('leave out no group the landing page and the layout name', () => {
    const shellGroups = Object.keys(shell);
    const named = new Set(
      [...sources.values()].flatMap((source) =>
        [...source.matchAll(/['"`]([A-Za-z]\w*)\./g)].map(([, group]) => group),
      ),
    );
    expect(shellGroups.filter((group) => !named.has(group))).toEqual([]);
  });
});
