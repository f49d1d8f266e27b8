export * from './discord/index.ts';
export * from './mail/index.ts';
export * from './paypal/index.ts';
export {
  type RegisterEmulators,
  type RunningEmulators,
  startEmulatorServer,
} from './standalone.ts';
export * from './stripe/index.ts';
