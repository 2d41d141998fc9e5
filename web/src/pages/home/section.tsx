import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from './icon';
import styles from './home.module.css';

type SectionProps = {
  /** The section's anchor; its heading gets the id `${id}-title`. */
  id: string;
  title: string;
  intro: string;
  /** A background that sets the section apart from its neighbours. */
  tone?: 'white' | 'sand';
  /** Lets a script move the keyboard focus to the heading. */
  focusableHeading?: boolean;
  children: ReactNode;
};

/** Section is one band of the home page: an H2, a short introduction and its content. */
export function Section({ id, title, intro, tone, focusableHeading, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={tone ? `${styles.section} ${styles[tone]}` : styles.section}
    >
      <div className="container">
        <h2
          id={`${id}-title`}
          className={styles.heading}
          tabIndex={focusableHeading ? -1 : undefined}
        >
          {title}
        </h2>
        <p className={styles.lead}>{intro}</p>
        {children}
      </div>
    </section>
  );
}

type CardProps = {
  icon: IconName;
  title: string;
  text: string;
  /** A page of the site; the whole card then leads there. */
  to?: string;
  /** Anything shown under the text, such as a button or an external link. */
  children?: ReactNode;
};

/** Card is one item of a card grid (a list item): icon, H3 title, text. */
export function Card({ icon, title, text, to, children }: CardProps) {
  return (
    <li className={styles.card}>
      <Icon name={icon} />
      <h3 className={styles.cardTitle}>
        {to ? (
          <Link to={to} className={styles.cardLink}>
            {title}
          </Link>
        ) : (
          title
        )}
      </h3>
      <p className={styles.cardText}>{text}</p>
      {children}
    </li>
  );
}
