import type { Certification, Reason } from '@/lib/api-types';
import type { OptionGroup } from '@/lib/options';

/**
 * Reason is one factor of a match score (docs/api.md GET /api/me/matches): which factor, whether it
 * counted for the teacher, how (`detail`, a code) and about what (`items`: option codes or numbers).
 */
export type { Reason } from '@/lib/api-types';

/** Certification is what a vacancy asks of the teacher's teaching certificate. */
export type { Certification } from '@/lib/api-types';

const CERTIFICATIONS: readonly Certification[] = ['florida', 'any_state', 'eligible', 'none'];

function isCertification(code: string): code is Certification {
  return (CERTIFICATIONS as readonly string[]).includes(code);
}

/**
 * ReasonKey names the text of a reason within a `reasons` group of texts. Each audience words
 * reasons in its own voice (the teacher reads "You teach…", a school "Teaches…"), under the same
 * keys.
 */
export type ReasonKey =
  | 'subject.exact'
  | 'subject.related'
  | 'subject.distant'
  | 'subject.none'
  | 'subject.other'
  | 'gradeLevel.exact'
  | 'gradeLevel.adjacent'
  | 'gradeLevel.none'
  | 'certification.notRequired'
  | 'certification.florida'
  | 'certification.otherState'
  | 'certification.eligibility'
  | 'certification.pathCertificate'
  | 'certification.subjectExam'
  | 'certification.otherSubject'
  | 'certification.none'
  | 'experience.noMinimum'
  | 'experience.meets'
  | 'experience.short'
  | 'skills.matched'
  | 'skills.none'
  | 'language.spanish'
  | 'language.spanishMissing'
  | 'language.second'
  | 'language.secondMissing'
  | 'language.englishOnly'
  | 'setting.matched'
  | 'setting.none'
  | 'resume.strong'
  | 'resume.some'
  | 'resume.little'
  | 'jobType.wanted'
  | 'jobType.notWanted'
  | 'eligibility.sponsorshipNeeded'
  | 'eligibility.j1Welcome'
  | 'eligibility.sponsorship'
  | 'culture.matched'
  | 'culture.none';

/** ReasonWords are the texts of one voice, and the language and option labels they are written with. */
export type ReasonWords = {
  /** text is the voice's text for a reason key, with its values put in. */
  text: (key: ReasonKey, values?: Record<string, string | number>) => string;
  /** certification names what a vacancy requires ("A Florida teaching certificate"). */
  certification: (code: Certification) => string;
  /** label is the option label of a code (useOptionLabel). */
  label: (group: OptionGroup, code: string) => string;
  language: string;
};

/**
 * wordReason says a reason as a sentence, its option codes as their labels, or returns null when
 * there are no words for it (a newer server's factor or detail), so that it is left out rather
 * than shown as codes.
 */
export function wordReason(reason: Reason, { text, certification, label, language }: ReasonWords): string | null {
  const items = reason.items ?? [];
  const [first = '', second = ''] = items;
  const list = (group: OptionGroup) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(items.map((code) => label(group, code)));
  const key = `${reason.factor}.${reason.detail}`;
  switch (key) {
    case 'subject.exact':
    case 'subject.none':
      return text(key, { subject: label('subjects', first) });
    case 'subject.related':
    case 'subject.distant': {
      // "other" is the subject the teacher wrote in themselves, which the position names.
      const mine = first === 'other' ? text('subject.other') : label('subjects', first);
      return text(key, { mine, subject: label('subjects', second) });
    }
    case 'gradeLevel.exact':
    case 'gradeLevel.adjacent':
    case 'gradeLevel.none':
      return text(key, { level: label('gradeLevels', first) });
    case 'certification.notRequired':
    case 'certification.florida':
      return text(key);
    case 'certification.otherState':
    case 'certification.eligibility':
    case 'certification.pathCertificate':
    case 'certification.subjectExam':
    case 'certification.otherSubject':
    case 'certification.none':
      return isCertification(first) ? text(key, { required: certification(first) }) : null;
    case 'experience.noMinimum':
      return text(key, { count: Number(first) });
    case 'experience.meets':
      return text(key, { count: Number(first), minimum: Number(second) });
    case 'experience.short':
      return text(key, { count: Number(second), years: Number(first) });
    case 'skills.matched':
    case 'skills.none':
      return text(key, { skills: list('skills') });
    case 'language.spanish':
    case 'language.spanishMissing':
    case 'language.second':
    case 'language.secondMissing':
    case 'language.englishOnly':
    case 'resume.strong':
    case 'resume.some':
    case 'resume.little':
    case 'eligibility.sponsorshipNeeded':
    case 'eligibility.j1Welcome':
    case 'eligibility.sponsorship':
      return text(key);
    case 'setting.matched':
      return text(key, { setting: label('experienceSettings', first), designation: label('designations', second) });
    case 'setting.none':
      return text(key, { designation: label('designations', first) });
    case 'jobType.wanted':
    case 'jobType.notWanted':
      return text(key, { type: label('vacancyTypes', first) });
    // The philosophies the teacher's values and the school share, or the school's alone (docs/api.md
    // "Philosophy and cultural fit").
    case 'culture.matched':
    case 'culture.none':
      return text(key, { values: list('philosophies') });
  }
  return null;
}
