import { expect } from 'vitest';
import { botCall, type TestEmulator } from '../src/discord/test-support.ts';
import { DiscordContract } from './discord-contract.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Where the document itself is wrong, by Discord's developer documentation
 * (which wins where the two disagree):
 * - it requires `code` in a 429's body, which the documentation gives only
 *   "for some limits"; Discord's ordinary 429s carry none, nor do the emulator's;
 * - it types every error's `code` as an integer, but the field errors of a
 *   50035 carry string codes such as "BASE_TYPE_REQUIRED".
 */
const KNOWN_DIVERGENCES = [
  /→ 429 .*required property 'code'/,
  /\/_errors\/\d+\/code must be integer/,
];

function withoutKnownDivergences(problems: string[]): string[] {
  return problems.filter((problem) => !KNOWN_DIVERGENCES.some((known) => known.test(problem)));
}

export interface Refusal {
  code: number;
  message: string;
  errors?: unknown;
}

/**
 * Calls a bot route of the emulator the test holds and checks the refusal
 * against the document: the status expected, and a body that fits the
 * document's error schema for the operation. Answers the body.
 */
export function refusalChecker(emulator: () => TestEmulator) {
  const contract = DiscordContract.load();
  return async (method: Method, path: string, status: number, payload?: unknown) => {
    const response = await botCall(emulator().app, method, path, payload);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json();
    const problems = contract.checkResponse({ method, path, status, body });
    expect(withoutKnownDivergences(problems)).toEqual([]);
    return body as Refusal;
  };
}
