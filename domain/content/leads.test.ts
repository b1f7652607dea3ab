import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CV_ERROR_MESSAGES,
  CV_ERROR_REASONS,
  CV_FILE_MESSAGE,
  contactLeadSubject,
  contactSchema,
  DEFAULT_CONTACT_SUBJECT,
  isHoneypotFilled,
  JOB_APPLICATION_FIELDS,
  jobApplicationSchema,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  priceRequestSchema,
} from './leads';

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

const contact = { name: 'Juana', lastname: 'Pérez', telephone: '0261 413-5000' };
const priceRequest = { name: 'Juana', lastname: 'Pérez', email: 'juana@example.com', vehicle: 'Amarok' };
const job = { name: 'Juana', lastname: 'Pérez', cellphone: '+54 9 261 555-1234', email: 'juana@example.com' };

describe('contactSchema', () => {
  it('accepts name, last name and telephone alone, with the contact page subject', () => {
    expect(contactSchema.parse(contact)).toEqual({ ...contact, subject: DEFAULT_CONTACT_SUBJECT });
  });

  it('trims every text and keeps the line breaks of the message', () => {
    const parsed = contactSchema.parse({
      name: '  Juana ',
      lastname: '\tPérez\n',
      telephone: ' (0261) 413-5000 ',
      email: ' juana@example.com ',
      message: '  Hola:\n¿tienen la Amarok en gris?\n  ',
      subject: ' Amarok ',
    });
    expect(parsed).toEqual({
      name: 'Juana',
      lastname: 'Pérez',
      telephone: '(0261) 413-5000',
      email: 'juana@example.com',
      message: 'Hola:\n¿tienen la Amarok en gris?',
      subject: 'Amarok',
    });
  });

  it.each(['', '   ', null])('reads an optional field sent as %j as not given', (blank) => {
    const parsed = contactSchema.parse({ ...contact, email: blank, message: blank, subject: blank });
    expect(parsed.email).toBeUndefined();
    expect(parsed.message).toBeUndefined();
    expect(parsed.subject).toBe(DEFAULT_CONTACT_SUBJECT);
  });

  it('names every missing required field with its Spanish message', () => {
    expect(issuesOf(contactSchema, {})).toEqual([
      { field: 'name', message: 'Ingresá tu nombre.' },
      { field: 'lastname', message: 'Ingresá tu apellido.' },
      { field: 'telephone', message: 'Ingresá tu teléfono.' },
    ]);
  });

  it.each(['juana', 'juana@', '@example.com', 'juana@example', 'juana example.com', 'juana@@example.com'])(
    'refuses the e-mail %j',
    (email) => {
      expect(issuesOf(contactSchema, { ...contact, email })).toEqual([
        { field: 'email', message: 'Ingresá un e-mail válido.' },
      ]);
    },
  );

  it.each(['12345', 'abc123456', '261.413.5000', '((( )))-+', '1'.repeat(31), '261 413\n5000'])(
    'refuses the telephone %j',
    (telephone) => {
      expect(issuesOf(contactSchema, { ...contact, telephone })).toEqual([
        {
          field: 'telephone',
          message: 'Ingresá un teléfono válido (de 6 a 30 caracteres: números, espacios y + ( ) -).',
        },
      ]);
    },
  );

  it.each(['413500', '+54 9 261 413-5000', '(0261) 413-5000', '1'.repeat(30)])(
    'accepts the telephone %j',
    (t) => {
      expect(contactSchema.parse({ ...contact, telephone: t }).telephone).toBe(t);
    },
  );

  it('bounds names and the message', () => {
    expect(contactSchema.safeParse({ ...contact, name: 'a'.repeat(NAME_MAX_LENGTH) }).success).toBe(true);
    expect(issuesOf(contactSchema, { ...contact, name: 'a'.repeat(NAME_MAX_LENGTH + 1) })).toEqual([
      { field: 'name', message: 'El nombre puede tener hasta 80 caracteres.' },
    ]);
    expect(contactSchema.safeParse({ ...contact, message: 'a'.repeat(MESSAGE_MAX_LENGTH) }).success).toBe(
      true,
    );
    expect(issuesOf(contactSchema, { ...contact, message: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual([
      { field: 'message', message: 'El mensaje puede tener hasta 2000 caracteres.' },
    ]);
  });

  it('refuses control characters in a name and a non-text value, in Spanish', () => {
    expect(issuesOf(contactSchema, { ...contact, name: 'Juana\r\nBcc: x@example.com' })).toEqual([
      { field: 'name', message: 'Ingresá un nombre válido.' },
    ]);
    expect(issuesOf(contactSchema, { ...contact, lastname: 42, telephone: 2614135000 })).toEqual([
      { field: 'lastname', message: 'Ingresá un apellido válido.' },
      {
        field: 'telephone',
        message: 'Ingresá un teléfono válido (de 6 a 30 caracteres: números, espacios y + ( ) -).',
      },
    ]);
  });
});

describe('priceRequestSchema', () => {
  it('requires name, last name, e-mail and the vehicle; the cellphone is optional', () => {
    expect(priceRequestSchema.parse(priceRequest)).toEqual(priceRequest);
    expect(priceRequestSchema.parse({ ...priceRequest, cellphone: '261 555-1234' }).cellphone).toBe(
      '261 555-1234',
    );
    expect(issuesOf(priceRequestSchema, { cellphone: '' })).toEqual([
      { field: 'name', message: 'Ingresá tu nombre.' },
      { field: 'lastname', message: 'Ingresá tu apellido.' },
      { field: 'email', message: 'Ingresá tu e-mail.' },
      { field: 'vehicle', message: 'Indicá el vehículo que te interesa.' },
    ]);
  });

  it('checks a cellphone when one is given', () => {
    expect(issuesOf(priceRequestSchema, { ...priceRequest, cellphone: 'no tengo' })).toEqual([
      {
        field: 'cellphone',
        message: 'Ingresá un celular válido (de 6 a 30 caracteres: números, espacios y + ( ) -).',
      },
    ]);
  });
});

describe('what a lead is about (docs/decisions/0061)', () => {
  it('takes the catalogue’s ids, as numbers or digits, instead of a vehicle name', () => {
    const { vehicle: _, ...person } = priceRequest;
    expect(
      priceRequestSchema.parse({ ...person, brand_id: '1', family_id: 12, version_id: 34 }),
    ).toMatchObject({
      brand_id: 1,
      family_id: 12,
      version_id: 34,
    });
    expect(contactSchema.parse({ ...contact, brand_id: 2, stock_id: '' })).toMatchObject({ brand_id: 2 });
    expect(issuesOf(contactSchema, { ...contact, family_id: 'polo' })).toEqual([
      { field: 'family_id', message: 'Indicá un vehículo válido.' },
    ]);
    // A brand alone is no vehicle to price.
    expect(issuesOf(priceRequestSchema, { ...person, brand_id: 1 })).toEqual([
      { field: 'vehicle', message: 'Indicá el vehículo que te interesa.' },
    ]);
  });

  it('keeps a contact’s subject with the vehicle: the whole vehicle for its family’s name, after any other', () => {
    expect(contactLeadSubject('Polo', 'Volkswagen Polo Track 1.6 MSI MT')).toBe(
      'Volkswagen Polo Track 1.6 MSI MT',
    );
    expect(contactLeadSubject('T-Cross', 'Volkswagen T-Cross')).toBe('Volkswagen T-Cross');
    expect(contactLeadSubject('Oportunidades', 'Chevrolet')).toBe('Oportunidades: Chevrolet');
    expect(contactLeadSubject(DEFAULT_CONTACT_SUBJECT, null)).toBe(DEFAULT_CONTACT_SUBJECT);
  });
});

describe('jobApplicationSchema', () => {
  it('requires name, last name, cellphone and e-mail; the rest is optional', () => {
    expect(jobApplicationSchema.parse(job)).toEqual(job);
    expect(issuesOf(jobApplicationSchema, {})).toEqual([
      { field: 'name', message: 'Ingresá tu nombre.' },
      { field: 'lastname', message: 'Ingresá tu apellido.' },
      { field: 'cellphone', message: 'Ingresá tu celular.' },
      { field: 'email', message: 'Ingresá tu e-mail.' },
    ]);
  });

  it('keeps the optional fields, bounded', () => {
    const full = {
      ...job,
      telephone: '0261 413-5000',
      studies: 'Técnica en administración',
      position: 'Vendedora',
      message: 'Tengo experiencia en ventas.\nDisponibilidad inmediata.',
      zone: 'Godoy Cruz',
    };
    expect(jobApplicationSchema.parse(full)).toEqual(full);
    expect(
      issuesOf(jobApplicationSchema, { ...full, studies: 'a'.repeat(201), zone: 'a'.repeat(121) }),
    ).toEqual([
      { field: 'studies', message: 'Los estudios pueden tener hasta 200 caracteres.' },
      { field: 'zone', message: 'La zona de residencia puede tener hasta 120 caracteres.' },
    ]);
  });

  it('lists every field of the job form of docs/product.md §7', () => {
    expect([...JOB_APPLICATION_FIELDS].sort()).toEqual(
      [
        'cellphone',
        'email',
        'lastname',
        'message',
        'name',
        'position',
        'studies',
        'telephone',
        'zone',
      ].sort(),
    );
  });
});

describe('honeypot', () => {
  it.each([
    [contactSchema, contact],
    [priceRequestSchema, priceRequest],
    [jobApplicationSchema, job],
  ] as const)('is accepted by the schema and reported only when filled', (schema, valid) => {
    expect(isHoneypotFilled(schema.parse(valid))).toBe(false);
    expect(isHoneypotFilled(schema.parse({ ...valid, website: '' }))).toBe(false);
    expect(isHoneypotFilled(schema.parse({ ...valid, website: '  ' }))).toBe(false);
    expect(isHoneypotFilled(schema.parse({ ...valid, website: 'https://spam.example' }))).toBe(true);
    expect(isHoneypotFilled(schema.parse({ ...valid, website: 1 }))).toBe(true);
  });
});

it('gives the CV error page a message for every reason', () => {
  for (const reason of CV_ERROR_REASONS) expect(CV_ERROR_MESSAGES[reason]).toMatch(/\S/);
  expect(CV_ERROR_MESSAGES.archivo).toBe(CV_FILE_MESSAGE);
});

// Properties: whatever a person can type within the rules survives parsing unchanged but for the outer whitespace,
// parsing again changes nothing, and a required field made of whitespace alone is refused as missing.

const whitespace = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003'), maxLength: 4 });
const padded = (core: fc.Arbitrary<string>) =>
  fc
    .tuple(whitespace, core, whitespace)
    .map(([before, text, after]) => ({ raw: before + text + after, text }));

const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZáéíóúñÑüÜçÁ'-.");
/** Letters with single spaces inside, never at either end. */
const personName = fc
  .array(fc.string({ unit: letter, minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 5 })
  .map((words) => words.join(' ').slice(0, NAME_MAX_LENGTH).trim())
  .filter((name) => name.length > 0);
const phoneNumber = fc
  .tuple(
    fc.constantFrom('', '+54 ', '(0261) ', '0264-'),
    fc.stringMatching(/^[0-9]{6,12}$/),
    fc.constantFrom('', '-12', ' 34'),
  )
  .map(([prefix, digits, suffix]) => prefix + digits + suffix);
const emailAddress = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]([a-z0-9._+-]{0,15}[a-z0-9])?$/),
    fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/),
    fc.constantFrom('com', 'com.ar', 'ar', 'net'),
  )
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const printable = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }).filter((c) => c >= ' ');
const messageText = fc
  .string({
    unit: fc.oneof(printable, fc.constantFrom('\n', '\t', 'ñ', '¿', '¡', 'é', '€', '🚗')),
    maxLength: 300,
  })
  .map((text) => text.trim())
  .filter((text) => text.length > 0);
const shortText = fc
  .string({ unit: fc.oneof(printable, fc.constantFrom('ñ', 'á', 'ü')), minLength: 1, maxLength: 60 })
  .map((text) => text.trim())
  .filter((text) => text.length > 0);

function roundTrip(schema: z.ZodType, fields: Record<string, fc.Arbitrary<string>>, optional: string[]) {
  const record = fc.record(
    Object.fromEntries(Object.entries(fields).map(([field, arbitrary]) => [field, padded(arbitrary)])),
    { requiredKeys: Object.keys(fields).filter((field) => !optional.includes(field)) },
  );
  fc.assert(
    fc.property(record, (values) => {
      const input = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.raw]));
      const parsed = schema.parse(input) as Record<string, unknown>;
      for (const [field, value] of Object.entries(values)) expect(parsed[field]).toBe(value.text);
      expect(schema.parse(parsed)).toEqual(parsed);
    }),
  );
}

function blankRequired(schema: z.ZodType, valid: Record<string, string>, messages: Record<string, string>) {
  fc.assert(
    fc.property(fc.constantFrom(...Object.keys(messages)), whitespace, (field, blank) => {
      expect(issuesOf(schema, { ...valid, [field]: blank })).toEqual([{ field, message: messages[field] }]);
    }),
  );
}

describe('properties', () => {
  it('a valid contact survives a round trip', () => {
    roundTrip(
      contactSchema,
      {
        name: personName,
        lastname: personName,
        telephone: phoneNumber,
        email: emailAddress,
        message: messageText,
        subject: shortText,
      },
      ['email', 'message', 'subject'],
    );
  });

  it('a valid price request survives a round trip', () => {
    roundTrip(
      priceRequestSchema,
      {
        name: personName,
        lastname: personName,
        email: emailAddress,
        cellphone: phoneNumber,
        vehicle: shortText,
      },
      ['cellphone'],
    );
  });

  it('a valid job application survives a round trip', () => {
    roundTrip(
      jobApplicationSchema,
      {
        name: personName,
        lastname: personName,
        cellphone: phoneNumber,
        email: emailAddress,
        telephone: phoneNumber,
        studies: shortText,
        position: shortText,
        message: messageText,
        zone: shortText,
      },
      ['telephone', 'studies', 'position', 'message', 'zone'],
    );
  });

  it('a required field of whitespace alone is refused as missing', () => {
    blankRequired(contactSchema, contact, {
      name: 'Ingresá tu nombre.',
      lastname: 'Ingresá tu apellido.',
      telephone: 'Ingresá tu teléfono.',
    });
    blankRequired(priceRequestSchema, priceRequest, {
      name: 'Ingresá tu nombre.',
      lastname: 'Ingresá tu apellido.',
      email: 'Ingresá tu e-mail.',
      vehicle: 'Indicá el vehículo que te interesa.',
    });
    blankRequired(jobApplicationSchema, job, {
      name: 'Ingresá tu nombre.',
      lastname: 'Ingresá tu apellido.',
      cellphone: 'Ingresá tu celular.',
      email: 'Ingresá tu e-mail.',
    });
  });
});
