import type { MouseEvent } from 'react';
import { Link } from './link';
import './components.css';
import { Icon } from './icons';

export interface ModalHeaderUnit {
  image: string;
  model: string;
  title: string;
}

export interface ModalHeaderProps {
  /** Where the back/close link leads (the page under the overlay). */
  backTo: string;
  title?: string;
  /** The units variant: the version's picture, model and title above its stock units. */
  unit?: ModalHeaderUnit;
  /** The booking line of the units variant. */
  bookingText?: string;
  /** Closes an overlay in place instead of following backTo (the link still works before hydration). */
  onClose?: () => void;
  /** The id of the heading, for the dialog's aria-labelledby. */
  titleId?: string;
  /** The accessible name of the close link. */
  closeLabel?: string;
}

export const MODAL_BOOKING_TEXT = 'Elegí tu unidad y reservala online con una seña.';

/** docs/product.md §2: the header of an overlay, with a back/close link; the units variant adds the unit and booking text. */
export function ModalHeader({
  backTo,
  title,
  unit,
  bookingText = MODAL_BOOKING_TEXT,
  onClose,
  titleId,
  closeLabel = 'Cerrar',
}: ModalHeaderProps) {
  const close = onClose
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onClose();
      }
    : undefined;
  const heading = title ?? unit?.title;
  return (
    <header className={unit ? 'modal-header modal-header--units' : 'modal-header'}>
      <Link
        to={backTo}
        className="modal-header__close"
        aria-label={closeLabel}
        preventScrollReset
        onClick={close}
      >
        <Icon name="close" size={24} />
      </Link>
      {unit ? (
        <div className="modal-header__unit">
          <img
            className="modal-header__image"
            src={unit.image}
            alt=""
            width={160}
            height={80}
            decoding="async"
          />
          <div className="modal-header__text">
            <p className="modal-header__model">{unit.model}</p>
            <h2 id={titleId} className="modal-header__title">
              {heading}
            </h2>
            <p className="modal-header__booking">{bookingText}</p>
          </div>
        </div>
      ) : (
        heading && (
          <h2 id={titleId} className="modal-header__title">
            {heading}
          </h2>
        )
      )}
    </header>
  );
}
