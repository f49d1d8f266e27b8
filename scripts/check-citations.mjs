// Fails when code, tests or docs cite a document that is not in this
// repository (a product specification or design notes kept elsewhere): a
// newcomer who clones the repository could not follow the reference. Cite
// docs/architecture.md, docs/security.md or an ADR in docs/decisions instead.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const OUTSIDE_DOCUMENTS =
  /\bDESIGN(?:\.md| sections?\b)|\bEMULATORS\.md\b|\bproduct-spec\b|\b(?:the|a) spec\b|\bspec(?:'s| sections?\b)/i;
const CHECKED = /\.(?:ts|tsx|js|mjs|md|css|json)$/;
const SKIPPED = [/^packages\/emulators\/contracts\//, /package-lock\.json$/];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => CHECKED.test(file) && !SKIPPED.some((pattern) => pattern.test(file)));

const findings = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  text.split('\n').forEach((line, index) => {
    if (OUTSIDE_DOCUMENTS.test(line)) findings.push(`${file}:${index + 1}: ${line.trim()}`);
  });
}
if (findings.length > 0) {
  console.error(`Citations of documents outside the repository:\n${findings.join('\n')}`);
  process.exit(1);
}
