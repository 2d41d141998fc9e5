import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ShareBox } from '@/features/contact/components/share-box';
import { SupportEmail } from '@/features/contact/components/support-email';
import { Breadcrumb } from './breadcrumb';
import styles from './contact-us.module.css';

/** ContactUsPage holds the contact form, the team's e-mail address and links to share TeachBay. */
export default function ContactUsPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <Breadcrumb current={t('contactUs.title')} />
      <PageHeader title={t('contactUs.title')} intro={t('contactUs.intro')} />
      <div className={`container section ${styles.layout}`}>
        <ContactForm />
        <div className={styles.aside}>
          <SupportEmail />
          <ShareBox />
        </div>
      </div>
    </>
  );
}
