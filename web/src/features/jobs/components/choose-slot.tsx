import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormEnd } from '@/components/form/form-end';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { useApiForm } from '@/components/form/use-api-form';
import { zoneCity } from '@/lib/dates';
import { isConflict } from '../api/applications';
import { useAnswerInterview, type Interview } from '../api/interviews';
import styles from './jobs.module.css';
import { useZonedText } from './zoned-time';

const FIELDS = ['slotId'] as const;

const schema = v.object({ slotId: v.pipe(v.string(), v.nonEmpty('required')) });

type Values = v.InferOutput<typeof schema>;

type Props = {
  applicationId: string;
  interview: Interview;
  timeZone: string;
  /** Called once the time is chosen and the interview scheduled. */
  onChosen: () => void;
  /** Called when the school changed the interview meanwhile (409); it is then fetched again. */
  onConflict: () => void;
};

/**
 * ChooseSlot lists a proposed interview's times, each in the teacher's zone and in Tampa's, and
 * schedules the one she picks with "Confirm this time" (POST /api/interviews/{id}/choose).
 */
export function ChooseSlot({ applicationId, interview, timeZone, onChosen, onConflict }: Props) {
  const { t } = useTranslation('jobs');
  const zoned = useZonedText(timeZone);
  const answer = useAnswerInterview(applicationId, interview.id);
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useApiForm<Values>({
    schema,
    defaultValues: { slotId: '' },
    fields: FIELDS,
    send: async ({ slotId }) => {
      try {
        await answer.mutateAsync({ action: 'choose', slotId });
      } catch (error) {
        if (!isConflict(error)) throw error;
        onConflict();
        return;
      }
      onChosen();
    },
    texts: { ns: 'jobs' },
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.dialogForm}>
      <RadioGroupField
        label={t('interview.choose')}
        hint={t('interview.chooseHint', { zone: zoneCity(timeZone) })}
        required
        error={errorOf('slotId')}
        options={interview.slots.map((slot) => ({ value: slot.id, label: zoned(slot.start) }))}
        {...form.register('slotId')}
      />
      <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={t('interview.confirm')} busyLabel={t('interview.confirming')} />
    </form>
  );
}
