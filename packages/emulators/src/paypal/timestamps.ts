/** PayPal's timestamps: ISO 8601 in UTC, whole seconds. */
export function isoTimestamp(milliseconds: number): string {
  return new Date(milliseconds).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
