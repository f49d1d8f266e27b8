/// <reference lib="dom" />
export function inlineMarkdown(
  text: string,
  leaf?: (run: string) => (Node | string)[],
): (Node | string)[];
