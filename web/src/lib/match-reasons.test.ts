import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, type Language } from './i18n';
import { wordReason, type Reason } from './match-reasons';

afterEach(async () => {
  await initI18n('en');
});

/** say words a reason as the teacher's pages do, in `language`. */
async function say(reason: Reason, language: Language): Promise<string | null> {
  await initI18n(language, ['jobs']);
  const t = i18n.getFixedT(language, 'jobs');
  return wordReason(reason, {
    text: (key, values) => t(`reasons.${key}`, values),
    certification: (code) => t(`job.certifications.${code}`),
    label: (_, code) => code,
    language,
  });
}

describe('the certification path in the reasons of a score', () => {
  it('says a Florida certificate on the path and a subject exam passed, in both languages', async () => {
    const certificate: Reason = { factor: 'certification', matched: true, detail: 'pathCertificate', items: ['florida'] };
    const exam: Reason = { factor: 'certification', matched: false, detail: 'subjectExam', items: ['florida'] };
    expect(await say(certificate, 'en')).toBe(
      'Your certification path says you hold a Florida certificate; this job asks for: A Florida teaching certificate',
    );
    expect(await say(exam, 'en')).toMatch(/^You passed the Florida subject area exam for this subject; this job asks for: /);
    expect(await say(certificate, 'es')).toMatch(/^Según tu camino a la certificación, tienes un certificado de Florida; esta vacante pide: /);
    expect(await say(exam, 'es')).toMatch(/^Aprobaste el examen de materia de Florida de esta materia; esta vacante pide: /);
  });
});
