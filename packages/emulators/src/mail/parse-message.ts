import { type AddressObject, simpleParser } from 'mailparser';
import type { SMTPServerEnvelope } from 'smtp-server';
import type { MailHeader, NewMailMessage } from './mail-store.ts';

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects
    .flatMap((object) =>
      object.value.flatMap((entry) =>
        // A group (`Team: a@x, b@x;`) lists its members instead of an address.
        entry.group ? entry.group.map((member) => member.address ?? '') : [entry.address ?? ''],
      ),
    )
    .filter((address) => address !== '');
}

/** `Name <address>` for each sender, without the quotes mailparser adds to names. */
function senders(field: AddressObject | undefined): string | null {
  if (!field) return null;
  return field.value
    .map(({ name, address }) => (name && address ? `${name} <${address}>` : (address ?? name)))
    .join(', ');
}

/** Raw header lines, unfolded, in the order the message carries them. */
function headerList(lines: ReadonlyArray<{ key: string; line: string }>): MailHeader[] {
  return lines.map(({ line }) => {
    const colon = line.indexOf(':');
    return {
      name: line.slice(0, colon).trim(),
      value: line
        .slice(colon + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    };
  });
}

export async function parseMessage(
  raw: Buffer,
  envelope: SMTPServerEnvelope,
  receivedAt: Date,
): Promise<NewMailMessage> {
  const parsed = await simpleParser(raw);
  const envelopeTo = envelope.rcptTo.map((recipient) => recipient.address);
  const headerTo = addresses(parsed.to);
  return {
    from: senders(parsed.from) ?? (envelope.mailFrom ? envelope.mailFrom.address : ''),
    to: headerTo.length > 0 ? headerTo : envelopeTo,
    subject: parsed.subject ?? '',
    date: (parsed.date ?? receivedAt).toISOString(),
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    headers: headerList(parsed.headerLines),
    envelope: {
      from: envelope.mailFrom ? envelope.mailFrom.address : '',
      to: envelopeTo,
    },
    sizeBytes: raw.length,
  };
}
