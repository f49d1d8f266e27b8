import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiRequest } from '@/lib/request.ts';
import { type AnalyticsSelection, analyticsSearch } from './get-analytics-dashboard.ts';

const FILENAME = /filename="?([^";]+)"?/i;

/** The server names the file (range and date); a dated name of our own if it did not. */
function filenameOf(response: Response, selection: AnalyticsSelection): string {
  const named = FILENAME.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const today = new Date().toISOString().slice(0, 10);
  return named ?? `analytics-${selection.range}-${today}.csv`;
}

/**
 * The CSV needs the session header, which a plain link cannot send: it is
 * fetched, then handed to the browser as a download from a Blob URL.
 */
export async function exportAnalytics(selection: AnalyticsSelection): Promise<string> {
  const response = await apiRequest(
    'GET',
    `${apiPaths.analytics.export}?${analyticsSearch(selection)}`,
  );
  const blob = await response.blob();
  const filename = filenameOf(response, selection);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return filename;
}

export function useExportAnalytics() {
  return useMutation({ mutationFn: exportAnalytics });
}
