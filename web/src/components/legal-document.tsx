import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { formatDate } from '@/lib/dates';
import styles from './legal-document.module.css';

/** LegalSection is one numbered section: paragraphs, then a list, then closing paragraphs. */
type LegalSection = {
  title: string;
  body?: string[];
  items?: string[];
  after?: string[];
};

/** LegalDate is a line under the title, such as "Last updated", with an ISO date (YYYY-MM-DD). */
type LegalDate = { label: string; date: string };

type Props = {
  title: string;
  dates: LegalDate[];
  intro: string[];
  sections: LegalSection[];
  /** The closing line; it may mark words as <name>…</name>, linked through `links`. */
  contact: string;
  /** Where marked words lead: a path inside TeachBay, or an outside address (new tab). */
  links: Record<string, string>;
};

const MARKED = /<(\w+)>(.*?)<\/\1>/g;

/** withLinks turns the words marked <name>…</name> in a text into the links named in `links`. */
function withLinks(text: string, links: Record<string, string>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKED)) {
    const [whole, name, label] = match;
    const href = links[name];
    parts.push(text.slice(last, match.index));
    if (href === undefined) parts.push(label);
    else if (href.startsWith('/')) parts.push(<Link key={match.index} to={href}>{label}</Link>);
    else parts.push(<ExternalLink key={match.index} href={href}>{label}</ExternalLink>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return parts;
}

/**
 * LegalDocument lays out a legal page (privacy policy, disclaimer): the title with its dates,
 * introduction, numbered sections and a contact line, at a readable width that also prints well.
 */
export function LegalDocument({ title, dates, intro, sections, contact, links }: Props) {
  const { i18n } = useTranslation();
  const id = useId();
  const paragraphs = (texts: string[] = []) =>
    texts.map((text, index) => <p key={index}>{withLinks(text, links)}</p>);

  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <div className="container">
          <h1 className={styles.title}>{title}</h1>
          {dates.map(({ label, date }) => (
            <p key={label} className={styles.date}>
              {label}: <time dateTime={date}>{formatDate(date, i18n.language, 'long')}</time>
            </p>
          ))}
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        {intro.length > 0 && <div className={styles.intro}>{paragraphs(intro)}</div>}
        {sections.map((section, index) => (
          <section key={index} aria-labelledby={`${id}-${index}`} className={styles.section}>
            <h2 id={`${id}-${index}`}>
              {index + 1}. {section.title}
            </h2>
            {paragraphs(section.body)}
            {section.items && (
              <ul>
                {section.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{withLinks(item, links)}</li>
                ))}
              </ul>
            )}
            {paragraphs(section.after)}
          </section>
        ))}
        <p className={styles.contact}>{withLinks(contact, links)}</p>
      </div>
    </article>
  );
}
