import { Link } from 'react-router';

type Props = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  text: string;
  /** The page of the app it leads to, and the link's text. */
  to: string;
  link: string;
  className?: string;
};

/**
 * LinkCallout is a panel that offers another page of the app: a heading, a sentence on why, and
 * the link, such as the profile's offers of confidential references and of the certification path.
 */
export function LinkCallout({ id, title, text, to, link, className }: Props) {
  return (
    <section aria-labelledby={id} className={className ? `panel ${className}` : 'panel'}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <p>
        <Link to={to}>{link}</Link>
      </p>
    </section>
  );
}
