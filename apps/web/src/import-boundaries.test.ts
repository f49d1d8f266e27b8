import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(SRC, '../../..');
const BIOME = path.join(ROOT, 'node_modules/@biomejs/biome/bin/biome');

interface Finding {
  file: string;
  line: number;
  message: string;
}

/** What Biome's noRestrictedImports reports for `targets`, linted with the repository's biome.json. */
function restrictedImports(targets: string[]): Finding[] {
  const run = spawnSync(
    process.execPath,
    [BIOME, 'lint', '--only=style/noRestrictedImports', '--reporter=json', ...targets],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as {
    diagnostics: { message: string; location: { path: string; start: { line: number } } }[];
  };
  return report.diagnostics.map(({ message, location }) => ({
    file: path.relative(SRC, path.resolve(ROOT, location.path)),
    line: location.start.line,
    message,
  }));
}

const LEAVES_FEATURE = /^This path leaves the feature/;
const FEATURE_IMPORTS_ONLY = /^A feature imports only @\/components/;
const SHARED_IMPORTS_NO_FEATURE = /^Shared code imports no feature/;

describe('the import boundaries of the web app', () => {
  it('hold for the app as it is', () => {
    expect(restrictedImports([path.relative(ROOT, SRC)])).toEqual([]);
  }, 30_000);
});

describe('the import boundaries, on probe modules', () => {
  // Probe modules in throwaway folders where the rules apply: a feature at three depths, and
  // two shared folders. Plain JavaScript, so the type-check never sees them.
  let feature: string;
  let shared: string[] = [];

  function write(file: string, lines: string[]) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${lines.join('\n')}\nexport {};\n`);
  }

  beforeAll(() => {
    feature = mkdtempSync(path.join(SRC, 'features', 'boundary-probe-'));
    const name = path.basename(feature);
    write(path.join(feature, 'entry.js'), [
      "import '@/features/auth/use-sign-out.ts';",
      "import '../auth/use-sign-out.ts';",
      "import '@/app/router.tsx';",
      "import '@/lib/request.ts';",
      "import '@/components/ui/panel.tsx';",
      "import '@/config/paths.ts';",
      "import '@/hooks/use-theme.ts';",
      "import '@/i18n/index.ts';",
      "import '@guildsmith/core';",
      "import './api/call.js';",
    ]);
    write(path.join(feature, 'api', 'call.js'), [
      "import '../entry.js';",
      "import '../../billing/api/get-purchases.ts';",
      `import '@/features/${name}/entry.js';`,
    ]);
    write(path.join(feature, 'components', 'deep', 'view.js'), [
      "import '../../api/call.js';",
      "import '../../../licenses/api/get-licenses.ts';",
    ]);
    shared = [
      mkdtempSync(path.join(SRC, 'components', 'boundary-probe-')),
      mkdtempSync(path.join(SRC, 'lib', 'boundary-probe-')),
    ];
    for (const folder of shared) {
      write(path.join(folder, 'shared.js'), [
        "import '@/features/auth/use-sign-out.ts';",
        "import '../../features/auth/use-sign-out.ts';",
        "import '@/app/router.tsx';",
        "import '../../app/router.tsx';",
        "import '@/lib/request.ts';",
        "import '@/components/ui/panel.tsx';",
      ]);
    }
  });

  afterAll(() => {
    for (const folder of [feature, ...shared]) rmSync(folder, { recursive: true, force: true });
  });

  it('refuse a feature importing another feature or the app, by alias or by relative path', () => {
    const findings = restrictedImports([path.relative(ROOT, feature)]);
    const at = (file: string) => path.join(path.relative(SRC, feature), file);
    expect(findings.map(({ file, line }) => `${file}:${line}`).sort()).toEqual(
      [
        `${at('entry.js')}:1`,
        `${at('entry.js')}:2`,
        `${at('entry.js')}:3`,
        `${at('api/call.js')}:2`,
        `${at('api/call.js')}:3`,
        `${at('components/deep/view.js')}:2`,
      ].sort(),
    );
    const messageAt = (file: string, line: number) =>
      findings.find((finding) => finding.file === at(file) && finding.line === line)?.message;
    expect(messageAt('entry.js', 1)).toMatch(FEATURE_IMPORTS_ONLY);
    expect(messageAt('entry.js', 2)).toMatch(LEAVES_FEATURE);
    expect(messageAt('api/call.js', 3)).toMatch(FEATURE_IMPORTS_ONLY);
    expect(messageAt('components/deep/view.js', 2)).toMatch(LEAVES_FEATURE);
  }, 30_000);

  it('refuse shared code importing a feature or the app', () => {
    const findings = restrictedImports(shared.map((folder) => path.relative(ROOT, folder)));
    for (const folder of shared) {
      const file = path.join(path.relative(SRC, folder), 'shared.js');
      const flagged = findings.filter((finding) => finding.file === file);
      expect(flagged.map((finding) => finding.line)).toEqual([1, 2, 3, 4]);
      for (const finding of flagged) expect(finding.message).toMatch(SHARED_IMPORTS_NO_FEATURE);
    }
  }, 30_000);
});
