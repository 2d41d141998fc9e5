import type { Insight } from '@/lib/api-types';
import type { OptionGroup } from '@/lib/options';

/**
 * Insight is one suggestion of the resume review: what to improve (`code`, with a `detail` for
 * some codes), how much it matters (1 high, 3 low), and about what (`items`: option codes, term
 * codes or short quotes of the resume; `count`: how many lines, phrases or words).
 */
export type { Insight } from '@/lib/api-types';

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
 * InsightKey names a text within an `insight` group of texts. The teacher reads the suggestions
 * addressed to them, a school reads them about the applicant's resume, under the same keys.
 */
export type InsightKey =
  | 'quoted'
  | 'examples'
  | `sections.${Section}`
  | 'terms.floridaCertification'
  | 'missingSection'
  | 'floridaCertification.held'
  | 'floridaCertification.pathCertificate'
  | 'floridaCertification.otherState'
  | 'floridaCertification.eligibility'
  | 'floridaCertification.none'
  | 'noResults'
  | 'weakVerbs'
  | 'length.short'
  | 'length.long'
  | 'dates.missing'
  | 'dates.gap'
  | 'keyTermsSupported'
  | 'keyTermsUnsupported';

/** InsightWords are the texts of one voice, and the language and option labels they are written with. */
export type InsightWords = {
  /** text is the voice's text for an insight key, with its values put in. */
  text: (key: InsightKey, values?: Record<string, string | number>) => string;
  /** label is the option label of a code (useOptionLabel). */
  label: (group: OptionGroup, code: string) => string;
  language: string;
};

/**
 * wordInsight says a suggestion of the resume review as sentences, its codes as their labels and
 * its quotes in quotation marks, or returns null when there are no words for it (a newer
 * server's code or detail, or one missing what it names).
 */
export function wordInsight(insight: Insight, { text, label, language }: InsightWords): string | null {
  const items = insight.items ?? [];
  const count = insight.count ?? 0;
  const list = (words: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(words);
  const quoted = (texts: string[]) => list(texts.map((quote) => text('quoted', { text: quote })));
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
    if (code === 'certification:florida') return [text('terms.floridaCertification')];
    return [];
  };

  switch (insight.code) {
    case 'missingSection': {
      const sections = items.filter(isSection);
      if (sections.length === 0) return null;
      const names = sections.map((section) => text(`sections.${section}`));
      return text('missingSection', { count: sections.length, sections: list(names) });
    }
    case 'floridaCertification': {
      const subjects = list(items.map((code) => label('subjects', code)));
      switch (insight.detail) {
        case 'held':
        case 'otherState':
          return items.length === 0 ? null : text(`floridaCertification.${insight.detail}`, { subjects });
        case 'pathCertificate':
        case 'eligibility':
        case 'none':
          return text(`floridaCertification.${insight.detail}`);
      }
      return null;
    }
    case 'noResults': {
      if (count === 0) return null;
      const lines = text('noResults', { count });
      return items.length === 0 ? lines : `${lines} ${text('examples', { examples: quoted(items.slice(0, 3)) })}`;
    }
    case 'weakVerbs':
      return items.length === 0 ? null : text('weakVerbs', { phrases: quoted(items) });
    case 'length':
      if (count === 0 || (insight.detail !== 'short' && insight.detail !== 'long')) return null;
      return text(`length.${insight.detail}`, { count });
    case 'dates':
      if (insight.detail === 'missing') return text('dates.missing');
      if (insight.detail === 'gap' && items.length > 0) return text('dates.gap', { count: items.length, spans: list(items) });
      return null;
    case 'keyTermsSupported':
    case 'keyTermsUnsupported': {
      const words = items.flatMap(term);
      return words.length === 0 ? null : text(insight.code, { count: words.length, terms: list(words) });
    }
  }
  return null;
}
