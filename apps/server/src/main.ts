import { runProcess } from './runtime.ts';

runProcess('web').catch((error: unknown) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
