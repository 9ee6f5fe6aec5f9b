// Jobs: work written durably with the change that causes it, and run after (README: docs/ARCHITECTURE.md, "Jobs").
export {
  defineJob,
  enqueueJob,
  enqueueJobs,
  JOBS_CHANNEL,
  type JobContext,
  type JobDefinition,
  type JobHandler,
  type NewJob,
} from './job';
export { createJobRunner, defaultBackoff, type JobRunner, type JobRunnerOptions } from './runner';
