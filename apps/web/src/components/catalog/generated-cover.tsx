import { useId } from 'react';
import { chakra } from '@chakra-ui/react';
import { HardDisc } from '@/components/ui/hard-disc';
import { COVER_HEIGHT, COVER_WIDTH, type CoverArt, type CoverKind, coverArt } from './cover-art';

/** The small drawing in the top left corner: ripples, a sprout or a grid of dots. */
function Motif({ art }: { art: CoverArt }) {
  const stroke = art.initialColor;
  if (art.motif === 0) {
    return (
      <g fill="none" stroke={stroke} strokeOpacity={0.35} strokeWidth={3}>
        {[28, 48, 68].map((r) => (
          <circle key={r} cx={560} cy={70} r={r} />
        ))}
      </g>
    );
  }
  if (art.motif === 1) {
    return (
      <g fill={stroke} fillOpacity={0.3}>
        <path d="M560 130 C 520 100, 520 50, 560 20 C 600 50, 600 100, 560 130 Z" />
        <path d="M560 130 V 60" stroke={stroke} strokeOpacity={0.5} strokeWidth={3} />
      </g>
    );
  }
  return (
    <g fill={stroke} fillOpacity={0.3}>
      {[0, 1, 2, 3].flatMap((column) =>
        [0, 1, 2].map((row) => (
          <circle key={`${column}-${row}`} cx={520 + column * 26} cy={40 + row * 26} r={5} />
        )),
      )}
    </g>
  );
}

/**
 * The cover of a course, kit or content item without an uploaded image: drawn inline, so nothing
 * is downloaded, and derived from the item's id and title, so no two look alike.
 */
export function GeneratedCover({
  kind,
  id,
  title,
  maxH,
}: {
  kind: CoverKind;
  id: number;
  title: string;
  maxH: string;
}) {
  // One gradient per cover on the page: its id must be unique and a valid URL fragment.
  const gradientId = `cover-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const art = coverArt(kind, id, title);
  return (
    <chakra.svg
      viewBox={`0 0 ${COVER_WIDTH} ${COVER_HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={title}
      display="block"
      w="full"
      aspectRatio={`${COVER_WIDTH} / ${COVER_HEIGHT}`}
      maxH={maxH}
      data-placeholder="true"
      data-testid="generated-cover"
    >
      <defs>
        <linearGradient id={gradientId} gradientTransform={`rotate(${art.angle} 0.5 0.5)`}>
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
        {art.circles.map((circle, index) => (
          <HardDisc key={index} id={`${gradientId}-${index}`} {...circle} />
        ))}
      </defs>
      <rect width={COVER_WIDTH} height={COVER_HEIGHT} fill={`url(#${gradientId})`} />
      {art.circles.map((_, index) => (
        <rect
          key={index}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          fill={`url(#${gradientId}-${index})`}
        />
      ))}
      <path d={art.wave.path} fill={art.wave.fill} fillOpacity={0.85} />
      <Motif art={art} />
      <circle cx={150} cy={150} r={92} fill="#ffffff" fillOpacity={0.55} />
      <text
        x={150}
        y={150}
        dy="0.35em"
        textAnchor="middle"
        // A style, not attributes: the page's CSS font-size would beat a presentation attribute.
        style={{ font: '600 120px var(--chakra-fonts-heading)' }}
        fill={art.initialColor}
        aria-hidden="true"
      >
        {art.initial}
      </text>
    </chakra.svg>
  );
}
