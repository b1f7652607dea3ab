import { html, raw } from 'hono/html';
import { INSTALLMENT_OPTIONS, PAYMENT_METHODS, PAYMENT_REJECTED_MESSAGE } from '#domain/operation/payment';
import { formatMoney } from '#domain/shared/money';

/**
 * The documents inside step 4's 820 px payment frame (docs/product.md §2, §9). They stand apart from the site's pages: a card
 * form belongs to its gateway, so neither one's scripts reach the other's. Both post the result to
 * POST /api/v2/territorio/dealership/mp and send the buyer's window on to the outcome page.
 */

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111418;background:#fff}
  main{max-width:32rem;margin:0 auto;padding:20px}h1{font-size:1.25rem;margin:0 0 4px}p{margin:0 0 12px}
  .amount{font-size:1.5rem;font-weight:800;margin:0 0 16px}.note{font-size:.875rem;color:#4b5563}
  label{display:block;font-weight:700;margin:12px 0 4px}input,select{width:100%;min-height:44px;padding:8px 12px;border:1px solid #8a94a3;border-radius:8px;font:inherit}
  input:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
  button{margin-top:20px;min-height:48px;width:100%;border:0;border-radius:999px;background:#111418;color:#fff;font:inherit;font-weight:700;cursor:pointer}
  button:disabled{opacity:.6;cursor:progress}.error{color:#b3261e;font-weight:700}.sandbox{padding:8px 12px;border-radius:8px;background:#fff8e6;font-size:.875rem}
`;

interface FrameData {
  code: string;
  deposit: number;
  model: string;
  /** The nonce of the frame's Content-Security-Policy (server/http/security-headers.ts `paymentFramePolicy`). */
  nonce: string;
}

function page(title: string, body: unknown, nonce: string) {
  return html`<!doctype html>
<html lang="es-AR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <style nonce="${nonce}">${raw(STYLE)}</style>
  </head>
  <body>
    ${body}
  </body>
</html>`;
}

/** Posts the payment and moves the whole window on; shared by both frames. */
const SUBMIT_SCRIPT = `
async function submitPayment(body, status) {
  const response = await fetch('/api/v2/territorio/dealership/mp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (response.ok && answer.data && answer.data.next) {
    window.top.location.assign(answer.data.next);
    return true;
  }
  status.textContent = response.ok ? ${JSON.stringify(PAYMENT_REJECTED_MESSAGE)} : (answer.error || 'No pudimos procesar el pago. Probá de nuevo en unos minutos.');
  if (response.ok || response.status === 409) {
    const again = document.getElementById('again');
    if (again) again.hidden = false;
  }
  return false;
}
`;

/** docs/product.md §D15: the sandbox's card form. The cardholder name decides: APRO approves, CONT pending, OTHE rejects. */
export function sandboxFrame(data: FrameData) {
  const methods = PAYMENT_METHODS.map((method) => html`<option value="${method.id}">${method.name}</option>`);
  const installments = INSTALLMENT_OPTIONS.map(
    (count) => html`<option value="${count}">${count === 1 ? '1 cuota' : `${count} cuotas`}</option>`,
  );
  return page(
    'Pago de la seña',
    html`<main>
      <h1>Pagá la seña con tarjeta de crédito</h1>
      <p class="note">${data.model}</p>
      <p class="amount">${formatMoney(data.deposit, 'ars')}</p>
      <p class="sandbox">
        Entorno de prueba: no se cobra nada. Como titular, APRO aprueba el pago, CONT lo deja pendiente y OTHE lo
        rechaza.
      </p>
      <form id="card" novalidate data-code="${data.code}">
        <label for="method">Tarjeta</label>
        <select id="method" name="payment_method_id" required>${methods}</select>
        <label for="number">Número de tarjeta</label>
        <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required />
        <label for="holder">Nombre del titular (como figura en la tarjeta)</label>
        <input id="holder" name="holder" autocomplete="cc-name" required />
        <div class="row">
          <div>
            <label for="expiry">Vencimiento (MM/AA)</label>
            <input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/AA" required />
          </div>
          <div>
            <label for="cvv">Código de seguridad</label>
            <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required />
          </div>
        </div>
        <label for="installments">Cuotas</label>
        <select id="installments" name="installments">${installments}</select>
        <button type="submit" id="pay">Pagar ${formatMoney(data.deposit, 'ars')}</button>
        <p id="status" role="status" class="error"></p>
        <button type="button" id="again" hidden>Intentar de nuevo</button>
      </form>
    </main>
    <script nonce="${data.nonce}">
      ${raw(SUBMIT_SCRIPT)}
      const form = document.getElementById('card');
      const status = document.getElementById('status');
      const pay = document.getElementById('pay');
      document.getElementById('again').addEventListener('click', () => window.top.location.reload());
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        const values = Object.fromEntries(new FormData(form));
        const digits = String(values.number).replace(/\\D/g, '');
        if (digits.length < 13 || !String(values.holder).trim() || !/^\\d{2}\\/\\d{2}$/.test(String(values.expiry)) || !/^\\d{3,4}$/.test(String(values.cvv))) {
          status.textContent = 'Revisá los datos de la tarjeta: número, titular, vencimiento (MM/AA) y código de seguridad.';
          return;
        }
        pay.disabled = true;
        status.textContent = 'Procesando el pago…';
        try {
          const tokenResponse = await fetch('/api/payments/sandbox/card-tokens', {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ holder: values.holder, number: digits }),
          });
          const token = await tokenResponse.json();
          if (!tokenResponse.ok) throw new Error(token.error || 'token');
          const done = await submitPayment({
            code: form.dataset.code,
            token: token.data.id,
            payment_method_id: values.payment_method_id,
            installments: Number(values.installments),
          }, status);
          if (!done) pay.disabled = false;
        } catch (error) {
          status.textContent = 'No pudimos procesar el pago. Probá de nuevo en unos minutos.';
          pay.disabled = false;
        }
      });
    </script>`,
    data.nonce,
  );
}

/** MercadoPago.js v2, which defines the Card Payment Brick; tests serve a stand-in of it (MP_SDK_URL). */
export const MERCADOPAGO_SDK_URL = 'https://sdk.mercadopago.com/js/v2';

/**
 * docs/product.md §D15: MercadoPago's Card Payment Brick with the brand's public key, for the deposit, in 1 to 3
 * installments of credit cards; the payment itself is created on the server.
 */
export function mercadoPagoFrame(data: FrameData & { publicKey: string; sdkUrl?: string | undefined }) {
  const settings = JSON.stringify({
    publicKey: data.publicKey,
    amount: data.deposit,
    code: data.code,
  }).replaceAll('<', '\\u003c');
  return page(
    'Pago de la seña',
    html`<main>
      <h1>Pagá la seña con tarjeta de crédito</h1>
      <p class="note">${data.model}</p>
      <p class="amount">${formatMoney(data.deposit, 'ars')}</p>
      <div id="cardPaymentBrick_container"></div>
      <p id="status" role="status" class="error"></p>
      <button type="button" id="again" hidden>Intentar de nuevo</button>
    </main>
    <script nonce="${data.nonce}" src="${data.sdkUrl || MERCADOPAGO_SDK_URL}"></script>
    <script nonce="${data.nonce}">
      ${raw(SUBMIT_SCRIPT)}
      const settings = ${raw(settings)};
      const status = document.getElementById('status');
      document.getElementById('again').addEventListener('click', () => window.top.location.reload());
      const mp = new MercadoPago(settings.publicKey, { locale: 'es-AR' });
      mp.bricks().create('cardPayment', 'cardPaymentBrick_container', {
        initialization: { amount: settings.amount },
        customization: {
          paymentMethods: { minInstallments: 1, maxInstallments: 3, types: { excluded: ['debit_card', 'prepaid_card'] } },
        },
        callbacks: {
          onReady: () => {},
          // A critical error means the form itself could not load; any other is about the card the buyer typed.
          onError: (error) => {
            status.textContent = error && error.type === 'critical'
              ? ${raw(JSON.stringify('No pudimos cargar el formulario de pago. Probá de nuevo en unos minutos.'))}
              : ${raw(JSON.stringify('Revisá los datos de la tarjeta y volvé a intentar.'))};
          },
          onSubmit: (formData) => submitPayment({
            code: settings.code,
            token: formData.token,
            payment_method_id: formData.payment_method_id,
            installments: formData.installments,
            issuer_id: formData.issuer_id,
          }, status).then((done) => { if (!done) throw new Error('not paid'); }),
        },
      });
    </script>`,
    data.nonce,
  );
}
