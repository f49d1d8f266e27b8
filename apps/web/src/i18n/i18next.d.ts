import 'i18next';
import type { Messages } from './locales/en.ts';

/** Makes `t()` accept only keys that exist in the English source locale. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    returnEmptyString: false;
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
