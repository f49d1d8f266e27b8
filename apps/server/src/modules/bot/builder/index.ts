/** The server builder: plan, dry run, journaled build and undo jobs, status. */

export { type BuiltSystems, builtSystemsSchema } from './build-result.ts';
export { channelCounts } from './created-counts.ts';
export {
  registerBotJobs,
  startBuild,
  startUndo,
} from './jobs.ts';
export { getBuildStatus } from './status.ts';
