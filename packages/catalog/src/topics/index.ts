import { ART_TOPICS } from './art.ts';
import { COMMON_TOPICS } from './common.ts';
import { CREATOR_TOPICS } from './creator.ts';
import { ESPORTS_TOPICS } from './esports.ts';
import { FANDOM_TOPICS } from './fandom.ts';
import { GAMING_TOPICS } from './gaming.ts';
import { LIFESTYLE_TOPICS } from './lifestyle.ts';
import { MINECRAFT_TOPICS } from './minecraft.ts';
import { MUSIC_TOPICS } from './music.ts';
import { PHOTOGRAPHY_TOPICS } from './photography.ts';
import { ROLEPLAY_TOPICS } from './roleplay.ts';
import { STUDY_TOPICS } from './study.ts';
import { TECH_TOPICS } from './tech.ts';
import { WORK_TOPICS } from './work.ts';

/** A topic, or a topic and the slow mode (seconds) that suits the channel. */
export type TopicEntry = string | readonly [string, number];

/** Channel name to topic, merged from the per-area dictionaries; a name may be defined once. */
export const TOPICS: ReadonlyMap<string, { topic: string; slowmode?: number }> = (() => {
  const merged = new Map<string, { topic: string; slowmode?: number }>();
  for (const dictionary of [
    COMMON_TOPICS,
    GAMING_TOPICS,
    ESPORTS_TOPICS,
    MINECRAFT_TOPICS,
    TECH_TOPICS,
    STUDY_TOPICS,
    CREATOR_TOPICS,
    ART_TOPICS,
    MUSIC_TOPICS,
    PHOTOGRAPHY_TOPICS,
    FANDOM_TOPICS,
    ROLEPLAY_TOPICS,
    WORK_TOPICS,
    LIFESTYLE_TOPICS,
  ]) {
    for (const [name, entry] of Object.entries(dictionary)) {
      if (merged.has(name)) throw new Error(`Topic for "${name}" is defined twice`);
      merged.set(
        name,
        typeof entry === 'string' ? { topic: entry } : { topic: entry[0], slowmode: entry[1] },
      );
    }
  }
  return merged;
})();
