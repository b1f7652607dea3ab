import { describe, expect, it } from 'vitest';
import { USED_VEHICLE_DUPLICATE_MESSAGE, USED_VEHICLE_LIMIT_MESSAGE } from './operation';
import { readOperationUpdate, startOperationSchema, updateOperationSchema } from './operation-schemas';
import { CUIT_INVALID_MESSAGE, DNI_INVALID_MESSAGE, isValidCuit } from './personal-data';

describe('startOperationSchema', () => {
  it('reads a resume by code', () => {
    expect(startOperationSchema.parse({ code: ' ab12cd34ef56 ', email: 'x' })).toEqual({
      mode: 'resume',
      code: ' ab12cd34ef56 ',
    });
  });

  it('reads a new operation, ids as numbers or digits, and drops the client amounts', () => {
    expect(
      startOperationSchema.parse({
        email: ' juana@example.com ',
        stock_id: '12',
        brand_id: 1,
        family_id: '3',
        chassis: '9bwzzz',
        family: 't-cross',
        model: 'T-Cross 1.0',
        promotion_code: '',
        fullprice: 1,
        special_discount: 99_999_999,
        mode: 'resume',
      }),
    ).toEqual({
      mode: 'new',
      email: 'juana@example.com',
      stock_id: 12,
      brand_id: 1,
      family_id: 3,
      chassis: '9bwzzz',
      family: 't-cross',
      model: 'T-Cross 1.0',
    });
  });

  it('requires the e-mail and the unit, in Spanish', () => {
    const result = startOperationSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Ingresá tu e-mail.'],
      ['stock_id', 'Falta el vehículo (stock_id).'],
      ['brand_id', 'Falta la marca del vehículo (brand_id).'],
    ]);
    const bad = startOperationSchema.safeParse({ email: 'juana', stock_id: 'x', brand_id: -1 });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Ingresá un e-mail válido.',
      'El vehículo (stock_id) no es válido.',
      'La marca del vehículo (brand_id) no es válida.',
    ]);
  });
});

describe('updateOperationSchema', () => {
  const valuation = '0b7e8f3c-1a2b-4c3d-8e9f-0123456789ab';

  it('reads what a buyer may change from the docs/product.md §3 shape and drops the rest', () => {
    const parsed = updateOperationSchema.parse({
      code: 'AB12CD34EF56',
      version: 3,
      email: 'juana@example.com',
      cash_amount: '1.000',
      used_vehicles: [{ valuation_id: valuation.toUpperCase(), valuation: 99, brand: 'VW' }],
      credit_id: '4',
      credit_amount: 1,
      pending_amount: 0,
      customer: {
        name: ' Juana ',
        lastname: 'Pérez',
        dni: '30.123.456',
        telephone: '261 555-1234',
        address: '',
      },
      purchase: { birthdate: '15/03/1985', marital_status_id: '2', vehicle: { list_price: 1 } },
      status: 'reserved',
    });
    expect(parsed).toEqual({
      code: 'AB12CD34EF56',
      version: 3,
      email: 'juana@example.com',
      cash_amount: '1.000',
      used_vehicles: [valuation],
      credit_id: 4,
      // The amount to finance is the buyer's to ask (docs/decisions/0014); the server holds it to the plan.
      credit_amount: 1,
      customer: { name: 'Juana', lastname: 'Pérez', dni: '30123456', telephone: '261 555-1234', address: '' },
      purchase: { birthdate: '1985-03-15', marital_status_id: 2 },
    });
  });

  it('reads empty choices as none: credit 0, marital status 0, a zero birthdate', () => {
    const parsed = updateOperationSchema.parse({
      code: 'AB12CD34EF56',
      version: 1,
      credit_id: 0,
      purchase: { birthdate: '0000-00-00', marital_status_id: 0 },
    });
    expect(parsed.credit_id).toBe(0);
    expect(parsed.purchase).toEqual({ birthdate: null, marital_status_id: null });
  });

  it('refuses more than three used vehicles, the same one twice, and one without its valuation id', () => {
    const vehicles = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ valuation_id: valuation.replace(/b$/, String(i)) }));
    const messages = (body: unknown) =>
      updateOperationSchema
        .safeParse({ code: 'AB12CD34EF56', version: 1, ...(body as object) })
        .error?.issues.map((issue) => issue.message);
    expect(messages({ used_vehicles: vehicles(3) })).toBeUndefined();
    expect(messages({ used_vehicles: vehicles(4) })).toEqual([USED_VEHICLE_LIMIT_MESSAGE]);
    expect(messages({ used_vehicles: [{ valuation_id: valuation }, { id: valuation }] })).toEqual([
      USED_VEHICLE_DUPLICATE_MESSAGE,
    ]);
    expect(messages({ used_vehicles: [{ brand: 'VW', valuation: 1_000_000 }] })).toEqual([
      'Cada vehículo usado necesita el id de su cotización (valuation_id).',
    ]);
  });

  it('needs the version, and refuses malformed personal data in Spanish', () => {
    const issues = updateOperationSchema.safeParse({
      code: 'AB12CD34EF56',
      email: 'no-es-un-email',
      customer: { dni: '30a' },
      purchase: { birthdate: '31/02/1990', marital_status_id: 7 },
    }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['version', 'Falta la versión de la operación (version).'],
      ['email', 'Ingresá un e-mail válido.'],
      ['customer.dni', 'El DNI debe tener solo números.'],
      ['purchase.birthdate', 'Ingresá una fecha de nacimiento válida (dd/mm/aaaa).'],
      ['purchase.marital_status_id', 'Elegí un estado civil válido.'],
    ]);
  });
});

describe('readOperationUpdate', () => {
  it('leaves out each refused value and reads the others (a CUIT pasted into the DNI)', () => {
    const read = readOperationUpdate({
      code: 'AB12CD34EF56',
      version: 3,
      customer: { dni: '20-30123456-3', address: 'Av. San Martín 100' },
      purchase: { dni: '20-30123456-3', name: 'Juana', cuit: '20-30123456-7', iva_condition: 'exento' },
    });
    expect(read).toEqual({
      ok: true,
      input: {
        code: 'AB12CD34EF56',
        version: 3,
        customer: { address: 'Av. San Martín 100' },
        purchase: { name: 'Juana', iva_condition: 'exento' },
      },
      refused: [
        { field: 'customer.dni', message: DNI_INVALID_MESSAGE },
        { field: 'purchase.dni', message: DNI_INVALID_MESSAGE },
        { field: 'purchase.cuit', message: CUIT_INVALID_MESSAGE },
      ],
    });
  });

  it('refuses the whole body only when its code or version can not be read', () => {
    const read = readOperationUpdate({ code: 'AB12CD34EF56', version: 'x', cash_amount: 1 });
    expect(read.ok).toBe(false);
  });

  it('keeps a CUIT or CUIL as its digits, and clears it when emptied', () => {
    const parse = (cuit: unknown) =>
      updateOperationSchema.parse({ code: 'AB12CD34EF56', version: 1, purchase: { cuit } }).purchase?.cuit;
    expect(parse('20-30123456-3')).toBe('20301234563');
    expect(parse('27 12345678 0')).toBe('27123456780');
    expect(parse('')).toBeNull();
  });
});

describe('isValidCuit', () => {
  it('checks the prefix, the length and the modulo-11 check digit', () => {
    for (const valid of ['20-30123456-3', '27123456780', '30-71234567-1'])
      expect(isValidCuit(valid)).toBe(true);
    for (const invalid of ['20-30123456-7', '2030123456', '203012345630', '99-30123456-3', '30123456'])
      expect(isValidCuit(invalid)).toBe(false);
  });
});
