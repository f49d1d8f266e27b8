/** When the privacy policy and the terms last changed; shown on both pages. */
export const LEGAL_UPDATED = new Date('2026-11-21T00:00:00Z');
