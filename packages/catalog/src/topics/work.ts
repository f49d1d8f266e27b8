import type { TopicEntry } from './index.ts';

export const WORK_TOPICS: Record<string, TopicEntry> = {};
