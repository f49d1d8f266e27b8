// Builds the web app and runs the Playwright journeys against the server as `npm start` runs it.
import { CHROMIUM_PATH, chromiumAvailable } from './chromium.mjs';
import { run } from './run.mjs';

const required = process.env.E2E_REQUIRED === '1';
if (!chromiumAvailable()) {
  const message = `e2e: Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium); ${required ? 'failing because E2E_REQUIRED=1' : 'skipping the browser journeys'}`;
  console.info(message);
  process.exit(required ? 1 : 0);
}

const build = await run('npm', ['run', 'build', '--silent']);
if (build !== 0) process.exit(build);
const extra = process.argv.slice(2);
process.exit(
  await run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...extra]),
);
