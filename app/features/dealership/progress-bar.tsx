/** docs/product.md §2: the four steps of the digital dealership, in order. */
export const DEALERSHIP_STEPS = [
  'Modo de pago',
  'Datos Personales',
  'Revisa y confirma',
  'Pago de Seña',
] as const;
export type DealershipStep = 1 | 2 | 3 | 4;

/** The progress bar: done steps, the current one (aria-current="step") and those to come. */
export function ProgressBar({ current }: { current: DealershipStep }) {
  return (
    <nav className="progress" aria-label="Pasos de la reserva">
      <ol className="progress__list">
        {DEALERSHIP_STEPS.map((label, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={`progress__step progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="progress__number" aria-hidden="true">
                {step}
              </span>
              <span className="progress__label">
                {label}
                {state === 'done' && <span className="sr-only"> (completo)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
