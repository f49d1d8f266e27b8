import type { TopicEntry } from './index.ts';

export const LIFESTYLE_TOPICS: Record<string, TopicEntry> = {};
