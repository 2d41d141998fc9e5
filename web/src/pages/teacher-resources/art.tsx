// Small drawings for the topic tiles, in the site's colours. They are decorative: each tile's
// title names the topic.
import { ArtFrame as Frame, CORAL, SAND, TEAL, type ArtProps } from '@/components/art-frame';

/** AssessmentArt: a checked list beside a rising bar chart. */
export function AssessmentArt(props: ArtProps) {
  return (
    <Frame {...props}>
      <rect x="16" y="14" width="40" height="52" rx="4" fill="#fff" stroke={TEAL} strokeWidth="3" />
      <path d="M23 28l4 4 7-8M23 44l4 4 7-8" fill="none" stroke={CORAL} strokeWidth="3" strokeLinecap="round" />
      <path d="M38 30h12M38 46h12" stroke={TEAL} strokeWidth="3" strokeLinecap="round" />
      <path d="M68 62h38" stroke={TEAL} strokeWidth="3" strokeLinecap="round" />
      <rect x="72" y="44" width="8" height="16" fill={SAND} stroke={TEAL} strokeWidth="2" />
      <rect x="84" y="34" width="8" height="26" fill={CORAL} />
      <rect x="96" y="22" width="8" height="38" fill={TEAL} />
    </Frame>
  );
}

/** ClassroomArt: a board in front of three pupils. */
export function ClassroomArt(props: ArtProps) {
  return (
    <Frame {...props}>
      <rect x="24" y="10" width="72" height="34" rx="3" fill={TEAL} />
      <path d="M34 22h30M34 32h20" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="82" cy="27" r="6" fill={CORAL} />
      {[36, 60, 84].map((x) => (
        <g key={x}>
          <circle cx={x} cy="56" r="6" fill={CORAL} />
          <path d={`M${x - 9} 72a9 9 0 0 1 18 0z`} fill={TEAL} />
        </g>
      ))}
    </Frame>
  );
}

/** LessonPlanningArt: an open book with a pencil. */
export function LessonPlanningArt(props: ArtProps) {
  return (
    <Frame {...props}>
      <path d="M60 22c-10-6-24-8-36-6v46c12-2 26 0 36 6 10-6 24-8 36-6V16c-12-2-26 0-36 6z" fill="#fff" stroke={TEAL} strokeWidth="3" strokeLinejoin="round" />
      <path d="M60 22v46" stroke={TEAL} strokeWidth="3" />
      <path d="M32 30h18M32 40h18M32 50h12M70 30h18M70 40h12" stroke={SAND} strokeWidth="3" strokeLinecap="round" />
      <path d="M72 58l22-22 6 6-22 22-8 2z" fill={CORAL} />
    </Frame>
  );
}

/** DevelopmentArt: a graduation cap over a certificate. */
export function DevelopmentArt(props: ArtProps) {
  return (
    <Frame {...props}>
      <rect x="34" y="44" width="52" height="24" rx="3" fill="#fff" stroke={TEAL} strokeWidth="3" />
      <circle cx="74" cy="56" r="5" fill={CORAL} />
      <path d="M42 52h20M42 60h14" stroke={SAND} strokeWidth="3" strokeLinecap="round" />
      <path d="M60 10l34 14-34 14-34-14z" fill={TEAL} />
      <path d="M44 31v8c8 5 24 5 32 0v-8" fill={TEAL} />
      <path d="M90 26v14" stroke={CORAL} strokeWidth="3" strokeLinecap="round" />
    </Frame>
  );
}

/** TechArt: a laptop showing a play button. */
export function TechArt(props: ArtProps) {
  return (
    <Frame {...props}>
      <rect x="28" y="14" width="64" height="40" rx="4" fill={TEAL} />
      <rect x="33" y="19" width="54" height="30" rx="2" fill="#fff" />
      <path d="M55 26v16l13-8z" fill={CORAL} />
      <path d="M18 60h84l-6 8H24z" fill={TEAL} />
    </Frame>
  );
}

/** SocialArt: two people talking, with overlapping speech bubbles. */
export function SocialArt(props: ArtProps) {
  return (
    <Frame {...props}>
      <path d="M22 14h40a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6H40l-10 8v-8h-8a6 6 0 0 1-6-6V20a6 6 0 0 1 6-6z" fill={TEAL} />
      <path d="M58 30h40a6 6 0 0 1 6 6v14a6 6 0 0 1-6 6h-8v8l-10-8H58a6 6 0 0 1-6-6V36a6 6 0 0 1 6-6z" fill={CORAL} />
      <path d="M28 24h26M28 32h16" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M64 40h28M64 48h18" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </Frame>
  );
}
