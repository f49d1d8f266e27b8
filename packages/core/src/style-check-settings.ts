/**
 * Settings references: the channels and roles the bot posts in or assigns
 * must exist in the style and be of a kind that can carry them.
 */
import type { ChannelType, Style, StyleRole } from './style.ts';
import { deniesEveryoneView, type PlacedChannel, type StyleIssue } from './style-checks.ts';

type SettingRef = {
  key: string | undefined;
  path: StyleIssue['path'];
  label: string;
  types: ChannelType[];
};

export function checkSettings(
  style: Style,
  channels: ReadonlyMap<string, PlacedChannel>,
  roles: ReadonlyMap<string, StyleRole>,
): StyleIssue[] {
  const issues: StyleIssue[] = [];
  const { settings } = style;
  const refs: SettingRef[] = [
    {
      key: settings.welcomeChannelKey,
      path: ['settings', 'welcomeChannelKey'],
      label: 'welcome channel',
      types: ['text', 'announcement'],
    },
    {
      key: settings.rulesChannelKey,
      path: ['settings', 'rulesChannelKey'],
      label: 'rules channel',
      types: ['text', 'announcement'],
    },
    {
      key: settings.systemChannelKey,
      path: ['settings', 'systemChannelKey'],
      label: 'system channel',
      types: ['text'],
    },
    {
      key: settings.verification?.channelKey,
      path: ['settings', 'verification', 'channelKey'],
      label: 'verification channel',
      types: ['text'],
    },
    {
      key: settings.tickets?.channelKey,
      path: ['settings', 'tickets', 'channelKey'],
      label: 'ticket channel',
      types: ['text'],
    },
  ];
  for (const ref of refs) {
    if (ref.key === undefined) continue;
    const placed = channels.get(ref.key);
    if (!placed)
      issues.push({
        path: ref.path,
        message: `${ref.label} "${ref.key}" is not a channel of this style`,
      });
    else if (!ref.types.includes(placed.channel.type)) {
      issues.push({
        path: ref.path,
        message: `${ref.label} "${ref.key}" must be a ${ref.types.join(' or ')} channel`,
      });
    }
  }
  const verification = settings.verification;
  if (verification) {
    const role = roles.get(verification.verifiedRoleKey);
    const path = ['settings', 'verification', 'verifiedRoleKey'];
    if (!role)
      issues.push({
        path,
        message: `verified role "${verification.verifiedRoleKey}" is not a role of this style`,
      });
    else if (role.staff)
      issues.push({ path, message: `verified role "${role.name}" must not be a staff role` });
    const gate = channels.get(verification.channelKey);
    const hidden = gate && deniesEveryoneView(gate.channel.overwrites ?? gate.category?.overwrites);
    if (hidden) {
      issues.push({
        path: ['settings', 'verification', 'channelKey'],
        message: 'unverified members could not see the verification channel',
      });
    }
  }
  const tickets = settings.tickets;
  if (tickets) {
    const role = roles.get(tickets.staffRoleKey);
    const path = ['settings', 'tickets', 'staffRoleKey'];
    if (!role)
      issues.push({
        path,
        message: `ticket staff role "${tickets.staffRoleKey}" is not a role of this style`,
      });
    else if (!role.staff)
      issues.push({ path, message: `ticket staff role "${role.name}" must be a staff role` });
  }
  return issues;
}
