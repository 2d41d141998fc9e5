// Small drawings for the tool and video cards, in the site's colours. They are decorative: each
// card's heading names the tool or the talk.
import type { ReactNode } from 'react';
import { ArtFrame as Frame, CORAL, SAND, TEAL, type ArtProps } from '@/components/art-frame';

/** PointsArt (ClassDojo): a message bubble with a star. */
export function PointsArt(props: ArtProps) {
  return (
    <Frame {...props}>
      <path d="M28 14h64a8 8 0 0 1 8 8v28a8 8 0 0 1-8 8H54l-14 12V58H28a8 8 0 0 1-8-8V22a8 8 0 0 1 8-8z" fill={TEAL} />
      <path d="M60 20l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill={CORAL} />
    </Frame>
  );
}

/** MoveArt (GoNoodle): a child jumping between motion lines. */
export function MoveArt(props: ArtProps) {
  return (
    <Frame {...props}>
      <circle cx="60" cy="18" r="8" fill={CORAL} />
      <path d="M60 28v22M60 34l-16-10M60 34l16-10M60 50l-12 16M60 50l12 16" stroke={TEAL} strokeWidth="6" strokeLinecap="round" />
      <path d="M24 30h10M20 42h12M86 30h10M88 42h12" stroke={SAND} strokeWidth="4" strokeLinecap="round" />
    </Frame>
  );
}

/** NoiseArt (Bouncy Balls): balls bouncing over a volume meter. */
export function NoiseArt(props: ArtProps) {
  return (
    <Frame {...props}>
      <circle cx="34" cy="46" r="9" fill={CORAL} />
      <circle cx="58" cy="26" r="9" fill={TEAL} />
      <circle cx="84" cy="40" r="9" fill={SAND} stroke={TEAL} strokeWidth="2" />
      <path d="M20 66h80" stroke={TEAL} strokeWidth="3" strokeLinecap="round" />
      <path d="M24 66v-4M40 66v-7M56 66v-10M72 66v-7M88 66v-4" stroke={CORAL} strokeWidth="3" strokeLinecap="round" />
    </Frame>
  );
}

/** Screen frames a video picture with a play button. */
function Screen({ className, children }: ArtProps & { children: ReactNode }) {
  return (
    <Frame className={className}>
      <rect x="10" y="10" width="100" height="60" rx="6" fill={TEAL} />
      {children}
      <circle cx="92" cy="56" r="10" fill="#fff" />
      <path d="M89 51v10l8-5z" fill={TEAL} />
    </Frame>
  );
}

/** ChampionArt (Every kid needs a champion): a medal. */
export function ChampionArt(props: ArtProps) {
  return (
    <Screen {...props}>
      <path d="M48 16l8 16M72 16l-8 16" stroke={SAND} strokeWidth="6" strokeLinecap="round" />
      <circle cx="60" cy="44" r="14" fill={CORAL} />
      <path d="M60 36l3 6 6 1-4 4 1 6-6-3-6 3 1-6-4-4 6-1z" fill="#fff" />
    </Screen>
  );
}

/** CreativityArt (Do schools kill creativity?): a light bulb. */
export function CreativityArt(props: ArtProps) {
  return (
    <Screen {...props}>
      <path d="M60 18a14 14 0 0 0-8 25v7h16v-7a14 14 0 0 0-8-25z" fill={CORAL} />
      <path d="M53 55h14M55 60h10" stroke={SAND} strokeWidth="3" strokeLinecap="round" />
      <path d="M36 32h-6M90 32h-6M42 18l-4-4M78 18l4-4" stroke={SAND} strokeWidth="3" strokeLinecap="round" />
    </Screen>
  );
}

/** GritArt (Grit): a mountain with a flag at the top. */
export function GritArt(props: ArtProps) {
  return (
    <Screen {...props}>
      <path d="M18 64l26-32 12 14 10-12 22 30z" fill={SAND} />
      <path d="M66 34V18" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M66 18h12l-4 5 4 5H66z" fill={CORAL} />
    </Screen>
  );
}
