/** The parts of the signed-in user that decide access to paid content. */
export interface PaidAccessUser {
  premium: number;
  role: { slug: string };
}

/** Spec section 6: premium users (premium 1) and admins open paid supplements; nobody else does. */
export function canReadPaidContent(user: PaidAccessUser | undefined): boolean {
  if (!user) return false;
  return user.premium === 1 || user.role.slug === 'admin';
}

/** A paid supplement is locked for a reader without paid access. */
export function isLocked(item: { is_paid: number }, canReadPaid: boolean): boolean {
  return item.is_paid === 1 && !canReadPaid;
}
