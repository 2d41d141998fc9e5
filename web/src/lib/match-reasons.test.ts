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

describe('the culture reason of a score', () => {
  /** words says a culture reason in both voices, with the option labels, in `language`. */
  async function words(reason: Reason, language: Language) {
    await initI18n(language, ['jobs', 'school', 'options']);
    const options = i18n.getFixedT(language, 'options');
    const voice = (ns: 'jobs' | 'school') => {
      const t = i18n.getFixedT(language, ns);
      return wordReason(reason, {
        text: (key, values) => t(`reasons.${key}`, values),
        certification: (code) => code,
        label: (group, code) => options(`${group}.${code}` as never),
        language,
      });
    };
    return { teacher: voice('jobs'), school: voice('school') };
  }

  const reasons: Record<string, Reason> = {
    matched: { factor: 'culture', matched: true, detail: 'matched', items: ['project_based', 'arts_integration'] },
    none: { factor: 'culture', matched: false, detail: 'none', items: ['montessori'] },
  };

  // The philosophies both share as a list in the language, or the school's when none is what she values.
  it.each([
    ['matched', 'en', "This school's approach matches what you value: Project-based learning and Arts integration",
      'Values Project-based learning and Arts integration, as this school does'],
    ['matched', 'es', 'El enfoque de esta escuela coincide con lo que valoras: Aprendizaje basado en proyectos e Integración de las artes',
      'Valora Aprendizaje basado en proyectos e Integración de las artes, como esta escuela'],
    ['none', 'en', "This school's approach (Montessori) is not among what you value", "Values none of this school's approaches: Montessori"],
    ['none', 'es', 'El enfoque de esta escuela (Montessori) no está entre lo que valoras',
      'No valora ninguno de los enfoques de esta escuela: Montessori'],
  ] as const)('words culture.%s in %s, to the teacher and to the school', async (detail, language, teacher, school) => {
    expect(await words(reasons[detail], language)).toEqual({ teacher, school });
  });
});
