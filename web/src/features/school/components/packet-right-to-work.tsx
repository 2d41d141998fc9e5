import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import type { Packet } from '../api/applications';
import { Facts } from './parts';
import styles from './school.module.css';

/**
 * RightToWork is what a district decides on first about a teacher from abroad (docs/api.md
 * "School"): whether she may work in the U.S. or needs a visa sponsored, said first when she does,
 * whether both sides of her work-authorization card are on file and until when, and the languages
 * she speaks and writes, all as she answered when applying. Never the card itself or the SSN,
 * which the API does not send.
 */
export function RightToWork({ packet }: { packet: Packet }) {
  const { t, i18n } = useTranslation('school');
  const { t: answers } = useTranslation('disclosures');
  const { workAuthorization: work, languages } = packet;
  const yesNo = (value: boolean | null) => (value === null ? t('packet.notAnswered') : answers(value ? 'yesno.yes' : 'yesno.no'));
  const card = !work.cardOnFile
    ? t('packet.rightToWork.cardMissing')
    : work.cardExpiresOn
      ? t('packet.rightToWork.cardUntil', { date: formatDate(work.cardExpiresOn, i18n.language, 'long') })
      : t('packet.rightToWork.cardOnFile');
  // English is a question of its own; the other languages are codes of the disclosures' list, and
  // "other" the languages she named in her own words.
  const named = (english: boolean | null, codes: string[]) =>
    [
      ...(english ? [t('packet.rightToWork.english')] : []),
      // The codes come from the shared description, so their texts are only known to exist at run time.
      ...codes.map((code) => (code === 'other' ? languages.other : answers(`languages.${code}` as never, { defaultValue: code }))),
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <section aria-labelledby="packet-right-to-work" className="panel">
      <h2 id="packet-right-to-work">{t('packet.rightToWork.title')}</h2>
      {work.needsSponsorship && <p className={styles.sponsorship}>{t('packet.rightToWork.needsSponsorship')}</p>}
      <p className={styles.note}>{t('packet.rightToWork.intro')}</p>
      <Facts
        facts={[
          [t('packet.rightToWork.authorized'), yesNo(work.authorized)],
          [t('packet.rightToWork.sponsorship'), yesNo(work.needsSponsorship)],
          [t('packet.rightToWork.card'), card],
          [t('packet.rightToWork.speaks'), named(languages.speaksEnglish, languages.spoken)],
          [t('packet.rightToWork.writes'), named(languages.writesEnglish, languages.written)],
        ]}
      />
    </section>
  );
}
