// Small drawings for the course tiles, in the site's colours. They are decorative: each tile's
// caption names the course list it leads to.
import { ArtFrame as Frame, CORAL, SAND, TEAL, type ArtProps } from '@/components/art-frame';

/** BooksArt (OpenLearn): a stack of books. */
export function BooksArt(props: ArtProps) {
  return (
    <Frame {...props}>
      <rect x="30" y="52" width="60" height="14" rx="2" fill={TEAL} />
      <rect x="36" y="38" width="52" height="14" rx="2" fill={CORAL} />
      <rect x="32" y="24" width="54" height="14" rx="2" fill={SAND} stroke={TEAL} strokeWidth="2" />
      <path d="M40 59h30M44 45h28" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path d="M76 10v18l5-4 5 4V10z" fill={TEAL} />
    </Frame>
  );
}

/** CertificateArt (Alison): a certificate with a ribbon. */
export function CertificateArt(props: ArtProps) {
  return (
    <Frame {...props}>
      <rect x="20" y="14" width="80" height="50" rx="4" fill="#fff" stroke={TEAL} strokeWidth="3" />
      <path d="M32 28h40M32 38h30M32 48h22" stroke={SAND} strokeWidth="4" strokeLinecap="round" />
      <path d="M80 52l-6 18 8-4 4 7 4-19z" fill={TEAL} />
      <circle cx="84" cy="48" r="9" fill={CORAL} />
    </Frame>
  );
}

/** OnlineClassArt (edX): a laptop showing a graduation cap. */
export function OnlineClassArt(props: ArtProps) {
  return (
    <Frame {...props}>
      <rect x="28" y="12" width="64" height="42" rx="4" fill={TEAL} />
      <rect x="33" y="17" width="54" height="32" rx="2" fill="#fff" />
      <path d="M60 22l18 7-18 7-18-7z" fill={CORAL} />
      <path d="M50 33v6c6 3 14 3 20 0v-6" fill={CORAL} />
      <path d="M18 60h84l-6 8H24z" fill={TEAL} />
    </Frame>
  );
}

/** QuestionsArt (Mathematics Educators): a question and an answer. */
export function QuestionsArt(props: ArtProps) {
  return (
    <Frame {...props}>
      <path d="M18 12h44a6 6 0 0 1 6 6v18a6 6 0 0 1-6 6H36l-10 8v-8h-8a6 6 0 0 1-6-6V18a6 6 0 0 1 6-6z" fill={TEAL} />
      <path d="M34 22a6 6 0 1 1 8 6v3M42 36v1" stroke="#fff" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M58 32h44a6 6 0 0 1 6 6v18a6 6 0 0 1-6 6h-8v8l-10-8H58a6 6 0 0 1-6-6V38a6 6 0 0 1 6-6z" fill={CORAL} />
      <path d="M66 42h8M70 38v8M82 42h10M82 50h10M66 52h8" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </Frame>
  );
}
