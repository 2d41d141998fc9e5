import { describe, expect, it } from 'vitest';
import { checkAnswers, SECTIONS, type Values } from './schema';

// The same rules as the server's (internal/disclosures/validate_test.go), on the form's values.
const section = (key: string) => SECTIONS.find((s) => s.key === key)!;
const today = '2026-03-15';

describe('checkAnswers', () => {
  it.each<[string, string, Values, boolean, Record<string, unknown>, Record<string, string>]>([
    ['an empty draft', 'public_records', {}, false, {}, {}],
    ['a complete save asks the question', 'public_records', { publicRecordsConsent: '' }, true, {}, { publicRecordsConsent: 'required' }],
    ['yes/no takes yes or no only', 'public_records', { publicRecordsConsent: 'si' }, false, {}, { publicRecordsConsent: 'invalid' }],
    ['a follow-up is required on yes', 'profile', { relativesEmployed: 'yes', relativeName: ' Ana ' }, true,
      { relativeName: 'Ana' }, { relativeRelationship: 'required', workAuthorized: 'required' }],
    ['no drops the stale details', 'profile', { validWorkAuth: 'no', ssn: '000-00-0000' }, false, { validWorkAuth: 'no' }, {}],
    ['an SSN becomes its digits', 'profile', { validWorkAuth: 'yes', ssn: '123-45-6789' }, false, { ssn: '123456789' }, {}],
    ['SSNs never issued are refused', 'profile', { validWorkAuth: 'yes', ssn: '912-45-6789' }, false, {}, { ssn: 'invalid' }],
    ['dashes in the wrong places are refused', 'profile', { validWorkAuth: 'yes', ssn: '12-345-6789' }, false, {}, { ssn: 'invalid' }],
    ['a number within bounds', 'profile', { publicSchoolYears: '12' }, false, { publicSchoolYears: 12 }, {}],
    ['a number out of bounds', 'profile', { publicSchoolYears: '61' }, false, {}, { publicSchoolYears: 'out_of_range' }],
    ['a number must be whole', 'profile', { publicSchoolYears: '2.5' }, false, {}, { publicSchoolYears: 'invalid' }],
    ['a past date must not be in the future', 'profile', { districtEmployee: 'yes', districtStartDate: '2026-03-16', districtEndDate: '2026-06-30' }, false,
      { districtEndDate: '2026-06-30' }, { districtStartDate: 'future' }],
    ['a date must be a real day', 'profile', { districtEmployee: 'yes', districtStartDate: '2024-02-30' }, false, {}, { districtStartDate: 'invalid' }],
    ['text longer than its maximum', 'profile', { j1Exchange: 'yes', j1Sponsor: 'ñ'.repeat(201) }, false, {}, { j1Sponsor: 'too_long' }],
    ['languages from the list, once each', 'profile', { otherLanguages: 'yes', languagesSpoken: ['es', 'tl'], languagesWritten: ['es', 'es'] }, false,
      { languagesSpoken: ['es', 'tl'] }, { languagesWritten: 'invalid' }],
    ['a state is a USPS code', 'additional', { otherStateCertificate: 'yes', otherStateCertificateState: 'Georgia' }, false, {}, { otherStateCertificateState: 'invalid' }],
    ['subjects from the subject codes', 'additional', { floridaCertificate: 'yes', floridaCertificateSubjects: ['math', 'esol'] }, false,
      { floridaCertificateSubjects: ['math', 'esol'] }, {}],
    ['subjects: unknown or repeated codes are refused', 'additional',
      { floridaCertificate: 'yes', floridaCertificateSubjects: ['Mathematics'], otherStateCertificate: 'yes', otherStateCertificateSubjects: ['art', 'art'] }, false,
      {}, { floridaCertificateSubjects: 'invalid', otherStateCertificateSubjects: 'invalid' }],
    ['subjects are required on yes', 'additional', { floridaCertificate: 'yes', floridaCertificateSubjects: [] }, true,
      {}, { floridaCertificateSubjects: 'required' }],
  ])('%s', (_, key, values, complete, answers, fields) => {
    const checked = checkAnswers(section(key), values, { complete, today });
    expect(checked.answers).toMatchObject(answers);
    if (complete) expect(checked.fields).toMatchObject(fields);
    else expect(checked.fields).toEqual(fields);
  });

  it('drops the subjects of a certificate not held', () => {
    const values = { floridaCertificate: 'no', floridaCertificateSubjects: ['math'] };
    expect(checkAnswers(section('additional'), values, { complete: false, today })).toEqual({ answers: { floridaCertificate: 'no' }, fields: {} });
  });

  it('keeps a stored SSN left empty', () => {
    const values = { validWorkAuth: 'yes', ssn: '' };
    expect(checkAnswers(section('profile'), values, { complete: true, today }).fields.ssn).toBe('required');
    expect(checkAnswers(section('profile'), values, { complete: true, today, kept: ['ssn'] }).fields.ssn).toBeUndefined();
  });
});
