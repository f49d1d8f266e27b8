import { describe, expect, it } from 'vitest';
import { validateStyleRules } from './style.ts';
import { chatChannels, fixture, problemsOf, role, text } from './style-fixture.ts';

describe('validateStyleRules', () => {
  it('needs 10 channels up to the plan limit', () => {
    const style = fixture();
    chatChannels(style).splice(0, 3);
    expect(problemsOf(style)).toEqual(['has 9 channels; a starter style needs 10 to 25']);
    expect(validateStyleRules(fixture(), () => 11)).toEqual([
      'has 12 channels; a starter style needs 10 to 11',
    ]);
  });

  it('uses the plan catalogue limits by default', () => {
    expect(problemsOf({ ...fixture(), requiredPlan: 'free' })).toEqual([
      'has 12 channels; a free style needs 10 to 10',
    ]);
  });

  it('needs 5 to 8 staff roles', () => {
    const style = fixture();
    style.roles = style.roles.filter((r) => r.key !== 'helper');
    expect(problemsOf(style)).toEqual(['has 4 staff roles; styles need 5 to 8']);
    const crowded = fixture();
    for (const n of [1, 2, 3, 4]) crowded.roles.push(role(`extra-${n}`, `Extra ${n}`));
    expect(problemsOf(crowded)).toEqual(['has 9 staff roles; styles need 5 to 8']);
  });

  it('holds text-like names to Discord’s normalised form', () => {
    const style = fixture();
    chatChannels(style).push(text('Off Topic'), text('memes--2'), text('café'));
    chatChannels(style).push({ key: 'voice-ok', name: 'Chill Room (4)', type: 'voice' });
    chatChannels(style).push({ key: 'voice-bad', name: ' Padded', type: 'voice' });
    expect(problemsOf(style)).toEqual([
      'text channel "Off Topic" must be lower-case letters and digits joined by single hyphens',
      'text channel "memes--2" must be lower-case letters and digits joined by single hyphens',
      'text channel "café" must be lower-case letters and digits joined by single hyphens',
      'voice channel " Padded" must not start or end with spaces',
    ]);
  });

  it('limits names to 100 characters', () => {
    const style = fixture();
    const owner = style.roles[0];
    if (!owner) throw new Error('fixture has no roles');
    owner.name = 'x'.repeat(101);
    chatChannels(style).push({ key: 'voice-long', name: 'V'.repeat(101), type: 'voice' });
    expect(problemsOf(style)).toEqual([
      `role "${'x'.repeat(101)}" must be 1 to 100 characters`,
      `voice channel "${'V'.repeat(101)}" must be 1 to 100 characters`,
    ]);
  });

  it('needs a welcome message', () => {
    const style = fixture();
    style.settings.welcomeMessage = '   ';
    expect(problemsOf(style)).toEqual(['welcome message is empty']);
  });

  it('rejects overwrites for roles the style does not define', () => {
    const style = fixture();
    const staff = style.categories[3];
    if (!staff) throw new Error('fixture has no staff category');
    staff.overwrites?.push({ role: 'ghost', allow: ['ViewChannel'], deny: [] });
    staff.overwrites?.push({ role: 'mod', allow: [], deny: ['SendMessages'] });
    chatChannels(style)[0] = text('general', {
      overwrites: [{ role: '@everyone', allow: ['AddReactions'], deny: ['AddReactions'] }],
    });
    expect(problemsOf(style)).toEqual([
      'category "Staff Room" has an overwrite for unknown role "ghost"',
      'category "Staff Room" has two overwrites for "mod"',
      'channel "general" both allows and denies AddReactions for "@everyone"',
    ]);
  });

  it('refuses a channel overwrite that would reveal a hidden category', () => {
    const style = fixture();
    const staff = style.categories[3];
    if (!staff) throw new Error('fixture has no staff category');
    staff.channels[0] = text('staff-chat', {
      overwrites: [{ role: 'mod', allow: ['AttachFiles'], deny: [] }],
    });
    expect(problemsOf(style)).toEqual([
      'channel "staff-chat" would be visible to @everyone although category "Staff Room" hides it',
    ]);
  });

  it('checks every settings reference', () => {
    const style = fixture();
    style.settings.welcomeChannelKey = 'nowhere';
    style.settings.rulesChannelKey = 'voice-lounge';
    style.settings.verification = {
      type: 'captcha',
      channelKey: 'general',
      verifiedRoleKey: 'mod',
    };
    style.settings.tickets = {
      channelKey: 'open-a-ticket',
      categories: ['Help'],
      staffRoleKey: 'verified',
    };
    expect(problemsOf(style)).toEqual([
      'welcome channel "nowhere" is not a channel of this style',
      'rules channel "voice-lounge" must be a text or announcement channel',
      'verified role "Moderator" must not be a staff role',
      'ticket staff role "Verified" must be a staff role',
    ]);
  });

  it('keeps the verification channel visible to unverified members', () => {
    const style = fixture();
    style.settings.verification = {
      type: 'button',
      channelKey: 'staff-chat',
      verifiedRoleKey: 'verified',
    };
    expect(problemsOf(style)).toEqual([
      'unverified members could not see the verification channel',
    ]);
  });

  it('needs unique keys', () => {
    const style = fixture();
    style.roles.push(role('verified', 'Verified Again', false));
    chatChannels(style).push(text('memes'), { key: 'cat-chat', name: 'Chat', type: 'voice' });
    expect(problemsOf(style)).toEqual([
      'role key "verified" is used twice',
      'key "memes" is used twice',
      'key "cat-chat" is used twice',
    ]);
  });

  it('keeps channel options to the types that have them', () => {
    const style = fixture();
    const chat = chatChannels(style);
    chat[3] = {
      key: 'voice-lounge',
      name: 'Lounge 1',
      type: 'voice',
      userLimit: 120,
      topic: 'Talk',
    };
    chat[0] = text('general', { userLimit: 5 });
    const info = style.categories[1];
    const announcements = info?.channels[2];
    if (!announcements) throw new Error('fixture has no announcement channel');
    announcements.slowmodeSeconds = 30;
    expect(problemsOf(style)).toEqual([
      'channel "announcements" is an announcement channel; Discord has no slow mode there',
      'channel "general" is text; only voice and stage channels have a user limit',
      'channel "Lounge 1" is voice; only text-like channels have a topic',
      'channel "Lounge 1" allows at most 99 users',
    ]);
  });

  it('applies Discord’s per-category and per-server limits', () => {
    const style = { ...fixture(), requiredPlan: 'lifetime' as const };
    const big = Array.from({ length: 51 }, (_, n) => text(`room-${n}`));
    style.categories.push({ key: 'cat-big', name: 'Big', channels: big });
    expect(validateStyleRules(style, () => 1000)).toEqual([
      'category "Big" has 51 channels; Discord allows 50',
    ]);
    for (let n = 0; n < 9; n += 1) {
      style.categories.push({
        key: `cat-more-${n}`,
        name: `More ${n}`,
        channels: Array.from({ length: 50 }, (_, m) => text(`more-${n}-${m}`)),
      });
    }
    expect(validateStyleRules(style, () => 1000)).toContain(
      'has 527 channels and categories; Discord allows 500',
    );
  });
});
