import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useFocusAfterRender } from '@/components/form/form-errors';
import { TextField } from '@/components/form/input-fields';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { SelectField } from '@/components/form/select-field';
import { useOrganizations, type Organization } from '../api/organizations';
import { useInvitations, useInvite, type Invitation, type InvitationInput } from '../api/invitations';
import { FormEnd } from '@/components/form/form-end';
import { LoadFailed } from '@/components/load-failed';
import { formatWhen, Status, When } from './list-parts';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const schema = v.pipe(
  v.object({
    email: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.regex(EMAIL, 'invalid')),
    role: v.picklist(['school', 'admin']),
    organizationId: v.string(),
    language: v.picklist(['en', 'es']),
  }),
  // Only a school user belongs to an organization.
  v.forward(
    v.partialCheck([['role'], ['organizationId']], ({ role, organizationId }) => role !== 'school' || organizationId !== '', 'required'),
    ['organizationId'],
  ),
);
type Values = v.InferInput<typeof schema>;

const FIELDS = ['email', 'role', 'organizationId', 'language'] as const;

/**
 * InvitationsAdmin invites a school user (of one organization) or an administrator by e-mail,
 * and lists the invitations sent with where each stands.
 */
export function InvitationsAdmin() {
  const { t } = useTranslation('admin');
  const organizations = useOrganizations();
  return (
    <div className={styles.stack}>
      <section className={`panel ${styles.stack}`} aria-labelledby="invite-title">
        <h2 id="invite-title">{t('invitations.formTitle')}</h2>
        {organizations.isError ? (
          <LoadFailed onRetry={() => void organizations.refetch()} />
        ) : organizations.data ? (
          <InvitationForm organizations={organizations.data} />
        ) : (
          <Status>{t('common.loading')}</Status>
        )}
      </section>
      <InvitationTable />
    </div>
  );
}

/** InvitationForm sends one invitation and says until when its link works. */
function InvitationForm({ organizations }: { organizations: Organization[] }) {
  const { t, i18n } = useTranslation('admin');
  const invite = useInvite();
  const [sent, setSent] = useState('');
  const sentRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const { form, formRef, submitRef, onSubmit, busy, alert, errorOf } = useAdminForm<Values>({
    schema,
    defaultValues: { email: '', role: 'school', organizationId: '', language: 'en' },
    fields: FIELDS,
    conflict: 'accountExists',
    send: async ({ email, role, organizationId, language }) => {
      setSent('');
      const input: InvitationInput = role === 'school' ? { email, role, organizationId, language } : { email, role, language };
      const answer = await invite.mutateAsync(input);
      form.reset({ email: '', role, organizationId: role === 'school' ? organizationId : '', language });
      setSent(t('invitations.sent', { email, expires: formatWhen(answer.expiresAt, i18n.language) }));
      focusAfterRender(() => sentRef.current);
    },
  });
  const role = form.watch('role');
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
      <TextField
        label={t('invitations.email')}
        type="email"
        required
        autoComplete="off"
        error={errorOf('email')}
        {...form.register('email')}
        className={styles.wide}
      />
      <RadioGroupField
        label={t('invitations.role')}
        options={[
          { value: 'school', label: t('roles.school') },
          { value: 'admin', label: t('roles.admin') },
        ]}
        error={errorOf('role')}
        {...form.register('role')}
      />
      <RadioGroupField
        label={t('invitations.language')}
        hint={t('invitations.languageHint')}
        options={[
          { value: 'en', label: t('languages.en') },
          { value: 'es', label: t('languages.es') },
        ]}
        error={errorOf('language')}
        {...form.register('language')}
      />
      {role === 'school' && (
        <SelectField
          label={t('invitations.organization')}
          required
          options={[
            { value: '', label: t('common.choose') },
            ...organizations.map((organization) => ({ value: organization.id, label: organization.name })),
          ]}
          error={errorOf('organizationId')}
          {...form.register('organizationId')}
          className={styles.wide}
        />
      )}
      <FormEnd alert={alert} busy={busy} submitRef={submitRef} label={t('invitations.send')} busyLabel={t('invitations.sending')} />
      <p ref={sentRef} tabIndex={-1} role="status" className={`${styles.notice} ${styles.wide}`}>
        {sent}
      </p>
    </form>
  );
}

/** InvitationTable lists the invitations sent, newest first, with where each stands. */
function InvitationTable() {
  const { t } = useTranslation('admin');
  const columns: Column<Invitation>[] = [
    { header: t('invitations.email'), cell: (invitation) => invitation.email, title: true },
    { header: t('invitations.role'), cell: (invitation) => t(`roles.${invitation.role}`) },
    { header: t('invitations.organization'), cell: (invitation) => invitation.organizationName ?? t('common.none') },
    { header: t('invitations.createdAt'), cell: (invitation) => <When value={invitation.createdAt} /> },
    { header: t('invitations.expiresAt'), cell: (invitation) => <When value={invitation.expiresAt} /> },
    { header: t('invitations.status'), cell: (invitation) => t(`invitations.statuses.${invitation.status}`) },
  ];
  return (
    <DataTable
      caption={t('invitations.caption')}
      columns={columns}
      query={useInvitations()}
      rowKey={(invitation) => invitation.id}
      status={{ loading: t('common.loading'), none: t('invitations.none'), found: (count) => t('invitations.found', { count }) }}
    />
  );
}
