export type ComposerIntent =
  | { command: string; options: Record<string, string>; message?: undefined; error?: undefined }
  | { message: string; command?: undefined; error?: undefined }
  | { error: string; command?: undefined; message?: undefined };

export interface ComposerChannel {
  name: string;
  canSend: boolean;
}

export function composerIntent(text: string, channel: ComposerChannel | null): ComposerIntent;
export function composerPlaceholder(channel: ComposerChannel | null): string;
