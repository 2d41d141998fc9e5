import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineLabel } from './line-label';
import styles from './section-nav.module.css';

type Props = {
  /** The page's sections in reading order: the id of each and its title. */
  sections: { id: string; title: string }[];
};

/** SectionNav lists a guide's sections ("On this page") as links to their anchors. */
export function SectionNav({ sections }: Props) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('onThisPage')} className={styles.nav}>
      <ul>
        {sections.map(({ id, title }) => (
          <li key={id}>
            <Link to={`#${id}`}>
              <LineLabel text={title} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
