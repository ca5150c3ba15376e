/**
 * The phone's bottom navigation bar (below `md`, app/layouts/bottom-nav.tsx): its height without its
 * top border and the device's safe area.
 */
export const BOTTOM_NAV_HEIGHT = '3.5rem';
/**
 * The whole bar (its border and the safe area too): the user area's pages are padded by it, and a
 * sticky or fixed element at the bottom of a page sits that far up, so the bar never covers it.
 */
export const ABOVE_BOTTOM_NAV = `calc(${BOTTOM_NAV_HEIGHT} + 1px + env(safe-area-inset-bottom))`;
