import { and, eq, isNull, ne } from 'drizzle-orm';
import { siteBrandName } from '#domain/back-office/site-editing-records';
import { CARD_ACCOUNT_MESSAGE } from '#domain/back-office/site-editing-records-schemas';
import { staffMay } from '#domain/back-office/staff';
import { type Refusal, refusedField } from '../back-office';
import type { Database } from '../db/client';
import { salespeople, staffAccounts } from '../db/schema';

/**
 * A salesperson card's "Cuenta del panel" (docs/decisions/0065): the staff account whose reservations of the card's
 * brand show this card to their buyers. Checked on the server whatever the form offered.
 */

const FIELD = 'account_id';

/** A card as the link is checked: its id (null before it is saved), its brand and the account asked. */
export interface CardLink {
  id: number | null;
  brandId: number;
  accountId: number;
}

/**
 * Whether another card of the brand, not removed, is linked to the account: the assignment shows one card per brand,
 * so the second link is refused and the person is told which card holds it (docs/decisions/0065, amended 2026-11-28).
 */
async function cardLinkTaken(tx: Database, card: CardLink, accountName: string): Promise<Refusal | null> {
  const [other] = await tx
    .select({ fullname: salespeople.fullname })
    .from(salespeople)
    .where(
      and(
        eq(salespeople.brandId, card.brandId),
        eq(salespeople.accountId, card.accountId),
        isNull(salespeople.deletedAt),
        ...(card.id === null ? [] : [ne(salespeople.id, card.id)]),
      ),
    )
    .limit(1);
  if (!other) return null;
  return refusedField(
    FIELD,
    `La cuenta de ${accountName} ya está vinculada a la tarjeta «${other.fullname}» de ${siteBrandName(card.brandId)}. Cada cuenta tiene una sola tarjeta por marca: quitale la cuenta a esa tarjeta primero.`,
    409,
  );
}

/**
 * Why the card may not be linked to the account, or null: it must exist, be active and may hold the brand's
 * reservations (`reservations.act`, the rule of domain/back-office/staff.ts), and hold no other card of the brand. The
 * account's row stays locked until the transaction ends, so two cards saved at once cannot both take it. A card
 * restored keeps its link as it was (`taken` only): it is refused only when another card took the account meanwhile.
 */
export async function cardLinkRefusal(
  tx: Database,
  card: CardLink,
  check: 'all' | 'taken' = 'all',
): Promise<Refusal | null> {
  const [account] = await tx
    .select({
      name: staffAccounts.name,
      active: staffAccounts.active,
      role: staffAccounts.role,
      brandIds: staffAccounts.brandIds,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, card.accountId))
    .for('update');
  if (!account) return check === 'all' ? refusedField(FIELD, CARD_ACCOUNT_MESSAGE) : null;
  if (check === 'taken') return cardLinkTaken(tx, card, account.name);
  if (!account.active)
    return refusedField(
      FIELD,
      `La cuenta de ${account.name} está desactivada: elegí otra cuenta o «Sin cuenta».`,
    );
  const member = { role: account.role, brandIds: account.brandIds.map(Number) };
  if (!staffMay(member, 'reservations.act', card.brandId))
    return refusedField(
      FIELD,
      `${account.name} no atiende reservas de ${siteBrandName(card.brandId)}: elegí otra cuenta o «Sin cuenta».`,
    );
  return cardLinkTaken(tx, card, account.name);
}

/** The name of the account a card is linked to, for its pages. */
export async function cardAccountName(tx: Database, accountId: number | null): Promise<string | null> {
  if (accountId === null) return null;
  const [account] = await tx
    .select({ name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, accountId));
  return account?.name ?? null;
}
