import { describe, expect, it } from 'vitest';
import { fields, isArgentinePhone, patterns } from './validation';

/** Accepted and rejected examples for every pattern of spec §5. */
const examples: Record<keyof typeof patterns, { accepted: string[]; rejected: string[] }> = {
  name: {
    accepted: ['Lote Norte', 'Potrero-12', 'Ñandú Grande', 'abcd', 'a'.repeat(50)],
    rejected: ['abc', 'a'.repeat(51), 'Lote_1', 'Lote.1', 'Lote<1>', ''],
  },
  shortName: { accepted: ['Lote 1', 'Río-Seco', 'abcd'], rejected: ['abc', 'Potrero Grande', 'a/bcd'] },
  senasa: { accepted: ['', 'AR123', 'A1B2C3D4E5F6G7H'], rejected: ['A1B2C3D4E5F6G7H8', 'AR-123', 'AR 123'] },
  sentence: {
    accepted: ['Vaca con cría, buen estado.', '¿Rotar mañana? ¡Sí!', 'Aguada (norte) - revisar'],
    rejected: ['abc', 'a'.repeat(101), 'precio: $100', 'nota; otra', 'dice "hola"'],
  },
  date: {
    accepted: ['22/11/2026', '2026-11-22', '11/26', '12'],
    rejected: ['1', '2026-11-22T10', '22.11.2026', '22/11/20266'],
  },
  datetime: {
    accepted: ['2026-11-22T09:30', '2026-01-01T00:00', '2026-12-31T23:59'],
    rejected: [
      '2026-11-22 09:30',
      '2026-13-01T00:00',
      '2026-11-22T24:00',
      '2026-11-22T09:30:00',
      '26-11-22T09:30',
    ],
  },
  email: {
    accepted: ['juan@campo.com.ar', 'a.b+c@x.io', 'Mayus@Example.COM'],
    rejected: ['juan', 'juan@', '@campo.com', 'juan@campo', 'ju an@campo.com', 'juan@campo..com'],
  },
  whatsapp: {
    accepted: ['5493804123456', '54 3804 1234567', '54-3804-1234567'],
    rejected: ['549380412345', '+5493804123456', '54 380 41234567'],
  },
  nationalId: {
    accepted: ['1234567', '12345678', '12.345.678', '1.234.567'],
    rejected: ['123456', '123456789', '12.34.5678', '12,345,678'],
  },
  cuit: {
    accepted: ['20-12345678-3', '20123456783', '30-71234567-1'],
    rejected: ['20-1234567-3', '2012345678', '20.12345678.3', '20-12345678-33'],
  },
  decimal: {
    accepted: ['0', '1234', '12.5', '9999,99', '3.14'],
    rejected: ['12345', '1.234', '.5', '1.', '-1'],
  },
  integer: { accepted: ['1', '10', '1234567890'], rejected: ['0', '01', '12345678901', '1.5', '-3'] },
  mac: {
    accepted: ['AA:BB:CC:DD:EE:FF', 'a1b2', '0004A30B001C0530'],
    rejected: ['abc', 'AA-BB-CC-DD-EE-FF', 'AA:BB:CC:DD:EE:FF:00:11'],
  },
  firmware: {
    accepted: ['1.2.3', 'v2_0-rc1', 'a'],
    rejected: ['', '1.2 3', 'v1/2', '123456789012345678901'],
  },
  activationCode: { accepted: ['A1B2C3', 'abcdef', '123456'], rejected: ['A1B2C', 'A1B2C3D', 'A1-2C3'] },
  batchQuantity: { accepted: ['1', '12.50', '1,5', '99999'], rejected: ['', '123456', '12a'] },
  numberWithPoints: {
    accepted: ['1.234', '12.345.678', '1234'],
    rejected: ['123', '1234567890123456', '1,234'],
  },
  freeText: {
    accepted: ['', 'Observación: vaca mansa, ojo izquierdo (nube).', 'línea\notra'],
    rejected: ['<b>', 'a/b', 'x; y', "d'Artagnan", 'dice "hola"', 'a > b'],
  },
  required: { accepted: ['x', '  x  '], rejected: ['', '   ', '\n\t'] },
  objectId: {
    accepted: ['5f8d0d55b54764421b7156c3', 'ABCDEFABCDEFABCDEFABCDEF'],
    rejected: ['5f8d0d55b54764421b7156c', '5f8d0d55b54764421b7156cz', ''],
  },
};

describe('spec §5 patterns', () => {
  for (const [name, { accepted, rejected }] of Object.entries(examples)) {
    const pattern = patterns[name as keyof typeof patterns];
    it.each(accepted)(`${name} accepts %j`, (value) => expect(pattern.test(value)).toBe(true));
    it.each(rejected)(`${name} rejects %j`, (value) => expect(pattern.test(value)).toBe(false));
  }
});

describe('Argentine phone numbers', () => {
  it.each([
    '+54 9 11 1234-5678',
    '011 15-1234-5678',
    '(0380) 412-3456',
    '3804123456',
    '+54 380 412 3456',
    '0351 15 555 1234',
  ])('accepts %j', (value) => expect(isArgentinePhone(value)).toBe(true));
  it.each(['1234', '+1 212 555 0100', '011 1234', 'teléfono', '0000000000', '+54 9 11 1234-56789'])(
    'rejects %j',
    (value) => expect(isArgentinePhone(value)).toBe(false),
  );
});

describe('zod fields', () => {
  it('normalise emails and report i18n keys', () => {
    expect(fields.email().parse('  Juan@Campo.COM ')).toBe('juan@campo.com');
    expect(fields.email().safeParse('').error?.issues[0]?.message).toBe('validation.emailRequired');
    expect(fields.email().safeParse('juan').error?.issues[0]?.message).toBe('validation.emailInvalid');
    expect(fields.phone().safeParse('12').error?.issues[0]?.message).toBe('validation.phone');
    expect(fields.freeText(5).safeParse('123456').error?.issues[0]?.message).toBe('validation.tooLong');
  });
});
