import { board, type ChannelList, listOf, stage, text } from '../channels.ts';
import type { Block, ChannelDraft } from '../draft.ts';

export interface StageOptions {
  name?: string;
  stage?: string;
  schedule?: string | false;
  questions?: string | false;
  extra?: ChannelList;
}

/** Stage talks: a stage whose hosts are Stage Moderators, a schedule and a question queue. */
export function stageTalks(options: StageOptions = {}): Block {
  const channels: ChannelDraft[] = [];
  const schedule = options.schedule ?? 'talk-schedule';
  if (schedule) channels.push(board(schedule));
  const questions = options.questions ?? 'stage-questions';
  if (questions) channels.push(text(questions));
  channels.push(...listOf(options.extra ?? []));
  channels.push(stage(options.stage ?? 'Main Stage'));
  return { categories: [{ name: options.name ?? 'Stage', channels }] };
}
