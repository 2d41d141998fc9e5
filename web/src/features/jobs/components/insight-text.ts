import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '@/lib/options';
import { wordInsight, type Insight } from '@/lib/resume-insights';

/**
 * useInsightText returns `say(insight)`: a suggestion of the resume review as sentences in the
 * visitor's language, addressed to the teacher, or null when this page has no words for it
 * (see wordInsight).
 */
export function useInsightText() {
  const { t, i18n } = useTranslation('jobs');
  const label = useOptionLabel();
  const language = i18n.language;
  return useCallback(
    (insight: Insight): string | null =>
      wordInsight(insight, { text: (key, values) => t(`insight.${key}`, values), label, language }),
    [t, label, language],
  );
}
