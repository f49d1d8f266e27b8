import { type Db, eq, schema } from '@guildsmith/db';
import type { JobQueue } from '../../jobs/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { maskAddress, renderAddressChangedEmail } from '../mail/address-changed-email.ts';
import { renderAddressConfirmEmail } from '../mail/address-confirm-email.ts';
import { LICENSE_EMAIL_RETRIES } from '../mail/license-email-job.ts';
import type { Mailer } from '../mail/mailer.ts';
import { deliverRecordedEmail, EmailWithdrawn } from '../mail/outbox.ts';
import {
  ADDRESS_CHANGED_JOB,
  ADDRESS_CONFIRM_JOB,
  ADDRESS_CONFIRM_VALID_HOURS,
  type AddressChangedJob,
  type AddressConfirmJob,
  addressAwaitingLink,
  tokenMatches,
} from './address-confirmation.ts';

const { users } = schema;

export interface AddressConfirmJobDeps {
  db: Db;
  mailer: Mailer;
  secrets: SecretBox;
  publicUrl: string;
}

/** Sends a confirmation link, unless a newer link or a confirmation overtook it. */
async function deliverAddressConfirmation(
  deps: AddressConfirmJobDeps,
  data: AddressConfirmJob,
): Promise<void> {
  await deliverRecordedEmail(deps, data.emailId, async (email) => {
    const token = deps.secrets.open(data.sealedToken);
    const [user] = await deps.db.select().from(users).where(eq(users.id, data.userId));
    if (!user || addressAwaitingLink(user) !== email.to || !tokenMatches(user, token, new Date())) {
      return new EmailWithdrawn('Not sent: the address no longer waits for this link');
    }
    const url = new URL('/confirm-email', deps.publicUrl);
    url.searchParams.set('token', token);
    return renderAddressConfirmEmail({
      recipientName: user.profileName ?? user.username,
      confirmUrl: url.toString(),
      validHours: ADDRESS_CONFIRM_VALID_HOURS,
    });
  });
}

/** Tells the replaced address where keys go now (masked); sent whatever happened since. */
async function deliverAddressChanged(
  deps: AddressConfirmJobDeps,
  data: AddressChangedJob,
): Promise<void> {
  await deliverRecordedEmail(deps, data.emailId, async () => {
    const [user] = await deps.db.select().from(users).where(eq(users.id, data.userId));
    if (!user?.email) return new EmailWithdrawn('Not sent: the account has no address any more');
    return renderAddressChangedEmail({
      recipientName: user.profileName ?? user.globalName ?? user.username,
      maskedNewAddress: maskAddress(user.email),
      profileUrl: new URL('/profile', deps.publicUrl).toString(),
    });
  });
}

export async function registerAddressConfirmJob(
  queue: JobQueue,
  deps: AddressConfirmJobDeps,
): Promise<void> {
  await queue.register<AddressConfirmJob>(
    ADDRESS_CONFIRM_JOB,
    (job) => deliverAddressConfirmation(deps, job.data),
    LICENSE_EMAIL_RETRIES,
  );
  await queue.register<AddressChangedJob>(
    ADDRESS_CHANGED_JOB,
    (job) => deliverAddressChanged(deps, job.data),
    LICENSE_EMAIL_RETRIES,
  );
}
