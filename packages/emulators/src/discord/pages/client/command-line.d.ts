export type ParsedCommandLine =
  | { command: string; options: Record<string, string>; error?: undefined }
  | { error: string; command?: undefined; options?: undefined };

export function parseCommandLine(text: string): ParsedCommandLine;

export function focusedOption(text: string): { name: string; value: string } | null;
