import { Link } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/site-frame';
import './dealership.css';

interface UnavailablePageProps {
  message: string;
  styleKey?: string;
  detail?: string;
  /** SPEC §8: 'Volver' leads home. */
  backTo?: string;
  backLabel?: string;
  children?: React.ReactNode;
}

/** A dealership page that can't go on: SPEC §8's text and a way back. */
export function UnavailablePage({
  message,
  styleKey = 'territorio',
  detail,
  backTo = '/',
  backLabel = 'Volver',
  children,
}: UnavailablePageProps) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className={`page dealership dealership--message theme-${styleKey}`}
    >
      <div className="container dealership__inner dealership__message">
        <p className="dealership__eyebrow">Concesionario Digital</p>
        <h1 className="dealership__title">{message}</h1>
        {detail && <p className="dealership__lead">{detail}</p>}
        {children}
        <Link to={backTo} className="button">
          {backLabel}
        </Link>
      </div>
    </main>
  );
}
