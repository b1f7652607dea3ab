/**
 * "Mi reserva" (docs/product.md §2 "Mi reserva"): the buyer's page after the deposit, at
 * /concesionario-digital/mi-reserva/{code}. Reached by the signed link of the e-mails or by the operation code with
 * its e-mail (docs/decisions/0027); personal, so never cached and never indexed.
 */
import type { UnitPhoto } from '../catalogue/catalogue';
import type { BuyerStep, FulfilmentStage } from './operation-fulfilment';
import type { OperationStatus } from './operation-status';
import type { LineKind, PrintedLine } from './price-lines';

export interface MyReservationBranch {
  name: string;
  address: string;
  mapUrl: string;
  openingHours: { days: string; hours: string }[];
}

/** The unit bought, as the buyer is shown it on the page and in the step e-mails. */
export interface MyReservationUnit {
  model: string;
  color: string;
  colorHex: string;
  chassis: string;
  modelYear: number | null;
  /** The picture's path on this site. */
  image: string | null;
  location: string;
}

/** An amount as the page prints it: formatted by the server (domain/operation/printed-statement.ts). */
export interface MyReservationAmount extends PrintedLine {
  readonly kind: LineKind;
}

/**
 * What the page shows of one operation: nothing beyond what the buyer gave or was sent already. The server works out
 * the steps and formats the amounts, so the page ships none of those rules to the browser (docs/decisions/0011).
 */
export interface MyReservation {
  code: string;
  status: OperationStatus;
  brandId: number;
  /** The buyer's first name, for the greeting. */
  firstName: string;
  /** The e-mail the operation was started with: the Botón de arrepentimiento's form carries it. */
  email: string;
  unit: MyReservationUnit;
  /** The photos taken of the unit in the yard (docs/decisions/0031), in order; none when it has none. */
  unitPhotos: UnitPhoto[];
  /**
   * The final price, how it is paid (the financing with its whole cost), the balance and the deposit paid
   * (domain/operation/printed-statement.ts), the lines the review showed.
   */
  amounts: MyReservationAmount[];
  /** Until the delivery: what is paid then, part by part (cash, balance, delivery fee, less the deposit), and its total. */
  atDelivery: MyReservationAmount[];
  /** A dollar operation's rate and the day it was fixed; empty for pesos. */
  rate: MyReservationAmount[];
  /** The buyer's steps with where the operation stands (domain/operation/operation-fulfilment.ts `buyerSteps`). */
  steps: BuyerStep[];
  /** Pesos: the deposit paid, as the gateway approved it; null before it was. */
  depositPaid: number | null;
  /** Paid through the sandbox gateway: nothing was charged (docs/product.md §2 The PRUEBA marking). */
  testPayment: boolean;
  fulfilment: FulfilmentStage;
  /** ISO instants. */
  reservedAt: string | null;
  documentsReceivedAt: string | null;
  deliveredAt: string | null;
  delivery: { at: string; branch: MyReservationBranch } | null;
  /** Where the unit is and the purchase is completed (its location's branch), when no delivery is scheduled yet. */
  branch: MyReservationBranch | null;
  /** What to bring to the delivery (domain/operation/operation-fulfilment.ts). */
  checklist: string[];
  salesperson: { fullname: string; whatsappUrl: string | null } | null;
  /** The right to cancel (docs/product.md §D6): until when, and whether the Botón de arrepentimiento applies now. */
  cancellation: { open: boolean; until: string | null; days: number };
  cancelled: {
    at: string | null;
    /** The cancellation code, when one was issued. */
    code: string | null;
    by: 'buyer' | 'dealership' | 'system';
    /** Pesos refunded to the card; 0 when nothing was. */
    refunded: number;
  } | null;
}

export type MyReservationOpening =
  | { found: true; reservation: MyReservation }
  | {
      found: false;
      /** invalid_link: the signature is not the code's (tampered, cut, another code's). */
      reason: 'invalid_link' | 'too_many_lookups';
    };

export type MyReservationSearch =
  | { ok: true /** The page's signed path, to redirect to. */; path: string }
  | { ok: false; message: string; field?: 'code' | 'email' };

/** The page's server side, bound to the request's client (look-ups by code are rate-limited, docs/product.md §D4). */
export interface MyReservationSource {
  /** By the signed link. A signature that is not the code's counts as a miss against the client's look-ups. */
  open(code: string, signature: string): Promise<MyReservationOpening>;
  /** By the code and the e-mail it was started with; a wrong e-mail answers exactly as an unknown code. */
  find(input: { code: unknown; email: unknown }): Promise<MyReservationSearch>;
}

/** The query parameter of the signed link that carries the signature. */
export const MY_RESERVATION_SIGNATURE_PARAM = 'firma';

/** The page's texts that tests and the server share. */
export const MY_RESERVATION_TEXTS = {
  title: 'Mi reserva',
  invalidLink:
    'El enlace para ver tu reserva no es válido. Ingresá tu código de operación y el e-mail con el que reservaste.',
} as const;
