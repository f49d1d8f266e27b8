import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  betweenUnits,
  cycles,
  type Layering,
  readImportGraph,
  upwardImports,
} from './test/import-graph.ts';

/**
 * The server's folders import one way. Tests and their support files may
 * reach anywhere (they drive the whole app), but nothing else imports them.
 */
const SOURCE = fileURLToPath(new URL('.', import.meta.url));

const isTest = (file: string) =>
  file.endsWith('.test.ts') || file.endsWith('/test-support.ts') || file.startsWith('test/');

/** Entry points, the app, Fastify wiring, features, the job queue, shared helpers, config. */
const SERVER: Layering = {
  unitOf: (file) => file.split('/')[0] ?? null,
  layers: [
    ['main.ts', 'worker.ts', 'emulators.ts', 'cli'],
    ['runtime.ts'],
    ['app.ts', 'lifecycle.ts'],
    ['plugins'],
    ['modules'],
    ['jobs'],
    ['lib'],
    ['config.ts'],
  ],
};

/** One feature module, e.g. `modules/mail`, for the rule that modules form no cycle. */
const moduleOf = (file: string) =>
  file.startsWith('modules/') ? file.split('/', 2).join('/') : null;

/** The bot's layers, as `modules/bot/README.md` describes them. */
const BOT: Layering = {
  unitOf(file) {
    if (!file.startsWith('modules/bot/')) return null;
    const [folder, rest] = file.slice('modules/bot/'.length).split('/');
    return rest === undefined ? 'entry' : (folder ?? null);
  },
  layers: [
    ['entry'],
    ['commands'],
    ['wizard', 'systems'],
    ['builder', 'activation', 'abuse', 'authority'],
    ['questionnaire', 'transport'],
    ['discord', 'texts'],
  ],
};

describe('imports', () => {
  const edges = readImportGraph(SOURCE);
  const production = edges.filter((edge) => !isTest(edge.from));

  it('are read from the whole source tree', () => {
    expect(edges).toContainEqual({ from: 'app.ts', to: 'modules/bot/bot.routes.ts' });
    expect(edges).toContainEqual({
      from: 'modules/bot/dispatch.ts',
      to: 'modules/bot/commands/index.ts',
    });
  });

  it('form no cycle between files, type-only imports included', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('go down the server folders: entry points, app, plugins, modules, jobs, lib, config', () => {
    expect(upwardImports(production, SERVER)).toEqual([]);
  });

  it('form no cycle between feature modules', () => {
    expect(cycles(betweenUnits(production, moduleOf))).toEqual([]);
  });

  it("go down the bot's layers", () => {
    expect(upwardImports(production, BOT)).toEqual([]);
  });

  it('never reach tests or test support from the running server', () => {
    expect(production.filter((edge) => isTest(edge.to))).toEqual([]);
  });
});
