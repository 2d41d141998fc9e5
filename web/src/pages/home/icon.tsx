import styles from './home.module.css';

/** IconName is one drawing of the home page's sprite, public/media/icons.svg. */
export type IconName =
  | 'account'
  | 'upload'
  | 'track'
  | 'support'
  | 'housing'
  | 'relocation'
  | 'community'
  | 'school'
  | 'key'
  | 'resources'
  | 'classroom'
  | 'lesson'
  | 'courses'
  | 'mail';

/**
 * Icon draws a decorative line icon from the sprite file: the file is fetched once and
 * cached, which keeps the drawings out of the page's JavaScript.
 */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className={styles.icon} aria-hidden="true" focusable="false" width="24" height="24">
      <use href={`/media/icons.svg#${name}`} />
    </svg>
  );
}
