import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldIssue, OperationView } from '#domain/operation/operation';
import { isEditableStatus } from '#domain/operation/operation-status';
import { ApiRefusal, DEALERSHIP_API, type OperationChanges, updateOperation } from './operation-api';

/** docs/product.md §4 operation update: started (saving), succeeded, failed. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

function mergeChanges(into: OperationChanges, changes: OperationChanges): OperationChanges {
  return {
    ...into,
    ...changes,
    ...(changes.customer || into.customer ? { customer: { ...into.customer, ...changes.customer } } : {}),
    ...(changes.purchase || into.purchase ? { purchase: { ...into.purchase, ...changes.purchase } } : {}),
  };
}

const isEmpty = (changes: OperationChanges) => Object.keys(changes).length === 0;

/**
 * An operation being edited on a page: changes are queued, sent after the page's debounce (docs/product.md §9: 500 ms for the
 * cash, 750 ms for personal data) one request at a time, and the server's answer, with every amount recomputed,
 * replaces the copy shown.
 *
 * Another tab may have saved in between (the server refuses a stale version and sends the current operation): the
 * queued changes are sent again on top of it, so each tab's fields survive. An operation that stopped being editable
 * (its payment started) is shown as the server has it, with the server's text. Any other failure leaves the changes
 * queued for the next save and, as docs/product.md §8 says, shows no message: it is logged. A value the server refused (a 400)
 * is named per field in `fieldIssues` until a save is accepted.
 */
export function useOperation(initial: OperationView) {
  const [operation, setOperation] = useState(initial);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldIssues, setFieldIssues] = useState<FieldIssue[]>(NO_ISSUES);
  const current = useRef(initial);
  const queued = useRef<OperationChanges>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);

  // A new loader answer (another step, a revalidation) is the newest copy.
  useEffect(() => {
    if (initial.version >= current.current.version) {
      current.current = initial;
      setOperation(initial);
    }
  }, [initial]);

  const accept = useCallback((next: OperationView) => {
    current.current = next;
    setOperation(next);
  }, []);

  const send = useCallback(async (): Promise<boolean> => {
    let retried = false;
    while (!isEmpty(queued.current)) {
      const changes = queued.current;
      queued.current = {};
      setSaveState('saving');
      try {
        accept(await updateOperation(current.current.code, current.current.version, changes));
        setRefusal(null);
        setFieldIssues(NO_ISSUES);
      } catch (error) {
        if (error instanceof ApiRefusal && error.status === 409 && isOperation(error.body.data)) {
          accept(error.body.data);
          if (isEditableStatus(error.body.data.status) && !retried) {
            retried = true;
            queued.current = mergeChanges(changes, queued.current);
            continue;
          }
          setRefusal(error.message);
          setSaveState('failed');
          return false;
        }
        queued.current = mergeChanges(changes, queued.current);
        if (error instanceof ApiRefusal) {
          setRefusal(error.message);
          setFieldIssues(issuesOf(error.body));
        }
        console.error(error);
        setSaveState('failed');
        return false;
      }
    }
    setSaveState('saved');
    return true;
  }, [accept]);

  /** Sends what is queued now, after any request already running; true when everything was saved. */
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (running.current) await running.current;
    if (isEmpty(queued.current)) return true;
    running.current = send().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [send]);

  /** Queues changes and sends them `delay` ms after the last call. */
  const save = useCallback(
    (changes: OperationChanges, delay = 0) => {
      queued.current = mergeChanges(queued.current, changes);
      clearTimeout(timer.current);
      if (delay <= 0) return flush();
      timer.current = setTimeout(() => void flush(), delay);
      return Promise.resolve(true);
    },
    [flush],
  );

  // Leaving the step sends what is still waiting for its debounce; closing the tab hands it to the browser to send.
  useEffect(() => {
    const onPageHide = () => {
      if (isEmpty(queued.current)) return;
      clearTimeout(timer.current);
      const { code, version } = current.current;
      const body = new Blob([JSON.stringify({ code, version, ...queued.current })], {
        type: 'application/json',
      });
      if (navigator.sendBeacon(DEALERSHIP_API.update, body)) queued.current = {};
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [flush]);

  /** The newest copy, as the last answer left it (state may not have re-rendered yet). */
  const latest = useCallback(() => current.current, []);

  return { operation, saveState, refusal, fieldIssues, save, flush, latest };
}

const NO_ISSUES: FieldIssue[] = [];

/**
 * The refused values of a 400, one per field as the server's validation names them ('purchase.birthdate',
 * 'customer.dni', 'email'), so a page can show each at its field instead of only the first under the button.
 */
function issuesOf(body: unknown): FieldIssue[] {
  const issues =
    typeof body === 'object' && body !== null ? (body as { issues?: unknown }).issues : undefined;
  if (!Array.isArray(issues)) return NO_ISSUES;
  return issues.filter(
    (issue): issue is FieldIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as FieldIssue).field === 'string' &&
      typeof (issue as FieldIssue).message === 'string',
  );
}

function isOperation(value: unknown): value is OperationView {
  return typeof value === 'object' && value !== null && 'code' in value && 'version' in value;
}
