import { chakra } from '@chakra-ui/react';
import { palette } from '@/lib/palette';

const { brand, ochre, plum, sage, teal } = palette;

/** Four overlapping circles: four psychotypes, each its own colour, meeting in the middle. */
function Psychotypes() {
  return (
    <g fillOpacity="0.7">
      <circle cx="150" cy="130" r="80" fill={brand[300]} />
      <circle cx="250" cy="130" r="80" fill={ochre[300]} />
      <circle cx="150" cy="210" r="80" fill={sage[300]} />
      <circle cx="250" cy="210" r="80" fill={plum[300]} />
      <circle cx="200" cy="170" r="22" fill={brand[700]} fillOpacity="0.9" />
    </g>
  );
}

/** An open envelope with a letter: the contacts page. */
function Letter() {
  return (
    <g>
      <circle cx="300" cy="80" r="60" fill={ochre[200]} fillOpacity="0.7" />
      <rect x="95" y="70" width="210" height="150" rx="10" fill="#ffffff" />
      <g stroke={brand[300]} strokeWidth="8" strokeLinecap="round">
        <path d="M125 105 H 270" />
        <path d="M125 135 H 250" />
        <path d="M125 165 H 230" />
      </g>
      <path d="M70 150 L 200 240 L 330 150 V 290 H 70 Z" fill={brand[500]} />
      <path d="M70 290 L 200 200 L 330 290 Z" fill={brand[600]} />
    </g>
  );
}

/** A stack of documents with a seal: the organisation page. */
function Documents() {
  return (
    <g>
      <rect
        x="130"
        y="60"
        width="170"
        height="220"
        rx="10"
        fill={teal[200]}
        transform="rotate(8 215 170)"
      />
      <rect x="110" y="55" width="170" height="220" rx="10" fill="#ffffff" />
      <g stroke={teal[300]} strokeWidth="8" strokeLinecap="round">
        <path d="M140 100 H 250" />
        <path d="M140 130 H 250" />
        <path d="M140 160 H 220" />
        <path d="M140 190 H 235" />
      </g>
      <circle cx="250" cy="240" r="34" fill={brand[500]} />
      <circle cx="250" cy="240" r="20" fill="none" stroke="#ffffff" strokeWidth="4" />
    </g>
  );
}

const scenes = { psychotypes: Psychotypes, letter: Letter, documents: Documents };

/** A decorative drawing for a text page's side column, on a warm rounded panel. */
export function PageArt({ scene }: { scene: keyof typeof scenes }) {
  const Scene = scenes[scene];
  return (
    <chakra.svg
      viewBox="0 0 400 340"
      aria-hidden="true"
      display="block"
      w="full"
      maxW={{ base: '320px', lg: '400px' }}
      mx="auto"
      borderRadius="2xl"
      bg="brand.subtle"
      data-testid={`page-art-${scene}`}
    >
      <circle cx="40" cy="310" r="90" fill={brand[100]} />
      <Scene />
    </chakra.svg>
  );
}
