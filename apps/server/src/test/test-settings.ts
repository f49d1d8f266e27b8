import { z } from 'zod';

/**
 * Settings of the test suites themselves (how long a property test runs, which
 * seed it replays), read once from the environment and checked like the
 * app's own configuration.
 */
const testSettingsSchema = z.object({
  DATABASE_URL: z.string().optional(),
  /** Sequences the billing property test runs; default sized for CI (see the test). */
  BILLING_PROPERTY_RUNS: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Replays a failed run: the seed its report printed. */
  BILLING_PROPERTY_SEED: z.coerce.number().int().optional(),
  /** Requests per operation in the API fuzz test; default sized for CI (see the test). */
  API_FUZZ_RUNS: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Replays an API fuzz run: the seed its report printed. */
  API_FUZZ_SEED: z.coerce.number().int().optional(),
});

export const testSettings = testSettingsSchema.parse(process.env);
