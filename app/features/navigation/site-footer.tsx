import { PRIVACY_PATH } from '#domain/content/privacy';
import { ExternalLink } from '../../components/external-link';
import { Icon, LogoMark } from '../../components/icons';
import { Link } from '../../components/link';
import type { FrameData } from './frame-data';
import './navigation.css';

export type FooterVariant = 'default' | 'alt';

/**
 * What a route module exports as `handle` to change the frame: `export const handle = { footer: 'alt' }` on pages
 * whose content ends dark (the story viewer, the how-to-reserve video), so the footer stands apart from them.
 */
export interface FrameHandle {
  footer?: FooterVariant;
}

const SITE_LINKS = [
  { to: '/vehiculos-0km', label: 'Vehículos 0km' },
  { to: '/vehiculos-0km/stock', label: 'Buscar un 0km' },
  { to: '/oportunidades', label: 'Oportunidades' },
  { to: '/planes-de-ahorro', label: 'Planes de ahorro' },
  { to: '/pagar-plan', label: 'Pagá tu plan online' },
  { to: '/como-reservar', label: 'Cómo reservar online' },
  { to: '/noticias', label: 'Noticias' },
  { to: '/postventa', label: 'Postventa' },
  { to: '/mercedes-benz', label: 'Mercedes-Benz' },
  { to: '/ducati', label: 'Ducati' },
  { to: '/contacto', label: 'Contacto' },
] as const;

/** docs/product.md §2 footer: phone, the street address in Godoy Cruz (Mendoza) and the dealership's social links. */
export function SiteFooter({ frame, variant = 'default' }: { frame: FrameData; variant?: FooterVariant }) {
  const { instagramUrl, facebookUrl, footerWhatsappUrl } = frame;
  const social = [
    instagramUrl && { href: instagramUrl, label: 'Instagram', icon: <Icon name="instagram" /> },
    facebookUrl && { href: facebookUrl, label: 'Facebook', icon: <Icon name="facebook" /> },
    footerWhatsappUrl && { href: footerWhatsappUrl, label: 'WhatsApp', icon: <Icon name="whatsapp" /> },
  ].filter((item) => Boolean(item)) as { href: string; label: string; icon: React.ReactNode }[];

  return (
    <footer className={`page-footer page-footer--${variant}`} data-variant={variant}>
      <div className="container page-footer__grid">
        <div className="page-footer__brand">
          <p className="page-footer__name">
            <LogoMark className="logo-mark" />
            {frame.dealership.name}
          </p>
          <p className="page-footer__claim">
            Concesionario oficial en Mendoza y San Juan. Más de {frame.dealership.yearsOfActivity} años y{' '}
            {frame.dealership.clubDelPresidenteAwards} premios Club del Presidente.
          </p>
        </div>

        <section className="page-footer__block" aria-labelledby="pie-contacto">
          <h2 id="pie-contacto" className="page-footer__heading">
            Contacto
          </h2>
          <address className="page-footer__contact">
            <a href={frame.phone.href} className="page-footer__line">
              <Icon name="phone" size={18} />
              <span>
                <span className="sr-only">Teléfono: </span>
                {frame.phone.display}
              </span>
            </a>
            <ExternalLink href={frame.addressMapUrl} className="page-footer__line" hint="spoken">
              <Icon name="map-pin" size={18} />
              <span>
                <span className="sr-only">Dirección: </span>
                {frame.address}
                <span className="sr-only"> (ver en el mapa)</span>
              </span>
            </ExternalLink>
          </address>
          {social.length > 0 && (
            <ul className="page-footer__social" aria-label="Redes sociales">
              {social.map((item) => (
                <li key={item.label}>
                  <ExternalLink href={item.href} className="page-footer__social-link" aria-label={item.label}>
                    {item.icon}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav className="page-footer__block" aria-labelledby="pie-secciones">
          <h2 id="pie-secciones" className="page-footer__heading">
            Secciones
          </h2>
          <ul className="page-footer__links">
            {SITE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} prefetch="intent">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container page-footer__legal">
        {/* Ley 24.240 art. 34 and Res. SCI 424/2020: visible on every page (docs/product.md §D6). */}
        <Link to="/arrepentimiento" className="page-footer__regret">
          Botón de arrepentimiento
        </Link>
        <Link to={PRIVACY_PATH}>Política de privacidad</Link>
        <p className="page-footer__data-legend">{frame.dataProtectionLegend}</p>
        <p>
          © {frame.dealership.legalName} · Precios y condiciones sujetos a cambios; imágenes ilustrativas, no
          contractuales.
        </p>
      </div>
    </footer>
  );
}
