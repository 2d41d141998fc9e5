import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, toLanguage, type Language } from '@/lib/i18n';
import styles from './language-select.module.css';

type Props = {
  /** onChoose is told each language chosen, as the switch starts (the header saves a signed-in user's). */
  onChoose?: (language: Language) => void;
};

/** LanguageSelect is the header dropdown that switches the site between English and Spanish. */
export function LanguageSelect({ onChoose }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <svg className={styles.icon} aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <select
        id={id}
        className={styles.select}
        value={toLanguage(i18n.language)}
        onChange={(event) => {
          const language = toLanguage(event.target.value);
          void setLanguage(language);
          onChoose?.(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
