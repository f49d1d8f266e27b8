import type { FullConfig } from '@playwright/test';

/**
 * Discord's rate-limit windows, ten times faster for the journeys: a build waits out the
 * emulator's buckets (ten channels per ten seconds), which made the bot journeys most of the
 * suite's minutes. The wire format is unchanged, so the bot still schedules from the headers;
 * pacing at Discord's own speed is the scale-out journey's and the builder's integration tests'.
 */
const JOURNEY_TIME_SCALE = 10;

export default async function speedUpDiscordRateLimits(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('The journeys need the web server of playwright.config.ts');
  const response = await fetch(`${baseURL}/sandbox/discord/control/rate-limits`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ timeScale: JOURNEY_TIME_SCALE }),
  });
  if (!response.ok) {
    throw new Error(`The emulator refused the journeys' rate-limit pace: ${response.status}`);
  }
}
