import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import {
  CATEGORIES,
  categoryAfterKey,
  categoryFromHash,
  categoryName,
  hashOf,
  type CategoryNumber,
} from './category';
import styles from './essentials.module.css';
import { ProviderCard } from './provider-card';
import { PROVIDERS } from './providers';

// Ids of the tabs and panels. None equals a category's hash (#gas): the app scrolls to an
// element whose id is the hash, and choosing a tab must not move the page.
const tabId = (number: CategoryNumber) => `essentials-tab-${categoryName(number)}`;
const panelId = (number: CategoryNumber) => `essentials-panel-${categoryName(number)}`;
const NUMBERS = CATEGORIES.map((_, index) => (index + 1) as CategoryNumber);

/**
 * EssentialsPage lists the providers of six home services in tabs (WAI-ARIA tabs pattern, automatic
 * activation). The chosen tab is the address's hash (#gas), replaced rather than pushed, so the
 * Back button leaves the page instead of walking back through the tabs.
 */
export default function EssentialsPage() {
  const { t } = useTranslation(['essentials', 'pages']);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const selected = categoryFromHash(hash);
  const tabs = useRef(new Map<CategoryNumber, HTMLButtonElement>());

  const select = (number: CategoryNumber) => {
    if (number !== selected || hash !== hashOf(number)) navigate({ hash: hashOf(number) }, { replace: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = categoryAfterKey(selected, event.key);
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <>
      <PageHeader title={t('pages:essentials.title')} intro={t('pages:essentials.intro')} />
      <div className={`container ${styles.content}`}>
        <p id="essentials-hint" className={styles.hint}>
          {t('tabsHint')}
        </p>
        <div
          role="tablist"
          aria-label={t('tabsLabel')}
          aria-describedby="essentials-hint"
          className={styles.tablist}
        >
          {NUMBERS.map((number) => {
            const isSelected = number === selected;
            return (
              <button
                key={number}
                ref={(element) => {
                  if (element) tabs.current.set(number, element);
                  else tabs.current.delete(number);
                }}
                type="button"
                role="tab"
                id={tabId(number)}
                aria-selected={isSelected}
                aria-controls={panelId(number)}
                tabIndex={isSelected ? 0 : -1}
                className={styles.tab}
                onClick={() => select(number)}
                onKeyDown={onKeyDown}
              >
                <span className={styles.tabNumber} aria-hidden="true">
                  {number}
                </span>
                {t(`categories.${categoryName(number)}`)}
              </button>
            );
          })}
        </div>

        {NUMBERS.map((number) => {
          const category = categoryName(number);
          return (
            <div
              key={number}
              role="tabpanel"
              id={panelId(number)}
              aria-labelledby={tabId(number)}
              tabIndex={0}
              hidden={number !== selected}
              className={styles.panel}
            >
              <h2>{t(`panels.${category}.title`)}</h2>
              <p className={styles.intro}>{t(`panels.${category}.intro`)}</p>
              <ul className={styles.providers} aria-label={t(`panels.${category}.title`)}>
                {PROVIDERS[category].map((provider) => (
                  <li key={provider.key}>
                    <ProviderCard provider={provider} />
                  </li>
                ))}
              </ul>
              <h3>{t('tips.heading')}</h3>
              <ul className={styles.tips}>
                {t(`tips.${category}`, { returnObjects: true }).map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
              <p className={styles.check}>{t('check')}</p>
            </div>
          );
        })}
      </div>
    </>
  );
}
