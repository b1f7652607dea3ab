import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the document being rendered on the server (app/entry.server.tsx provides it).
 * An inline `<script>` a component writes itself runs only with it: `<script nonce={useCspNonce()} …>`.
 * React Router's <Scripts>, <ScrollRestoration> and <Links> take it from <ServerRouter nonce> and need nothing.
 *
 * In the browser there is no provider and the value is undefined (a script React inserts after hydration never runs
 * anyway): the element differs from the server's only by its nonce and needs `suppressHydrationWarning`.
 */
const CspNonce = createContext<string | undefined>(undefined);

export const CspNonceProvider = CspNonce.Provider;

export function useCspNonce(): string | undefined {
  return useContext(CspNonce);
}
