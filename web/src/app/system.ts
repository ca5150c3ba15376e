import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Colour families no screen uses (Chakra's info tokens use blue, so blue stays): fewer tokens to build at start. */
const UNUSED_PALETTES = new Set(['cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T | undefined): T =>
  Object.fromEntries(Object.entries(colors ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * The one Chakra system: the base config plus every recipe the app renders, and no other (the full
 * default config would add them all: ARCHITECTURE.md "Bundle budget, measured"). It starts with the
 * recipes of what a first visit can show without loading a screen (the login form, the language
 * dialog, the toaster, the spinner, the error page); every other recipe is in
 * `system-later-recipes.ts`, a chunk of its own that `lazyNamed` loads with each screen before it
 * renders (3.3 KB gzip off the entry). Add a recipe to the one list or the other when you start
 * using a component that needs it: first-screen components here, anything else there. A component
 * outside the router's screens rendered before any screen (a lazy dialog of the login page) needs
 * its recipe here. `LATER_RECIPE_MODULE` in web/vite.config.ts names this list's recipe files (it
 * keeps the others out of the entry chunk).
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
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors),
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
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

let system: SystemContext | undefined;

/** The whole system, global styles included: what `chakraGlobalCss` turns into chakra-global.css. */
export function createNutrindexSystem(): SystemContext {
  return createSystem(defaultBaseConfig, nutrindexConfig);
}

/**
 * The system the app renders with, created on first use: building it (every token, condition and
 * utility) is one of the longest steps of the start, so main.tsx runs it in a task of its own, apart
 * from the entry's evaluation and the first render (docs/decisions/web-ui.md, "Web: a phone's first visit
 * and the start"). Its global styles (the reset, `globalCss`, every token as a CSS variable: 45 KB
 * of CSS) are not inserted by the provider at start: they ship as `chakra-global.css`, written from
 * this same system at build time (main.tsx imports it; `chakra-global-css.test.ts` fails when it is
 * out of date). The build also skips computing them in `createSystem` (vite.config.ts).
 */
export function getSystem(): SystemContext {
  system ??= { ...createNutrindexSystem(), _global: [] };
  return system;
}

let laterRecipes: Promise<void> | undefined;

/**
 * Adds the recipes of `system-later-recipes.ts` to the system (once; later calls answer the same
 * promise). Chakra reads a recipe from the system's theme when a component first renders and keeps
 * what it found, so this must finish before anything using one of them renders.
 */
export function loadLaterRecipes(): Promise<void> {
  laterRecipes ??= import('./system-later-recipes').then(({ recipes, slotRecipes }) => {
    const theme = (getSystem()._config.theme ??= {});
    theme.recipes = { ...theme.recipes, ...recipes };
    theme.slotRecipes = { ...theme.slotRecipes, ...slotRecipes };
  });
  return laterRecipes;
}
