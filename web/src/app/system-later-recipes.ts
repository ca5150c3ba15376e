import {
  avatarSlotRecipe,
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
