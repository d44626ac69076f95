/**
 * The site's warm palette: terracotta for the brand, warm greys for surfaces and text, and a few
 * earthy accents for the generated covers. theme.ts turns it into Chakra tokens; palette.test.ts
 * checks that every text colour reaches WCAG AA (4.5:1) on the surfaces it is used on.
 */
type Scale = Record<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950, string>;

export const palette = {
  brand: {
    50: '#fcf4ef',
    100: '#f7e3d7',
    200: '#efc5ae',
    300: '#e2a07f',
    400: '#d27b55',
    500: '#bb5f3a',
    600: '#a04d2d',
    700: '#823e25',
    800: '#63301e',
    900: '#462217',
    950: '#2c150e',
  },
  // Warm greys replace Chakra's cool ones, so every gray-based token (borders, muted text, admin
  // tables) follows the palette without touching the components.
  gray: {
    50: '#faf7f3',
    100: '#f3ede6',
    200: '#e7ddd2',
    300: '#d4c6b8',
    400: '#b0a090',
    500: '#8a7a6b',
    600: '#66574b',
    700: '#4d4038',
    800: '#372d27',
    900: '#241c17',
    950: '#17110d',
  },
  sage: {
    50: '#f3f6f1',
    100: '#e2eadd',
    200: '#c5d5bc',
    300: '#a1bb94',
    400: '#7e9e70',
    500: '#628255',
    600: '#4d6843',
    700: '#3e5337',
    800: '#33432e',
    900: '#263222',
    950: '#141b12',
  },
  ochre: {
    50: '#fdf8ec',
    100: '#f9edcc',
    200: '#f2d994',
    300: '#e9c05e',
    400: '#dfa73a',
    500: '#c88a24',
    600: '#a86b1c',
    700: '#87511a',
    800: '#6e421b',
    900: '#4a2c12',
    950: '#2a1808',
  },
  plum: {
    50: '#f9f3f6',
    100: '#f1e3ea',
    200: '#e3c6d5',
    300: '#cfa0b7',
    400: '#b77a97',
    500: '#9c5c7b',
    600: '#824863',
    700: '#6b3b52',
    800: '#563144',
    900: '#3b2130',
    950: '#22121b',
  },
  teal: {
    50: '#f0f6f6',
    100: '#d9e9e9',
    200: '#b4d3d3',
    300: '#86b5b6',
    400: '#5f9596',
    500: '#46797b',
    600: '#386264',
    700: '#2f5052',
    800: '#284244',
    900: '#1b2d2e',
    950: '#0e1a1b',
  },
} satisfies Record<string, Scale>;

/** The accent families the generated covers cycle through. */
export const coverFamilies = ['brand', 'sage', 'ochre', 'plum', 'teal'] as const;

/** Semantic colours (light mode only: the site has no dark mode). */
export const semanticColors = {
  bg: {
    DEFAULT: '#fffcf8',
    subtle: palette.gray[50],
    muted: palette.gray[100],
    emphasized: palette.gray[200],
    panel: '#ffffff',
    error: '#fdf1ee',
    warning: palette.ochre[50],
    success: palette.sage[50],
    info: palette.teal[50],
  },
  fg: {
    DEFAULT: '#2a201b',
    muted: palette.gray[600],
    // Chakra uses fg.subtle for placeholders and hints: still readable text, so AA as well.
    subtle: '#6f6054',
    error: '#b3261e',
    warning: palette.ochre[800],
    success: palette.sage[700],
    info: palette.teal[700],
  },
  border: {
    error: '#b3261e',
  },
  brand: {
    solid: palette.brand[600],
    contrast: '#ffffff',
    fg: palette.brand[700],
    muted: palette.brand[100],
    subtle: palette.brand[50],
    emphasized: palette.brand[200],
    focusRing: palette.brand[500],
  },
  // The dark warm sections: the home page's header and hero, and the footer.
  ink: {
    bg: palette.gray[900],
    fg: palette.gray[100],
    muted: palette.gray[300],
    accent: palette.brand[200],
  },
} as const;

type Semantic = typeof semanticColors;
/** A semantic token name: a group ('fg', 'bg') or group.key ('fg.muted', 'brand.solid'). */
type TokenName = keyof Semantic | `${keyof Semantic}.${string}`;

/** Text colour on background colour, each a semantic token: every pair the site draws. */
export const textPairs: ReadonlyArray<readonly [TokenName, TokenName]> = [
  ['fg', 'bg'],
  ['fg', 'bg.subtle'],
  ['fg', 'bg.muted'],
  ['fg', 'bg.emphasized'],
  ['fg', 'bg.panel'],
  ['fg.muted', 'bg'],
  ['fg.muted', 'bg.subtle'],
  ['fg.muted', 'bg.muted'],
  ['fg.muted', 'bg.panel'],
  ['fg.subtle', 'bg'],
  ['fg.subtle', 'bg.panel'],
  ['fg.error', 'bg'],
  ['fg.error', 'bg.panel'],
  ['fg.error', 'bg.error'],
  ['fg.warning', 'bg.warning'],
  ['fg.success', 'bg.success'],
  ['fg.info', 'bg.info'],
  ['fg.warning', 'bg'],
  ['fg.success', 'bg'],
  ['fg.info', 'bg'],
  ['brand.contrast', 'brand.solid'],
  ['brand.fg', 'bg'],
  ['brand.fg', 'bg.panel'],
  ['brand.fg', 'brand.subtle'],
  ['brand.fg', 'brand.muted'],
  ['brand.solid', 'bg'],
  ['ink.fg', 'ink.bg'],
  ['ink.muted', 'ink.bg'],
  ['ink.accent', 'ink.bg'],
];

/** The hex value of a semantic token name such as 'fg.muted' or 'bg'. */
export function semanticHex(name: TokenName): string | undefined {
  const [group, key = 'DEFAULT'] = name.split('.') as [keyof Semantic, string?];
  const values: Partial<Record<string, string>> = semanticColors[group];
  return values[key];
}
