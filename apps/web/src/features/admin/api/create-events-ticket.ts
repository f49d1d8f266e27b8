import { adminEventsTicketResponse } from 'virtual:response-contracts';
import { apiPaths } from '@/lib/api-paths.ts';
import { requestJson } from '@/lib/request.ts';

/** A single-use pass, valid 60 s, to open the stream: the session token never goes in a URL. */
export function createEventsTicket() {
  return requestJson('POST', apiPaths.admin.eventsTicket, adminEventsTicketResponse);
}

/** EventSource cannot send the session header, hence the ticket in the URL. */
export function adminEventsUrl(ticket: string): string {
  return `${apiPaths.admin.events}?${new URLSearchParams({ ticket })}`;
}
