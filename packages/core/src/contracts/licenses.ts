import * as z from 'zod/mini';
import { PLAN_IDS } from '../plans.ts';
import { contractText } from '../text-rule.ts';
import { timestamp } from './timestamp.ts';

export const LICENSE_STATUSES = ['issued', 'activated', 'revoked'] as const;

/** Why a key stopped working: its payment was refunded or disputed, or the buyer replaced it. */
export const LICENSE_REVOCATION_REASONS = ['refunded', 'disputed', 'replaced'] as const;

/** A license key as its owner sees it: masked to its last four characters. */
export const licenseSchema = z.object({
  id: contractText(),
  maskedKey: contractText(),
  plan: z.enum(PLAN_IDS),
  status: z.enum(LICENSE_STATUSES),
  /** Null while the key works. */
  revokedReason: z.nullable(z.enum(LICENSE_REVOCATION_REASONS)),
  /** The same key can be e-mailed again: unused, and kept sealed. */
  resendable: z.boolean(),
  serverId: z.nullable(contractText()),
  activatedAt: z.nullable(timestamp()),
  createdAt: timestamp(),
});

/** The caller's keys, newest first. */
export const licensesResponse = z.object({ licenses: z.array(licenseSchema) });

/** The key a claim, resend or replacement concerns (a replacement answers the new key). */
export const licenseIdResponse = z.object({ id: contractText() });

export type LicenseStatus = (typeof LICENSE_STATUSES)[number];
export type LicenseRevocationReason = (typeof LICENSE_REVOCATION_REASONS)[number];
export type License = z.infer<typeof licenseSchema>;
export type LicensesResponse = z.infer<typeof licensesResponse>;
export type LicenseIdResponse = z.infer<typeof licenseIdResponse>;
