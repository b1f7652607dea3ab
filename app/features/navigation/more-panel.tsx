import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ExternalLink } from '../../components/external-link';
import { Icon } from '../../components/icons';
import { Link } from '../../components/link';
import { appointmentTitle, type FrameData } from './frame-data';
import './navigation.css';

export const MORE_PANEL_TITLE = 'Más opciones';

export interface MorePanelProps {
  frame: FrameData;
  open: boolean;
  onClose: () => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

/**
 * docs/product.md §2 Más panel, loaded by the bottom navigation on demand: a modal dialog (the native <dialog>, so the page behind it is inert and the focus stays
 * inside). Its close button, Escape, a tap on the backdrop or following a link close it; the focus goes back to
 * the Más tab. The links shown depend on the first administration contact method, as docs/product.md §2 lists them.
 */
export function MorePanel({ frame, open, onClose, returnFocusTo }: MorePanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('.more-panel__close')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // A link inside the panel led to another page: the panel has done its job. The panel mounts on its first opening,
  // so the address it mounted on is no reason to close.
  const shownAt = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address only.
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    onClose();
  }, [pathname]);

  const { contactPhone, whatsappUrl, videoCall, appointments, usedVehiclesUrl } = frame;
  const zoomUrl = videoCall?.kind === 'zoom' ? videoCall.url : undefined;
  const skypeUrl = videoCall?.kind === 'skype' ? videoCall.url : undefined;
  const talk = Boolean(zoomUrl || skypeUrl || contactPhone || whatsappUrl);

  return (
    <dialog
      ref={dialogRef}
      id="panel-mas"
      className="more-panel"
      aria-labelledby="panel-mas-titulo"
      // Escape fires "cancel" and the browser closes the dialog; keep React's state in step.
      onClose={() => {
        onClose();
        returnFocusTo.current?.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        } else if (event.key === 'Tab') {
          // A modal dialog lets Tab leave for the browser's own controls; keep it cycling inside the panel.
          const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('a[href], button'));
          const first = focusable[0];
          const last = focusable[focusable.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last?.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first?.focus();
          }
        }
      }}
    >
      <div className="more-panel__sheet">
        <div className="more-panel__header">
          <h2 id="panel-mas-titulo" className="more-panel__title">
            {MORE_PANEL_TITLE}
          </h2>
          <button type="button" className="more-panel__close" aria-label="Cerrar" onClick={onClose}>
            <Icon name="close" size={22} />
          </button>
        </div>

        {talk && (
          <section className="more-panel__group" aria-labelledby="panel-mas-contacto">
            <h3 id="panel-mas-contacto" className="more-panel__group-title">
              Hablá con un asesor
            </h3>
            <ul className="more-panel__list">
              {zoomUrl && (
                <PanelItem href={zoomUrl} external icon={<Icon name="zoom" />} id="mas-zoom">
                  Videollamada por Zoom
                </PanelItem>
              )}
              {skypeUrl && (
                <PanelItem href={skypeUrl} external icon={<Icon name="skype" />} id="mas-skype">
                  Videollamada por Skype
                </PanelItem>
              )}
              {contactPhone && (
                <PanelItem href={contactPhone.href} icon={<Icon name="phone" />} id="mas-llamar">
                  Llamar al {contactPhone.display}
                </PanelItem>
              )}
              {whatsappUrl && (
                <PanelItem href={whatsappUrl} external icon={<Icon name="whatsapp" />} id="mas-whatsapp">
                  WhatsApp
                </PanelItem>
              )}
            </ul>
          </section>
        )}

        <section className="more-panel__group" aria-labelledby="panel-mas-secciones">
          <h3 id="panel-mas-secciones" className="more-panel__group-title">
            Secciones
          </h3>
          <ul className="more-panel__list">
            <PanelItem to="/vehiculos-0km/stock" icon={<Icon name="car" />} onNavigate={onClose}>
              Buscar un 0km
            </PanelItem>
            <PanelItem to="/postventa" icon={<Icon name="wrench" />} onNavigate={onClose}>
              Postventa
            </PanelItem>
            <PanelItem to="/contacto" icon={<Icon name="chat" />} onNavigate={onClose}>
              Contacto
            </PanelItem>
            <PanelItem to="/ducati" icon={<Icon name="motorcycle" />} onNavigate={onClose}>
              Ducati
            </PanelItem>
            {usedVehiclesUrl && (
              <PanelItem href={usedVehiclesUrl} external icon={<Icon name="key" />}>
                Vehículos usados
              </PanelItem>
            )}
          </ul>
        </section>

        {appointments.length > 0 && (
          <section className="more-panel__group" aria-labelledby="panel-mas-turnos">
            <h3 id="panel-mas-turnos" className="more-panel__group-title">
              Turnos de Postventa
            </h3>
            <ul className="more-panel__list">
              {appointments.map((appointment) => (
                <PanelItem
                  key={appointment.brand}
                  href={appointment.url}
                  external
                  icon={<Icon name="calendar" />}
                >
                  {appointmentTitle(appointment.brand)}
                </PanelItem>
              ))}
            </ul>
          </section>
        )}
      </div>
    </dialog>
  );
}

type PanelItemProps = { icon: ReactNode; children: ReactNode; id?: string } & (
  | { to: string; onNavigate: () => void; href?: never; external?: never }
  | { href: string; external?: boolean; to?: never; onNavigate?: never }
);

function PanelItem({ icon, children, id, ...target }: PanelItemProps) {
  const content = (
    <>
      <span className="more-panel__icon">{icon}</span>
      <span className="more-panel__text">{children}</span>
    </>
  );
  return (
    <li id={id}>
      {target.to !== undefined ? (
        <Link to={target.to} className="more-panel__link" prefetch="intent" onClick={target.onNavigate}>
          {content}
        </Link>
      ) : target.external ? (
        <ExternalLink href={target.href} className="more-panel__link">
          {content}
        </ExternalLink>
      ) : (
        <a href={target.href} className="more-panel__link">
          {content}
        </a>
      )}
    </li>
  );
}
