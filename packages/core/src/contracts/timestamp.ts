import * as z from 'zod/mini';
import { contractText } from '../text-rule.ts';

/** `Date.prototype.toISOString()`: always UTC, always milliseconds. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A moment as the API writes it, with `Date.toISOString()`. */
export const timestamp = () =>
  contractText()
    .check(z.regex(ISO_INSTANT))
    .register(z.globalRegistry, { format: 'date-time', examples: ['2026-11-20T10:00:00.000Z'] });
