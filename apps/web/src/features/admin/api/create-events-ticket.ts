import { adminEventsTicketResponse } from 'virtual:response-contracts';
import { requestJson } from '@/lib/request.ts';

/** The live stream of admin events. EventSource cannot send the session header, hence the ticket. */
export const adminEventsPath = '/api/admin/events';
const ticketPath = '/api/admin/events-ticket';

/** A single-use pass, valid 60 s, to open the stream: the session token never goes in a URL. */
export function createEventsTicket() {
  return requestJson('POST', ticketPath, adminEventsTicketResponse);
}

export function adminEventsUrl(ticket: string): string {
  return `${adminEventsPath}?${new URLSearchParams({ ticket })}`;
}
