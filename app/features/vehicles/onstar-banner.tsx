import { Link } from '../../components/link';
import './brand-page.css';

const SERVICES = [
  'Asistencia ante emergencias, las 24 horas',
  'Respuesta automática ante un choque',
  'Ayuda para ubicar tu vehículo si te lo roban',
  'Diagnóstico del vehículo a distancia',
] as const;

/** docs/product.md §2: the Chevrolet models page shows an OnStar banner, with its own artwork (brand-page.css). */
export function OnStarBanner() {
  return (
    <section className="onstar" aria-labelledby="onstar-titulo">
      <div className="container">
        <div className="onstar__panel">
          <div className="onstar__text">
            <p className="onstar__eyebrow">Servicios conectados</p>
            <h2 id="onstar-titulo" className="onstar__title">
              Con OnStar, nunca manejás solo
            </h2>
            <p className="onstar__lead">
              Los Chevrolet equipados con OnStar te conectan con un asesor con solo tocar un botón, estés
              donde estés.
            </p>
            <ul className="onstar__services">
              {SERVICES.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
            <p className="onstar__fineprint">
              Disponibilidad y planes según versión. Consultá con tu asesor qué modelos lo incluyen.
            </p>
            <Link to="/contacto" className="onstar__link" prefetch="intent">
              Consultá con un asesor
            </Link>
          </div>
          <div className="onstar__art" aria-hidden="true" />
        </div>
      </div>
    </section>
  );
}
