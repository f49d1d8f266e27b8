import type { Style } from '@guildsmith/core';
import { artStyles } from './art.ts';
import { codingStyles } from './coding.ts';
import { creatorStyles } from './creator.ts';
import { esportsStyles } from './esports.ts';
import { gamingStyles } from './gaming.ts';
import { gamingEliteStyles } from './gaming-elite.ts';
import { minecraftStyles } from './minecraft.ts';
import { musicStyles } from './music.ts';
import { photographyStyles } from './photography.ts';
import { studyStyles } from './study.ts';

/** Every style, grouped by category in gallery order. */
export const styleSources: readonly Style[] = [...gamingStyles, ...gamingEliteStyles, ...esportsStyles, ...minecraftStyles, ...codingStyles, ...creatorStyles, ...studyStyles, ...artStyles, ...musicStyles, ...photographyStyles];
