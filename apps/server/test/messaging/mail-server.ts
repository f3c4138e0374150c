// A real SMTP server on loopback (smtp-server) for the messaging tests: it wants the login
// bole@mail.test / 'p@ss word', answers busy@example.com with a temporary 452 and
// nobody@example.com with a permanent 550, and keeps every mail it takes.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { raw: string; from: string; to: string[] };

export const MAIL_USER = 'bole@mail.test';
export const MAIL_PASSWORD = 'p@ss word';

/** Starts the server on `port` (0: any free one), filling `received`. */
export function startMailServer(received: Received[], port = 0): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === MAIL_USER && auth.password === MAIL_PASSWORD) done(null, { user: auth.username });
      else done(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, done) {
      if (address.address === 'busy@example.com') done(Object.assign(new Error('4.2.2 Mailbox full, try again later'), { responseCode: 452 }));
      else if (address.address === 'nobody@example.com') done(Object.assign(new Error('5.1.1 <nobody@example.com>: 用户不存在'), { responseCode: 550 }));
      else done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ raw: Buffer.concat(chunks).toString('utf8'), from: String(session.envelope.mailFrom && session.envelope.mailFrom.address), to: session.envelope.rcptTo.map((r) => r.address) });
        done();
      });
    },
  });
  return new Promise((resolve) => smtp.listen(port, '127.0.0.1', () => resolve(smtp)));
}

export const stopMailServer = (smtp: SMTPServer) => new Promise<void>((resolve) => smtp.close(() => resolve()));

export const mailServerPort = (smtp: SMTPServer) => (smtp.server.address() as AddressInfo).port;

/** The SMTP_URL of the server, with its login. */
export const mailServerUrl = (smtp: SMTPServer) => `smtp://bole%40mail.test:p%40ss%20word@127.0.0.1:${mailServerPort(smtp)}`;
