import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionLabel, type OptionGroup } from '@/lib/options';
import type { Insight } from '../api/applications';

/** The resume sections the review looks for, as `missingSection` names them. */
const SECTIONS = ['contact', 'summary', 'experience', 'education', 'certification', 'skills'] as const;

type Section = (typeof SECTIONS)[number];

function isSection(code: string): code is Section {
  return (SECTIONS as readonly string[]).includes(code);
}

/** The option list whose labels word each kind of term code ("subject:math"). */
const TERM_GROUPS = new Map<string, OptionGroup>([
  ['subject', 'subjects'],
  ['gradeLevel', 'gradeLevels'],
  ['skill', 'skills'],
  ['setting', 'experienceSettings'],
]);

/**
 * useInsightText returns `say(insight)`: a suggestion of the resume review as sentences in the
 * visitor's language, its codes as their labels and its quotes in quotation marks, or null when
 * this page has no words for it (a newer server's code or detail, or one missing what it names).
 */
export function useInsightText() {
  const { t, i18n } = useTranslation('jobs');
  const label = useOptionLabel();
  const language = i18n.language;
  return useCallback(
    (insight: Insight): string | null => {
      const items = insight.items ?? [];
      const count = insight.count ?? 0;
      const list = (words: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(words);
      const quoted = (texts: string[]) => list(texts.map((text) => t('insight.quoted', { text })));
      const term = (code: string): string[] => {
        const colon = code.indexOf(':');
        const kind = code.slice(0, colon);
        const value = code.slice(colon + 1);
        if (colon < 0 || !value) return [];
        const group = TERM_GROUPS.get(kind);
        if (group) return [label(group, value)];
        if (kind === 'language') {
          try {
            const name = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' }).of(value);
            return name ? [name] : [];
          } catch {
            // Not a language code.
            return [];
          }
        }
        if (code === 'certification:florida') return [t('insight.terms.floridaCertification')];
        return [];
      };

      switch (insight.code) {
        case 'missingSection': {
          const sections = items.filter(isSection);
          if (sections.length === 0) return null;
          const names = sections.map((section) => t(`insight.sections.${section}`));
          return t('insight.missingSection', { count: sections.length, sections: list(names) });
        }
        case 'floridaCertification': {
          const subjects = list(items.map((code) => label('subjects', code)));
          switch (insight.detail) {
            case 'held':
            case 'otherState':
              return items.length === 0 ? null : t(`insight.floridaCertification.${insight.detail}`, { subjects });
            case 'eligibility':
            case 'none':
              return t(`insight.floridaCertification.${insight.detail}`);
          }
          return null;
        }
        case 'noResults': {
          if (count === 0) return null;
          const lines = t('insight.noResults', { count });
          return items.length === 0 ? lines : `${lines} ${t('insight.examples', { examples: quoted(items.slice(0, 3)) })}`;
        }
        case 'weakVerbs':
          return items.length === 0 ? null : t('insight.weakVerbs', { phrases: quoted(items) });
        case 'length':
          if (count === 0 || (insight.detail !== 'short' && insight.detail !== 'long')) return null;
          return t(`insight.length.${insight.detail}`, { count });
        case 'dates':
          if (insight.detail === 'missing') return t('insight.dates.missing');
          if (insight.detail === 'gap' && items.length > 0) return t('insight.dates.gap', { count: items.length, spans: list(items) });
          return null;
        case 'keyTermsSupported':
        case 'keyTermsUnsupported': {
          const words = items.flatMap(term);
          return words.length === 0 ? null : t(`insight.${insight.code}`, { count: words.length, terms: list(words) });
        }
      }
      return null;
    },
    [t, label, language],
  );
}
