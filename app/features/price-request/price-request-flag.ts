import { useSyncExternalStore } from 'react';

/** docs/product.md §4: 'A price-request flag is stored in browser session storage once a request succeeds.' */
export const PRICE_REQUEST_FLAG_KEY = 'territorio:price-request';

/**
 * docs/product.md §7: 'the flow proceeds whether or not it succeeds'. A request that failed still shows the prices on this visit,
 * but only a successful one is remembered for the rest of the browser session.
 */
let shownWithoutFlag = false;
const listeners = new Set<() => void>();

function readFlag(): boolean {
  try {
    return window.sessionStorage.getItem(PRICE_REQUEST_FLAG_KEY) === '1';
  } catch {
    // Storage can be disabled (privacy settings): the visitor then asks again on each visit.
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot(): boolean {
  return shownWithoutFlag || readFlag();
}

/** The server cannot know what the tab stored: null until the browser has answered. */
function serverSnapshot(): null {
  return null;
}

/** true: prices are shown; false: 'Consultar precios'; null: not known yet (server HTML, before hydration). */
export function usePricesUnlocked(): boolean | null {
  return useSyncExternalStore<boolean | null>(subscribe, snapshot, serverSnapshot);
}

/** Shows the prices; `succeeded` also stores the session flag. */
export function unlockPrices(succeeded: boolean): void {
  if (succeeded) {
    try {
      window.sessionStorage.setItem(PRICE_REQUEST_FLAG_KEY, '1');
    } catch {
      shownWithoutFlag = true;
    }
  } else {
    shownWithoutFlag = true;
  }
  for (const listener of listeners) listener();
}
