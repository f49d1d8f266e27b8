import { STYLES } from '@guildsmith/catalog';
import { StyleIndex } from './style-index.ts';

let shared: StyleIndex | undefined;

/** The catalogue is immutable for the life of the process: index it once, share it. */
export function defaultStyleIndex(): StyleIndex {
  shared ??= new StyleIndex(STYLES);
  return shared;
}
