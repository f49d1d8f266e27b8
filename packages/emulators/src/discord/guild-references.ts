import type { EmulatedGuild } from './model.ts';

/**
 * What a deleted channel leaves behind in the server's settings, as Discord
 * cleans it: no system channel, and it is gone from the welcome screen, the
 * onboarding and the AutoMod rules' exemptions.
 */
export function forgetChannel(guild: EmulatedGuild, channelId: string): void {
  if (guild.systemChannelId === channelId) guild.systemChannelId = null;
  const screen = guild.welcomeScreen;
  if (screen) screen.channels = screen.channels.filter((entry) => entry.channel_id !== channelId);
  const onboarding = guild.onboarding;
  onboarding.default_channel_ids = onboarding.default_channel_ids.filter((id) => id !== channelId);
  for (const prompt of onboarding.prompts) {
    for (const option of prompt.options) {
      option.channel_ids = option.channel_ids.filter((id) => id !== channelId);
    }
  }
  for (const rule of guild.autoModRules.values()) {
    rule.exempt_channels = rule.exempt_channels.filter((id) => id !== channelId);
  }
}

/** What a deleted role leaves behind: onboarding options and AutoMod exemptions no longer name it. */
export function forgetRole(guild: EmulatedGuild, roleId: string): void {
  for (const prompt of guild.onboarding.prompts) {
    for (const option of prompt.options) {
      option.role_ids = option.role_ids.filter((id) => id !== roleId);
    }
  }
  for (const rule of guild.autoModRules.values()) {
    rule.exempt_roles = rule.exempt_roles.filter((id) => id !== roleId);
  }
}
