// Contact details inside free text (a work description, a custom field, a mail subject) for
// readers without 250001 (查看候选人联系方式): phone numbers and e-mail addresses masked the way
// the resume's own contact fields are (138****8000, z***@example.com).

// ASCII and full-width digits: resumes typed on Chinese keyboards hold both.
const D = '[0-9\\uFF10-\\uFF19]';
// A mainland mobile, with or without +86/0086/86, whole or grouped 3-4-4 by spaces or hyphens.
const MOBILE_IN_TEXT = new RegExp(`(?<!${D})(?:(?:\\+|00)?86[\\s-]?)?([1１][3-9３-９]${D})[\\s-]?(${D}{4})[\\s-]?(${D}{4})(?!${D})`, 'g');
// An e-mail address; its first character is kept, like maskEmail.
const EMAIL_IN_TEXT = /([A-Za-z0-9_%+-])[A-Za-z0-9._%+-]*(@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

/** The text with every mobile number and e-mail address in it masked. */
export function maskContactsInText(text: string): string {
  return text.replace(MOBILE_IN_TEXT, (_all, head: string, _middle: string, tail: string) => `${head}****${tail}`).replace(EMAIL_IN_TEXT, '$1***$2');
}

/**
 * Undoes maskContactsInText on what a masked reader sends back: a text equal to the masked
 * form of one of `originals` is that original, and each masked number or address left in an
 * edited text is the one it hides in `originals`, so saving a form never stores the asterisks.
 */
export function restoreMaskedContacts(text: string, originals: readonly string[]): string {
  if (!text.includes('***')) return text;
  const whole = originals.find((original) => maskContactsInText(original) === text);
  if (whole !== undefined) return whole;
  const back = new Map<string, string>();
  for (const original of originals) {
    for (const m of original.matchAll(MOBILE_IN_TEXT)) back.set(`${m[1]}****${m[3]}`, m[0]);
    for (const m of original.matchAll(EMAIL_IN_TEXT)) back.set(`${m[1]}***${m[2]}`, m[0]);
  }
  let restored = text;
  for (const [masked, plain] of back) restored = restored.split(masked).join(plain);
  return restored;
}
