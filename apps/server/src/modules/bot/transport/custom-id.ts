import { readVerificationType, VERIFICATION_TYPES, type VerificationType } from '@guildsmith/core';

/**
 * Component and modal ids carry the action, the setup session and the step
 * the message showed (`gs:<action>:<session>:<step>`), so a click on an old
 * message can be recognised and answered with the current page instead. A
 * page with several menus adds which one (`gs:select:<session>:<step>:<menu>`).
 * The server systems' ids carry what they act on: the verification type, or
 * the ticket (`gs:ticket-close:<ticket>`); the ticket menu and the captcha
 * modal act on the member who used them, so they carry nothing.
 */

const SETUP_ACTIONS = [
  'category', // pick a style category
  'style', // pick a style
  'select', // answer a menu question
  'item', // pick the role, category or channel to customise
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

const TICKET_ACTIONS = [
  'ticket-claim',
  'ticket-close', // asks for confirmation
  'ticket-close-yes',
  'ticket-close-no',
] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

export type SetupId = {
  action: SetupAction;
  sessionId: string;
  step: number;
  /** Which menu of the page, on pages with several. */
  menu?: number;
};

/** Actions whose id says which of the page's menus was used. */
const MENU_ACTIONS: readonly SetupAction[] = ['select', 'item'];
export type UndoId = { action: UndoAction; guildId: string };
export type VerifyId = { action: 'verify'; verification: VerificationType };
export type TicketMenuId = { action: 'ticket' };
export type TicketButtonId = { action: TicketAction; ticketId: string };
export type CaptchaModalId = { action: 'captcha' };

export type CustomId = SetupId | UndoId | VerifyId | TicketMenuId | TicketButtonId | CaptchaModalId;

/** What a server member's click or modal acts on, as the systems handler receives it. */
export type SystemsId = VerifyId | TicketMenuId | TicketButtonId | CaptchaModalId;

const PREFIX = 'gs';

/**
 * Ids of the components a build posts in the server (the verify button, the
 * ticket menu): the builder writes them and the interactions handler routes
 * on them, so both read this one definition.
 */
export const COMPONENT_IDS = {
  /** `gs:verify:<type>`, type being button or captcha (older builds posted reaction too). */
  verify: (type: VerificationType) => `${PREFIX}:verify:${type}`,
  /** The ticket type select menu; its values are the ticket type names. */
  ticket: `${PREFIX}:ticket`,
  /** The captcha modal a captcha verify button opens. */
  captcha: `${PREFIX}:captcha`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SNOWFLAKE = /^\d{15,21}$/;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function setupId(
  action: SetupAction,
  sessionId: string,
  step: number,
  menu?: number,
): string {
  const id = `${PREFIX}:${action}:${sessionId}:${step}`;
  return menu === undefined ? id : `${id}:${menu}`;
}

export function undoId(action: UndoAction, guildId: string): string {
  return `${PREFIX}:${action}:${guildId}`;
}

export function ticketButtonId(action: TicketAction, ticketId: string): string {
  return `${PREFIX}:${action}:${ticketId}`;
}

export const isSetupId = (id: CustomId): id is SetupId => 'sessionId' in id;
export const isUndoId = (id: CustomId): id is UndoId => 'guildId' in id;

export function parseCustomId(value: string): CustomId | null {
  const parts = value.split(':');
  const [prefix, action, subject, step] = parts;
  if (prefix !== PREFIX || !action) return null;
  if (subject === undefined) {
    if (parts.length !== 2) return null;
    if (action === 'ticket') return { action };
    if (action === 'captcha') return { action };
    return null;
  }
  if (action === 'verify') {
    // Buttons posted before reaction verification was dropped read as the button they became.
    const verification = step === undefined ? readVerificationType(subject) : undefined;
    // The retired-type table is a plain object: `constructor` must not read as a type.
    return verification && isOneOf(VERIFICATION_TYPES, verification)
      ? { action, verification }
      : null;
  }
  if (isOneOf(TICKET_ACTIONS, action)) {
    return UUID.test(subject) && step === undefined ? { action, ticketId: subject } : null;
  }
  if (isOneOf(UNDO_ACTIONS, action)) {
    return SNOWFLAKE.test(subject) && step === undefined ? { action, guildId: subject } : null;
  }
  if (!isOneOf(SETUP_ACTIONS, action)) return null;
  if (!UUID.test(subject) || !step || !/^\d{1,3}$/.test(step)) return null;
  if (parts.length === 4) return { action, sessionId: subject, step: Number(step) };
  const menu = parts[4];
  if (parts.length !== 5 || !MENU_ACTIONS.includes(action) || !menu || !/^\d$/.test(menu)) {
    return null;
  }
  return { action, sessionId: subject, step: Number(step), menu: Number(menu) };
}
