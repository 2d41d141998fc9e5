// make-templates writes the three printable lesson-plan templates offered on /teacher-resources
// into public/templates/: an ESOL lesson plan, Cornell lecture notes and an adult ESOL lesson plan.
// Each is in English with the Spanish heading under every English one. Only PDFKit's built-in
// Helvetica fonts are used, so nothing is embedded and each file stays a few kilobytes.
// The dates are fixed, so running it again gives the same bytes: `npm run templates`.
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'templates');
const CREATED = new Date(Date.UTC(2025, 0, 15, 12, 0, 0));

const TEAL = '#0b5563';
const INK = '#1f2a30';
const GREY = '#56656c';
const RULE = '#c9d6d9';

// US Letter, with the same margin on every side.
const PAGE = { width: 612, height: 792, margin: 36 };
const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;

/** newDocument starts a PDF whose metadata, and so whose file ID, never changes. */
function newDocument(title, subject) {
  return new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    autoFirstPage: false,
    compress: true,
    info: {
      Title: title,
      Author: 'TeachBay',
      Subject: subject,
      Creator: 'TeachBay make-templates.mjs',
      CreationDate: CREATED,
      ModDate: CREATED,
    },
  });
}

/** text writes one line that never wraps onto a new page. */
function text(doc, value, x, y, { font = 'Helvetica', size = 9, color = INK, width } = {}) {
  doc.font(font).fontSize(size).fillColor(color);
  doc.text(value, x, y, { lineBreak: false, width, ellipsis: width ? true : undefined });
}

/** title draws a page's English title with the Spanish one beneath it and a rule under both. */
function title(doc, en, es, note) {
  text(doc, en, LEFT, PAGE.margin, { font: 'Helvetica-Bold', size: 19, color: TEAL });
  text(doc, es, LEFT, PAGE.margin + 23, { font: 'Helvetica-Oblique', size: 11.5, color: GREY });
  text(doc, 'TeachBay', LEFT + WIDTH - 60, PAGE.margin + 4, {
    font: 'Helvetica-Bold',
    size: 11,
    color: TEAL,
  });
  if (note) text(doc, note, LEFT, PAGE.margin + 40, { size: 8.5, color: GREY });
  const y = PAGE.margin + (note ? 54 : 42);
  doc.moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).lineWidth(1.5).strokeColor(TEAL).stroke();
  return y + 8;
}

/** field draws a box to fill in, labelled in English with the Spanish label under it. */
function field(doc, x, y, w, h, en, es, { hint, minutes = false, lines = false } = {}) {
  doc.roundedRect(x, y, w, h, 4).lineWidth(0.8).strokeColor(TEAL).stroke();
  text(doc, en, x + 6, y + 5, { font: 'Helvetica-Bold', size: 9, color: TEAL, width: w - 12 });
  text(doc, es, x + 6, y + 16, { font: 'Helvetica-Oblique', size: 8, color: GREY, width: w - 12 });
  if (hint) text(doc, hint, x + 6, y + 27, { size: 7.5, color: GREY, width: w - 12 });
  if (minutes) {
    doc.rect(x + w - 58, y + 5, 52, 16).lineWidth(0.6).strokeColor(RULE).stroke();
    text(doc, 'min', x + w - 24, y + 10, { size: 7, color: GREY });
  }
  if (lines) ruled(doc, x + 6, y + (hint ? 54 : 46), w - 12, y + h - 6);
}

/** ruled draws writing lines 18 points apart from y down to bottom. */
function ruled(doc, x, y, w, bottom) {
  for (let line = y; line <= bottom; line += 18) {
    doc.moveTo(x, line).lineTo(x + w, line).lineWidth(0.5).strokeColor(RULE).stroke();
  }
}

/** checkboxes draws a row of labelled boxes to tick. */
function checkboxes(doc, x, y, labels, gap) {
  labels.forEach((label, index) => {
    const left = x + index * gap;
    doc.rect(left, y, 9, 9).lineWidth(0.7).strokeColor(TEAL).stroke();
    text(doc, label, left + 13, y + 1, { size: 8.5 });
  });
}

/** band draws a filled section heading, English then Spanish. */
function band(doc, y, en, es) {
  doc.rect(LEFT, y, WIDTH, 20).fillColor(TEAL).fill();
  text(doc, en, LEFT + 8, y + 6, { font: 'Helvetica-Bold', size: 9.5, color: '#ffffff' });
  const offset = doc.font('Helvetica-Bold').fontSize(9.5).widthOfString(en);
  text(doc, `/ ${es}`, LEFT + 16 + offset, y + 6, { font: 'Helvetica-Oblique', size: 9, color: '#ffffff' });
  return y + 24;
}

/** footer closes a page with the template's origin and its page number. */
function footer(doc, page, pages, extra) {
  const y = PAGE.height - 28;
  doc.moveTo(LEFT, y - 6).lineTo(LEFT + WIDTH, y - 6).lineWidth(0.5).strokeColor(RULE).stroke();
  const origin = 'TeachBay · Free template for teachers · Plantilla gratuita para docentes';
  text(doc, extra ? `${origin} · ${extra}` : origin, LEFT, y, { size: 7, color: GREY });
  text(doc, `${page} / ${pages}`, LEFT + WIDTH - 24, y, { size: 7, color: GREY });
}

/** row places boxes side by side with a 6-point gap; widths are fractions of the line. */
function row(doc, y, h, boxes) {
  const gap = 6;
  const free = WIDTH - gap * (boxes.length - 1);
  let x = LEFT;
  for (const [share, en, es, options] of boxes) {
    const w = free * share;
    field(doc, x, y, w, h, en, es, options);
    x += w + gap;
  }
  return y + h + 6;
}

function esolLessonPlan(doc) {
  doc.addPage();
  let y = title(doc, 'ESOL Lesson Plan', 'Plan de clase ESOL', 'For K-12 classes with English language learners (ELLs)');
  y = row(doc, y, 34, [
    [0.32, 'Teacher', 'Docente'],
    [0.18, 'Date', 'Fecha'],
    [0.32, 'Grade and subject', 'Grado y materia'],
    [0.18, 'Length', 'Duración'],
  ]);
  field(doc, LEFT, y, WIDTH, 34, 'English proficiency levels in the class (WIDA 1-6)', 'Niveles de dominio del inglés en el grupo (WIDA 1-6)');
  checkboxes(doc, LEFT + 300, y + 12, ['1', '2', '3', '4', '5', '6'], 38);
  y += 40;
  y = row(doc, y, 58, [
    [1, 'Content objective', 'Objetivo de contenido', { hint: 'Students will be able to ...' }],
  ]);
  y = row(doc, y, 66, [
    [1, 'Language objective (WIDA ELD style)', 'Objetivo de lenguaje (según los estándares ELD de WIDA)', {
      hint: 'Language function + language features + support, e.g. "Students will compare two characters orally using sentence frames."',
    }],
  ]);
  y = row(doc, y, 54, [
    [1, 'Standards (Florida B.E.S.T. or NGSSS; WIDA ELD Standard)', 'Estándares (B.E.S.T. o NGSSS de Florida; estándar ELD de WIDA)'],
  ]);
  y = row(doc, y, 84, [
    [0.5, 'Key vocabulary (content words and academic words)', 'Vocabulario clave (de contenido y académico)', { lines: true }],
    [0.5, 'Sentence frames and stems', 'Marcos y comienzos de oraciones', { lines: true }],
  ]);
  y = row(doc, y, 62, [
    [1, 'Materials and supports', 'Materiales y apoyos', {
      hint: 'Visuals, realia, graphic organizers, bilingual glossary, technology',
    }],
  ]);
  y = row(doc, y, 76, [
    [1, 'Warm-up: activate prior knowledge', 'Calentamiento: activar conocimientos previos', { minutes: true }],
  ]);
  row(doc, y, PAGE.height - 42 - y, [
    [1, 'Cognates and home-language connections', 'Cognados y conexiones con la lengua materna', {
      hint: 'e.g. photosynthesis / fotosíntesis; invite students to explain in their first language',
    }],
  ]);
  footer(doc, 1, 2);

  doc.addPage();
  y = title(doc, 'ESOL Lesson Plan (continued)', 'Plan de clase ESOL (continuación)');
  y = band(doc, y, 'Gradual release', 'Transferencia gradual');
  y = row(doc, y, 84, [[1, 'I do: teacher models', 'Yo hago: el docente modela', { minutes: true }]]);
  y = row(doc, y, 84, [[1, 'We do: guided practice', 'Lo hacemos juntos: práctica guiada', { minutes: true }]]);
  y = row(doc, y, 84, [[1, 'You do: independent practice', 'Tú haces: práctica independiente', { minutes: true }]]);
  y = band(doc, y + 2, 'Differentiation for ELLs by proficiency level', 'Diferenciación según el nivel de inglés');
  y = row(doc, y, 104, [
    [1 / 3, 'Levels 1-2: Entering, Emerging', 'Niveles 1-2: inicial', { hint: 'Visuals, gestures, word banks, yes/no' }],
    [1 / 3, 'Levels 3-4: Developing, Expanding', 'Niveles 3-4: intermedio', { hint: 'Sentence frames, partner talk' }],
    [1 / 3, 'Levels 5-6: Bridging, Reaching', 'Niveles 5-6: avanzado', { hint: 'Academic language, extended writing' }],
  ]);
  y = row(doc, y, 74, [
    [1, 'Assessment: formative check or exit ticket', 'Evaluación: comprobación formativa o ticket de salida', {
      hint: 'How will students show the content objective and the language objective?',
    }],
  ]);
  row(doc, y, PAGE.height - 42 - y, [
    [1, 'Reflection', 'Reflexión', { hint: 'What worked? What will I change? Which students need follow-up?', lines: true }],
  ]);
  footer(doc, 2, 2);
}

function lectureNotes(doc) {
  doc.addPage();
  let y = title(doc, 'Lecture Notes: Cornell Method', 'Notas de clase: método Cornell');
  y = row(doc, y, 34, [
    [0.3, 'Name', 'Nombre'],
    [0.22, 'Class', 'Clase'],
    [0.16, 'Date', 'Fecha'],
    [0.32, 'Topic', 'Tema'],
  ]);
  const summaryTop = 592;
  const cueWidth = 168;
  field(doc, LEFT, y, cueWidth, summaryTop - 6 - y, 'Cues and questions', 'Pistas y preguntas', {
    hint: 'After class: key words, questions',
  });
  field(doc, LEFT + cueWidth + 6, y, WIDTH - cueWidth - 6, summaryTop - 6 - y, 'Notes', 'Notas', {
    hint: 'During class: main ideas, examples, diagrams',
    lines: true,
  });
  field(doc, LEFT, summaryTop, WIDTH, 120, 'Summary', 'Resumen', {
    hint: 'In two or three sentences, what are the most important ideas?',
    lines: true,
  });
  const how = summaryTop + 126;
  text(doc, 'How to use: take notes on the right during class; afterwards write cues and questions on the left, then summarize at the bottom.', LEFT, how, { size: 7.5, color: GREY });
  text(doc, 'Cómo usarla: toma notas a la derecha durante la clase; después escribe pistas y preguntas a la izquierda y resume abajo.', LEFT, how + 10, { font: 'Helvetica-Oblique', size: 7.5, color: GREY });
  footer(doc, 1, 1);
}

const NOT_AFFILIATED = 'Independent template, not affiliated with any agency';

function adultLessonPlan(doc) {
  doc.addPage();
  let y = title(
    doc,
    'Adult ESOL Lesson Plan',
    'Plan de clase de ESOL para adultos',
    'Standards-based framework: College and Career Readiness (CCR) and English Language Proficiency (ELP) standards for adult education',
  );
  y = row(doc, y, 34, [
    [0.3, 'Instructor', 'Docente'],
    [0.16, 'Date', 'Fecha'],
    [0.36, 'Class and level (e.g. NRS ESL level)', 'Grupo y nivel (p. ej., nivel ESL del NRS)'],
    [0.18, 'Length', 'Duración'],
  ]);
  y = row(doc, y, 62, [
    [1, 'Learner goals and real-life context', 'Metas de los estudiantes y contexto de la vida real', {
      hint: 'Work, health, family, community, civics, further education',
    }],
  ]);
  y = row(doc, y, 70, [
    [0.5, 'CCR standard(s)', 'Estándar(es) CCR (preparación universitaria y laboral)', { hint: 'Reading, writing, speaking and listening, language' }],
    [0.5, 'ELP standard(s)', 'Estándar(es) ELP (dominio del inglés)', { hint: 'Which ELP standard and which level?' }],
  ]);
  y = row(doc, y, 70, [
    [1, 'Lesson objectives', 'Objetivos de la clase', { hint: 'By the end of the lesson, learners will be able to ...' }],
  ]);
  y = row(doc, y, 88, [
    [1 / 3, 'Vocabulary', 'Vocabulario', { lines: true }],
    [1 / 3, 'Grammar and structures', 'Gramática y estructuras', { lines: true }],
    [1 / 3, 'Pronunciation', 'Pronunciación', { lines: true }],
  ]);
  y = row(doc, y, 62, [
    [1, 'Materials and realia', 'Materiales y objetos reales', { hint: 'Forms, schedules, job ads, bills, maps, audio, digital tools' }],
  ]);
  field(doc, LEFT, y, WIDTH, 50, 'Skills practiced', 'Destrezas que se practican');
  checkboxes(doc, LEFT + 8, y + 32, ['Listening', 'Speaking', 'Reading', 'Writing', 'Digital literacy'], 92);
  text(doc, 'Comprensión auditiva · Expresión oral · Lectura · Escritura · Alfabetización digital', LEFT + 250, y + 10, {
    font: 'Helvetica-Oblique',
    size: 7.5,
    color: GREY,
  });
  y += 56;
  row(doc, y, PAGE.height - 42 - y, [
    [1, 'Learners: prior knowledge, needs and accommodations', 'Estudiantes: conocimientos previos, necesidades y adaptaciones', {
      hint: 'What do learners already know? Who needs extra support, large print or more time?',
    }],
  ]);
  footer(doc, 1, 2, NOT_AFFILIATED);

  doc.addPage();
  y = title(doc, 'Adult ESOL Lesson Plan: lesson stages', 'Plan de clase de ESOL para adultos: etapas de la clase');
  const columns = [
    { w: 128, en: 'Stage', es: 'Etapa' },
    { w: 344, en: 'Activities, grouping and materials', es: 'Actividades, agrupación y materiales' },
    { w: 68, en: 'Time', es: 'Tiempo' },
  ];
  const stages = [
    ['Warm-up and review', 'Calentamiento y repaso'],
    ['Introduction', 'Introducción'],
    ['Presentation', 'Presentación'],
    ['Guided practice', 'Práctica guiada'],
    ['Communicative practice', 'Práctica comunicativa'],
    ['Evaluation', 'Evaluación'],
    ['Application', 'Aplicación'],
  ];
  doc.rect(LEFT, y, WIDTH, 30).fillColor(TEAL).fill();
  let x = LEFT;
  for (const column of columns) {
    text(doc, column.en, x + 6, y + 5, { font: 'Helvetica-Bold', size: 9, color: '#ffffff' });
    text(doc, column.es, x + 6, y + 16, { font: 'Helvetica-Oblique', size: 8, color: '#ffffff' });
    x += column.w;
  }
  y += 30;
  const height = 54;
  for (const [en, es] of stages) {
    doc.rect(LEFT, y, WIDTH, height).lineWidth(0.8).strokeColor(TEAL).stroke();
    doc.moveTo(LEFT + columns[0].w, y).lineTo(LEFT + columns[0].w, y + height).stroke();
    doc.moveTo(LEFT + WIDTH - columns[2].w, y).lineTo(LEFT + WIDTH - columns[2].w, y + height).stroke();
    text(doc, en, LEFT + 6, y + 6, { font: 'Helvetica-Bold', size: 9, color: TEAL });
    text(doc, es, LEFT + 6, y + 17, { font: 'Helvetica-Oblique', size: 8, color: GREY });
    text(doc, 'min', LEFT + WIDTH - 24, y + height - 12, { size: 7, color: GREY });
    y += height;
  }
  y += 8;
  y = row(doc, y, 66, [
    [1, 'Multilevel differentiation', 'Diferenciación para grupos de varios niveles', {
      hint: 'Support for beginning learners; extension for advanced learners',
    }],
  ]);
  row(doc, y, PAGE.height - 42 - y, [
    [0.5, 'Assessment evidence', 'Evidencia de evaluación', { hint: 'Checklist, role-play, form, short writing' }],
    [0.5, 'Reflection and next steps', 'Reflexión y próximos pasos', { hint: 'What worked? What do learners need next?' }],
  ]);
  footer(doc, 2, 2, NOT_AFFILIATED);
}

const TEMPLATES = [
  ['esol-lesson-plan.pdf', 'ESOL Lesson Plan / Plan de clase ESOL', 'Lesson plan for classes with English language learners', esolLessonPlan],
  ['lecture-notes.pdf', 'Lecture Notes: Cornell Method / Notas de clase: método Cornell', 'Cornell note-taking page', lectureNotes],
  ['adult-esol-lesson-plan.pdf', 'Adult ESOL Lesson Plan / Plan de clase de ESOL para adultos', 'Standards-based lesson plan for adult English learners', adultLessonPlan],
];

/** write renders one template to its file and resolves when the file is complete. */
function write([file, docTitle, subject, draw]) {
  return new Promise((resolve, reject) => {
    const doc = newDocument(docTitle, subject);
    const stream = createWriteStream(join(OUT, file));
    stream.on('finish', () => resolve(file));
    stream.on('error', reject);
    doc.pipe(stream);
    draw(doc);
    doc.end();
  });
}

mkdirSync(OUT, { recursive: true });
for (const file of await Promise.all(TEMPLATES.map(write))) console.log(`wrote public/templates/${file}`);
