import type { JobQueueLogger } from './types.ts';

export interface RecordingLogger extends JobQueueLogger {
  warnings: string[];
  errors: string[];
}

/** Keeps what the queue logs, so a test can assert on it instead of printing it. */
export function recordingLogger(): RecordingLogger {
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    warnings,
    errors,
    warn: (_details, message) => warnings.push(message),
    error: (details, message) => errors.push(`${message}: ${JSON.stringify(details)}`),
  };
}

/** Polls short enough that tests wait milliseconds, not the production 2 s. */
export const TEST_POLLING_INTERVAL_SECONDS = 0.5;
