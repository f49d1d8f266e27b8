/** A style's gallery text in one language. */
export interface StyleTranslation {
  readonly name: string;
  readonly description: string;
}

/**
 * The catalogue's gallery text in one language: every style by id and every
 * tag by its English slug. English is the catalogue itself.
 */
export interface CatalogueTranslation {
  readonly styles: Readonly<Record<string, StyleTranslation>>;
  /** Tags read as hashtags: lower case, words joined by hyphens, no `#`. */
  readonly tags: Readonly<Record<string, string>>;
  /**
   * Entries that are rightly the same as in English (proper names, brands,
   * loanwords the language uses as they are): style ids whose name is kept,
   * and tag slugs that are kept.
   */
  readonly unchanged: {
    readonly names: readonly string[];
    readonly tags: readonly string[];
  };
}
