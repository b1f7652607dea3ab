/**
 * A stand-in of MercadoPago.js v2 (what https://sdk.mercadopago.com/js/v2 defines) for tests, served at /js/v2 by
 * tests/support/mercadopago-stand-in.ts. It keeps the documented global API of the Card Payment Brick:
 *
 *   const mp = new MercadoPago(publicKey, { locale: 'es-AR' });
 *   const controller = await mp.bricks().create('cardPayment', containerId, {
 *     initialization: { amount, payer?: { email } },
 *     customization?: { paymentMethods: { minInstallments, maxInstallments, types: { excluded } }, visual },
 *     callbacks: { onReady(), onError(brickError), onSubmit(cardData, additionalData) => Promise },
 *   });
 *
 * In place of MercadoPago's secure fields it renders a plain, accessible card form. The card is tokenized against the
 * same stand-in (POST /v1/card_tokens?public_key=…), whose tokens carry the cardholder name: as with MercadoPago's
 * test cards, APRO approves the payment, CONT leaves it pending and OTHE rejects it. The promise onSubmit returns is
 * honoured: resolved, the form stays disabled (the integrator moves on); rejected, it says so and can be sent again.
 */
(() => {
  const script = document.currentScript;
  const API_ORIGIN =
    script instanceof HTMLScriptElement && script.src ? new URL(script.src).origin : window.location.origin;

  /** Card networks told apart by their first digits, as MercadoPago.js does from the BIN. */
  const CARD_NETWORKS = [
    { id: 'debvisa', name: 'Visa Débito', type: 'debit_card', issuerId: '1', bin: /^400276/, cvv: 3 },
    { id: 'debmaster', name: 'Mastercard Débito', type: 'debit_card', issuerId: '3', bin: /^557905/, cvv: 3 },
    { id: 'naranja', name: 'Naranja', type: 'credit_card', issuerId: '688', bin: /^589562/, cvv: 3 },
    { id: 'amex', name: 'American Express', type: 'credit_card', issuerId: '310', bin: /^3[47]/, cvv: 4 },
    { id: 'visa', name: 'Visa', type: 'credit_card', issuerId: '1', bin: /^4/, cvv: 3 },
    {
      id: 'master',
      name: 'Mastercard',
      type: 'credit_card',
      issuerId: '3',
      // 503175: the BIN of MercadoPago's Argentine test Mastercard.
      bin: /^(5[1-5]|503175|2(2[2-9]|[3-6]\d|7[01]|720))/,
      cvv: 3,
    },
  ];

  const DOCUMENT_TYPES = ['DNI', 'CI', 'LC', 'LE', 'Otro'];

  const TEXTS = {
    formTitle: 'Tarjeta de crédito',
    cardNumber: 'Número de tarjeta',
    cardholderName: 'Nombre del titular como aparece en la tarjeta',
    expirationDate: 'Vencimiento',
    securityCode: 'Código de seguridad',
    documentType: 'Tipo de documento',
    documentNumber: 'Número de documento',
    email: 'E-mail',
    installments: 'Cuotas',
    formSubmit: 'Pagar',
    processing: 'Procesando el pago…',
    required: {
      cardNumber: 'Completá el número de tarjeta.',
      cardholderName: 'Completá el nombre del titular.',
      expirationDate: 'Completá el vencimiento.',
      securityCode: 'Completá el código de seguridad.',
      documentNumber: 'Completá el número de documento.',
      email: 'Completá el e-mail.',
    },
    invalid: {
      cardNumber: 'Revisá el número de tarjeta.',
      cardType: 'No podés pagar con este tipo de tarjeta. Usá una tarjeta de crédito.',
      expirationDate: 'Revisá la fecha de vencimiento.',
      securityCode: 'Revisá el código de seguridad.',
      documentNumber: 'Revisá el número de documento.',
      email: 'Revisá el e-mail.',
    },
    tokenFailed: 'Ocurrió un error y no pudimos procesar el pago. Intentá de nuevo más tarde.',
    submitFailed: 'No pudimos procesar el pago. Revisá los datos o probá con otra tarjeta.',
  };

  const money = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });

  function brickError(type, cause, message) {
    return { type, cause, message };
  }

  function networkOf(digits) {
    return CARD_NETWORKS.find((network) => network.bin.test(digits)) ?? null;
  }

  function luhn(digits) {
    let sum = 0;
    for (let index = 0; index < digits.length; index++) {
      let digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  /** A labelled field with its own error line, tied to it for assistive technologies. */
  function field(form, id, label, control) {
    const wrapper = document.createElement('div');
    wrapper.className = 'mp-brick__field';
    const caption = document.createElement('label');
    caption.htmlFor = id;
    caption.textContent = label;
    control.id = id;
    const error = document.createElement('p');
    error.id = `${id}-error`;
    error.className = 'mp-brick__error';
    error.hidden = true;
    control.setAttribute('aria-describedby', error.id);
    wrapper.append(caption, control, error);
    form.append(wrapper);
    return {
      control,
      show(message) {
        error.textContent = message;
        error.hidden = !message;
        if (message) control.setAttribute('aria-invalid', 'true');
        else control.removeAttribute('aria-invalid');
      },
    };
  }

  function input(attributes) {
    const element = document.createElement('input');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  }

  function select(options) {
    const element = document.createElement('select');
    for (const [value, label] of options) element.append(new Option(label, value));
    return element;
  }

  const STYLE = `
    .mp-brick{display:grid;gap:4px}.mp-brick h2{font-size:1.125rem;margin:0 0 4px}
    .mp-brick__field label{display:block;font-weight:700;margin:8px 0 4px}
    .mp-brick__error{color:#b3261e;font-size:.875rem;margin:4px 0 0}
    .mp-brick__alert{color:#b3261e;font-weight:700}
  `;

  function renderCardPayment(container, settings, publicKey) {
    const { callbacks } = settings;
    const amount = settings.initialization.amount;
    const customization = settings.customization ?? {};
    const paymentMethods = customization.paymentMethods ?? {};
    const visual = customization.visual ?? {};
    const excludedTypes = paymentMethods.types?.excluded ?? [];
    const includedTypes = paymentMethods.types?.included ?? [];
    const minInstallments = Math.max(1, Number(paymentMethods.minInstallments ?? 1));
    const maxInstallments = Math.max(minInstallments, Number(paymentMethods.maxInstallments ?? 12));
    const payerEmail = settings.initialization.payer?.email;

    const style = document.createElement('style');
    style.textContent = STYLE;
    const form = document.createElement('form');
    form.className = 'mp-brick';
    form.noValidate = true;
    form.setAttribute('aria-label', visual.texts?.formTitle ?? TEXTS.formTitle);
    if (!visual.hideFormTitle) {
      const title = document.createElement('h2');
      title.textContent = visual.texts?.formTitle ?? TEXTS.formTitle;
      form.append(title);
    }

    const fields = {
      cardNumber: field(
        form,
        'mp-brick-card-number',
        TEXTS.cardNumber,
        input({ inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '1234 1234 1234 1234' }),
      ),
      cardholderName: field(
        form,
        'mp-brick-cardholder-name',
        TEXTS.cardholderName,
        input({ autocomplete: 'cc-name', placeholder: 'Ej.: María López' }),
      ),
      expirationDate: field(
        form,
        'mp-brick-expiration-date',
        TEXTS.expirationDate,
        input({ inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: 'MM/AA' }),
      ),
      securityCode: field(
        form,
        'mp-brick-security-code',
        TEXTS.securityCode,
        input({ inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: 'Ej.: 123' }),
      ),
      documentType: field(
        form,
        'mp-brick-document-type',
        TEXTS.documentType,
        select(DOCUMENT_TYPES.map((type) => [type, type])),
      ),
      documentNumber: field(
        form,
        'mp-brick-document-number',
        TEXTS.documentNumber,
        input({ inputmode: 'numeric', placeholder: '99999999' }),
      ),
      email: payerEmail
        ? null
        : field(
            form,
            'mp-brick-email',
            TEXTS.email,
            input({ type: 'email', autocomplete: 'email', placeholder: 'ejemplo@email.com' }),
          ),
      installments: field(
        form,
        'mp-brick-installments',
        TEXTS.installments,
        select(
          Array.from({ length: maxInstallments - minInstallments + 1 }, (_, index) => {
            const count = minInstallments + index;
            const each = money.format(amount / count);
            return [String(count), count === 1 ? `1 cuota de ${each}` : `${count} cuotas de ${each}`];
          }),
        ),
      ),
    };

    const alert = document.createElement('p');
    alert.className = 'mp-brick__alert';
    alert.setAttribute('role', 'alert');
    const button = document.createElement('button');
    button.type = 'submit';
    button.textContent = visual.texts?.formSubmit ?? TEXTS.formSubmit;
    if (!visual.hidePaymentButton) form.append(button);
    form.append(alert);
    container.replaceChildren(style, form);

    /** The form's values, with each field's problem shown at it; null while any field has one. */
    function validValues() {
      const digits = fields.cardNumber.control.value.replace(/\D/g, '');
      const network = networkOf(digits);
      const name = fields.cardholderName.control.value.trim();
      const expiry = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(fields.expirationDate.control.value);
      const month = expiry ? Number(expiry[1]) : 0;
      const year = expiry ? Number(expiry[2].length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
      const now = new Date();
      const expired = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
      const securityCode = fields.securityCode.control.value.trim();
      const documentType = fields.documentType.control.value;
      const documentNumber = fields.documentNumber.control.value.replace(/\D/g, '');
      const email = payerEmail ?? fields.email?.control.value.trim() ?? '';
      const typeRefused =
        network !== null &&
        (excludedTypes.includes(network.type) ||
          (includedTypes.length > 0 && !includedTypes.includes(network.type)));

      const problems = {
        cardNumber: !digits
          ? TEXTS.required.cardNumber
          : digits.length < 13 || digits.length > 19 || !luhn(digits) || !network
            ? TEXTS.invalid.cardNumber
            : typeRefused
              ? TEXTS.invalid.cardType
              : '',
        cardholderName: name ? '' : TEXTS.required.cardholderName,
        expirationDate: !fields.expirationDate.control.value.trim()
          ? TEXTS.required.expirationDate
          : !expiry || month < 1 || month > 12 || expired
            ? TEXTS.invalid.expirationDate
            : '',
        securityCode: !securityCode
          ? TEXTS.required.securityCode
          : !/^\d+$/.test(securityCode) || securityCode.length !== (network?.cvv ?? 3)
            ? TEXTS.invalid.securityCode
            : '',
        documentNumber: !documentNumber
          ? TEXTS.required.documentNumber
          : documentType === 'DNI' && (documentNumber.length < 7 || documentNumber.length > 8)
            ? TEXTS.invalid.documentNumber
            : '',
        email: payerEmail
          ? ''
          : !email
            ? TEXTS.required.email
            : !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)
              ? TEXTS.invalid.email
              : '',
      };
      let first = null;
      for (const [key, problem] of Object.entries(problems)) {
        const shown = fields[key];
        if (!shown) continue;
        shown.show(problem);
        if (problem && !first) first = shown.control;
      }
      if (first) {
        first.focus();
        return null;
      }
      return {
        digits,
        network,
        name,
        month,
        year,
        securityCode,
        documentType,
        documentNumber,
        email,
        installments: Number(fields.installments.control.value),
      };
    }

    /** POST /v1/card_tokens with the public key, as MercadoPago.js does; the CardData the Brick hands over. */
    async function tokenize(values) {
      const response = await fetch(
        `${API_ORIGIN}/v1/card_tokens?public_key=${encodeURIComponent(publicKey)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            card_number: values.digits,
            expiration_month: values.month,
            expiration_year: values.year,
            security_code: values.securityCode,
            cardholder: {
              name: values.name,
              identification: { type: values.documentType, number: values.documentNumber },
            },
          }),
        },
      );
      const token = await response.json().catch(() => ({}));
      if (!response.ok || typeof token.id !== 'string') throw new Error(token.message || 'card token');
      return {
        cardData: {
          token: token.id,
          issuer_id: values.network.issuerId,
          payment_method_id: values.network.id,
          transaction_amount: amount,
          payment_method_option_id: null,
          processing_mode: null,
          installments: values.installments,
          payer: {
            email: values.email,
            identification: { type: values.documentType, number: values.documentNumber },
          },
        },
        additionalData: { bin: values.digits.slice(0, 8) },
      };
    }

    let lastAdditionalData = null;
    let busy = false;

    function setBusy(value) {
      busy = value;
      button.disabled = value;
      button.textContent = value ? TEXTS.processing : (visual.texts?.formSubmit ?? TEXTS.formSubmit);
      form.setAttribute('aria-busy', String(value));
    }

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (busy || visual.hidePaymentButton) return;
      alert.textContent = '';
      const values = validValues();
      if (!values) return;
      setBusy(true);
      let data;
      try {
        data = await tokenize(values);
        lastAdditionalData = data.additionalData;
      } catch (error) {
        alert.textContent = TEXTS.tokenFailed;
        setBusy(false);
        callbacks.onError(
          brickError('non_critical', 'card_token_creation_failed', `Failed to create card token: ${error}`),
        );
        return;
      }
      try {
        await (callbacks.onSubmit ? callbacks.onSubmit(data.cardData, data.additionalData) : undefined);
        // Resolved: the payment is the integrator's now; the Brick stays as it is until it is unmounted.
        button.textContent = TEXTS.processing;
      } catch {
        alert.textContent = TEXTS.submitFailed;
        setBusy(false);
      }
    });

    callbacks.onReady();

    return {
      unmount() {
        container.replaceChildren();
        delete container.dataset.mercadopagoBrick;
      },
      async getFormData() {
        const values = validValues();
        if (!values) return null;
        const data = await tokenize(values);
        lastAdditionalData = data.additionalData;
        return data.cardData;
      },
      async getAdditionalData() {
        return lastAdditionalData;
      },
    };
  }

  class BricksBuilder {
    #publicKey;

    constructor(publicKey) {
      this.#publicKey = publicKey;
    }

    /**
     * Promise of the Brick's controller. A wrong call is the integrator's mistake: it is logged in the console and,
     * when there is an onError to call, reported there as critical; the promise then resolves to null.
     */
    async create(brick, target, settings) {
      const fail = (cause, message) => {
        console.error(`[Initialization error] ${message}`);
        if (typeof settings?.callbacks?.onError === 'function') {
          settings.callbacks.onError(brickError('critical', cause, message));
        }
        return null;
      };
      if (!settings || typeof settings !== 'object' || Object.keys(settings).length === 0) {
        return fail('settings_empty', 'Settings object is empty, please pass required properties');
      }
      const callbacks = settings.callbacks;
      if (typeof callbacks?.onReady !== 'function' || typeof callbacks?.onError !== 'function') {
        return fail('missing_required_callbacks', 'Callbacks onReady and onError are required');
      }
      if (brick !== 'cardPayment') {
        return fail('incorrect_initialization', `Brick incorrectly initialized: unknown brick ${brick}`);
      }
      if (typeof target !== 'string' || target === '') {
        return fail(
          'missing_container_id',
          'You must provide an HTML element ID as a container to allow component rendering',
        );
      }
      const container = document.getElementById(target);
      if (!container) return fail('container_not_found', `Container #${target} not found`);
      if (container.dataset.mercadopagoBrick) {
        return fail('already_initialized', `A Brick is already rendered in #${target}`);
      }
      const amount = settings.initialization?.amount;
      if (amount === undefined || amount === null) {
        return fail('missing_amount_property', 'Amount property is required');
      }
      if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
        return fail('amount_is_not_number', 'Amount must be a number greater than zero');
      }
      container.dataset.mercadopagoBrick = brick;
      return renderCardPayment(container, settings, this.#publicKey);
    }
  }

  class MercadoPago {
    #publicKey;

    constructor(publicKey, options = {}) {
      if (typeof publicKey !== 'string' || publicKey.trim() === '') {
        throw new Error('MercadoPago.js - Your public_key is invalid');
      }
      this.#publicKey = publicKey;
      this.locale = options.locale ?? 'es-AR';
    }

    bricks() {
      return new BricksBuilder(this.#publicKey);
    }
  }

  window.MercadoPago = MercadoPago;
})();
