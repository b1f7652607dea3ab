import type { ReactNode } from 'react';
import { PageMain } from '../../components/page-main';
import { type DealershipStep, ProgressBar } from './progress-bar';
import './dealership.css';

interface DealershipFrameProps {
  /** The brand's style key (docs/product.md §3), for its theme. */
  styleKey: string;
  title: string;
  /** The progress bar's step; none on the pages before the operation exists. */
  step?: DealershipStep;
  lead?: ReactNode;
  /** The unit and its figures, beside the content on wide screens and above it on phones. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of every digital-dealership page: the progress bar, the step's heading and content, the unit. */
export function DealershipFrame({ styleKey, title, step, lead, aside, children }: DealershipFrameProps) {
  return (
    <PageMain className={`dealership theme-${styleKey}`}>
      <div className="container dealership__inner">
        <p className="dealership__eyebrow">Concesionario Digital</p>
        {step && <ProgressBar current={step} />}
        <div className={aside ? 'dealership__layout' : 'dealership__layout dealership__layout--single'}>
          <section className="dealership__content" aria-labelledby="dealership-title">
            <h1 id="dealership-title" className="dealership__title">
              {title}
            </h1>
            {lead && <p className="dealership__lead">{lead}</p>}
            {children}
          </section>
          {aside && <aside className="dealership__aside">{aside}</aside>}
        </div>
      </div>
    </PageMain>
  );
}
