import type { Exchange } from '../src/discord/exchange-log.ts';
import type { AuthKind, DiscordContract } from './discord-contract.ts';

const CHECKED_AUTH = new Set<string>(['bot', 'bearer', 'none']);

/**
 * What is wrong, by the document, with the requests an app sent the emulator
 * (path, method, query, JSON body, authorization) and with its replies to
 * interactions (Discord's callback bodies). Empty when Discord would take all.
 */
export function requestProblems(contract: DiscordContract, exchanges: readonly Exchange[]) {
  const problems = new Set<string>();
  for (const exchange of exchanges) {
    const found =
      exchange.kind === 'rest'
        ? contract.checkRequest({
            method: exchange.method,
            path: exchange.path,
            query: exchange.query,
            body: exchange.requestBody,
            auth: CHECKED_AUTH.has(exchange.auth) ? (exchange.auth as AuthKind) : undefined,
          })
        : contract
            .checkRequest({
              method: 'POST',
              path: `/interactions/${exchange.interactionId}/token/callback`,
              body: exchange.body,
            })
            .map((problem) => `interaction reply: ${problem}`);
    for (const problem of found) problems.add(problem.replace(/\d{15,21}/g, ':id'));
  }
  return [...problems];
}
