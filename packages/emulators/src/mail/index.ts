export {
  type MailCatcherOptions,
  type RunningMailCatcher,
  startMailCatcher,
} from './mail-catcher.ts';
export {
  type MailHeader,
  type MailMessage,
  MailStore,
  type MailStoreOptions,
} from './mail-store.ts';
export { type MailEmulatorOptions, mailEmulator } from './plugin.ts';
