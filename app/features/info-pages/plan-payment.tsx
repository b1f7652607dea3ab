import { ButtonLink } from '../../components/button';
import { Icon } from '../../components/icons';
import type { PhoneLine } from '../contact/contact-view';
import { PhoneAnchor } from '../contact/location-card';

/**
 * docs/product.md §D12: the official payment sites of the savings-plan administrators. Territorio takes no installment
 * itself: buyers pay the administrator directly, so these are the only places the page sends them to.
 */
export const PLAN_PAYMENT_SITES = [
  {
    brandId: 1,
    url: 'https://www.autoahorro.com.ar/clientes/pago-online',
    administrator: 'Volkswagen S.A. de Ahorro para Fines Determinados',
    site: 'autoahorro.com.ar',
  },
  {
    brandId: 2,
    url: 'https://www.planchevrolet.com.ar/clientes/pago-online',
    administrator: 'GM de Argentina S.A. de Ahorro para Fines Determinados',
    site: 'planchevrolet.com.ar',
  },
] as const;

export interface PlanPaymentCard {
  brand: string;
  styleKey: string;
  planName: string;
  url: string;
  administrator: string;
  site: string;
  phone: PhoneLine | null;
  whatsapp: PhoneLine | null;
}

export function PlanPaymentCards({ cards }: { cards: readonly PlanPaymentCard[] }) {
  return (
    <ul className="pay-cards">
      {cards.map((card) => (
        <li key={card.brand} className={`card pay-card theme-${card.styleKey}`}>
          <div className="pay-card__band">
            <p className="pay-card__wordmark">{card.brand}</p>
          </div>
          <div className="pay-card__body">
            <h3 className="pay-card__title">{card.planName}</h3>
            <p className="pay-card__admin">
              Administra: {card.administrator}. Pagás en <strong>{card.site}</strong>.
            </p>
            <ol className="pay-card__steps">
              <li>Buscá tu número de grupo y orden en el cupón de pago o en tu contrato.</li>
              <li>Entrá al sitio oficial de {card.planName} y elegí «Pagar cuota».</li>
              <li>Pagá con tarjeta de débito o crédito, o descargá el cupón para pagar en efectivo.</li>
            </ol>
            <ButtonLink to={card.url} external className="pay-card__action">
              Pagar cuota de {card.planName}
            </ButtonLink>
            {(card.phone || card.whatsapp) && (
              <div className="pay-card__help">
                <p className="pay-card__help-title">
                  ¿Dudas con tu plan? Hablá con nuestro equipo de {card.planName}
                </p>
                <div className="pay-card__help-links">
                  {card.phone && <PhoneAnchor line={card.phone} />}
                  {card.whatsapp && <PhoneAnchor line={card.whatsapp} />}
                </div>
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

const OTHER_WAYS = [
  {
    icon: 'bank',
    title: 'Débito automático',
    text: 'Adherí tu tarjeta de crédito o tu cuenta bancaria en el sitio de la administradora y olvidate de los vencimientos.',
  },
  {
    icon: 'phone-thin',
    title: 'Home banking y billeteras',
    text: 'Buscá a la administradora de tu plan en Pago Mis Cuentas o Red Link e ingresá el código de pago electrónico de tu cupón.',
  },
  {
    icon: 'receipt',
    title: 'En efectivo',
    text: 'Con el cupón impreso o en el celular, pagá en Pago Fácil o Rapipago antes del vencimiento.',
  },
] as const;

export function OtherPaymentWays() {
  return (
    <ul className="info-cards info-cards--three">
      {OTHER_WAYS.map((way) => (
        <li key={way.title} className="info-card">
          <Icon name={way.icon} size={24} className="info-icon" />
          <h3 className="info-card__title">{way.title}</h3>
          <p>{way.text}</p>
        </li>
      ))}
    </ul>
  );
}

const QUESTIONS = [
  {
    question: '¿Dónde encuentro mi número de grupo y orden?',
    answer:
      'Está impreso en el cupón de pago de cada mes y en tu contrato de suscripción. Si no lo encontrás, escribinos con tu DNI y te lo decimos.',
  },
  {
    question: '¿Qué pasa si pago después del vencimiento?',
    answer:
      'La administradora suma intereses por mora y, si se acumulan cuotas impagas, podés perder la posibilidad de participar en los actos de adjudicación. Pagá antes del vencimiento para no perderte ningún sorteo ni licitación.',
  },
  {
    question: '¿Puedo adelantar cuotas o licitar?',
    answer:
      'Sí. Podés adelantar cuotas desde el sitio oficial de tu plan y ofrecer una licitación antes de cada acto. Un asesor te ayuda a calcular cuánto te conviene ofrecer.',
  },
  {
    question: '¿Territorio cobra las cuotas?',
    answer:
      'No. Las cuotas se pagan siempre a la administradora del plan, por sus canales oficiales. Nunca te vamos a pedir que transfieras una cuota a una cuenta nuestra.',
  },
] as const;

export function PlanPaymentQuestions() {
  return (
    <div className="faq">
      {QUESTIONS.map((item) => (
        <details key={item.question} className="faq__item">
          <summary className="faq__question">{item.question}</summary>
          <p className="faq__answer">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
