import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { EVALUATED, fakeCertificationApi, renderCertification } from './test/fake-certification-api';

afterEach(async () => {
  await initI18n('en');
});

/** steps are the names of the checklist's steps, in order. */
function steps() {
  return within(screen.getByRole('group', { name: 'Steps' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);
}

/** nextStep is the highlighted next step's section. */
function nextStep() {
  return screen.getByRole('region', { name: /^(Your next step|Tu siguiente paso):/ });
}

describe('the certification path page', { timeout: 30_000 }, () => {
  it('shows the steps of the route chosen and its next step with what it costs and takes', async () => {
    fakeCertificationApi();
    const { user } = await renderCertification();
    expect(screen.getByRole('heading', { level: 1, name: 'Your certification path' })).toBeInTheDocument();
    expect(screen.getByText('Choose your route to see its steps.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'My degree is from outside the United States' }));
    expect(steps()).toHaveLength(10);
    expect(steps()[0]).toBe('Credential evaluation of your degree');
    expect(nextStep()).toHaveAccessibleName('Your next step: Credential evaluation of your degree');
    expect(within(nextStep()).getByText('No source we trust gives its fee.')).toBeInTheDocument();

    // A U.S. degree needs no evaluation: its first step is the application, with its sourced fee.
    await user.click(screen.getByRole('radio', { name: 'My degree is from a U.S. college or university' }));
    expect(steps()).toHaveLength(9);
    expect(steps()).not.toContain('Credential evaluation of your degree');
    expect(nextStep()).toHaveAccessibleName('Your next step: Application to FLDOE (form CG-10)');
    expect(within(nextStep()).getByText('$75 for each subject area you apply for (the source is undated)')).toBeInTheDocument();
    expect(within(nextStep()).getByRole('link', { name: /www\.fcis\.org/ })).toHaveAttribute(
      'href',
      'https://www.fcis.org/member-services/master-in-service/steps-for-initial-certification',
    );
    expect(within(nextStep()).getByRole('link', { name: /Read the official rules for this step/ })).toHaveAttribute(
      'href',
      'https://cdn.fldoe.org/teaching/certification/foreign-trained-grads/',
    );

    await user.click(screen.getByRole('radio', { name: 'I already hold a Florida teaching certificate' }));
    expect(steps()).toEqual(['ESOL endorsement']);
    expect(within(nextStep()).getByText('Ask your district.')).toBeInTheDocument();
  });

  it('moves the next step as steps are ticked, explains the SSN where it blocks, and saves', async () => {
    const api = fakeCertificationApi(EVALUATED);
    const { user, save } = await renderCertification();
    expect(screen.getByRole('radio', { name: 'My degree is from outside the United States' })).toBeChecked();
    expect(screen.getByText('1 of 10 steps done')).toBeInTheDocument();
    expect(nextStep()).toHaveAccessibleName('Your next step: Application to FLDOE (form CG-10)');

    await user.click(screen.getByRole('checkbox', { name: 'Application to FLDOE (form CG-10)' }));
    expect(nextStep()).toHaveAccessibleName('Your next step: Statement of Status of Eligibility');
    expect(within(nextStep()).getByText('Usually 6 to 8 weeks')).toBeInTheDocument();
    expect(screen.getByText('2 of 10 steps done')).toBeInTheDocument();
    const current = screen.getByRole('checkbox', { name: 'Statement of Status of Eligibility' }).closest('li');
    expect(current).toHaveAttribute('aria-current', 'step');
    await user.type(screen.getByLabelText('Date done: Application to FLDOE (form CG-10)'), '2026-02-01');

    await user.click(screen.getByRole('checkbox', { name: 'Statement of Status of Eligibility' }));
    await user.click(screen.getByRole('checkbox', { name: /^Fingerprints and background check/ }));
    expect(nextStep()).toHaveAccessibleName('Your next step: Temporary Certificate');
    expect(within(nextStep()).getByText(/Florida issues a certificate only to a teacher with a valid U\.S\. Social Security number/)).toBeInTheDocument();
    expect(within(nextStep()).getByRole('link', { name: 'How and when to get your SSN' })).toHaveAttribute(
      'href',
      '/relocation-support#work-authorization',
    );
    expect(screen.getByRole('checkbox', { name: 'Temporary Certificate' })).toHaveAccessibleDescription(
      'Needs a U.S. Social Security number (SSN).',
    );

    await user.click(save);
    expect(await screen.findByText('Your certification path is saved.')).toHaveAttribute('role', 'status');
    expect(api.bodies('PUT', '/me/certification')).toEqual([
      {
        route: 'foreign_degree',
        steps: {
          credential_evaluation: { done: true, date: '2026-01-15' },
          fldoe_application: { done: true, date: '2026-02-01' },
          statement_of_eligibility: { done: true, date: null },
          fingerprints: { done: true, date: null },
        },
        subjectExams: [],
      },
    ]);
  });

  it('shows both fees where the sources disagree, and lists the exams passed', async () => {
    const api = fakeCertificationApi({ route: 'other_state', steps: {}, subjectExams: [] });
    const { user, save } = await renderCertification();
    await user.click(screen.getByRole('radio', { name: 'My degree is from a U.S. college or university' }));
    for (const name of ['Application to FLDOE (form CG-10)', 'Statement of Status of Eligibility', 'Temporary Certificate']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.click(screen.getByRole('checkbox', { name: /^Fingerprints/ }));
    await user.click(screen.getByRole('checkbox', { name: /^FTCE General Knowledge Test/ }));
    expect(nextStep()).toHaveAccessibleName('Your next step: FTCE Subject Area Examination');
    expect(within(nextStep()).getByText(/^\$150 or \$200 for each exam: the sources disagree/)).toBeInTheDocument();

    const exams = screen.getByRole('group', { name: 'Subject area exams you passed' });
    expect(within(exams).getByText('No exam added yet.')).toBeInTheDocument();
    await user.click(within(exams).getByRole('button', { name: 'Add an exam' }));
    const subject = within(exams).getByRole('combobox', { name: 'Subject of exam 1' });
    expect(subject).toHaveFocus();
    await user.selectOptions(subject, 'Mathematics');
    await user.type(within(exams).getByLabelText('Date passed, exam 1'), '2026-03-02');
    await user.click(within(exams).getByRole('button', { name: 'Add an exam' }));
    // A subject already listed is not offered again.
    const second = within(exams).getByRole('combobox', { name: 'Subject of exam 2' });
    expect(within(second).queryByRole('option', { name: 'Mathematics' })).not.toBeInTheDocument();
    await user.click(within(exams).getByRole('button', { name: 'Remove exam 2' }));
    expect(within(exams).getByRole('button', { name: 'Add an exam' })).toHaveFocus();

    await user.click(save);
    await screen.findByText('Your certification path is saved.');
    expect(api.bodies('PUT', '/me/certification')).toEqual([
      expect.objectContaining({ route: 'us_degree', subjectExams: [{ subject: 'math', passedOn: '2026-03-02' }] }),
    ]);
  });

  it('refuses a day to come in the browser', async () => {
    const api = fakeCertificationApi(EVALUATED);
    const { user, save } = await renderCertification();
    const date = screen.getByLabelText('Date done: Credential evaluation of your degree');
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(date).toHaveAccessibleDescription('This date has not come yet. Give the day it was done.');
    expect(date).toHaveFocus();
    expect(api.bodies('PUT', '/me/certification')).toEqual([]);
  });

  it("speaks Spanish, down to the server's refusals", async () => {
    await initI18n('es');
    const api = fakeCertificationApi(EVALUATED);
    api.reply('PUT /me/certification', {
      status: 400,
      body: { code: 'validation_failed', message: 'Please correct the highlighted fields.', fields: { 'steps.credential_evaluation.date': 'future' } },
    });
    const { user, save } = await renderCertification();
    expect(screen.getByRole('heading', { level: 1, name: 'Tu camino a la certificación' })).toBeInTheDocument();
    expect(nextStep()).toHaveAccessibleName('Tu siguiente paso: Solicitud al FLDOE (formulario CG-10)');
    expect(within(nextStep()).getByText('75 US$ por cada materia que solicites (la fuente no tiene fecha)')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Corrige los campos marcados.');
    expect(screen.getByLabelText('Fecha en que lo hiciste: Evaluación de tu título')).toHaveAccessibleDescription(
      'Esta fecha todavía no llegó. Indica el día en que lo hiciste.',
    );
  });
});
