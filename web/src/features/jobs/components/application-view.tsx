import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { PageHeader } from '@/components/page-header';
import { useCountries } from '@/lib/countries';
import { useOptionLabel } from '@/lib/options';
import { documentUrl, isActive, useApplication, type Application } from '../api/applications';
import { CancelApplication } from './cancel-application';
import { Day } from './day';
import { Facts } from './facts';
import { Interviews } from './interviews';
import styles from './jobs.module.css';
import { MatchReasons } from './match-reasons';
import { OfferPanel } from './offer';
import { ResumeInsight } from './resume-insight';

/**
 * ApplicationView is one of the teacher's applications as they sent it (docs/product.md §2.6
 * Application view): where it stands and how it got there, how well they match and why, the
 * vacancy, their details and documents as the school received them, Cancel Application while
 * active, and "Improve my resume" whatever the status; with the hiring loop (docs/api.md "Hiring
 * loop II"), the school's offer and its interviews, each answered here.
 */
export function ApplicationView({ id }: { id: string }) {
  const { t } = useTranslation('jobs');
  const application = useApplication(id);
  if (application.data === undefined) return <p role="status">{t('application.loading')}</p>;
  return <Details application={application.data} />;
}

/** ApplicationNotFound is the application page when its address names none of the teacher's applications. */
export function ApplicationNotFound() {
  const { t } = useTranslation('jobs');
  return (
    <PageHeader title={t('application.notFound')} intro={t('application.notFoundText')}>
      <Link to="/teacher/applications">{t('application.allApplications')}</Link>
    </PageHeader>
  );
}

function Details({ application }: { application: Application }) {
  const { t } = useTranslation('jobs');
  const label = useOptionLabel();
  const countries = useCountries();
  const [cancelled, setCancelled] = useState(false);
  const notice = useRef<HTMLParagraphElement>(null);
  const { applicant } = application;

  // The Cancel button is gone with the dialog: the focus goes to what happened.
  useEffect(() => {
    if (cancelled) notice.current?.focus();
  }, [cancelled]);

  return (
    <>
      <PageHeader
        title={application.position}
        intro={t('application.intro', { school: application.schoolName, company: application.company })}
      />
      <div className={styles.stack}>
        <section aria-labelledby="application-status" className="panel">
          <h2 id="application-status">{t('application.status')}</h2>
          <Facts
            facts={[
              [t('application.currentStatus'), label('applicationStatuses', application.status)],
              [t('application.score'), application.score === null ? '' : t('match', { score: application.score })],
            ]}
          />
          {application.reasons.length > 0 && (
            <>
              <h3 id="application-reasons">{t('application.why')}</h3>
              <MatchReasons reasons={application.reasons} labelledBy="application-reasons" />
            </>
          )}
          <p ref={notice} tabIndex={-1} role="status" className={styles.notice}>
            {cancelled && t('cancel.done', { position: application.position })}
          </p>
          {isActive(application.status) && (
            <div>
              <CancelApplication application={application} onCancelled={() => setCancelled(true)} />
            </div>
          )}
          <h3 id="application-history">{t('application.history')}</h3>
          <ol aria-labelledby="application-history" className={styles.history}>
            {/* The history only grows at its end, so a step's place is its identity. */}
            {application.history.map((change, step) => (
              <li key={step}>
                <strong>{label('applicationStatuses', change.status)}</strong>, <Day value={change.at} />
                {change.note && <p>{change.note}</p>}
              </li>
            ))}
          </ol>
        </section>
        <OfferPanel application={application} />
        <Interviews applicationId={application.id} />
        <section aria-labelledby="application-vacancy" className="panel">
          <h2 id="application-vacancy">{t('application.vacancy')}</h2>
          <Facts
            facts={[
              [t('application.position'), application.position],
              [t('application.schoolName'), application.schoolName],
              [t('application.company'), application.company],
              [t('application.type'), application.type && label('vacancyTypes', application.type)],
              [t('application.dateApplied'), <Day value={application.dateApplied} />],
            ]}
          />
          <p>
            <Link to={`/vacancies/${encodeURIComponent(application.vacancyId)}`}>{t('application.viewVacancy')}</Link>
          </p>
        </section>
        <section aria-labelledby="application-applicant" className="panel">
          <h2 id="application-applicant">{t('application.applicant')}</h2>
          <Facts
            facts={[
              [t('application.name'), t('application.fullName', { firstName: applicant.firstName, lastName: applicant.lastName })],
              [t('application.email'), applicant.email],
              [t('application.contactNumber'), applicant.contactNumber],
              [t('application.address'), applicant.address],
              [t('application.city'), applicant.city],
              [t('application.state'), applicant.state],
              [t('application.zipCode'), applicant.zipCode],
              [t('application.country'), countries.find((country) => country.code === applicant.country)?.name ?? applicant.country],
            ]}
          />
        </section>
        <section aria-labelledby="application-documents" className="panel">
          <h2 id="application-documents">{t('application.documents')}</h2>
          {application.documents.length === 0 ? (
            <p>{t('application.noDocuments')}</p>
          ) : (
            <ul className={styles.documents}>
              {application.documents.map((doc) => (
                <li key={doc.id}>
                  <span className={styles.kind}>{t(`application.kinds.${doc.kind}` as never, { defaultValue: doc.kind })}</span>
                  <a href={documentUrl(application.id, doc.id)} download={doc.fileName}>
                    {doc.fileName}
                    <span className="visually-hidden"> {t('application.download')}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <h3 id="application-presentation">{t('application.presentation')}</h3>
          <p>
            {application.presentation ? (
              <ExternalLink href={application.presentation}>{t('application.watch')}</ExternalLink>
            ) : (
              t('na')
            )}
          </p>
        </section>
        <ResumeInsight application={application} />
      </div>
    </>
  );
}
