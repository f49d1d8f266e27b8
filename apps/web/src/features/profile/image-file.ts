export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Client-side check before upload; the server sniffs the bytes again. */
export function imageFileProblem(file: File): 'invalidImage' | 'imageTooLarge' | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'invalidImage';
  if (file.size > AVATAR_MAX_BYTES) return 'imageTooLarge';
  return null;
}
