import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { appSystem } from '@/lib/theme';

/** Emotion's server rendering of a global style: its rules inside a tagged style element. */
const GLOBAL_STYLE = /<style data-emotion="css-global [^"]+"[^>]*>([^<]*)<\/style>/g;

/**
 * The theme's global styles as CSS, exactly as Chakra's provider gives them to emotion in the
 * browser: the cascade layers' order, the reset, the global rules and every token's CSS variable.
 * The build writes them into each page's head (build/boot-shell.ts), so the browser need not build
 * them (src/lib/theme.ts, systemForPage).
 */
export function renderThemeCss(): string {
  const html = renderToString(<ChakraProvider value={appSystem()}>{null}</ChakraProvider>);
  const rules = [...html.matchAll(GLOBAL_STYLE)].map(([, css]) => css);
  if (rules.length === 0) throw new Error('Chakra rendered no global styles');
  return rules.join('');
}
