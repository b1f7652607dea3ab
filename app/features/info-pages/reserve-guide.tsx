import { ButtonLink } from '../../components/button';
import { Icon, type IconName } from '../../components/icons';
import { SectionHeader } from '../../components/section-header';

/** docs/product.md §2 digital dealership: the progress bar's four steps, letter for letter. */
export const DEALERSHIP_STEPS: readonly { name: string; icon: IconName; text: string }[] = [
  {
    name: 'Modo de pago',
    icon: 'wallet',
    text: 'Contanos cómo vas a pagar el resto: en efectivo, entregando hasta 3 vehículos usados que cotizamos al instante, o con financiación. El saldo pendiente tiene que llegar a $0.',
  },
  {
    name: 'Datos Personales',
    icon: 'person',
    text: 'Completá tu DNI, nombre, apellido, fecha de nacimiento, estado civil, teléfono y e-mail. La dirección es opcional, y también el CUIT o CUIL y la condición frente al IVA para la factura.',
  },
  {
    name: 'Revisa y confirma',
    icon: 'check',
    text: 'Revisá el vehículo, la forma de pago y tus datos. Si algo no está bien, lo editás antes de seguir.',
  },
  {
    name: 'Pago de Seña',
    icon: 'card',
    text: 'Pagás la seña con tarjeta de crédito en un formulario seguro. La unidad queda reservada a tu nombre.',
  },
];

export interface ReserveVideo {
  src: string;
  poster: string;
  /** Its captions' track, WebVTT (scripts/make-how-to-video.ts writes it with the video). */
  captions: string;
  title: string;
  /** What each part of the video shows, in order: the text alternative of a video without sound. */
  parts: readonly string[];
}

const VIDEO_DESCRIPTION_ID = 'video-descripcion';

export interface DepositLine {
  brand: string;
  styleKey: string;
  amount: string;
}

const CARD_BRANDS = ['Visa', 'MasterCard', 'Naranja'] as const;

/** The body of /como-reservar: what to have at hand, the four steps, the video, the deposit and what comes after. */
export function ReserveGuide({ video, deposits }: { video: ReserveVideo; deposits: readonly DepositLine[] }) {
  return (
    <>
      <section className="section info-section" aria-labelledby="antes-titulo">
        <div className="container">
          <SectionHeader id="antes-titulo" title="Antes de empezar" />
          <ol className="info-cards info-cards--three">
            <li className="info-card">
              <Icon name="search" size={24} className="info-icon" />
              <h3 className="info-card__title">Elegí tu 0&nbsp;km</h3>
              <p>
                Buscá el modelo, la versión y el color entre las unidades en stock. Cada unidad muestra la
                sucursal donde está.
              </p>
            </li>
            <li className="info-card">
              <Icon name="receipt" size={24} className="info-icon" />
              <h3 className="info-card__title">Mirá el precio final</h3>
              <p>
                En la página de la unidad ves el precio de lista, el descuento, los gastos de patentamiento y
                entrega, y la seña. Si tenés un código de descuento, lo cargás ahí.
              </p>
            </li>
            <li className="info-card">
              <Icon name="mail" size={24} className="info-icon" />
              <h3 className="info-card__title">Dejanos tu e-mail</h3>
              <p>
                Tocá «Reservar online» e ingresá tu e-mail: te enviamos un código de operación para que puedas
                seguir más tarde desde donde quedaste.
              </p>
            </li>
          </ol>
        </div>
      </section>

      <section className="section section--surface info-section" aria-labelledby="pasos-titulo">
        <div className="container">
          <SectionHeader
            id="pasos-titulo"
            title="Los 4 pasos del Concesionario Digital"
            meta="Te lleva unos minutos y lo hacés desde el celular."
          />
          <ol className="step-list">
            {DEALERSHIP_STEPS.map((step, index) => (
              <li key={step.name} className="step-list__item">
                <span className="step-list__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="step-list__body">
                  <h3 className="step-list__title">
                    <span className="sr-only">Paso {index + 1}: </span>
                    {step.name}
                  </h3>
                  <p>{step.text}</p>
                </div>
                <span className="step-list__icon">
                  <Icon name={step.icon} size={28} className="info-icon" />
                </span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section info-section" aria-labelledby="video-titulo">
        <div className="container video-feature">
          <div className="video-feature__text">
            <h2 id="video-titulo" className="section-header__title">
              Mirá cómo se reserva
            </h2>
            <p>
              En menos de un minuto: elegís la unidad, tocás «Reservar online» y seguís los cuatro pasos. El
              video se carga recién cuando lo reproducís, para no gastar tus datos.
            </p>
            <ButtonLink to="/vehiculos-0km" size="sm">
              Elegir mi 0&nbsp;km
            </ButtonLink>
          </div>
          <figure className="video-feature__frame">
            <video
              className="video-feature__video"
              controls
              preload="none"
              muted
              loop
              playsInline
              width={540}
              height={960}
              poster={video.poster}
              aria-label={`Video: ${video.title}`}
              aria-describedby={VIDEO_DESCRIPTION_ID}
            >
              <source src={video.src} type="video/mp4" />
              {/* The words written under each screen: the video has no sound, and a player may show them larger. */}
              <track kind="captions" src={video.captions} srcLang="es" label="Español" />
            </video>
            <ol id={VIDEO_DESCRIPTION_ID} className="sr-only">
              {video.parts.map((part) => (
                <li key={part}>{part}</li>
              ))}
            </ol>
            <figcaption className="video-feature__caption">{video.title}</figcaption>
          </figure>
        </div>
      </section>

      <section className="section section--surface info-section" aria-labelledby="sena-titulo">
        <div className="container info-split">
          <div>
            <h2 id="sena-titulo" className="section-header__title">
              La seña
            </h2>
            <p className="info-lead">
              Online pagás solo la seña, con tarjeta de crédito <strong>Visa, MasterCard o Naranja</strong> en{' '}
              <strong>1, 2 o 3 cuotas</strong>. El resto lo pagás en la sucursal, como elegiste en el paso
              «Modo de pago».
            </p>
            <ul className="card-chips" aria-label="Tarjetas aceptadas">
              {CARD_BRANDS.map((card) => (
                <li key={card} className="card-chips__item">
                  {card}
                </li>
              ))}
            </ul>
          </div>
          {deposits.length > 0 && (
            <div className="deposit-table">
              <h3 className="deposit-table__title">Seña por marca</h3>
              <dl className="deposit-table__list">
                {deposits.map((deposit) => (
                  <div key={deposit.brand} className={`deposit-table__row theme-${deposit.styleKey}`}>
                    <dt className="brand-dot">{deposit.brand}</dt>
                    <dd>{deposit.amount}</dd>
                  </div>
                ))}
              </dl>
              <p className="deposit-table__note">
                El monto exacto lo ves antes de pagar, en «Revisa y confirma».
              </p>
            </div>
          )}
        </div>
      </section>

      <section className="section info-section" aria-labelledby="despues-titulo">
        <div className="container">
          <SectionHeader id="despues-titulo" title="Después de reservar" />
          <ul className="info-cards info-cards--three">
            <li className="info-card">
              <Icon name="clock" size={24} className="info-icon" />
              <h3 className="info-card__title">Visitanos dentro de las 48 horas</h3>
              <p>
                Acercate a la sucursal dentro de las 48 horas posteriores al pago para completar la compra con
                un asesor.
              </p>
            </li>
            <li className="info-card">
              <Icon name="mail" size={24} className="info-icon" />
              <h3 className="info-card__title">Te llega todo por e-mail</h3>
              <p>
                Te enviamos el detalle de la reserva y del pago. Si el pago queda pendiente, te avisamos
                apenas se confirme.
              </p>
            </li>
            <li className="info-card">
              <Icon name="undo" size={24} className="info-icon" />
              <h3 className="info-card__title">Podés arrepentirte</h3>
              <p>
                Tenés derecho a cancelar: si lo pedís dentro de los 10 días corridos desde el pago, con el
                botón de arrepentimiento o escribiéndonos, te devolvemos el 100% de la seña.
              </p>
            </li>
          </ul>
        </div>
      </section>

      <section className="info-cta" aria-labelledby="listo-titulo">
        <div className="container info-cta__inner">
          <div>
            <h2 id="listo-titulo" className="info-cta__title">
              ¿Listo para reservar?
            </h2>
            <p>Elegí tu 0&nbsp;km o mirá las unidades con precio especial.</p>
          </div>
          <div className="info-cta__actions">
            <ButtonLink to="/vehiculos-0km">Ver vehículos 0&nbsp;km</ButtonLink>
            <ButtonLink to="/oportunidades" variant="secondary">
              Ver oportunidades
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
