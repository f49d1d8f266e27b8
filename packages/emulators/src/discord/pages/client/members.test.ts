// @vitest-environment jsdom
/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import {
  type ApiUser,
  actingChoices,
  actingMemberId,
  type GuildMembers,
  renderMemberPicker,
} from './members.js';

const users = new Map<string, ApiUser>([
  ['1', { id: '1', username: 'ava.codes', global_name: 'Ava' }],
  ['2', { id: '2', username: 'newcomer-7', global_name: null }],
]);

const guild: GuildMembers = {
  roles: [{ id: '10', tags: { bot_id: '9' } }, { id: '11', tags: {} }, { id: '12' }],
  members: [{ userId: '1' }, { userId: '9' }, { userId: '2' }, { userId: '3' }],
};

describe('actingChoices', () => {
  it('offers every member but the bot, by display name and handle', () => {
    expect(actingChoices(guild, users)).toEqual([
      { id: '1', label: 'Ava (ava.codes)' },
      { id: '2', label: 'newcomer-7' },
      // Someone /users has not named yet still shows, by id, rather than vanishing.
      { id: '3', label: '3' },
    ]);
    expect(actingChoices(null, users)).toEqual([]);
  });

  it('keeps the owner, and leaves out a bot the emulator flags even without its managed role', () => {
    const owned: GuildMembers = {
      roles: [{ id: '10' }],
      members: [{ userId: '2' }, { userId: '1' }, { userId: '9', bot: true }],
    };

    expect(actingChoices(owned, users).map((choice) => choice.id)).toEqual(['2', '1']);
  });
});

describe('actingMemberId', () => {
  const choices = actingChoices(guild, users);

  it('keeps the person while they are a member, else the owner, else anyone', () => {
    expect(actingMemberId(choices, '2', '1')).toBe('2');
    expect(actingMemberId(choices, '404', '1')).toBe('1');
    expect(actingMemberId(choices, null, '404')).toBe('1');
    expect(actingMemberId([], '2', '1')).toBeNull();
  });
});

describe('renderMemberPicker', () => {
  it('lists the choices with the acting member selected', () => {
    const select = document.createElement('select');
    renderMemberPicker(select, actingChoices(guild, users), '2');

    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'Ava (ava.codes)',
      'newcomer-7',
      '3',
    ]);
    expect(select.value).toBe('2');
    expect(select.disabled).toBe(false);
  });

  it('leaves the options alone while the choices are the same, so an open list stays put', () => {
    const select = document.createElement('select');
    const choices = actingChoices(guild, users);
    renderMemberPicker(select, choices, '1');
    const first = select.options[0];

    renderMemberPicker(select, [...choices], '2');

    expect(select.options[0]).toBe(first);
    expect(select.value).toBe('2');
  });

  it('is disabled with nobody to act as', () => {
    const select = document.createElement('select');
    renderMemberPicker(select, [], null);
    expect(select.disabled).toBe(true);
    expect(select.options).toHaveLength(0);
  });
});
