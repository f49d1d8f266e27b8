/// <reference lib="dom" />
export function safeHref(candidate: string): string | null;
export function inlineMarkdown(
  text: string,
  leaf?: (run: string) => (Node | string)[],
  links?: boolean,
): (Node | string)[];
