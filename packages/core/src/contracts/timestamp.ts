import { z } from 'zod';
import { text } from '../text.ts';

/** A moment as the API writes it: `Date.toISOString()`, in UTC. */
export const timestamp = () => text().check(z.iso.datetime());
