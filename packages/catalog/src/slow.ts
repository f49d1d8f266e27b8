/** Slow modes in seconds, by how a channel is used. */
export const SLOW = {
  /** Busy chat: takes the edge off spam waves without slowing conversation. */
  chat: 5,
  media: 10,
  lfg: 30,
  /** Suggestions, requests and feedback: one thought per minute. */
  feedback: 60,
  /** Critique and review requests: one piece at a time. */
  review: 300,
  /** Introductions, self-promotion, applications: once per person per 6 hours. */
  daily: 21_600,
} as const;
