import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldIssue, OperationView } from '#domain/operation/operation';
import { isEditableStatus } from '#domain/operation/operation-status';
import { ApiRefusal, DEALERSHIP_API, type OperationChanges, updateOperation } from './operation-api';

/**
 * What a step page says when it shows changes saved from another tab (docs/decisions/0059). Only the pages say it,
 * so it lives here rather than among the messages the server shares, which every step would then download.
 */
export const OTHER_TAB_NOTICE = 'Actualizamos tu operación con cambios hechos en otra pestaña.';

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
 * replaces the copy shown. A page queues only what the buyer changed, never what it was shown.
 *
 * Another tab may have saved in between (docs/decisions/0059): the server applies what this tab changed on top when
 * those fields were not changed there, and refuses it otherwise, with the current operation. Either way the page
 * shows what the server holds and says so (`notice`); a refused change is dropped, never sent again on its own. An
 * operation that stopped being editable (its payment started) is shown as the server has it, with the server's text.
 * Any other failure leaves the changes queued for the next save and, as docs/product.md §8 says, shows no message: it
 * is logged. A value the server refused is named per field in `fieldIssues` until the next answer; the rest was saved.
 * `settled` counts the answers after which nothing is left to send: then a page shows the server's values;
 * `conflicts` counts those that were a conflict, after which nothing typed was saved.
 */
export function useOperation(initial: OperationView) {
  const [operation, setOperation] = useState(initial);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldIssues, setFieldIssues] = useState<FieldIssue[]>(NO_ISSUES);
  const [settled, setSettled] = useState(0);
  const [conflicts, setConflicts] = useState(0);
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
    let complete = true;
    while (!isEmpty(queued.current)) {
      const changes = queued.current;
      const sent = current.current.version;
      queued.current = {};
      setSaveState('saving');
      try {
        const answer = await updateOperation(current.current.code, sent, changes);
        const refused = answer.refused ?? NO_ISSUES;
        accept(answer.data);
        complete = refused.length === 0;
        setRefusal(refused[0]?.message ?? null);
        setFieldIssues(refused);
        // More than this write's version step: another tab's changes came with the answer.
        setNotice(answer.data.version > sent + 1 ? OTHER_TAB_NOTICE : null);
      } catch (error) {
        if (error instanceof ApiRefusal && error.status === 409 && isOperation(error.body.data)) {
          // Nothing more is sent before the buyer sees what the server holds.
          queued.current = {};
          accept(error.body.data);
          const editable = isEditableStatus(error.body.data.status);
          setNotice(editable ? OTHER_TAB_NOTICE : null);
          setRefusal(editable ? null : error.message);
          setFieldIssues(NO_ISSUES);
          setSaveState(editable ? 'idle' : 'failed');
          setConflicts((count) => count + 1);
          setSettled((count) => count + 1);
          return false;
        }
        queued.current = mergeChanges(changes, queued.current);
        if (error instanceof ApiRefusal) setRefusal(error.message);
        console.error(error);
        setSaveState('failed');
        return false;
      }
    }
    setSaveState('saved');
    setSettled((count) => count + 1);
    return complete;
  }, [accept]);

  /** Sends what is queued now, after any request already running; true when everything was saved, none refused. */
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

  /** Whether changes wait to be sent or are on their way. */
  const pending = useCallback(() => running.current !== null || !isEmpty(queued.current), []);

  return {
    operation,
    saveState,
    refusal,
    notice,
    fieldIssues,
    settled,
    conflicts,
    save,
    flush,
    latest,
    pending,
  };
}

const NO_ISSUES: FieldIssue[] = [];

function isOperation(value: unknown): value is OperationView {
  return typeof value === 'object' && value !== null && 'code' in value && 'version' in value;
}
