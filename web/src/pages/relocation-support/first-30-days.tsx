import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { useHydrated } from '@/lib/browser';
import { CHECKLIST, useTicks, type ItemId } from './checklist';
import styles from './relocation.module.css';

/**
 * FirstThirtyDays is the printable checklist of a newcomer's first month. Ticks stay in this
 * browser's local storage (CHECKLIST_KEY) and come back on the next visit; nothing is sent.
 */
export function FirstThirtyDays({ id }: { id: string }) {
  const { t } = useTranslation('relocation');
  const [ticked, update] = useTicks();
  // Ticks and printing need the app: until it runs (or without JavaScript) the controls wait.
  const hydrated = useHydrated();
  const items = t('first30.items', { returnObjects: true });

  function toggle(itemId: ItemId, checked: boolean) {
    update(CHECKLIST.map((item) => item.id).filter((other) => (other === itemId ? checked : ticked.includes(other))));
  }

  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${styles.section} ${styles.printable}`}>
      <h2 id={`${id}-title`}>{t('first30.title')}</h2>
      <p className={styles.text}>{t('first30.intro')}</p>
      <p className={`${styles.text} ${styles.privacy}`}>{t('first30.privacy')}</p>

      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => window.print()} disabled={!hydrated}>
          {t('first30.print')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => update([])} disabled={ticked.length === 0 || !hydrated}>
          {t('first30.clear')}
        </button>
        <p role="status" className={styles.progress}>
          {t('first30.progress', { done: ticked.length, total: CHECKLIST.length })}
        </p>
      </div>

      <ol className={styles.checklist} aria-labelledby={`${id}-title`}>
        {CHECKLIST.map(({ id: itemId, guide, official }) => {
          const texts = items[itemId];
          const inputId = `first30-${itemId}`;
          return (
            <li key={itemId} className={styles.item}>
              <input
                type="checkbox"
                id={inputId}
                className={styles.checkbox}
                checked={ticked.includes(itemId)}
                disabled={!hydrated}
                onChange={(event) => toggle(itemId, event.target.checked)}
                aria-describedby={`${inputId}-text`}
              />
              <div>
                <label htmlFor={inputId} className={styles.itemTitle}>
                  {texts.title}
                </label>
                <p id={`${inputId}-text`}>{texts.text}</p>
                <p className={styles.itemLinks}>
                  <Link to={guide}>{texts.guide}</Link>
                  {official && 'official' in texts && <ExternalLink href={official}>{texts.official}</ExternalLink>}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
