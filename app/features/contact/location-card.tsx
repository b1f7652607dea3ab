import { ButtonLink, NewTabHint } from '../../components/button';
import type { LocationView, PhoneGroup, PhoneLine } from './contact-view';

/** docs/product.md §2 contact page: one branch with its map button, opening hours and phones per brand and department. */
export function LocationCard({ location }: { location: LocationView }) {
  const headingId = `sucursal-${location.id}`;
  return (
    <article className="location-card" aria-labelledby={headingId}>
      <header className="location-card__header">
        <p className="location-card__province">{location.province}</p>
        <h3 id={headingId} className="location-card__name">
          {location.name}
        </h3>
        <p className="location-card__address">{location.address}</p>
        <ButtonLink
          to={location.mapUrl}
          external
          variant="secondary"
          size="sm"
          className="location-card__map"
        >
          <PinIcon />
          Ver en el mapa<span className="sr-only"> la sucursal {location.name}</span>
        </ButtonLink>
      </header>

      {location.hours.length > 0 && (
        <section className="location-card__block" aria-labelledby={`${headingId}-horarios`}>
          <h4 id={`${headingId}-horarios`} className="location-card__block-title">
            Horarios
          </h4>
          <dl className="location-card__hours">
            {location.hours.map((line) => (
              <div key={line.days} className="location-card__hours-row">
                <dt>{line.days}</dt>
                <dd>{line.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section className="location-card__block" aria-labelledby={`${headingId}-telefonos`}>
        <h4 id={`${headingId}-telefonos`} className="location-card__block-title">
          Teléfonos
        </h4>
        {location.groups.map((group) => (
          <PhoneGroupList key={group.brand ?? 'sucursal'} group={group} />
        ))}
      </section>
    </article>
  );
}

function PhoneGroupList({ group }: { group: PhoneGroup }) {
  return (
    <div className={`phone-group${group.styleKey ? ` theme-${group.styleKey}` : ''}`}>
      {group.brand && <h5 className="phone-group__brand">{group.brand}</h5>}
      <dl className="phone-group__list">
        {group.lines.map((line) => (
          <div key={`${line.label}-${line.href}`} className="phone-group__row">
            <dt>{line.label}</dt>
            <dd>
              <PhoneAnchor line={line} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A tel: link, or a wa.me chat opened in a new tab (with the hint screen readers hear). */
export function PhoneAnchor({ line, className }: { line: PhoneLine; className?: string }) {
  const classes = `phone-link${line.whatsapp ? ' phone-link--whatsapp' : ''}${className ? ` ${className}` : ''}`;
  if (line.whatsapp) {
    return (
      <a href={line.href} className={classes} target="_blank" rel="noopener noreferrer">
        <WhatsappIcon />
        <span>{line.display}</span>
        <NewTabHint />
      </a>
    );
  }
  return (
    <a href={line.href} className={classes}>
      <PhoneIcon />
      <span>{line.display}</span>
    </a>
  );
}

export function PhoneIcon() {
  return (
    <svg
      className="phone-link__icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  );
}

export function WhatsappIcon() {
  return (
    <svg
      className="phone-link__icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.2c0-.1-.2-.2-.5-.3z"
        fill="currentColor"
      />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
        fill="currentColor"
      />
    </svg>
  );
}
