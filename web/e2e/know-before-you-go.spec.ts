import { expect, test } from '@playwright/test';
import { applyAsNewTeacher, expectNoA11yViolations, expectOk, openPage, storeLanguage } from './support';

// Know before you go (issue 34), in English and in Spanish: a new teacher from abroad (her profile
// says she needs a visa sponsored) reads a job's pay, her own estimate from its district's salary
// schedule beside the rent nearby, and what the job's J-1 welcome means; then she picks the
// foreign-degree route of her certification path and ticks its first step, which moves her next
// step on.

const texts = {
  en: {
    pay: 'Pay and rent', estimate: 'Your estimated salary', visa: 'Visa and work authorization', j1: /exchange teachers on a J-1 visa/,
    route: 'My degree is from outside the United States', first: 'Credential evaluation of your degree',
    date: 'Date done: Credential evaluation of your degree', save: 'Save my certification path',
    next: (step: string) => `Your next step: ${step}`, second: 'Application to FLDOE (form CG-10)',
  },
  es: {
    pay: 'Salario y alquiler', estimate: 'Tu salario estimado', visa: 'Visa y permiso de trabajo', j1: /docentes de intercambio con visa J-1/,
    route: 'Mi título es de fuera de Estados Unidos', first: 'Evaluación de tu título',
    date: 'Fecha en que lo hiciste: Evaluación de tu título', save: 'Guardar mi camino a la certificación',
    next: (step: string) => `Tu siguiente paso: ${step}`, second: 'Solicitud al FLDOE (formulario CG-10)',
  },
};

for (const language of ['en', 'es'] as const) {
  test(`pay, visa and the certification path of a teacher from abroad in ${language}`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = texts[language];
    const teacher = await applyAsNewTeacher(page, language, { firstName: 'Maricel', lastName: `Santos ${Date.now() % 1_000_000}` }, []);
    await storeLanguage(page, language);
    await expectOk(await page.request.post('/api/auth/login', { data: { email: teacher.email, password: teacher.password, kind: 'teacher' }, headers: { 'X-Requested-With': 'e2e' } }));

    // A job that welcomes J-1 teachers: its pay, her estimate, the rent nearby, and the visa note.
    const board = await page.request.get('/api/vacancies?workAuthorization=j1_welcome&pageSize=1');
    const { items } = (await board.json()) as { items: { id: string }[] };
    await openPage(page, `/vacancies/${items[0].id}`);
    const pay = page.getByRole('region', { name: t.pay });
    await expect(pay.getByText(t.estimate)).toBeVisible();
    await expect(pay).toContainText('$');
    await expect(page.getByRole('region', { name: t.visa })).toContainText(t.j1);
    await expectNoA11yViolations(page);

    // Her certification path: the foreign-degree route, its first step done, the next one shown.
    await openPage(page, '/teacher/certification');
    await page.getByRole('radio', { name: t.route }).check();
    await expect(page.getByRole('heading', { name: t.next(t.first) })).toBeVisible();
    await page.getByRole('checkbox', { name: t.first }).check();
    await page.getByLabel(t.date).fill('2026-10-15');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('heading', { name: t.next(t.second) })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: t.first })).toBeChecked();
    await expect(page.getByRole('heading', { name: t.next(t.second) })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
