import { describe, expect, it } from 'vitest';
import { isArgentinePhone } from './validation';
import { whatsappId, whatsappLink, whatsappRecipient } from './whatsapp-number';

describe('WhatsApp numbers', () => {
  it('keys an Argentine number written any way by its received form 549…', () => {
    for (const written of [
      '+54 9 380 412-3456',
      '54 9380 4123456',
      '5493804123456',
      '543804123456',
      '(0380) 15-412-3456',
      '3804123456',
    ]) {
      expect(whatsappId(written)).toBe('5493804123456');
    }
  });

  it('keeps another country in international digits and refuses what is no number', () => {
    expect(whatsappId('+55 11 98765-4321')).toBe('5511987654321');
    expect(whatsappId('12')).toBeNull();
    expect(whatsappId('no tengo')).toBeNull();
  });

  it('sends to 54… without the mobile 9, and leaves other numbers alone', () => {
    expect(whatsappRecipient('5493804123456')).toBe('543804123456');
    expect(whatsappRecipient('5511987654321')).toBe('5511987654321');
  });

  it('links to wa.me with the first message encoded', () => {
    expect(whatsappLink('5493804123456', 'Hola, soy Juan')).toBe(
      'https://wa.me/5493804123456?text=Hola%2C%20soy%20Juan',
    );
  });

  it('leaves the Argentine phone pattern as it was', () => {
    expect(isArgentinePhone('+54 9 11 1234-5678')).toBe(true);
    expect(isArgentinePhone('011 15-1234-5678')).toBe(true);
    expect(isArgentinePhone('12345')).toBe(false);
  });
});
