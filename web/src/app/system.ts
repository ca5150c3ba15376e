import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  avatarSlotRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tooltipSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The one Chakra system: the base config plus every recipe the app renders, and no other (the full
 * default config would add them all: ARCHITECTURE.md "Bundle budget, measured"). Add a recipe here
 * when you start using a component that needs it. A recipe passed where it is used (the `recipe`
 * prop) would not stay out of the first visit either: the entry is one chunk (vite.config.ts), and
 * with `@chakra-ui/react/theme` it takes every recipe that module re-exports and the app uses.
 */
const nutrindexConfig = defineConfig({
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  preflight: true,
  globalCss: {
    ...globalCss,
    // A calm clinical palette: teal is the default colour of every recipe.
    html: { colorPalette: 'teal', bg: 'bg.canvas' },
    body: { bg: 'bg.canvas', color: 'fg' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // red.500 on white is 3.8:1; field error texts need 4.5:1 (axe color-contrast).
        fg: { ...semanticTokens.colors?.fg, error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
        bg: { ...semanticTokens.colors?.bg, canvas: { value: { _light: '#f4f8f7', _dark: '{colors.gray.950}' } } },
        // White on teal.600 is under 4.5:1; teal.700 keeps solid buttons at AA contrast in both themes.
        teal: {
          ...semanticTokens.colors?.teal,
          solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } },
          focusRing: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.400}' } },
          // The palette's fixed shades read as ink, rules and washes in both themes (axe color-contrast in dark too).
          ink: { value: { _light: '{colors.teal.900}', _dark: '{colors.teal.100}' } },
          inkSoft: { value: { _light: '{colors.teal.800}', _dark: '{colors.teal.200}' } },
          line: { value: { _light: '{colors.teal.100}', _dark: '{colors.teal.800}' } },
          wash: { value: { _light: '{colors.teal.50}', _dark: '{colors.teal.950}' } },
        },
        orange: { ...semanticTokens.colors?.orange, ink: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.300}' } } },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, nutrindexConfig);
