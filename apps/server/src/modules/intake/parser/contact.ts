// Phone numbers, e-mail addresses and WeChat ids wherever they appear in a resume.

// +86 / 0086 / (86) prefixes, then 11 digits starting with 1, grouped by spaces or dashes.
const MOBILE = /(?<![\d-])(?:(?:\+|00)?\(?86\)?[\s-]*)?(1[3-9]\d(?:[\s-]?\d){8})(?![\d])/g;
const EMAIL = /[A-Za-z0-9][A-Za-z0-9_.+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// Addresses of the job boards and mail systems themselves, not of the candidate.
const SYSTEM_MAIL = /@(?:[\w-]+\.)*(?:51job|zhaopin|liepin|zhipin|lagou|58|ganji|kanzhun|linkedin|mail\.qq)\.(?:com|cn)$|^(?:no-?reply|service|system|postmaster|mailer-daemon)@/i;

/** The first mainland mobile number in a text, as 11 digits. */
export function findMobile(text: string): string | undefined {
  for (const m of text.matchAll(MOBILE)) {
    const digits = m[1]!.replace(/\D/g, '');
    if (digits.length === 11) return digits;
  }
  return undefined;
}

/** The first e-mail address of a text that is not a job board's own, in lower case. */
export function findEmail(text: string): string | undefined {
  for (const m of text.matchAll(EMAIL)) {
    const address = m[0].replace(/[.-]+$/, '').toLowerCase();
    if (!SYSTEM_MAIL.test(address)) return address;
  }
  return undefined;
}

/** A WeChat id from the value written after 微信：(同手机 means the mobile number). */
export function wechatFrom(value: string, mobile: string | undefined): string | undefined {
  const v = value.trim();
  if (/^同(手机|电话|上)/.test(v)) return mobile;
  const phone = findMobile(v);
  if (phone) return phone;
  const id = /^[A-Za-z][-_A-Za-z0-9]{5,19}/.exec(v);
  return id?.[0];
}
