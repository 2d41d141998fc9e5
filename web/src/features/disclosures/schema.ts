import description from '../../../shared/disclosures.json';
import usStates from '../../../shared/us-states.json';

/*
 * The wizard's reading of web/shared/disclosures.json, the one description of the questions that
 * the server validates with too (internal/disclosures). checkAnswers applies the same rules and
 * gives the same field codes, so the teacher sees an error before the server would send it.
 */

/** QuestionType is how a question is answered (and drawn). */
export type QuestionType =
  | 'yesno'
  | 'text'
  | 'textarea'
  | 'date'
  | 'number'
  | 'select'
  | 'multiselect'
  | 'usState'
  | 'languages'
  | 'subjects'
  | 'ssn'
  | 'document';

/** DocumentKind is the upload a `document` question stands for. */
export type DocumentKind = 'work_auth_front' | 'work_auth_back';

/** Question is one answer key with its rules; with showIf it is a follow-up of an earlier one. */
export type Question = {
  key: string;
  /** The name of its texts when several questions share them; its key otherwise. */
  text?: string;
  type: QuestionType;
  kind?: DocumentKind;
  options?: string[];
  maxLength?: number;
  min?: number;
  max?: number;
  integer?: boolean;
  notFuture?: boolean;
  optional?: boolean;
  showIf?: { key: string; equals: string };
};

/** Section is one step of the wizard. */
export type Section = { key: string; questions: Question[] };

/** Values are a step's form values: text as typed, lists for the multi-choice questions. */
export type Values = Record<string, string | string[]>;

/** Answers are what the API takes and gives for a section (docs/api.md "Teacher"). */
export type Answers = Record<string, string | number | string[]>;

const schema = description as { languages: string[]; subjects: string[]; sections: Section[] };

/** SECTIONS are the wizard's steps, in order. */
export const SECTIONS: readonly Section[] = schema.sections;

/** LANGUAGES are the choices of a `languages` question. */
export const LANGUAGES: readonly string[] = schema.languages;

/**
 * SUBJECTS are the choices of a `subjects` question: the subject codes of docs/design.md §4, which a Go
 * test (internal/disclosures) keeps equal to the server's.
 */
export const SUBJECTS: readonly string[] = schema.subjects;

/** US_STATES are the USPS codes and names a `usState` question offers. */
export const US_STATES: readonly { code: string; name: string }[] = usStates;

const LIST_TYPES: readonly QuestionType[] = ['multiselect', 'languages', 'subjects'];

/** isList says whether a question's answer is a list of choices. */
export function isList(q: Question): boolean {
  return LIST_TYPES.includes(q.type);
}

/** choices are the answers a question with fixed choices takes. */
export function choices(q: Question): readonly string[] {
  if (q.type === 'yesno') return ['yes', 'no'];
  if (q.type === 'languages') return LANGUAGES;
  if (q.type === 'subjects') return SUBJECTS;
  if (q.type === 'usState') return US_STATES.map((state) => state.code);
  return q.options ?? [];
}

/** textKey names a question's texts in the `disclosures` locale files. */
export function textKey(q: Question): string {
  return q.text ?? q.key;
}

/** followUps are the questions asked after `q` depending on its answer. */
export function followUps(section: Section, q: Question): Question[] {
  return section.questions.filter((f) => f.showIf?.key === q.key);
}

/** isVisible says whether a question is asked, given the answers before it. */
export function isVisible(q: Question, answers: Answers): boolean {
  return !q.showIf || answers[q.showIf.key] === q.showIf.equals;
}

/** Checked is a section's answers ready to send, or the code of each refused one. */
export type Checked = { answers: Answers; fields: Record<string, string> };

type CheckOptions = {
  /** complete asks for every visible required question; a draft only checks what is given. */
  complete: boolean;
  today: string;
  /** Write-only answers already stored, kept when left empty (the SSN once saved). */
  kept?: readonly string[];
};

/**
 * checkAnswers reads a step's values as the server's Validate does: hidden follow-ups dropped,
 * empty answers left out, every given answer checked, and with `complete` every visible
 * question that is not optional required. `document` questions are left to the server.
 */
export function checkAnswers(section: Section, values: Values, { complete, today, kept = [] }: CheckOptions): Checked {
  const answers: Answers = {};
  const fields: Record<string, string> = {};
  for (const q of section.questions) {
    if (q.type === 'document' || !isVisible(q, answers)) continue;
    const [value, code] = checkValue(q, values[q.key], today);
    if (code) fields[q.key] = code;
    else if (value !== undefined) answers[q.key] = value;
    else if (complete && !q.optional && !kept.includes(q.key)) fields[q.key] = 'required';
  }
  return { answers, fields };
}

/** checkValue is an answer's value to send (undefined when empty) or the code that refuses it. */
function checkValue(q: Question, raw: string | string[] | undefined, today: string): [Answers[string]?, string?] {
  if (Array.isArray(raw)) {
    if (raw.length === 0) return [];
    const ok = raw.every((item, i) => choices(q).includes(item) && raw.indexOf(item) === i);
    return ok ? [[...raw]] : [undefined, 'invalid'];
  }
  const text = (raw ?? '').trim();
  if (text === '') return [];
  switch (q.type) {
    case 'text':
    case 'textarea':
      return [...text].length > (q.maxLength ?? 0) ? [undefined, 'too_long'] : [text];
    case 'date':
      if (!isDate(text)) return [undefined, 'invalid'];
      return q.notFuture && text > today ? [undefined, 'future'] : [text];
    case 'number': {
      const n = Number(text);
      if (!Number.isFinite(n)) return [undefined, 'invalid'];
      if (n < (q.min ?? -Infinity) || n > (q.max ?? Infinity)) return [undefined, 'out_of_range'];
      return q.integer && !Number.isInteger(n) ? [undefined, 'invalid'] : [n];
    }
    case 'ssn': {
      const digits = ssnDigits(text);
      return digits ? [digits] : [undefined, 'invalid'];
    }
    default:
      return choices(q).includes(text) ? [text] : [undefined, 'invalid'];
  }
}

/** isDate says whether text is a real day written YYYY-MM-DD. */
function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

/**
 * ssnDigits reads a Social Security Number, 9 digits with or without the dashes of 123-45-6789,
 * refusing those never issued (docs/design.md §6): area 000, 666 or 9xx, group 00, serial 0000.
 */
function ssnDigits(text: string): string | undefined {
  const digits = /^\d{3}-\d{2}-\d{4}$/.test(text) ? text.replaceAll('-', '') : text;
  if (!/^\d{9}$/.test(digits)) return undefined;
  const [area, group, serial] = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)];
  if (area === '000' || area === '666' || area.startsWith('9') || group === '00' || serial === '0000') return undefined;
  return digits;
}
