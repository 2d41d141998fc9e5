import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { storeLanguage } from './support';

// A new teacher, in Spanish, goes from an empty account to a complete profile: details, every
// document (uploaded to the server's blob store: versitygw under `make test`), the presentation
// link, all six disclosure steps with a work authorization and its card, and the ranked skills.

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
});
// A 1×1 PNG, the photo of a card side.
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
});

/** expectNoA11yViolations runs axe-core on the page as it is now. */
async function expectNoA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * upload chooses files in one document block and sends them; `many` is a block that takes several
 * files at once (certifications, references).
 */
async function upload(block: Locator, files: ReturnType<typeof pdf>[], { many = false, expiresOn = '' } = {}) {
  await block.getByLabel(many ? 'Elige archivos' : 'Elige un archivo').setInputFiles(files);
  if (expiresOn) await block.getByLabel(/^Fecha de vencimiento/).fill(expiresOn);
  await block.getByRole('button', { name: many ? 'Subir archivos' : 'Subir' }).click();
  for (const file of files) await expect(block.getByRole('link', { name: new RegExp(file.name) })).toBeVisible();
}

/** answerNo answers every yes/no question of the step on screen with No, once its answers have loaded. */
async function answerNo(page: Page) {
  await page.getByRole('radio', { name: 'No', exact: true }).first().waitFor();
  for (const no of await page.getByRole('radio', { name: 'No', exact: true }).all()) await no.check();
}

test('a new teacher completes the whole profile in Spanish', async ({ page }) => {
  test.setTimeout(90_000);
  await storeLanguage(page, 'es');
  const email = `maria.${Date.now()}@example.com`;
  await page.goto('/user/register');
  await page.getByLabel(/Nombre/).fill('María');
  await page.getByLabel(/Apellido/).fill('Santos');
  await page.getByLabel(/Correo electrónico/).fill(email);
  await page.getByLabel(/Número de contacto/).fill('+1 813 555 0142');
  await page.getByLabel(/^Contraseña/).fill('bayshore sunsets in july');
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();

  // The welcome, once.
  const welcome = page.getByRole('dialog', { name: 'Te damos la bienvenida a TeachBay' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Entendido' }).click();
  await expect(welcome).toBeHidden();

  // Profile: the header menu leads there; the strength says what is missing.
  await page.getByRole('banner').getByRole('button', { name: /María$/ }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Perfil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu perfil' })).toBeVisible();
  await expect(page.getByText('9 % completo')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel(/^Dirección/).fill('2204 W Kennedy Blvd');
  await page.getByLabel(/^Ciudad/).fill('Tampa');
  await page.getByLabel(/^Estado/).selectOption('FL');
  await page.getByLabel(/^Código postal/).fill('3360');
  await page.getByRole('button', { name: 'Guardar mis datos' }).click();
  await expect(page.getByLabel(/^Código postal/)).toHaveAccessibleDescription(/5 dígitos, o ZIP\+4/);
  await page.getByLabel(/^Código postal/).fill('33606');
  await page.getByRole('button', { name: 'Guardar mis datos' }).click();
  await expect(page.getByText('Guardamos tus datos.')).toBeVisible();

  await upload(page.locator('#resume'), [pdf('Currículum María Santos.pdf')]);
  await upload(page.locator('#lesson_plan'), [pdf('Plan de clase.pdf')]);
  await upload(page.locator('#certification'), [pdf('Licencia PRC.pdf'), pdf('Título.pdf')], { many: true });
  await upload(page.locator('#evaluation'), [pdf('Evaluación 2025.pdf')]);
  await upload(page.locator('#reference'), [pdf('Carta del director.pdf')], { many: true });
  await page.getByLabel(/^Enlace a tu video/).fill('https://www.youtube.com/watch?v=teachbay-demo');
  await page.getByLabel(/^Confirmo que este enlace público/).check();
  await page.getByRole('button', { name: 'Guardar mi presentación' }).click();
  await expect(page.getByText('Guardamos el enlace de tu presentación.')).toBeVisible();
  await expect(page.getByText('60 % completo')).toBeVisible();

  // Disclosures: six steps, then the review.
  await page.getByRole('link', { name: 'Declaraciones: preguntas del perfil' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Preguntas del perfil' })).toBeVisible();
  await answerNo(page);
  await page.getByRole('group', { name: /autorización de trabajo vigente/ }).getByRole('radio', { name: 'Sí' }).check();
  await page.getByLabel(/^Número de Seguro Social/).fill('123-45-6789');
  const nextYear = `${new Date().getFullYear() + 2}-06-30`;
  await upload(page.locator('#work_auth_front'), [png('frente.png')], { expiresOn: nextYear });
  await upload(page.locator('#work_auth_back'), [png('reverso.png')], { expiresOn: nextYear });
  await page.getByLabel(/^Total de años de experiencia en escuelas públicas/).fill('6');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  for (const title of ['Antecedentes laborales', 'Antecedentes penales', 'Preguntas adicionales']) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(title, 'i') })).toBeVisible();
    await answerNo(page);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  }
  await expect(page.getByText(/se guardan aparte de tu postulación/)).toBeVisible();
  const choose = (question: string, answer: string) =>
    page.getByRole('group', { name: question, exact: true }).getByRole('radio', { name: answer, exact: true }).check();
  await choose('Origen étnico', 'Asiático');
  await choose('¿Eres de origen hispano o latino?', 'No');
  await choose('Género', 'Prefiero no decirlo');
  await choose('Condición de veterano', 'No soy veterano/a');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await page.getByRole('radio', { name: 'Sí' }).check();
  await page.getByRole('button', { name: 'Guardar y revisar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Revisa tus respuestas' })).toBeVisible();
  await expect(page.getByText('Guardado, termina en 6789')).toBeVisible();
  await expect(page.getByText('123-45-6789')).toHaveCount(0);
  await page.getByRole('link', { name: 'Terminar: ir a mis preferencias' }).click();

  // Preferences: five skills, one moved up by keyboard.
  await expect(page.getByRole('heading', { level: 1, name: 'Tus preferencias' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Escuela secundaria/ }).check();
  await page.getByRole('checkbox', { name: 'Biología' }).check();
  await page.getByRole('checkbox', { name: 'Escuela internacional' }).check();
  const skills = page.getByRole('group', { name: /Habilidades profesionales/ });
  for (const skill of [/Planificación de clases/, /Enseñanza STEM/, /Manejo del aula/, /Estrategias de ESOL/, /Participación de las familias/]) {
    await skills.getByRole('checkbox', { name: skill }).check();
  }
  await page.getByRole('button', { name: /Subir: Manejo del aula/ }).press('Enter');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Guardar mis preferencias' }).click();
  await expect(page.getByText('Tus preferencias se guardaron.')).toBeVisible();

  await page.goto('/teacher/profile');
  await expect(page.getByText('100 % completo')).toBeVisible();
  await expect(page.getByText('Tu perfil está completo: ya puedes postularte a vacantes.')).toBeVisible();
  // The welcome was seen once and stays closed.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
