/** CLDR plural categories but `other`: the suffixes i18next adds to a key for a count. */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many';

/**
 * A translation of the English messages `T`: the same keys and groups, except
 * plural forms, which follow each language's own rules: Japanese has only
 * `key_other`, French adds `key_many`. So `key_other` is required and the
 * other forms of a key are optional here; plurals.test.ts checks that each
 * language has exactly the forms its rules use.
 */
export type Translation<T> = {
  [K in keyof T as K extends `${string}_${PluralForm}` ? never : K]: T[K] extends string
    ? string
    : Translation<T[K]>;
} & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${PluralForm}` : never]?: string;
};
