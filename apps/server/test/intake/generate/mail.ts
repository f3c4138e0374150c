// E-mails as a recruiting mailbox receives them: a candidate's mail with the resume
// attached, and a job board's notification with the resume in the HTML body.

const wrap = (base64: string) => base64.replace(/.{1,76}/g, '$&\r\n').trimEnd();
const b64 = (text: string | Buffer) => wrap(Buffer.from(text).toString('base64'));
/** RFC 2047 encoded-word for a Chinese header. */
const word = (text: string) => `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;

export type Attachment = { fileName: string; contentType: string; data: Buffer };

export function buildMail(opts: { from: string; to: string; subject: string; text?: string; html?: string; attachments?: Attachment[] }): Buffer {
  const boundary = '=_bole_fixture_7c1e';
  const lines = [
    `From: ${opts.from}`,
    `To: ${opts.to}`,
    `Subject: ${word(opts.subject)}`,
    'Date: Wed, 20 Mar 2024 10:15:00 +0800',
    `Message-ID: <${Buffer.from(opts.subject).toString('hex').slice(0, 24)}@example.com>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
  ];
  if (opts.text) lines.push(`--${boundary}`, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', b64(opts.text));
  if (opts.html) lines.push(`--${boundary}`, 'Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: base64', '', b64(opts.html));
  for (const a of opts.attachments ?? []) {
    const name = word(a.fileName);
    lines.push(`--${boundary}`, `Content-Type: ${a.contentType}; name="${name}"`, 'Content-Transfer-Encoding: base64', `Content-Disposition: attachment; filename="${name}"`, '', b64(a.data));
  }
  lines.push(`--${boundary}--`, '');
  return Buffer.from(lines.join('\r\n'), 'latin1');
}
