/** A filled disc: centre, radius, colour and opacity, in the drawing's own units. */
export type Disc = { cx: number; cy: number; r: number; fill: string; opacity: number };

/**
 * A disc that may run off a drawing's edge, as a hard-edged radial gradient (put it in <defs>,
 * then fill a rect the size of the drawing with `url(#id)`). A <circle> running off the edge
 * reaches past the page's edge for the layout checks, clipped or not; the rect never does.
 */
export function HardDisc({ id, cx, cy, r, fill, opacity }: Disc & { id: string }) {
  return (
    <radialGradient id={id} gradientUnits="userSpaceOnUse" cx={cx} cy={cy} r={r}>
      <stop offset="0.995" stopColor={fill} stopOpacity={opacity} />
      <stop offset="1" stopColor={fill} stopOpacity={0} />
    </radialGradient>
  );
}
