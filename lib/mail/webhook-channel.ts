import 'server-only';
import { SEND_DEADLINE_MS, type ChannelTransport } from './channels';

// The partner-webhook channel: always open (each partner's URL and secret travel with its
// message). What an attempt does (the SSRF guard, the signature, the POST, the delivery log and
// the retry schedule) is the partner domain's, lib/partner-webhooks, handed in as the prepared
// message: this platform layer imports no domain (ADR 0007).

export const webhookChannel: ChannelTransport<'partner-webhook'> = {
  open() {
    return {
      send: (_db, row, prepared) =>
        prepared.attempt(row.attempts, AbortSignal.timeout(SEND_DEADLINE_MS)),
    };
  },
};
