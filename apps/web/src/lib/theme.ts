import { createSystem, defineConfig } from '@chakra-ui/react';
import { chakraBaseConfig } from './chakra-base';
import { palette, semanticColors } from './palette';

type Tokens = Record<string, Record<string, { value: string }>>;

/** { brand: { 50: '#…' } } → Chakra's { brand: { 50: { value: '#…' } } }. */
function toTokens(groups: Record<string, Record<string | number, string>>): Tokens {
  return Object.fromEntries(
    Object.entries(groups).map(([name, shades]) => [
      name,
      Object.fromEntries(Object.entries(shades).map(([key, value]) => [key, { value }])),
    ]),
  );
}

// Self-hosted in src/styles/fonts.css: a humanist sans for text, a warm serif for headings.
const fallbackSans = `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: `'Lora Variable', Georgia, 'Times New Roman', serif` },
        body: { value: `'Source Sans 3 Variable', ${fallbackSans}` },
      },
      colors: toTokens(palette),
    },
    semanticTokens: {
      colors: toTokens(semanticColors),
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'bg', color: 'fg' },
  },
});

export const system = createSystem(chakraBaseConfig, config);
