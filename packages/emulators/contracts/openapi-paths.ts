/**
 * Finds the document's operation for a concrete request path. Literal
 * segments win over parameters, as servers route them: `/users/@me` is its
 * own operation, not `/users/{user_id}` with the id "@me".
 */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface PathTemplate {
  /** As the document writes it, e.g. `/guilds/{guild_id}/channels`. */
  template: string;
  segments: { literal: string | null; param: string | null }[];
}

export interface PathMatch {
  template: string;
  params: Record<string, string>;
}

export function parseTemplate(template: string): PathTemplate {
  const segments = template
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1] ?? null;
      return { literal: param ? null : segment, param };
    });
  return { template, segments };
}

/** The template that fits `path` best (most literal segments), with its parameters decoded. */
export function matchPath(templates: readonly PathTemplate[], path: string): PathMatch | null {
  const parts = path
    .split('/')
    .slice(1)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
  let best: { match: PathMatch; literals: number } | null = null;
  for (const candidate of templates) {
    if (candidate.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    let fits = true;
    candidate.segments.forEach((segment, index) => {
      const part = parts[index] ?? '';
      if (segment.param) {
        if (part === '') fits = false;
        else params[segment.param] = part;
      } else if (segment.literal === part) literals += 1;
      else fits = false;
    });
    if (fits && (!best || literals > best.literals)) {
      best = { match: { template: candidate.template, params }, literals };
    }
  }
  return best?.match ?? null;
}
