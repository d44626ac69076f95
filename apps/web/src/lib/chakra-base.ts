import { defineConfig, type SystemConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

type GlobalStyles = NonNullable<SystemConfig['globalCss']>;

/**
 * Chakra's global styles with the custom properties its `*` rule gives every element (the ring's,
 * the filters' and backdrop filters' parts, the border colour and fonts) declared once, on the root
 * and on a colour mode's subtree, and inherited from there: set by `*`, each was one more variable
 * Chromium resolved per element in every style recalculation. The site's styles set none of them
 * per element (no ring or composed filter), so what each element computes is unchanged; the `*`
 * rule keeps its ordinary properties.
 */
export function withVariablesOnRoot(styles: GlobalStyles): GlobalStyles {
  const { '*': everyElement = {}, ...rest } = styles;
  const entries = Object.entries(everyElement);
  const isVariable = ([name]: [string, unknown]) => name.startsWith('--');
  return {
    '*': Object.fromEntries(entries.filter((entry) => !isVariable(entry))),
    'html, .light, .dark': Object.fromEntries(entries.filter(isVariable)),
    ...rest,
  } as GlobalStyles;
}

const globalCss = withVariablesOnRoot(chakraGlobalCss);

/**
 * Chakra's default theme (tokens, global styles, text and layer styles) with the recipes of only
 * the components the site uses: Chakra's `defaultConfig` carries all of its ~90 component recipes,
 * 16 KB gzip of every first visit. A component whose recipe is missing renders unstyled, so
 * chakra-base.test.ts fails when src imports a Chakra component whose recipe is not listed here:
 * add it below, or, for a component only the admin screens use, bind its recipe to it in
 * features/admin/shared/chakra.tsx so that it loads with them. (vite.config.ts marks `defineConfig` pure, or the unused default theme that
 * @chakra-ui/react/theme builds would keep every recipe in the bundle.)
 *
 * A list, not one merged config: createSystem merges its arguments anyway (cloning each), and a
 * merge made here as the module loaded cloned the whole base a second time (28–52 ms of the
 * start-up task in profiles at Lighthouse's four-fold CPU slowdown).
 */
export const chakraBaseConfigs: readonly SystemConfig[] = [
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        checkmark: checkmarkRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        breadcrumb: breadcrumbSlotRecipe,
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        field: fieldSlotRecipe,
        fieldset: fieldsetSlotRecipe,
        list: listSlotRecipe,
        menu: menuSlotRecipe,
        tabs: tabsSlotRecipe,
        tooltip: tooltipSlotRecipe,
      },
    },
  }),
];
