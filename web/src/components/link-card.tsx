import type { ReactNode } from 'react';
import { ExternalLink } from './external-link';
import styles from './link-card.module.css';

type Props = {
  title: string;
  /** The organisation's or tool's own site; it opens in a new tab. Without it, no button. */
  href?: string;
  /** The button's text, such as 'Visit Site'. */
  linkLabel?: string;
  /** The heading level that fits the page's outline; 3 under a section's H2. */
  headingLevel?: 2 | 3 | 4;
  /** The card's element: an article, or a list item inside a list of cards. */
  as?: 'article' | 'li';
  /** A picture for the card, such as a Monogram; decorative. */
  visual?: ReactNode;
  /** A notice shown above the description, such as a renamed or retired tool. */
  notice?: string;
  children?: ReactNode;
};

/**
 * LinkCard presents one external organisation, tool or site: title, description and, when it
 * has a site, a button to it.
 */
export function LinkCard({ title, href, linkLabel, headingLevel = 3, as: Card = 'article', visual, notice, children }: Props) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2];
  return (
    <Card className={styles.card}>
      {visual && (
        <div className={styles.visual} aria-hidden="true">
          {visual}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {notice && <p className={styles.notice}>{notice}</p>}
      <div className={styles.body}>{children}</div>
      {href && (
        <ExternalLink href={href} className={`button button-secondary ${styles.link}`}>
          {linkLabel}
          <span className="visually-hidden">: {title}</span>
        </ExternalLink>
      )}
    </Card>
  );
}

// Words a monogram skips: "Bank of America" is BA, not BO.
const SMALL_WORDS = new Set(['of', 'the', 'and', 'for', 'de', 'del', 'la', 'el', 'y']);

/** Monogram draws a name's initials in a coloured circle, a logo-free picture for a card. */
export function Monogram({ name }: { name: string }) {
  const initials = name
    .replace(/\(.*?\)/g, '')
    .split(/[\s-]+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word) && !SMALL_WORDS.has(word.toLowerCase()))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  // The same name always gets the same of the four hues.
  const hue = [...name].reduce((sum, character) => sum + character.charCodeAt(0), 0) % 4;
  return <span className={`${styles.monogram} ${styles[`hue${hue}`]}`}>{initials}</span>;
}

/** CardGrid lays out cards in as many columns as fit, one on a phone. */
export function CardGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div className={styles.grid} role={label ? 'group' : undefined} aria-label={label}>
      {children}
    </div>
  );
}
