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
