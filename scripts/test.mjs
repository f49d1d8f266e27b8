// `npm test`: unit, integration and component suites (Vitest), then the browser journeys.
import { run } from './run.mjs';

const unit = await run('npx', ['vitest', 'run']);
if (unit !== 0) process.exit(unit);
process.exit(await run('node', ['scripts/e2e.mjs']));
