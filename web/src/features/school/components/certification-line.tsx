import { useTranslation } from 'react-i18next';
import type { CertificationSummary } from '@/lib/api-types';

/**
 * CertificationLine is the packet's one line of the teacher's Florida certification path
 * (docs/api.md "Know before you go"): her route, the steps of it done of how many, and the next,
 * or that she has saved none.
 */
export function CertificationLine({ summary }: { summary: CertificationSummary | null }) {
  const { t } = useTranslation('school');
  if (summary === null) return t('packet.certificationNone');
  const route = t(`packet.certificationRoutes.${summary.route}`);
  if (summary.next === null) return t('packet.certificationDone', { route, total: summary.total });
  return t('packet.certificationLine', {
    route,
    done: summary.done,
    total: summary.total,
    next: t(`packet.certificationSteps.${summary.next}`),
  });
}
