import { createSystem, defineConfig } from '@chakra-ui/react';
import { chakraBaseConfig } from './chakra-base';

const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` },
        body: { value: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` },
      },
      colors: {
        brand: {
          50: { value: '#eef4fb' },
          100: { value: '#d5e3f4' },
          200: { value: '#adc8e9' },
          300: { value: '#7fa7da' },
          400: { value: '#5286c9' },
          500: { value: '#346bb0' },
          600: { value: '#27548c' },
          700: { value: '#1f4270' },
          800: { value: '#183355' },
          900: { value: '#10223a' },
          950: { value: '#0a1626' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%' },
  },
});

export const system = createSystem(chakraBaseConfig, config);
