/** Discord's published OpenAPI description as a checker, for tests (never imported by production code). */
export { requestProblems } from './check-exchanges.ts';
export {
  type AuthKind,
  type ContractRequest,
  type ContractResponse,
  DiscordContract,
} from './discord-contract.ts';
