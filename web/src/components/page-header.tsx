import type { ReactNode } from 'react';
import styles from './page-header.module.css';

type Props = {
  title: string;
  intro: string;
  /** Links or buttons shown under the introduction. */
  children?: ReactNode;
};

/** PageHeader opens a page with its H1 and a short introduction. */
export function PageHeader({ title, intro, children }: Props) {
  return (
    <div className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {children}
      </div>
    </div>
  );
}
