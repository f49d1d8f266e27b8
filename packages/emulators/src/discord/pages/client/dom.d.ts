/// <reference lib="dom" />
type Child = Node | string | number | null | undefined | false | Child[];

export function el(
  tag: string,
  attributes?: Record<string, unknown>,
  ...children: Child[]
): HTMLElement;

export function replaceChildren(parent: Element, children: Child): Element;

export function colour(value: number | null | undefined): string;
