/**
 * How many channels and categories a build created. Discord counts a
 * category as a channel; people do not, so the build report, /status and
 * the web's servers page all count them apart, here.
 */
export function channelCounts(created: readonly unknown[]): {
  channels: number;
  categories: number;
} {
  const categories = created.filter(
    (object) =>
      typeof object === 'object' &&
      object !== null &&
      'type' in object &&
      object.type === 'category',
  ).length;
  return { channels: created.length - categories, categories };
}
