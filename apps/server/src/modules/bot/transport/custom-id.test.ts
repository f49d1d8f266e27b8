import { describe, expect, it } from 'vitest';
import { COMPONENT_IDS, parseCustomId, setupId, ticketButtonId, undoId } from './custom-id.ts';

const SESSION = '0b7f4c2e-58a1-4a53-9d0e-2f6c1d3b9a10';
const TICKET = '6f1e2d3c-4b5a-4987-8a6b-5c4d3e2f1a0b';
const GUILD = '1300000000000000042';

describe('parseCustomId', () => {
  it('reads back every id the bot writes', () => {
    expect(parseCustomId(setupId('keep', SESSION, 3))).toEqual({
      action: 'keep',
      sessionId: SESSION,
      step: 3,
    });
    // A page of several menus says which one was used.
    expect(parseCustomId(setupId('select', SESSION, 3, 2))).toEqual({
      action: 'select',
      sessionId: SESSION,
      step: 3,
      menu: 2,
    });
    expect(parseCustomId(setupId('item', SESSION, 4, 0))).toMatchObject({
      action: 'item',
      menu: 0,
    });
    expect(parseCustomId(undoId('undo-confirm', GUILD))).toEqual({
      action: 'undo-confirm',
      guildId: GUILD,
    });
    for (const type of ['button', 'captcha'] as const) {
      expect(parseCustomId(COMPONENT_IDS.verify(type))).toEqual({
        action: 'verify',
        verification: type,
      });
    }
    expect(parseCustomId(COMPONENT_IDS.ticket)).toEqual({ action: 'ticket' });
    expect(parseCustomId(COMPONENT_IDS.captcha)).toEqual({ action: 'captcha' });
    for (const action of [
      'ticket-claim',
      'ticket-close',
      'ticket-close-yes',
      'ticket-close-no',
    ] as const) {
      expect(parseCustomId(ticketButtonId(action, TICKET))).toEqual({ action, ticketId: TICKET });
    }
  });

  it('keeps the ids the builder has always posted', () => {
    expect(COMPONENT_IDS.verify('button')).toBe('gs:verify:button');
    expect(COMPONENT_IDS.ticket).toBe('gs:ticket');
  });

  it('reads the reaction button of servers built before it was dropped as the button', () => {
    expect(parseCustomId('gs:verify:reaction')).toEqual({
      action: 'verify',
      verification: 'button',
    });
  });

  it.each([
    '',
    'gs',
    'gs:',
    'xx:ticket',
    'gs:ticket:extra',
    'gs:captcha:extra',
    'gs:verify',
    'gs:verify:sms',
    'gs:verify:constructor',
    'gs:verify:__proto__',
    'gs:verify:button:1',
    'gs:ticket-claim',
    'gs:ticket-claim:not-a-uuid',
    `gs:ticket-close:${TICKET}:1`,
    `gs:ticket-open:${TICKET}`,
    `gs:undo-confirm:${SESSION}`,
    `gs:keep:${SESSION}`,
    `gs:keep:${SESSION}:1:2`,
    `gs:select:${SESSION}:1:12`,
    `gs:select:${SESSION}:1:x`,
    `gs:item:${SESSION}:1:0:0`,
    `gs:keep:${GUILD}:1`,
    'gs:unknown:1',
  ])('refuses %j, which no message of the bot carries', (value) => {
    expect(parseCustomId(value)).toBeNull();
  });
});
