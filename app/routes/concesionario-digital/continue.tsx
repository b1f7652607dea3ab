import { data, redirect } from 'react-router';
import { dealershipPaths, resumeStepPath } from '#domain/operation/dealership-paths';
import {
  OPERATION_LOCKED_MESSAGES,
  OPERATION_NOT_FOUND_MESSAGE,
  TOO_MANY_CODE_LOOKUPS_MESSAGE,
  UNIT_UNAVAILABLE_MESSAGE,
} from '#domain/operation/operation';
import { operationPagesContext } from '../../context';
import { type UnavailableData, unitAlternatives } from '../../features/dealership/load-dealership.server';
import { RESUME_CODE_PARAM, ResumePage } from '../../features/dealership/resume-page';
import { UnavailablePage } from '../../features/dealership/unavailable-page';
import { noindexMeta } from '../../lib/noindex-meta';
import type { Route } from './+types/continue';

const NO_CODE = 'Retomá tu reserva';

/** What the page shows; an operation whose unit was taken also says why and what else can be reserved. */
type ResumeData = { message: string; askForCode: boolean; code: string } & Pick<
  UnavailableData,
  'reason' | 'similar'
>;

/**
 * docs/product.md §2 dealership_resume: the page an e-mail link opens. An operation in progress goes on at the first step its
 * data does not complete; one that can't (its unit is gone, it ended) says why.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const typed = url.searchParams.get(RESUME_CODE_PARAM)?.trim();
  const code = params.operation_code ?? typed;
  if (!params.operation_code && code) throw redirect(dealershipPaths.resume(code));
  if (!code) return { message: NO_CODE, askForCode: true, code: '' };

  const lookup = await context.get(operationPagesContext).lookup(code);
  if (!lookup.found) {
    const tooMany = lookup.reason === 'too_many_lookups';
    return data<ResumeData>(
      {
        message: tooMany ? TOO_MANY_CODE_LOOKUPS_MESSAGE : OPERATION_NOT_FOUND_MESSAGE,
        askForCode: !tooMany,
        code,
      },
      { status: tooMany ? 429 : 404 },
    );
  }
  const { operation } = lookup;
  if (operation.status === 'cancelled' || operation.status === 'expired') {
    return { message: OPERATION_LOCKED_MESSAGES[operation.status], askForCode: false, code };
  }
  if (operation.status !== 'reserved' && (!operation.purchase.vehicle || !operation.vehicle_available)) {
    const { brand_id: brandId, stock_id: stockId, family_id: familyId } = operation;
    const alternatives = await unitAlternatives(context, { brandId, stockId, familyId });
    return data<ResumeData>(
      { message: UNIT_UNAVAILABLE_MESSAGE, askForCode: false, code, ...alternatives },
      { status: 410 },
    );
  }
  throw redirect(resumeStepPath(operation.status, operation.code));
}

export function meta() {
  return noindexMeta('Retomá tu reserva');
}

export default function DealershipResume({ loaderData }: Route.ComponentProps) {
  const { message, askForCode, code } = loaderData;
  // The operation's unit was taken: why, and what else can be reserved.
  if ('similar' in loaderData && loaderData.similar) {
    return <UnavailablePage message={message} reason={loaderData.reason} similar={loaderData.similar} />;
  }
  return (
    <ResumePage
      message={message}
      askForCode={askForCode}
      code={code}
      detail={
        askForCode && message === NO_CODE
          ? 'Ingresá el código de operación que te enviamos por e-mail.'
          : undefined
      }
    />
  );
}
