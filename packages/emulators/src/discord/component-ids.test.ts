import { describe, expect, it } from 'vitest';
import { numberComponents } from './component-ids.ts';

describe('numberComponents', () => {
  it('numbers components depth first, keeping the ids a sender chose and skipping them', () => {
    type Component = { type: number; id?: number; components?: Component[] } & Record<
      string,
      unknown
    >;
    const rows: Component[] = [
      {
        type: 1,
        components: [
          { type: 2, style: 1, label: 'A', custom_id: 'a' },
          { type: 2, style: 1, label: 'B', custom_id: 'b', id: 2 },
        ],
      },
      { type: 1, components: [{ type: 3, custom_id: 'menu', options: [] }] },
    ];

    const numbered = numberComponents(rows);

    expect(numbered.map((row) => [row.id, ...(row.components ?? []).map((c) => c.id)])).toEqual([
      [1, 3, 2],
      [4, 5],
    ]);
    expect(rows[0]?.components?.[0]).not.toHaveProperty('id');
  });
});
