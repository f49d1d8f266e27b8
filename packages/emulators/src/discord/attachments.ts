import type { APIAttachment } from 'discord-api-types/v10';
import { z } from 'zod';
import { DiscordApiError, ENTITY_TOO_LARGE, formError } from './errors.ts';
import { snowflake } from './message-schemas.ts';
import type { DiscordState } from './state.ts';

/** What one message may carry in files altogether, as Discord allows servers without boosts. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_FILES = 10;

interface UploadedFile {
  /** n of the `files[n]` part, which `attachments[].id` refers to. */
  index: number;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart message body: `payload_json` (or plain fields) and the `files[n]` parts. */
export class MultipartMessage {
  constructor(
    readonly payload: unknown,
    readonly files: readonly UploadedFile[],
  ) {}
}

/** A file as the emulated CDN keeps it, under the channel it was posted in. */
interface StoredFile {
  id: string;
  channelId: string;
  messageId: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export class AttachmentStore {
  private readonly byId = new Map<string, StoredFile>();

  add(file: StoredFile): void {
    this.byId.set(file.id, file);
  }

  get(channelId: string, id: string): StoredFile | undefined {
    const file = this.byId.get(id);
    return file?.channelId === channelId ? file : undefined;
  }

  removeMessage(messageId: string): void {
    for (const [id, file] of this.byId) if (file.messageId === messageId) this.byId.delete(id);
  }

  removeChannel(channelId: string): void {
    for (const [id, file] of this.byId) if (file.channelId === channelId) this.byId.delete(id);
  }

  clear(): void {
    this.byId.clear();
  }
}

const FILE_FIELD = /^files\[(\d+)\]$/;

/**
 * Reads a multipart/form-data body as Discord does: the JSON in
 * `payload_json`, or else the other text fields as the body; each `files[n]`
 * part is a file.
 */
export async function parseMultipart(contentType: string, body: Buffer): Promise<MultipartMessage> {
  let form: FormData;
  try {
    const bytes = new Blob([new Uint8Array(body)]);
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw Object.assign(new Error('Malformed multipart body'), { statusCode: 400 });
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const parts: [string, File | string][] = [];
  form.forEach((value, name) => {
    parts.push([name, value]);
  });
  for (const [name, value] of parts) {
    const index = FILE_FIELD.exec(name)?.[1];
    if (typeof value === 'string') fields[name] = value;
    else if (index !== undefined) {
      files.push({
        index: Number(index),
        filename: value.name,
        contentType: value.type,
        data: Buffer.from(await value.arrayBuffer()),
      });
    }
  }
  const { payload_json: json, ...rest } = fields;
  let payload: unknown = rest;
  if (json !== undefined) {
    try {
      payload = JSON.parse(json);
    } catch {
      throw new DiscordApiError(
        400,
        formError(['payload_json'], 'BASE_TYPE_INVALID', 'Invalid JSON'),
      );
    }
  }
  return new MultipartMessage(payload, files);
}

const attachmentInfo = z.array(
  z.looseObject({
    // @discordjs/rest names files by their index, as a number; Discord takes digits too.
    id: z.union([z.number().int().min(0), snowflake]),
    filename: z.string().min(1).max(1024).nullable().optional(),
    description: z.string().max(1024).nullable().optional(),
  }),
);

/** Discord's CDN keeps names to letters, digits, dots, dashes and underscores. */
function cdnFilename(name: string): string {
  const cleaned = name.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '');
  return cleaned === '' ? 'unknown' : cleaned;
}

export interface PendingAttachments {
  attachments: APIAttachment[];
  /** Keeps the files once the message exists; nothing is kept for a refused message. */
  store(messageId: string): void;
}

/**
 * The attachment objects for a message's files (Discord's shape: id, name,
 * size, CDN and proxy URLs, type), named as `attachments` in the payload
 * says, and served at `<base>/attachments/<channel>/<id>/<name>`.
 */
export function prepareAttachments(
  state: DiscordState,
  upload: MultipartMessage | null,
  where: { channelId: string; cdnBase: string },
): PendingAttachments {
  const files = upload?.files ?? [];
  if (files.length > MAX_FILES) {
    throw new DiscordApiError(
      400,
      formError(
        ['attachments'],
        'BASE_TYPE_MAX_LENGTH',
        `Must be ${MAX_FILES} or fewer in length.`,
      ),
    );
  }
  if (files.reduce((total, file) => total + file.data.length, 0) > MAX_UPLOAD_BYTES) {
    throw new DiscordApiError(413, ENTITY_TOO_LARGE);
  }
  const payload = (upload?.payload ?? {}) as { attachments?: unknown };
  const parsed = attachmentInfo.safeParse(payload.attachments ?? []);
  const info = parsed.success ? parsed.data : [];
  const prepared = files.map((file) => {
    const named = info.find((entry) => String(entry.id) === String(file.index));
    const id = state.snowflakes.next();
    const filename = cdnFilename(named?.filename ?? file.filename);
    const url = `${where.cdnBase}/attachments/${where.channelId}/${id}/${encodeURIComponent(filename)}`;
    const attachment: APIAttachment = {
      id,
      filename,
      size: file.data.length,
      url,
      proxy_url: url,
      content_type: file.contentType || 'application/octet-stream',
    };
    if (named?.description) attachment.description = named.description;
    return { attachment, file };
  });
  return {
    attachments: prepared.map((entry) => entry.attachment),
    store(messageId) {
      for (const { attachment, file } of prepared) {
        state.attachments.add({
          id: attachment.id,
          channelId: where.channelId,
          messageId,
          filename: attachment.filename,
          contentType: attachment.content_type ?? 'application/octet-stream',
          data: file.data,
        });
      }
    },
  };
}
