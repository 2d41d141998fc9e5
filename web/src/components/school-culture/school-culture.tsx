import { useOptionLabel } from '@/lib/options';
import styles from './school-culture.module.css';

type Props = {
  /** The school's philosophy codes, none or up to five. */
  philosophy: readonly string[];
  /** The school's culture text, empty when it wrote none. */
  culture: string;
};

/**
 * SchoolCulture shows how a school teaches: its philosophies as a list of labels, then its
 * culture text, each only when set. The job page and the school portal show it the same way; on
 * the job page the server writes the list items itself (internal/httpapi/jobpage.go), so an item
 * is a bare <li> holding its label.
 */
export function SchoolCulture({ philosophy, culture }: Props) {
  const label = useOptionLabel();
  return (
    <>
      {philosophy.length > 0 && (
        <ul className={styles.philosophy}>
          {philosophy.map((code) => (
            <li key={code}>{label('philosophies', code)}</li>
          ))}
        </ul>
      )}
      {culture && <p className={styles.culture}>{culture}</p>}
    </>
  );
}
