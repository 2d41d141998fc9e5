import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, type Language } from './i18n';
import { wordInsight, type Insight } from './resume-insights';

afterEach(async () => {
  await initI18n('en');
});

/** say words a suggestion of the resume review in `language`, to the teacher (jobs) or to a school. */
async function say(insight: Insight, language: Language, voice: 'jobs' | 'school'): Promise<string | null> {
  await initI18n(language, [voice]);
  const t = i18n.getFixedT(language, voice);
  return wordInsight(insight, { text: (key, values) => t(`insight.${key}`, values), label: (_, code) => code, language });
}

describe('the certification path in the resume review', () => {
  it('asks a resume to state the Florida certificate the path shows, in both voices and languages', async () => {
    const certificate: Insight = { code: 'floridaCertification', detail: 'pathCertificate', priority: 1 };
    expect(await say(certificate, 'en', 'jobs')).toBe(
      'Say that you hold a Florida teaching certificate, as your certification path shows: schools look for it first.',
    );
    expect(await say(certificate, 'es', 'jobs')).toBe(
      'Indica que tienes un certificado docente de Florida, como muestra tu camino a la certificación: es lo primero que buscan las escuelas.',
    );
    expect(await say(certificate, 'en', 'school')).toBe(
      "The teacher's certification path shows a Florida teaching certificate, which the resume does not state.",
    );
    expect(await say(certificate, 'es', 'school')).toBe(
      'El camino a la certificación del docente muestra un certificado docente de Florida, pero el currículum no lo dice.',
    );
  });
});
