import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormEnd } from '@/components/form/form-end';
import { requiredText } from '@/components/form/form-errors';
import { TextAreaField, TextField } from '@/components/form/input-fields';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { useApiForm } from '@/components/form/use-api-form';
import type { ErrorTexts } from '@/lib/api-errors';
import { RATING_NAMES } from '@/lib/references';
import { useAnswerReference, type Rating, type RefereeAnswer } from '../api/referee';
import styles from './references.module.css';

/** COMMENTS_LIMIT is the longest comment the server takes (docs/api.md "References"). */
const COMMENTS_LIMIT = 4000;

const SCALE = ['1', '2', '3', '4', '5', 'none'] as const;
const REHIRE = ['yes', 'with_reservations', 'no'] as const;
const YES_NO = ['yes', 'no'] as const;

const rating = v.picklist(SCALE, 'required');

const schema = v.pipe(
  v.object({
    ratings: v.object(Object.fromEntries(RATING_NAMES.map((name) => [name, rating])) as Record<(typeof RATING_NAMES)[number], typeof rating>),
    wouldRehire: v.picklist(REHIRE, 'required'),
    safeguardingConcern: v.picklist(YES_NO, 'required'),
    safeguardingDetails: v.pipe(v.string(), v.trim()),
    comments: v.pipe(v.string(), v.trim(), v.check((text) => [...text].length <= COMMENTS_LIMIT, 'too_long')),
    refereeName: requiredText(),
    refereePosition: requiredText(),
    confirm: v.pipe(v.boolean(), v.check((confirmed) => confirmed, 'required')),
  }),
  // The details of a concern are what a school reads first: a "yes" without them is refused.
  v.forward(
    v.partialCheck(
      [['safeguardingConcern'], ['safeguardingDetails']],
      ({ safeguardingConcern, safeguardingDetails }) => safeguardingConcern !== 'yes' || safeguardingDetails !== '',
      'required',
    ),
    ['safeguardingDetails'],
  ),
);
type Values = v.InferOutput<typeof schema>;

const FIELDS = [
  ...RATING_NAMES.map((name) => `ratings.${name}` as const),
  'wouldRehire',
  'safeguardingConcern',
  'safeguardingDetails',
  'comments',
  'refereeName',
  'refereePosition',
  'confirm',
] as const;

const TEXTS: ErrorTexts = {
  ns: 'references',
  alerts: { invalid_token: 'referee.errors.invalidToken' },
  fields: {
    ...Object.fromEntries(RATING_NAMES.map((name) => [`ratings.${name}:required`, 'referee.errors.rating'])),
    'wouldRehire:required': 'referee.errors.choose',
    'safeguardingConcern:required': 'referee.errors.choose',
    'safeguardingDetails:required': 'referee.errors.details',
    'confirm:required': 'referee.errors.confirm',
  },
};

/** toAnswer turns the form's values into the body the server takes: "none" is a null rating. */
function toAnswer(values: Values): RefereeAnswer {
  const ratings = Object.fromEntries(
    RATING_NAMES.map((name) => [name, values.ratings[name] === 'none' ? null : (Number(values.ratings[name]) as Rating)]),
  ) as RefereeAnswer['ratings'];
  const concern = values.safeguardingConcern === 'yes';
  return {
    ratings,
    wouldRehire: values.wouldRehire,
    safeguardingConcern: concern,
    safeguardingDetails: concern ? values.safeguardingDetails : '',
    comments: values.comments,
    refereeName: values.refereeName,
    refereePosition: values.refereePosition,
    confirm: true,
  };
}

/**
 * RefereeAnswerForm is the referee's reference (issue 33): the five ratings, each with "Could not
 * observe"; would they hire again; the safeguarding question, whose details are required on "yes";
 * comments; their own name and position; and their statement that it is true.
 */
export function RefereeAnswerForm({ token, onSent }: { token: string; onSent: () => void }) {
  const { t } = useTranslation('references');
  const answer = useAnswerReference(token);
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useApiForm<Values>({
    schema,
    defaultValues: {
      safeguardingDetails: '',
      comments: '',
      refereeName: '',
      refereePosition: '',
      confirm: false,
    },
    fields: FIELDS,
    texts: TEXTS,
    send: async (values) => {
      await answer.mutateAsync(toAnswer(values));
      onSent();
    },
  });
  const concern = form.watch('safeguardingConcern') === 'yes';
  const options = (values: readonly string[], label: (value: string) => string) => values.map((value) => ({ value, label: label(value) }));

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.stack}>
      <section aria-labelledby="referee-ratings" className="panel">
        <h2 id="referee-ratings">{t('referee.ratingsTitle')}</h2>
        <p>{t('referee.ratingsHint')}</p>
        {RATING_NAMES.map((name) => (
          <RadioGroupField
            key={name}
            label={t(`ratings.${name}`)}
            required
            className={styles.rating}
            options={options(SCALE, (value) => t(`referee.scale.${value as (typeof SCALE)[number]}`))}
            error={errorOf(`ratings.${name}`)}
            {...form.register(`ratings.${name}`)}
          />
        ))}
      </section>
      <div className="panel">
        <RadioGroupField
          label={t('referee.wouldRehire')}
          required
          options={options(REHIRE, (value) => t(`rehire.${value as (typeof REHIRE)[number]}`))}
          error={errorOf('wouldRehire')}
          {...form.register('wouldRehire')}
        />
        <RadioGroupField
          label={t('referee.safeguarding')}
          hint={t('referee.safeguardingHint')}
          required
          options={[
            { value: 'no', label: t('referee.safeguardingNo') },
            { value: 'yes', label: t('referee.safeguardingYes') },
          ]}
          error={errorOf('safeguardingConcern')}
          {...form.register('safeguardingConcern')}
        >
          {concern && (
            <TextAreaField
              label={t('referee.safeguardingDetails')}
              hint={t('referee.safeguardingDetailsHint')}
              required
              rows={4}
              maxLength={COMMENTS_LIMIT}
              error={errorOf('safeguardingDetails')}
              {...form.register('safeguardingDetails')}
            />
          )}
        </RadioGroupField>
        <TextAreaField
          label={t('referee.comments')}
          hint={t('referee.commentsHint')}
          maxLength={COMMENTS_LIMIT}
          error={errorOf('comments')}
          {...form.register('comments')}
        />
      </div>
      <div className="panel">
        <div className={styles.grid}>
          <TextField label={t('referee.refereeName')} required autoComplete="name" maxLength={200} error={errorOf('refereeName')} {...form.register('refereeName')} />
          <TextField
            label={t('referee.refereePosition')}
            hint={t('referee.refereePositionHint')}
            required
            autoComplete="organization-title"
            maxLength={200}
            error={errorOf('refereePosition')}
            {...form.register('refereePosition')}
          />
        </div>
        <CheckboxField label={t('referee.confirm')} required error={errorOf('confirm')} {...form.register('confirm')} />
        <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={t('referee.submit')} busyLabel={t('referee.sending')} />
      </div>
    </form>
  );
}
