/** Spec section 9: every subscription starts with a 7-day free trial. */
export const TRIAL_DAYS = 7;
