import type { ComponentType } from 'react';
import { ChampionArt, CreativityArt, GritArt, MoveArt, NoiseArt, PointsArt } from './art';

type Art = ComponentType<{ className?: string }>;

/** ClassroomTool is one external classroom tool; its name and description are in classroom.json. */
export type ClassroomTool = {
  key: 'classDojo' | 'goNoodle' | 'bouncyBalls';
  href: string;
  Art: Art;
};

/** CLASSROOM_TOOLS: behavior and family messages, brain breaks, and a noise meter. */
export const CLASSROOM_TOOLS: readonly ClassroomTool[] = [
  { key: 'classDojo', href: 'https://www.classdojo.com', Art: PointsArt },
  { key: 'goNoodle', href: 'https://www.gonoodle.com', Art: MoveArt },
  { key: 'bouncyBalls', href: 'https://bouncyballs.org', Art: NoiseArt },
];

/**
 * VideoEntry is a static video entry (docs/product.md §3): id, title, url (the embed link), image and
 * description. The title, speaker and description are texts in classroom.json under `key`.
 */
export type VideoEntry = {
  id: number;
  key: 'champion' | 'creativity' | 'grit';
  /** The embed link shown in the video modal. */
  url: string;
  /** The talk's own page on ted.com. */
  talkUrl: string;
  image: Art;
};

/** tedTalk builds a talk's entry from its ted.com slug, the last segment of its address. */
function tedTalk(id: number, key: VideoEntry['key'], slug: string, image: Art): VideoEntry {
  return {
    id,
    key,
    url: `https://embed.ted.com/talks/${slug}`,
    talkUrl: `https://www.ted.com/talks/${slug}`,
    image,
  };
}

/** VIDEOS are the three TED Talks for Teachers (docs/product.md §9: three video entries). */
export const VIDEOS: readonly VideoEntry[] = [
  tedTalk(1, 'champion', 'rita_pierson_every_kid_needs_a_champion', ChampionArt),
  tedTalk(2, 'creativity', 'sir_ken_robinson_do_schools_kill_creativity', CreativityArt),
  tedTalk(3, 'grit', 'angela_lee_duckworth_grit_the_power_of_passion_and_perseverance', GritArt),
];
