/**
 * One journaled operation of a build: look for what an interrupted attempt
 * may already have made (and adopt it), else journal it as started and make
 * the call. AutoMod rules are found by name among the server's rules; Discord
 * allows one rule of each kind the build sets up, so a server that already
 * has one keeps its own and ours is skipped. Settings create nothing and are
 * simply written again (apply-settings.ts).
 */
import type { Db } from '@guildsmith/db';
import type { APIAutoModerationRule, APIGuild } from 'discord-api-types/v10';
import type { DiscordBotApi } from '../discord/index.ts';
import { applySetting, settingSkipReason } from './apply-settings.ts';
import { type JournalEntry, markStarted } from './journal.ts';
import { operationNonce } from './nonce.ts';
import type { AutomodPayload } from './plan-types.ts';
import {
  findCreated,
  findCreatedInvite,
  findPostedMessage,
  type GuildObjects,
} from './reconcile.ts';
import {
  automodBody,
  channelBody,
  idOf,
  inviteBody,
  messageBody,
  type ResolveContext,
  roleBody,
} from './resolve.ts';

export type OperationResult = { id: string } | { skipped: string };

/** The server's AutoMod rules, read once per run and only if an AutoMod operation is left. */
export class ServerAutomodRules {
  private rules: Promise<APIAutoModerationRule[]> | null = null;

  constructor(
    private readonly discord: DiscordBotApi,
    private readonly guildId: string,
  ) {}

  private list(): Promise<APIAutoModerationRule[]> {
    this.rules ??= this.discord.getAutoModerationRules(this.guildId);
    return this.rules;
  }

  /** The rule this operation made before the build stopped, if the server has it. */
  async made(payload: AutomodPayload, claimed: ReadonlySet<string>): Promise<string | null> {
    const rule = (await this.list()).find(
      (candidate) =>
        !claimed.has(candidate.id) &&
        candidate.creator_id === this.discord.applicationId &&
        candidate.name === payload.name &&
        candidate.trigger_type === payload.triggerType,
    );
    return rule?.id ?? null;
  }

  /** Another rule of the same kind that the server already has. */
  async taken(payload: AutomodPayload): Promise<APIAutoModerationRule | undefined> {
    return (await this.list()).find((rule) => rule.trigger_type === payload.triggerType);
  }
}

export interface OperationRunnerDeps {
  db: Db;
  discord: DiscordBotApi;
  sessionId: string;
  guild: APIGuild;
  objects: GuildObjects;
  context: ResolveContext;
  /** Ids this build's done operations own; never adopted twice. */
  claimed: ReadonlySet<string>;
}

export class OperationRunner {
  private readonly automod: ServerAutomodRules;

  constructor(private readonly deps: OperationRunnerDeps) {
    this.automod = new ServerAutomodRules(deps.discord, deps.guild.id);
  }

  async run(entry: JournalEntry): Promise<OperationResult> {
    const { db, discord, guild, context, claimed } = this.deps;
    const { operation } = entry;
    if (operation.kind === 'settings') {
      const skip = settingSkipReason(operation.payload, guild);
      if (skip) return { skipped: skip };
      await markStarted(db, entry);
      await applySetting({ db, discord }, entry, guild, context);
      return { id: guild.id };
    }
    const unsure = entry.status === 'started' || entry.status === 'failed';
    if (operation.kind === 'automod') {
      const made = unsure ? await this.automod.made(operation.payload, claimed) : null;
      if (made) return { id: made };
      const taken = await this.automod.taken(operation.payload);
      if (taken) return { skipped: `the server already has the AutoMod rule "${taken.name}"` };
    } else if (unsure) {
      const found = await this.reconcile(entry);
      if (found) return { id: found };
    }
    await markStarted(db, entry);
    return { id: await this.perform(entry) };
  }

  private async reconcile(entry: JournalEntry): Promise<string | null> {
    const { discord, objects, context, claimed, sessionId } = this.deps;
    const { operation } = entry;
    if (operation.kind === 'message') {
      const nonce = operationNonce(sessionId, operation.key);
      return findPostedMessage(discord, entry, context, nonce, claimed);
    }
    if (operation.kind === 'invite') return findCreatedInvite(discord, entry, context);
    return findCreated(operation, objects, context, context.snapshot, claimed);
  }

  private async perform(entry: JournalEntry): Promise<string> {
    const { discord, context, sessionId } = this.deps;
    const { operation } = entry;
    switch (operation.kind) {
      case 'role':
        return (await discord.createRole(context.guildId, roleBody(operation.payload))).id;
      case 'category':
      case 'channel': {
        const body = channelBody(operation.payload, context);
        return (await discord.createChannel(context.guildId, body)).id;
      }
      case 'message': {
        const nonce = operationNonce(sessionId, operation.key);
        const body = messageBody(operation.payload, context, nonce);
        return (await discord.createMessage(idOf(context, operation.payload.channel), body)).id;
      }
      case 'invite': {
        const channelId = idOf(context, operation.payload.channel);
        return (await discord.createInvite(channelId, inviteBody(operation.payload))).code;
      }
      case 'automod': {
        const body = automodBody(operation.payload, context);
        return (await discord.createAutoModerationRule(context.guildId, body)).id;
      }
      case 'settings':
        throw new Error(`${operation.key} changes a setting and creates nothing`);
    }
  }
}
