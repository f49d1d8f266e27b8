import type { Style } from '@guildsmith/core';
import { animeStyles } from './anime.ts';
import { artStyles } from './art.ts';
import { bookStyles } from './books.ts';
import { businessStyles } from './business.ts';
import { codingStyles } from './coding.ts';
import { communityStyles } from './community.ts';
import { creatorStyles } from './creator.ts';
import { creatorEliteStyles } from './creator-elite.ts';
import { esportsStyles } from './esports.ts';
import { esportsEliteStyles } from './esports-elite.ts';
import { fitnessStyles } from './fitness.ts';
import { gamingStyles } from './gaming.ts';
import { gamingEliteStyles } from './gaming-elite.ts';
import { minecraftStyles } from './minecraft.ts';
import { musicStyles } from './music.ts';
import { photographyStyles } from './photography.ts';
import { roleplayStyles } from './roleplay.ts';
import { studyStyles } from './study.ts';
import { supportStyles } from './support.ts';

/** Every style, grouped by category in gallery order. */
export const styleSources: readonly Style[] = [
  ...gamingStyles,
  ...gamingEliteStyles,
  ...esportsStyles,
  ...esportsEliteStyles,
  ...minecraftStyles,
  ...codingStyles,
  ...creatorStyles,
  ...creatorEliteStyles,
  ...studyStyles,
  ...artStyles,
  ...musicStyles,
  ...animeStyles,
  ...roleplayStyles,
  ...businessStyles,
  ...supportStyles,
  ...communityStyles,
  ...fitnessStyles,
  ...bookStyles,
  ...photographyStyles,
];
