export * from './discord/index.ts';
export {
  type RegisterEmulators,
  type RunningEmulators,
  startEmulatorServer,
} from './standalone.ts';
