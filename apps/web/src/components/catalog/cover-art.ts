import { coverFamilies, palette } from '@/lib/palette';
import type { Disc } from '@/components/ui/hard-disc';

export type CoverKind = 'course' | 'kit' | 'content';

/** Everything a generated cover draws, computed from the item alone. */
export type CoverArt = {
  from: string;
  to: string;
  angle: number;
  circles: Disc[];
  wave: { path: string; fill: string };
  initial: string;
  initialColor: string;
  motif: number;
};

export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;
const MOTIFS = 3;
// Kits and courses have their own id sequences: shifting the kits keeps course 1 and kit 1 apart.
const kindOffset: Record<CoverKind, number> = { course: 0, kit: 2, content: 4 };

/** FNV-1a: a small, stable string hash; every cover parameter is drawn from it. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A deterministic sequence of numbers in [0, 1) from a seed (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The cover of an item without an uploaded image. Neighbouring ids get different colour families;
 * the shapes' positions and sizes come from a hash of kind, id and title, so no two covers match.
 */
export function coverArt(kind: CoverKind, id: number, title: string): CoverArt {
  const family = palette[coverFamilies[(id + kindOffset[kind]) % coverFamilies.length]];
  const next = random(hash(`${kind}:${id}:${title}`));
  const circles = Array.from({ length: 3 }, (_, index) => ({
    cx: round(COVER_WIDTH * (0.45 + next() * 0.55)),
    cy: round(COVER_HEIGHT * next()),
    r: round(60 + next() * (140 - index * 30)),
    fill: index === 1 ? family[50] : family[index === 0 ? 300 : 500],
    opacity: round(0.35 + next() * 0.4),
  }));
  const crest = round(COVER_HEIGHT * (0.62 + next() * 0.15));
  const swell = round(COVER_HEIGHT * (0.12 + next() * 0.12));
  const wave = {
    path: `M0 ${crest} C ${round(COVER_WIDTH * 0.3)} ${crest - swell}, ${round(COVER_WIDTH * 0.6)} ${crest + swell}, ${COVER_WIDTH} ${round(crest - swell / 2)} V ${COVER_HEIGHT} H 0 Z`,
    fill: family[700],
  };
  return {
    from: family[100],
    to: family[300],
    angle: Math.floor(next() * 360),
    circles,
    wave,
    initial: title.trim().charAt(0).toLocaleUpperCase('ru-RU') || '·',
    initialColor: family[900],
    motif: Math.floor(next() * MOTIFS),
  };
}
