import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/lib/i18n';
import { RATING_NAMES } from '@/lib/references';
import alertStyles from '@/components/alert.module.css';
import styles from './references.module.css';

/** What the server writes into the referee's page for a browser without JavaScript (entry-server.tsx). */
export type RefereeReadingValues = { name: string; relationship: string; expires: string; token: string };

/**
 * RefereeReading is the referee's page as a browser without JavaScript reads it (issue 33): who
 * asks and why, everything the form will ask, and a switch of language, which are links. The
 * build renders it once per language with markers the server fills from the link's token
 * (internal/httpapi/refereepage.go). Answering needs the app, and the page says so.
 */
export function RefereeReading({ name, relationship, expires, token }: RefereeReadingValues) {
  const { t } = useTranslation(['references', 'common']);
  return (
    <div className={styles.stack}>
      <section aria-labelledby="referee-who" className="panel">
        <h2 id="referee-who">{t('referee.title')}</h2>
        <p>{t('referee.intro')}</p>
        <p>{t('referee.who', { name })}</p>
        <p>{t('referee.whoRelationship', { name, relationship })}</p>
        <p>{t('referee.expires', { date: expires })}</p>
        <nav aria-label={t('referee.language')} className={styles.languages}>
          {LANGUAGES.map((language) => (
            <a key={language} lang={language} hrefLang={language} href={`/reference?token=${token}&lang=${language}`}>
              {t(`common:language.${language}`)}
            </a>
          ))}
        </nav>
      </section>
      <section aria-labelledby="referee-asked" className="panel">
        <h2 id="referee-asked">{t('referee.reading.title')}</h2>
        <p>{t('referee.ratingsHint')}</p>
        <ul>
          {RATING_NAMES.map((rating) => (
            <li key={rating}>{t(`ratings.${rating}`)}</li>
          ))}
        </ul>
        <p>{t('referee.wouldRehire')}</p>
        <p>{t('referee.safeguarding')}</p>
        <p>{t('referee.commentsHint')}</p>
      </section>
      <p className={`panel ${alertStyles.alert}`}>{t('referee.reading.needsScript')}</p>
    </div>
  );
}

/** RefereeInvalid says that the link no longer works, and what to do. */
export function RefereeInvalid() {
  const { t } = useTranslation('references');
  return (
    <section aria-labelledby="referee-invalid" className={`panel ${alertStyles.alert}`}>
      <h2 id="referee-invalid">{t('referee.invalid.title')}</h2>
      <p>{t('referee.invalid.text')}</p>
    </section>
  );
}
