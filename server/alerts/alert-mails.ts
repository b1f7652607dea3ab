import type { Brand, Currency } from '#domain/catalogue/brands';
import { ALERT_KIND_LABELS, type AlertKind, alertPaths } from '#domain/content/alerts';
import { ALERT_UNCONFIRMED_RETENTION_DAYS } from '#domain/content/privacy';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { formatMoney } from '#domain/shared/money';
import { type MailContent, type OutgoingMail, renderMail } from '../mail';

/** mail_outbox.kind of every message of the alerts. */
export const ALERT_MAIL_KINDS = {
  confirm: 'alert.confirm',
  priceDrop: 'alert.price-drop',
  unitFree: 'alert.unit-free',
  newUnits: 'alert.new-units',
} as const;

/** Who an alert's e-mail goes to, and the token of its links. */
export interface AlertAddressee {
  email: string;
  name: string | null;
  token: string;
}

/** A unit as the alerts' e-mails name it. */
export interface AlertUnit {
  id: number;
  brand: Pick<Brand, 'name' | 'slug'>;
  familyId: number;
  family: string;
  model: string;
  color: string;
  location: string;
  currency: Currency;
  /** The final price (docs/product.md §9 full price with discount), in `currency`. */
  finalPrice: number;
}

export const unitTitle = (unit: Pick<AlertUnit, 'brand' | 'model' | 'color'>) =>
  `${unit.brand.name} ${unit.model}, ${unit.color}`;

export const buyPathOf = (unit: AlertUnit) =>
  dealershipPaths.buy({
    brandSlug: unit.brand.slug,
    stockId: unit.id,
    family: unit.family,
    familyId: unit.familyId,
    model: unit.model,
  });

/**
 * Every e-mail of an alert, its confirmation included: the link to the page that stops it, and the RFC 8058 headers
 * by which a mail client offers to stop it in one click, posting to the address that needs no page (RFC 2369 wants it
 * between angle brackets).
 */
function alertMail(
  addressee: AlertAddressee,
  publicUrl: string,
  mail: { kind: string; subject: string; content: MailContent },
): OutgoingMail {
  const { content } = mail;
  return {
    kind: mail.kind,
    to: addressee.email,
    subject: mail.subject,
    headers: {
      'List-Unsubscribe': `<${publicUrl}${alertPaths.oneClick(addressee.token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...renderMail({
      ...content,
      greeting: addressee.name ? `Hola, ${addressee.name}:` : 'Hola:',
      paragraphs: [
        ...content.paragraphs,
        'Recibís este e-mail porque pediste este aviso en nuestro sitio. Si no querés recibir más, date de baja con el enlace de abajo.',
      ],
      links: [
        ...(content.links ?? []),
        {
          label: 'Darme de baja de este aviso',
          url: `${publicUrl}${alertPaths.unsubscribe(addressee.token)}`,
        },
      ],
    }),
  };
}

/**
 * The double opt-in's first e-mail (docs/decisions/0084): it asks to confirm, and says nothing else comes until then.
 * It goes to an address nobody has verified yet, so it repeats only the name given and what the alert is about.
 */
export function alertConfirmationMail(
  addressee: AlertAddressee,
  alert: { kind: AlertKind; about: string },
  publicUrl: string,
): OutgoingMail {
  return alertMail(addressee, publicUrl, {
    kind: ALERT_MAIL_KINDS.confirm,
    subject: 'Confirmá tu aviso por e-mail',
    content: {
      title: 'Confirmá tu aviso',
      paragraphs: [
        `Pediste que te avisemos por e-mail: «${ALERT_KIND_LABELS[alert.kind]}».`,
        `Para activarlo, confirmalo con el botón. Hasta que lo confirmes no te enviamos nada más, y si no lo confirmás lo borramos en ${ALERT_UNCONFIRMED_RETENTION_DAYS} días.`,
        'Si no fuiste vos, ignorá este e-mail.',
      ],
      details: [['Aviso', alert.about]],
      action: { label: 'Confirmar el aviso', url: `${publicUrl}${alertPaths.confirm(addressee.token)}` },
    },
  });
}

/** 'Avisame si baja el precio': the unit's final price went down, from `before` to the unit's price now. */
export function priceDropMail(
  addressee: AlertAddressee,
  unit: AlertUnit,
  before: number,
  publicUrl: string,
): OutgoingMail {
  return alertMail(addressee, publicUrl, {
    kind: ALERT_MAIL_KINDS.priceDrop,
    subject: `Bajó el precio del ${unit.brand.name} ${unit.model}`,
    content: {
      title: 'Bajó el precio de la unidad que elegiste',
      paragraphs: [
        `El precio final del ${unitTitle(unit)} bajó de ${formatMoney(before, unit.currency)} a ${formatMoney(unit.finalPrice, unit.currency)}.`,
        'Todavía no está reservada para vos: si la querés, reservala online antes que otro comprador.',
      ],
      details: [
        ['Vehículo', `${unit.brand.name} ${unit.model}`],
        ['Color', unit.color],
        ['Ubicación', unit.location],
        ['Precio anterior', formatMoney(before, unit.currency)],
        ['Precio nuevo', formatMoney(unit.finalPrice, unit.currency)],
      ],
      action: { label: 'Reservar online', url: `${publicUrl}${buyPathOf(unit)}` },
    },
  });
}

/** 'Avisame si se libera': the unit another buyer's payment held can be reserved again. */
export function unitFreeMail(addressee: AlertAddressee, unit: AlertUnit, publicUrl: string): OutgoingMail {
  return alertMail(addressee, publicUrl, {
    kind: ALERT_MAIL_KINDS.unitFree,
    subject: `Se liberó el ${unit.brand.name} ${unit.family} que esperabas`,
    content: {
      title: 'La unidad que esperabas se liberó',
      paragraphs: [
        `La unidad que estaba apartada para otro comprador volvió a estar disponible: ${unitTitle(unit)}.`,
        'Todavía no está reservada para vos: si la querés, reservala online antes que otro comprador. Este aviso ya cumplió: no te vamos a escribir de nuevo por esta unidad.',
      ],
      details: [
        ['Vehículo', `${unit.brand.name} ${unit.model}`],
        ['Color', unit.color],
        ['Ubicación', unit.location],
        ['Precio final', formatMoney(unit.finalPrice, unit.currency)],
      ],
      action: { label: 'Reservar online', url: `${publicUrl}${buyPathOf(unit)}` },
    },
  });
}

/**
 * 'Avisame cuando entre una unidad así': units that match the search and it had not matched before. `units` are the
 * ones named (the first few); `total` how many came in.
 */
export function newUnitsMail(
  addressee: AlertAddressee,
  search: { about: string; path: string },
  units: readonly AlertUnit[],
  total: number,
  publicUrl: string,
): OutgoingMail {
  const more = total - units.length;
  return alertMail(addressee, publicUrl, {
    kind: ALERT_MAIL_KINDS.newUnits,
    subject: total === 1 ? 'Entró una unidad que buscabas' : `Entraron ${total} unidades que buscabas`,
    content: {
      title:
        total === 1 ? 'Entró una unidad como la que buscabas' : 'Entraron unidades como las que buscabas',
      paragraphs: [
        `Tu búsqueda: ${search.about}.`,
        ...(more > 0 ? [`Y ${more === 1 ? 'una más' : `${more} más`}: miralas todas en la búsqueda.`] : []),
      ],
      details: units.map((unit) => [
        `${unit.brand.name} ${unit.model}`,
        `${unit.color} · ${unit.location} · ${formatMoney(unit.finalPrice, unit.currency)}`,
      ]),
      action: { label: 'Ver la búsqueda', url: `${publicUrl}${search.path}` },
      links: units.map((unit) => ({
        label: `Reservar el ${unitTitle(unit)}`,
        url: `${publicUrl}${buyPathOf(unit)}`,
      })),
    },
  });
}
