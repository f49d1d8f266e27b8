import { runProcess } from './runtime.ts';

runProcess('worker').catch((error: unknown) => {
  console.error('Worker start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
