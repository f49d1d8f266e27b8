import { z } from 'zod';

/** The one error shape every API error answer has (details optional, nothing else). */
const errorShape = z.strictObject({
  error: z.strictObject({
    code: z.string().min(1),
    message: z.string().min(1),
    details: z.unknown().optional(),
  }),
});

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * What is wrong with an answer, or null: never a 5xx, and unless the route
 * answers in a shape of its own (`ownShape`), every 4xx is JSON in the error shape.
 */
export function problemWith(answer: Answer, ownShape: boolean): string | null {
  if (answer.statusCode >= 500) return `answered ${answer.statusCode}`;
  if (answer.statusCode < 400 || ownShape) return null;
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    return `answered ${answer.statusCode} as ${type || 'no content type'}, not the JSON error shape`;
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return `answered ${answer.statusCode} with a body that is not JSON`;
  }
  return errorShape.safeParse(json).success
    ? null
    : `answered ${answer.statusCode} outside the error shape`;
}
