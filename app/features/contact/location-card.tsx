import { ButtonLink } from '../../components/button';
import { ExternalLink } from '../../components/external-link';
import { Icon } from '../../components/icons';
import type { LocationView, PhoneGroup, PhoneLine } from './contact-view';

/** docs/product.md §2 contact page: one branch with its map button, opening hours and phones per brand and department. */
export function LocationCard({ location }: { location: LocationView }) {
  const headingId = `sucursal-${location.id}`;
  return (
    <article className="card location-card" aria-labelledby={headingId}>
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
          <Icon name="map-pin-filled" size={16} />
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
      {group.brand && <h5 className="brand-dot phone-group__brand">{group.brand}</h5>}
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
      <ExternalLink href={line.href} className={classes}>
        <Icon name="whatsapp-thin" size={16} className="phone-link__icon" />
        <span>{line.display}</span>
      </ExternalLink>
    );
  }
  return (
    <a href={line.href} className={classes}>
      <Icon name="phone-filled" size={16} className="phone-link__icon" />
      <span>{line.display}</span>
    </a>
  );
}
