/** The server builder: plan, dry run, journaled build and undo jobs, status. */
export { DISCORD_BUCKET_MODEL, minimumDurationMs } from './bucket-model.ts';
export { INVITE_BASE_URL } from './build-result.ts';
export {
  BOT_JOB_OPTIONS,
  BUILD_JOB,
  type InteractionInput,
  registerBotJobs,
  type StartBuildResult,
  type StartUndoResult,
  startBuild,
  startUndo,
  UNDO_JOB,
} from './jobs.ts';
export { COMPONENT_IDS } from './messages.ts';
export type { BotSetup, BuildPlan, PlannedOperation } from './plan-types.ts';
export { BuildPlanError, type PlanBuildOptions, planBuild } from './planner.ts';
export { describeProblem, type PreflightProblem } from './preflight.ts';
export { INTERACTION_TOKEN_TTL_MS, type InteractionRef } from './progress.ts';
export {
  type BuildDeps,
  type BuildJobData,
  type BuildOutcome,
  runBuild,
} from './run-build.ts';
export { runUndo, type UndoDeps, type UndoJobData, type UndoOutcome } from './run-undo.ts';
export { previewBuild, SessionPlanError } from './session-plan.ts';
export { type BuildStatus, getBuildStatus } from './status.ts';
export { type BuildSummary, summarizePlan } from './summary.ts';
