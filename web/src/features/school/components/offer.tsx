import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Modal } from '@/components/modal';
import { alertTexts, useApiText } from '@/lib/api-errors';
import { formatUSD } from '@/lib/numbers';
import { isFinal, type Packet } from '../api/applications';
import { useWithdrawOffer } from '../api/offers';
import { OfferForm } from './offer-form';
import { Day, Facts, useDialogs } from './parts';
import styles from './school.module.css';

// A refusal of the server as the dialog says it: 409 means the teacher has answered meanwhile.
const ERRORS = { ns: 'school', alerts: { '409': 'offer.errors.answered' } } as const;

/**
 * Offer is the application's latest offer, whatever became of it, and what the school can do:
 * make one to a candidate or after an interview, or withdraw one the teacher has not answered.
 */
export function Offer({ packet, name }: { packet: Packet; name: string }) {
  const { t, i18n } = useTranslation('school');
  const say = useApiText('school');
  const dialogs = useDialogs<'make' | 'withdraw'>();
  const withdraw = useWithdrawOffer(packet);
  const { offer } = packet;
  // An offer is made from these two statuses only (docs/design.md §4).
  const offerable = packet.status === 'candidate' || packet.status === 'interview';
  const salary = (dollars: number) => formatUSD(dollars, i18n.language);

  return (
    <section aria-labelledby="packet-offer" className="panel">
      <h2 id="packet-offer">{t('offer.title')}</h2>
      {dialogs.notice}
      {offer ? (
        <Facts
          facts={[
            [t('offer.status'), t(`offer.statuses.${offer.status}`)],
            [t('offer.salaryFact'), t('offer.perYear', { salary: salary(offer.salary) })],
            [t('offer.startDate'), <Day value={offer.startDate} />],
            [t('offer.respondBy'), <Day value={offer.respondBy} />],
            [t('offer.noteFact'), offer.note],
          ]}
        />
      ) : (
        <p>{t('offer.none')}</p>
      )}
      {!offerable && !isFinal(packet.status) && packet.status !== 'offered' && <p className={styles.note}>{t('offer.notYet')}</p>}
      <div className={styles.actions}>
        {offerable && (
          <button type="button" className="button" onClick={() => dialogs.show('make')}>
            {t('offer.make')}
          </button>
        )}
        {offer?.status === 'pending' && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              withdraw.reset();
              dialogs.show('withdraw');
            }}
          >
            {t('offer.withdraw')}
          </button>
        )}
      </div>
      <Modal open={dialogs.open === 'make'} onClose={dialogs.onClose} title={t('offer.makeTitle', { name })}>
        <OfferForm application={packet} onSent={() => dialogs.finish(() => t('offer.sent'))} onCancel={dialogs.onClose} />
      </Modal>
      <ConfirmDialog
        title={dialogs.open === 'withdraw' ? t('offer.withdrawTitle', { name }) : null}
        confirmLabel={t('offer.withdrawConfirm')}
        busyLabel={t('offer.withdrawing')}
        cancelLabel={t('offer.keep')}
        busy={withdraw.isPending}
        error={withdraw.error ? say(alertTexts(withdraw.error, ERRORS)[0]) : null}
        onConfirm={() =>
          offer &&
          void withdraw.mutateAsync(offer.id).then(
            () => dialogs.finish(() => t('offer.withdrawn')),
            () => undefined, // The dialog says why.
          )
        }
        onClose={dialogs.onClose}
      >
        <p>{t('offer.withdrawText')}</p>
      </ConfirmDialog>
    </section>
  );
}
