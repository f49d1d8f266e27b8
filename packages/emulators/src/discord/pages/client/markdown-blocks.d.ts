/// <reference lib="dom" />
export function blockMarkdown(
  text: string,
  leaf?: (run: string) => (Node | string)[],
): (Node | string)[];
