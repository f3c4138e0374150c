// Which servers a mailbox may talk to. The mailbox settings come from a user, so the server
// must not become a probe into its own network or a port scanner: by default only the
// protocol's mail ports on public addresses; an operator whose mail server lives inside
// (or a test's server on loopback) allows private addresses and any port with
// MAIL_ALLOW_PRIVATE_HOSTS=1.
import { mailPorts, mailProtocolLabels, type MailProtocol } from '@bole/domain';
import { AppError } from '../../../platform/http/errors';

export type MailTargetPolicy = { allowPrivateHosts: boolean };

/** The Chinese reason the port may not be used for the protocol, or null when it may. */
export function portRefusal(policy: MailTargetPolicy, protocol: MailProtocol, port: number): string | null {
  const allowed = mailPorts[protocol];
  if (policy.allowPrivateHosts || allowed.includes(port)) return null;
  return `${mailProtocolLabels[protocol]}服务器的端口只能是${allowed.join('或')}`;
}

/** Refuses, as a form error on the port, a port the protocol may not use. */
export function checkPort(policy: MailTargetPolicy, protocol: MailProtocol, port: number): void {
  const refusal = portRefusal(policy, protocol, port);
  if (refusal) throw new AppError('MAILBOX_PORT_NOT_ALLOWED', refusal, { fields: [{ field: 'port', message: refusal }] });
}

type ServerSettings = { server: string; port: number; ssl: boolean; account: string };

/**
 * Whether new settings still name the server and login the stored password was given for.
 * Only then may it be used without typing it again: otherwise anyone who may edit the
 * mailbox could send the saved password to a server of his own.
 */
export function sameServer(stored: ServerSettings, next: ServerSettings): boolean {
  return (
    stored.server.toLowerCase() === next.server.toLowerCase() &&
    stored.port === next.port &&
    stored.ssl === next.ssl &&
    stored.account.toLowerCase() === next.account.toLowerCase()
  );
}
