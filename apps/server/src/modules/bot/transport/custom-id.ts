import type { VerificationType } from '@guildsmith/core';

/**
 * Component and modal ids carry the action, the setup session and the step
 * the message showed (`gs:<action>:<session>:<step>`), so a click on an old
 * message can be recognised and answered with the current page instead.
 */

const SETUP_ACTIONS = [
  'category', // pick a style category
  'style', // pick a style
  'select', // answer a menu question
  'ask', // open the modal of a text question
  'text', // modal submitted
  'keep', // keep the default (or current) answer
  'back',
  'rest', // use defaults for the rest
  'build',
  'cancel',
] as const;
export type SetupAction = (typeof SETUP_ACTIONS)[number];

const UNDO_ACTIONS = ['undo-confirm', 'undo-keep'] as const;
export type UndoAction = (typeof UNDO_ACTIONS)[number];

export type CustomId =
  | { action: SetupAction; sessionId: string; step: number }
  | { action: UndoAction; guildId: string };

const PREFIX = 'gs';

/**
 * Ids of the components a build posts in the server (the verify button, the
 * ticket menu): the builder writes them and the interactions handler routes
 * on them, so both read this one definition.
 */
export const COMPONENT_IDS = {
  /** `gs:verify:<type>`, type being button, reaction or captcha. */
  verify: (type: VerificationType) => `${PREFIX}:verify:${type}`,
  /** The ticket type select menu; its values are the ticket type names. */
  ticket: `${PREFIX}:ticket`,
} as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SNOWFLAKE = /^\d{15,21}$/;

export function setupId(action: SetupAction, sessionId: string, step: number): string {
  return `${PREFIX}:${action}:${sessionId}:${step}`;
}

export function undoId(action: UndoAction, guildId: string): string {
  return `${PREFIX}:${action}:${guildId}`;
}

export function parseCustomId(value: string): CustomId | null {
  const [prefix, action, subject, step] = value.split(':');
  if (prefix !== PREFIX || !action || !subject) return null;
  if ((UNDO_ACTIONS as readonly string[]).includes(action)) {
    return SNOWFLAKE.test(subject) && step === undefined
      ? { action: action as UndoAction, guildId: subject }
      : null;
  }
  if (!(SETUP_ACTIONS as readonly string[]).includes(action)) return null;
  if (!UUID.test(subject) || !step || !/^\d{1,3}$/.test(step)) return null;
  return { action: action as SetupAction, sessionId: subject, step: Number(step) };
}
