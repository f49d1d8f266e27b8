/**
 * The verification gate is nothing but the overwrites the build sends: no
 * bot is needed to keep unverified members out. Checked on the planned calls
 * themselves (bitfields, role keys), with Discord's own order of applying
 * overwrites, for every catalogue style with verification, built as designed
 * and with answers that rename, retype, add and leave out channels.
 */
import { STYLES } from '@guildsmith/catalog';
import {
  DISCORD_PERMISSION_BITS,
  EVERYONE,
  type Style,
  type StyleOverwrite,
  styleChannels,
} from '@guildsmith/core';
import { describe, expect, it } from 'vitest';
import { questionBank, resolveAnswers } from '../questionnaire/question-bank.ts';
import { effectiveOverwrites } from '../questionnaire/style-facts.ts';
import { type BuildPlan, EVERYONE_TARGET, opKey, type PlannedOperation } from './plan-types.ts';
import { planBuild } from './planner.ts';

const VIEW = DISCORD_PERMISSION_BITS.ViewChannel;
const ADMINISTRATOR = DISCORD_PERMISSION_BITS.Administrator;
/** A new server's @everyone may see channels unless an overwrite says otherwise. */
const EVERYONE_BASE = VIEW | DISCORD_PERMISSION_BITS.SendMessages;

type ChannelOperation = Extract<PlannedOperation, { kind: 'channel' }>;

const gated = STYLES.filter((style) => style.settings.verification);

/** Whether a member holding these roles (operation keys; @everyone implied) sees the channel. */
function sees(plan: BuildPlan, roles: readonly string[], channel: ChannelOperation): boolean {
  let permissions = EVERYONE_BASE;
  for (const operation of plan.operations) {
    if (operation.kind === 'role' && roles.includes(operation.key)) {
      permissions |= BigInt(operation.payload.permissions);
    }
  }
  if ((permissions & ADMINISTRATOR) !== 0n) return true;
  const overwrites = channel.payload.overwrites;
  const everyone = overwrites.find((o) => o.target === EVERYONE_TARGET);
  if (everyone) permissions = (permissions & ~BigInt(everyone.deny)) | BigInt(everyone.allow);
  let allow = 0n;
  let deny = 0n;
  for (const overwrite of overwrites) {
    if (!roles.includes(overwrite.target)) continue;
    allow |= BigInt(overwrite.allow);
    deny |= BigInt(overwrite.deny);
  }
  permissions = (permissions & ~deny) | allow;
  return (permissions & VIEW) !== 0n;
}

const hiddenFromEveryone = (overwrites: StyleOverwrite[]) =>
  overwrites.some((o) => o.role === EVERYONE && o.deny.includes('ViewChannel'));

/** Whether the style's author meant a channel for a role, read from its permission names. */
function designedFor(overwrites: StyleOverwrite[], roleKey: string): boolean {
  const entry = overwrites.find((o) => o.role === roleKey);
  if (entry?.deny.includes('ViewChannel')) return false;
  return !hiddenFromEveryone(overwrites) || Boolean(entry?.allow.includes('ViewChannel'));
}

/** Gate channels: the category of the style's verify channel (the catalogue's verification block). */
function gateKeys(style: Style): Set<string> {
  const gate = style.categories.find((category) =>
    category.channels.some((channel) => channel.key === style.settings.verification?.channelKey),
  );
  return new Set(gate?.channels.map((channel) => opKey.channel(channel.key)) ?? []);
}

/** The style channel a built channel came from; extra voice rooms copy the last room. */
function sourceOf(style: Style, key: string) {
  const placed = styleChannels(style);
  for (let candidate = key; ; candidate = candidate.slice(0, candidate.lastIndexOf('-'))) {
    const found = placed.find(({ channel }) => opKey.channel(channel.key) === candidate);
    if (found) return found;
    if (!candidate.includes('-')) throw new Error(`${style.id}: ${key} comes from no channel`);
  }
}

/** Answers that rename, retype, add and drop channels, as far as the style's bank allows. */
function reshapingAnswers(style: Style): Record<string, unknown> {
  const answers: Record<string, unknown> = {
    'channel-decoration': 'emoji-bar',
    'category-style': 'framed',
    'forum-channels': 'text',
    'announcement-channels': 'text',
    'stage-channels': 'voice',
    'verification-type': 'button',
  };
  for (const question of questionBank(style, 'lifetime')) {
    if (question.kind === 'number' && question.id.startsWith('voice-rooms:')) {
      answers[question.id] = question.max;
    }
    if (question.id === 'blocks' && question.kind === 'multi-choice') {
      answers.blocks = question.default.slice(1);
    }
    if (question.id.startsWith('channel-name:') && question.kind === 'short-text') {
      answers[question.id] = `${question.default} renamed`;
    }
  }
  return answers;
}

const plansOf = (style: Style): [string, BuildPlan][] => [
  [
    'as designed',
    planBuild(style, resolveAnswers(style, style.requiredPlan, {}), { plan: style.requiredPlan }),
  ],
  [
    'reshaped',
    planBuild(style, resolveAnswers(style, 'lifetime', reshapingAnswers(style)), {
      plan: 'lifetime',
    }),
  ],
];

describe('the verification gate, from the built overwrites alone', () => {
  it('covers every style with verification', () => {
    expect(gated.length).toBeGreaterThan(30);
  });

  it.each(gated.map((style) => [style.id, style] as const))(
    '%s: unverified members see only the gate, verified members the rest meant for them',
    (_id, style) => {
      const verification = style.settings.verification;
      if (!verification) throw new Error('gated style without verification');
      const verified = opKey.role(verification.verifiedRoleKey);
      const gate = gateKeys(style);
      const rules = style.settings.rulesChannelKey;
      for (const [how, plan] of plansOf(style)) {
        const channels = plan.operations.filter((o): o is ChannelOperation => o.kind === 'channel');
        const built = new Set(channels.map((channel) => channel.key));
        const rulesSource = rules === undefined ? null : sourceOf(style, opKey.channel(rules));
        const publicRules =
          rulesSource !== null &&
          !hiddenFromEveryone(effectiveOverwrites(rulesSource.channel, rulesSource.category));
        const expectedUnverified = new Set(
          [...gate, ...(publicRules ? [opKey.channel(rules ?? '')] : [])].filter((key) =>
            built.has(key),
          ),
        );
        const unverified = channels.filter((channel) => sees(plan, [], channel));
        expect(new Set(unverified.map((c) => c.key)), `${how}: unverified`).toEqual(
          expectedUnverified,
        );

        const seenVerified = channels.filter((channel) => sees(plan, [verified], channel));
        const meant = channels.filter((channel) => {
          if (gate.has(channel.key)) return false;
          const { channel: source, category } = sourceOf(style, channel.key);
          return designedFor(effectiveOverwrites(source, category), verification.verifiedRoleKey);
        });
        expect(seenVerified.map((c) => c.key).sort(), `${how}: verified`).toEqual(
          meant.map((c) => c.key).sort(),
        );
        // What a verified member reads first is always among what they see.
        const seen = new Set(seenVerified.map((c) => c.key));
        expect(seen.has(opKey.channel(style.settings.welcomeChannelKey)), how).toBe(true);
        if (rules) expect(seen.has(opKey.channel(rules)), how).toBe(true);
        for (const key of gate) expect(seen.has(key), `${how}: ${key}`).toBe(false);

        // Outside the gate nothing is left open to @everyone; what verified members do not
        // see is a staff room, seen by a staff role.
        const staff = style.roles.filter((role) => role.staff).map((role) => opKey.role(role.key));
        for (const channel of channels) {
          if (gate.has(channel.key)) continue;
          const everyone = channel.payload.overwrites.find((o) => o.target === EVERYONE_TARGET);
          expect((BigInt(everyone?.deny ?? '0') & VIEW) !== 0n, `${how}: ${channel.key}`).toBe(
            true,
          );
          if (!seen.has(channel.key)) {
            expect(
              staff.some((role) => sees(plan, [role], channel)),
              `${how}: ${channel.key} is seen by nobody`,
            ).toBe(true);
          }
        }
      }
    },
  );
});
