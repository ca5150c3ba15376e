import {
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  drawerSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  skeletonRecipe,
  tableSlotRecipe,
  textareaRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/** The recipes no first-visit screen renders (system.ts): loaded with the first lazy screen. */
export const recipes = {
  // The marks, counts and labels of the signed-in screens (the bell's count, the builder's marks, the
  // history's actions): without it a Badge's colorPalette and variant drew nothing.
  badge: badgeRecipe,
  checkmark: checkmarkRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  checkbox: checkboxSlotRecipe,
  drawer: drawerSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  table: tableSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
