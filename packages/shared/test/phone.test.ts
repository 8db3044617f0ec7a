import { describe, expect, it } from 'vitest';
import { DEFAULT_CALLING_CODE, formatPhone, normalizePhone } from '../src/phone.js';

describe('phone numbers (spec §5, §9)', () => {
  it('reads a number without "+" in the default calling code 86', () => {
    expect(DEFAULT_CALLING_CODE).toBe('86');
    expect(normalizePhone('13912345678')).toBe('+8613912345678');
    expect(normalizePhone(' 139-1234-5678 ')).toBe('+8613912345678');
  });

  it('keeps an international number in its own country, and another default when asked', () => {
    expect(normalizePhone('+1 (202) 555-0143')).toBe('+12025550143');
    expect(normalizePhone('030 12345678', '49')).toBe('+493012345678');
  });

  it('refuses what cannot be dialled', () => {
    for (const bad of ['', '   ', '12345', 'call me', '+49 1', '1'.repeat(41)])
      expect(normalizePhone(bad), bad).toBeNull();
  });

  it('shows a stored number spaced as its country writes it', () => {
    expect(formatPhone('+8613912345678')).toBe('+86 139 1234 5678');
  });
});
