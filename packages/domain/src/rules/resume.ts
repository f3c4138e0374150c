// Whether a parsed resume can be stored, and how it is flagged (spec section 5).
import { ResumeParseStatus } from '../codes';
import { isMobile, NAME_MAX, nameLength } from './contact';

/**
 * Status of storing a parsed resume, judged on its own fields: a name over 30 characters
 * fails; a missing or malformed phone is stored but flagged. Duplicates need the database.
 */
export function resumeIntakeStatus(name: string | null | undefined, mobile: string | null | undefined): ResumeParseStatus {
  if (nameLength((name ?? '').trim()) > NAME_MAX) return ResumeParseStatus.NameTooLong;
  const phone = (mobile ?? '').trim();
  if (phone === '') return ResumeParseStatus.SavedWithoutPhone;
  if (!isMobile(phone)) return ResumeParseStatus.SavedWithBadPhone;
  return ResumeParseStatus.Saved;
}
