import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { PageHeader } from '@/components/page-header';
import { useCountries } from '@/lib/countries';
import { useOptionLabel } from '@/lib/options';
import { documentUrl, isFinal, isWaiting, usePacket, type Packet } from '../api/applications';
import { ApplicantReasons } from './applicant-reasons';
import { CertificationLine } from './certification-line';
import { DisclosureAnswers } from './disclosure-answers';
import { Interviews } from './interviews';
import { Offer } from './offer';
import { PacketReferences, SafeguardingFlag } from './packet-references';
import { RightToWork } from './packet-right-to-work';
import { Day, Facts, Loaded } from './parts';
import { ResumeReview } from './resume-review';
import { StatusForm } from './status-form';
import styles from './school.module.css';

/**
 * ApplicationPacket is one application as the teacher sent it, for the school: the match and why,
 * the teacher's right to work and languages, the applicant and how to reach them, the documents and presentation, the disclosures, the
 * resume review when there is one, and where the application stands, with the form to move it on,
 * its interviews and its offer (docs/api.md "Hiring loop II").
 */
export function ApplicationPacket({ id }: { id: string }) {
  const { t } = useTranslation('school');
  return (
    <Loaded query={usePacket(id)} loading={t('packet.loading')} back={{ to: '/school/vacancies', label: t('edit.allVacancies') }}>
      {(packet) => <PacketView packet={packet} />}
    </Loaded>
  );
}

function PacketView({ packet }: { packet: Packet }) {
  const { t } = useTranslation('school');
  const label = useOptionLabel();
  const { applicant } = packet;
  const name = t('fullName', { firstName: applicant.firstName, lastName: applicant.lastName });
  return (
    <>
      <PageHeader title={name} intro={t('packet.intro', { position: packet.position, school: packet.schoolName })}>
        <p className={styles.headerActions}>
          <Link to={`/school/vacancies/${encodeURIComponent(packet.vacancyId)}/applicants`}>{t('packet.allApplicants')}</Link>
        </p>
      </PageHeader>
      <div className={styles.stack}>
        <SafeguardingFlag packet={packet} />
        <section aria-labelledby="packet-application" className="panel">
          <h2 id="packet-application">{t('packet.application')}</h2>
          <Facts
            facts={[
              [t('packet.position'), packet.position],
              [t('packet.school'), packet.schoolName],
              [t('packet.dateApplied'), <Day value={packet.dateApplied} />],
              [t('packet.status'), label('applicationStatuses', packet.status)],
              [t('packet.score'), packet.score === null ? '' : t('packet.match', { score: packet.score })],
              [t('packet.certification'), <CertificationLine summary={packet.certification} />],
            ]}
          />
          {packet.reasons.length > 0 && (
            <>
              <h3 id="packet-reasons">{t('packet.why')}</h3>
              <ApplicantReasons reasons={packet.reasons} labelledBy="packet-reasons" />
            </>
          )}
        </section>
        <RightToWork packet={packet} />
        <section aria-labelledby="packet-status" className="panel">
          <h2 id="packet-status">{t('packet.changeStatus')}</h2>
          {isFinal(packet.status) && <p>{t('packet.final', { status: label('applicationStatuses', packet.status) })}</p>}
          {packet.status === 'offered' && <p>{t('packet.offered')}</p>}
          {isWaiting(packet.status) && <StatusForm applicationId={packet.id} current={packet.status} />}
          <h3 id="packet-history">{t('packet.history')}</h3>
          <ol aria-labelledby="packet-history" className={styles.history}>
            {/* The history only grows at its end, so a step's place is its identity. */}
            {packet.history.map((change, step) => (
              <li key={step}>
                <strong>{label('applicationStatuses', change.status)}</strong>, <Day value={change.at} />
                {change.note && <p>{change.note}</p>}
              </li>
            ))}
          </ol>
        </section>
        <Interviews packet={packet} name={name} />
        <Offer packet={packet} name={name} />
        <Applicant packet={packet} name={name} />
        <Documents packet={packet} />
        <section aria-labelledby="packet-disclosures" className="panel">
          <h2 id="packet-disclosures">{t('packet.disclosures')}</h2>
          <DisclosureAnswers disclosures={packet.disclosures} />
        </section>
        <PacketReferences packet={packet} />
        {packet.insight.status === 'ready' && <ResumeReview insights={packet.insight.insights} reviewedAt={packet.insight.reviewedAt} />}
      </div>
    </>
  );
}

/** Applicant is who applied and how to reach them. */
function Applicant({ packet, name }: { packet: Packet; name: string }) {
  const { t } = useTranslation('school');
  const countries = useCountries();
  const { applicant } = packet;
  const country = countries.find((item) => item.code === applicant.country)?.name ?? applicant.country;
  const place = [applicant.city, [applicant.state, applicant.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const phone = applicant.contactNumber.replace(/[^\d+]/g, '');
  return (
    <section aria-labelledby="packet-applicant" className="panel">
      <h2 id="packet-applicant">{t('packet.applicant')}</h2>
      <Facts
        facts={[
          [t('packet.name'), name],
          [t('packet.email'), applicant.email && <a href={`mailto:${applicant.email}`}>{applicant.email}</a>],
          [t('packet.phone'), applicant.contactNumber && <a href={`tel:${phone}`}>{applicant.contactNumber}</a>],
          [
            t('packet.address'),
            (applicant.address || place || country) && (
              <address className={styles.address}>{[applicant.address, place, country].filter(Boolean).join('\n')}</address>
            ),
          ],
        ]}
      />
    </section>
  );
}

/** Documents are the files sent with the application, to download, and the presentation video. */
function Documents({ packet }: { packet: Packet }) {
  const { t, i18n } = useTranslation('school');
  const size = (bytes: number) =>
    bytes < 1_000_000
      ? new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1000))
      : new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1_000_000);
  return (
    <section aria-labelledby="packet-documents" className="panel">
      <h2 id="packet-documents">{t('packet.documents')}</h2>
      {packet.documents.length === 0 ? (
        <p>{t('packet.noDocuments')}</p>
      ) : (
        <ul className={styles.documents}>
          {packet.documents.map((doc) => (
            <li key={doc.id}>
              <span className={styles.muted}>{t(`packet.kinds.${doc.kind}` as never, { defaultValue: doc.kind })}</span>
              <a href={documentUrl(packet.id, doc.id)} download={doc.fileName}>
                {doc.fileName}
                <span className="visually-hidden"> {t('packet.download')}</span>
              </a>
              <span className={styles.muted}>{size(doc.size)}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 id="packet-presentation">{t('packet.presentation')}</h3>
      <p>{packet.presentation ? <ExternalLink href={packet.presentation}>{t('packet.watch')}</ExternalLink> : t('packet.noPresentation')}</p>
    </section>
  );
}
