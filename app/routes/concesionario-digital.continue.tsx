import { data, redirect } from 'react-router';
import { dealershipPaths, resumeStepPath } from '../../domain/dealership-paths';
import {
  OPERATION_LOCKED_MESSAGES,
  OPERATION_NOT_FOUND_MESSAGE,
  TOO_MANY_CODE_LOOKUPS_MESSAGE,
  UNIT_UNAVAILABLE_MESSAGE,
} from '../../domain/operation';
import { operationPagesContext } from '../context';
import { RESUME_CODE_PARAM, ResumePage } from '../features/dealership/resume-page';
import { noindexMeta } from '../lib/noindex-meta';
import type { Route } from './+types/concesionario-digital.continue';

const NO_CODE = 'Retomá tu reserva';

/**
 * SPEC §2 dealership_resume: the page an e-mail link opens. An operation in progress goes on at the first step its
 * data does not complete; one that can't (its unit is gone, it ended) says why.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get(RESUME_CODE_PARAM)?.trim();
  const code = params.operation_code ?? typed;
  if (!params.operation_code && code) throw redirect(dealershipPaths.resume(encodeURIComponent(code)));
  if (!code) return { message: NO_CODE, askForCode: true, code: '' };

  const lookup = await context.get(operationPagesContext).lookup(code);
  if (!lookup.found) {
    const tooMany = lookup.reason === 'too_many_lookups';
    return data(
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
    return data({ message: UNIT_UNAVAILABLE_MESSAGE, askForCode: false, code }, { status: 410 });
  }
  throw redirect(resumeStepPath(operation.status, operation.code));
}

export function meta() {
  return noindexMeta('Retomá tu reserva');
}

export default function DealershipResume({ loaderData }: Route.ComponentProps) {
  const { message, askForCode, code } = loaderData;
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
