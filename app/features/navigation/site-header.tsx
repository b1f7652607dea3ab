import { DropdownButton } from '../../components/dropdown-button';
import { ExternalLink } from '../../components/external-link';
import { Icon, LogoMark, VideoCallIcon } from '../../components/icons';
import { Link, NavLink } from '../../components/link';
import { appointmentTitle, type FrameData } from './frame-data';
import './navigation.css';

/** docs/product.md §2 header links, in order; Postventa carries the appointments dropdown. */
export const HEADER_LINKS = [
  { to: '/vehiculos-0km', label: 'Vehículos 0km' },
  { to: '/ducati', label: 'Ducati' },
  { to: '/oportunidades', label: 'Oportunidades' },
  { to: '/planes-de-ahorro', label: 'Planes de ahorro' },
  { to: '/postventa', label: 'Postventa' },
  { to: '/contacto', label: 'Contacto' },
] as const;

export const APPOINTMENTS_LABEL = 'Turnos de Postventa';

const VIDEO_CALL_NAMES = { zoom: 'Videollamada por Zoom', skype: 'Videollamada por Skype' } as const;

export function videoCallName(kind: keyof typeof VIDEO_CALL_NAMES | undefined): string {
  return kind ? VIDEO_CALL_NAMES[kind] : 'Videollamada';
}

export function Logo() {
  return (
    <Link to="/" className="site-logo" prefetch="intent">
      <LogoMark className="logo-mark" />
      <span className="site-logo__name">Territorio</span>
      <span className="sr-only">, ir al inicio</span>
    </Link>
  );
}

/**
 * docs/product.md §2 Global navigation, header. From 1152 px (docs/product.md §9) the full header: a contact strip above the logo, the
 * section links and 'Contactanos'. From 1024 to 1151 px the same, tighter. Below 1024 px a compact bar (logo, call,
 * WhatsApp, 'Contactanos'): the sections move to the bottom navigation there.
 */
export function SiteHeader({ frame }: { frame: FrameData }) {
  const { phone, whatsappUrl, videoCall, appointments, usedVehiclesUrl } = frame;
  return (
    <header className="site-header">
      <div className="site-header__strip">
        <div className="container site-header__strip-inner">
          <p className="site-header__tagline">Concesionario oficial en Mendoza y San Juan</p>
          <ul className="site-header__contact">
            <li>
              <a href={phone.href} className="site-header__contact-link">
                <Icon name="phone" size={18} />
                <span>
                  <span className="site-header__contact-label">Llamanos </span>
                  {phone.display}
                </span>
              </a>
            </li>
            {whatsappUrl && (
              <li>
                <ExternalLink href={whatsappUrl} className="site-header__contact-link" hint="spoken">
                  <Icon name="whatsapp" size={18} />
                  <span>WhatsApp</span>
                </ExternalLink>
              </li>
            )}
            {videoCall && (
              <li>
                <ExternalLink
                  href={videoCall.url}
                  className="site-header__contact-link"
                  data-video-call={videoCall.kind ?? 'other'}
                  hint="spoken"
                >
                  <VideoCallIcon kind={videoCall.kind} size={18} />
                  <span>{videoCallName(videoCall.kind)}</span>
                </ExternalLink>
              </li>
            )}
            {usedVehiclesUrl && (
              <li>
                <ExternalLink
                  href={usedVehiclesUrl}
                  className="site-header__contact-link site-header__contact-link--used"
                >
                  <span>Usados</span>
                </ExternalLink>
              </li>
            )}
          </ul>
        </div>
      </div>

      <div className="container site-header__bar">
        <Logo />

        <nav className="site-header__nav" aria-label="Principal">
          <ul className="site-header__links">
            {HEADER_LINKS.map((link) => (
              <li
                key={link.to}
                className={
                  link.to === '/postventa' ? 'site-header__item site-header__item--split' : undefined
                }
              >
                <NavLink to={link.to} className="site-header__link" prefetch="intent">
                  {link.label}
                </NavLink>
                {link.to === '/postventa' && appointments.length > 0 && (
                  <DropdownButton
                    label={APPOINTMENTS_LABEL}
                    hideLabel
                    tone="dark"
                    options={appointments.map((appointment) => ({
                      title: appointmentTitle(appointment.brand),
                      link: appointment.url,
                      external: true,
                    }))}
                  />
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-header__actions">
          <a href={phone.href} className="site-header__icon-link" aria-label={`Llamar al ${phone.display}`}>
            <Icon name="phone" />
          </a>
          {whatsappUrl && (
            <ExternalLink href={whatsappUrl} className="site-header__icon-link" aria-label="WhatsApp">
              <Icon name="whatsapp" />
            </ExternalLink>
          )}
          <Link to="/contacto" className="site-header__cta" prefetch="intent">
            Contactanos
          </Link>
        </div>
      </div>
    </header>
  );
}
