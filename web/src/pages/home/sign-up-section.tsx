import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icon';
import { Section } from './section';
import { useNearViewport } from './use-near-viewport';
import styles from './home.module.css';

/** SIGN_UP_ID is the anchor of the newsletter sign-up, the target of the hero's button. */
export const SIGN_UP_ID = 'sign-up';

// The form (and its texts and country list) is not part of the page's first download: it
// loads when the section comes within about two screens of view.
const SubscribeForm = lazy(() =>
  import('@/features/subscribe/components/subscribe-form').then((module) => ({
    default: module.SubscribeForm,
  })),
);

/** SignUpSection holds the newsletter form and the promise of a reply within 24 hours. */
export function SignUpSection() {
  const { t } = useTranslation('home');
  const slotRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slotRef, '1200px 0px');

  return (
    <Section
      id={SIGN_UP_ID}
      title={t('signUp.title')}
      intro={t('signUp.intro')}
      tone="sand"
      focusableHeading
    >
      <p className={styles.promise}>
        <Icon name="mail" />
        <span>
          {t('signUp.promise')} <Link to="/contact-us">{t('signUp.contact')}</Link>
        </span>
      </p>
      {/* The slot keeps the form's height, so nothing below moves when it arrives. */}
      <div className={styles.formArea}>
        <div ref={slotRef} className={styles.formSlot}>
          {near && (
            <Suspense>
              <SubscribeForm />
            </Suspense>
          )}
        </div>
      </div>
    </Section>
  );
}
