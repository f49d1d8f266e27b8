import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  betweenUnits,
  cycles,
  type Layering,
  readImportGraph,
  upwardImports,
} from './import-graph.ts';

const root = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

const layering: Layering = {
  unitOf: (file) => file.split('/')[0] ?? null,
  layers: [['top'], ['middle', 'side'], ['bottom']],
};

describe('the import graph', () => {
  it('reads static, type-only, re-exported and dynamic imports, and skips packages', () => {
    write({
      'top/a.ts': [
        "import { b } from '../middle/b.ts';",
        "import type { C } from '../bottom/c.ts';",
        "import { z } from 'zod';",
        "export { d } from './d.ts';",
        'export const load = () => import("../side/e.ts");',
      ].join('\n'),
    });
    expect(readImportGraph(root).filter((edge) => edge.from === 'top/a.ts')).toEqual([
      { from: 'top/a.ts', to: 'middle/b.ts' },
      { from: 'top/a.ts', to: 'bottom/c.ts' },
      { from: 'top/a.ts', to: 'top/d.ts' },
      { from: 'top/a.ts', to: 'side/e.ts' },
    ]);
  });

  it('reports an import that goes up, one sideways within a layer, and a unit in no layer', () => {
    const edges = [
      { from: 'top/a.ts', to: 'bottom/c.ts' },
      { from: 'bottom/c.ts', to: 'top/a.ts' },
      { from: 'middle/b.ts', to: 'side/e.ts' },
      { from: 'stray/f.ts', to: 'bottom/c.ts' },
    ];
    expect(upwardImports(edges, layering)).toEqual([
      'bottom/c.ts imports top/a.ts: bottom may not import top',
      'middle/b.ts imports side/e.ts: middle may not import side',
      'stray is in no layer (stray/f.ts imports bottom/c.ts)',
    ]);
  });

  it('reports cycles between files, type-only ones too, and between folders', () => {
    write({
      'bottom/x.ts': "import type { Y } from './y.ts';\nexport type X = Y;",
      'bottom/y.ts': "import type { X } from './x.ts';\nexport type Y = X;",
      'bottom/self.ts': "import './self.ts';",
    });
    const edges = readImportGraph(root);
    expect(cycles(edges)).toEqual([['bottom/x.ts', 'bottom/y.ts']]);
    const folders = betweenUnits(
      [
        ...edges,
        { from: 'side/e.ts', to: 'middle/b.ts' },
        { from: 'middle/b.ts', to: 'side/e.ts' },
      ],
      layering.unitOf,
    );
    expect(cycles(folders)).toEqual([['middle', 'side']]);
  });
});
