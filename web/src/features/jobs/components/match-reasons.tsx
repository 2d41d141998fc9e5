import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionLabel, type OptionGroup } from '@/lib/options';
import type { Reason } from '../api/matches';
import type { Certification } from '../api/vacancies';
import styles from './matches.module.css';

/**
 * MatchReasons says in words why a vacancy matches the teacher, factor by factor, each marked as
 * counting for them or not (a mark and a word, not only a colour). A reason this page cannot
 * word (a newer server's factor or detail) is left out rather than shown as codes. `labelledBy`
 * is the id of the heading that names the list, when there is one.
 */
export function MatchReasons({ reasons, labelledBy }: { reasons: Reason[]; labelledBy?: string }) {
  const { t } = useTranslation('jobs');
  const say = useReasonText();
  const worded = reasons.flatMap((reason) => {
    const text = say(reason);
    return text === null ? [] : [{ reason, text }];
  });
  return (
    <ul aria-labelledby={labelledBy} className={styles.reasons}>
      {worded.map(({ reason, text }) => (
        <li key={`${reason.factor}.${reason.detail}`} className={reason.matched ? styles.matched : styles.unmatched}>
          <span aria-hidden="true">{reason.matched ? '✓' : '✗'}</span>
          <span>
            {text}
            <span className="visually-hidden"> ({t(reason.matched ? 'reasons.matched' : 'reasons.missing')})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const CERTIFICATIONS: readonly Certification[] = ['florida', 'any_state', 'eligible', 'none'];

function isCertification(code: string): code is Certification {
  return (CERTIFICATIONS as readonly string[]).includes(code);
}

/**
 * useReasonText returns `say(reason)`: the reason as a sentence in the visitor's language, with
 * its option codes as their labels, or null when this page has no words for it.
 */
function useReasonText() {
  const { t, i18n } = useTranslation('jobs');
  const label = useOptionLabel();
  const language = i18n.language;
  return useCallback(
    (reason: Reason): string | null => {
      const items = reason.items ?? [];
      const [first = '', second = ''] = items;
      const list = (group: OptionGroup) =>
        new Intl.ListFormat(language, { type: 'conjunction' }).format(items.map((code) => label(group, code)));
      switch (`${reason.factor}.${reason.detail}`) {
        case 'subject.exact':
          return t('reasons.subject.exact', { subject: label('subjects', first) });
        case 'subject.related':
        case 'subject.distant': {
          // "other" is the subject the teacher wrote in themselves, which the position names.
          const mine = first === 'other' ? t('reasons.subject.other') : label('subjects', first);
          const key = reason.detail === 'related' ? 'reasons.subject.related' : 'reasons.subject.distant';
          return t(key, { mine, subject: label('subjects', second) });
        }
        case 'subject.none':
          return t('reasons.subject.none', { subject: label('subjects', first) });
        case 'gradeLevel.exact':
          return t('reasons.gradeLevel.exact', { level: label('gradeLevels', first) });
        case 'gradeLevel.adjacent':
          return t('reasons.gradeLevel.adjacent', { level: label('gradeLevels', first) });
        case 'gradeLevel.none':
          return t('reasons.gradeLevel.none', { level: label('gradeLevels', first) });
        case 'certification.notRequired':
          return t('reasons.certification.notRequired');
        case 'certification.florida':
          return t('reasons.certification.florida');
        case 'certification.otherState':
        case 'certification.eligibility':
        case 'certification.otherSubject':
        case 'certification.none': {
          if (!isCertification(first)) return null;
          const required = t(`job.certifications.${first}`);
          const detail = reason.detail as 'otherState' | 'eligibility' | 'otherSubject' | 'none';
          return t(`reasons.certification.${detail}`, { required });
        }
        case 'experience.noMinimum':
          return t('reasons.experience.noMinimum', { count: Number(first) });
        case 'experience.meets':
          return t('reasons.experience.meets', { count: Number(first), minimum: Number(second) });
        case 'experience.short':
          return t('reasons.experience.short', { count: Number(second), years: Number(first) });
        case 'skills.matched':
          return t('reasons.skills.matched', { skills: list('skills') });
        case 'skills.none':
          return t('reasons.skills.none', { skills: list('skills') });
        case 'language.spanish':
        case 'language.spanishMissing':
        case 'language.second':
        case 'language.secondMissing':
        case 'language.englishOnly':
          return t(`reasons.language.${reason.detail as 'spanish' | 'spanishMissing' | 'second' | 'secondMissing' | 'englishOnly'}`);
        case 'setting.matched':
          return t('reasons.setting.matched', {
            setting: label('experienceSettings', first),
            designation: label('designations', second),
          });
        case 'setting.none':
          return t('reasons.setting.none', { designation: label('designations', first) });
        case 'resume.strong':
        case 'resume.some':
        case 'resume.little':
          return t(`reasons.resume.${reason.detail as 'strong' | 'some' | 'little'}`);
      }
      return null;
    },
    [t, label, language],
  );
}
