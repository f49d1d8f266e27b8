import { logoutResponse } from 'virtual:response-contracts';
import { apiPaths } from '@/lib/api-paths.ts';
import { apiRequest, requestJson } from '@/lib/request.ts';

const FILENAME = /filename="?([^";]+)"?/i;

/**
 * "Export my data": the JSON needs the session header, which a plain link
 * cannot send, so it is fetched and handed to the browser as a download.
 */
export async function downloadAccountData(): Promise<string> {
  const response = await apiRequest('GET', apiPaths.profile.exportData);
  const filename =
    FILENAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `guildsmith-data-${new Date().toISOString().slice(0, 10)}.json`;
  const url = URL.createObjectURL(await response.blob());
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

/** Deletes the signed-in account; `confirmation` repeats its username. */
export function deleteAccount(confirmation: string) {
  return requestJson('POST', apiPaths.profile.deleteAccount, logoutResponse, {
    body: { confirmation },
  });
}
