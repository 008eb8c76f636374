import { runInNewContext } from 'node:vm';
import { parse } from 'acorn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextReference, openTestProvider, type TestProvider } from '../../../psp/testProvider.ts';
import { CARD_FIELD_RULES, type ScriptBrand, scriptBrands } from './cardFieldScript.ts';
import { CARD_FIELD_WIRING } from './cardFieldWiring.ts';

interface Rules {
  pspDigits(value: string): string;
  pspBrand(digits: string, brands: ScriptBrand[]): ScriptBrand | null;
  pspFormatNumber(digits: string, brand: ScriptBrand | null): string;
  pspNumberValid(digits: string, brand: ScriptBrand | null): boolean;
  pspFormatExpiry(digits: string): string;
  pspExpiryValid(digits: string, now: Date): boolean;
  pspCodeSize(brand: ScriptBrand | null): number;
}

/** The browser rules, evaluated as the page's script runs them. */
const rules = runInNewContext(
  `${CARD_FIELD_RULES}; ({ pspDigits, pspBrand, pspFormatNumber, pspNumberValid, pspFormatExpiry, pspExpiryValid, pspCodeSize })`,
) as Rules;
const brands = scriptBrands();
const shown = (typed: string) => {
  const digits = rules.pspDigits(typed);
  const brand = rules.pspBrand(digits, brands);
  const text = rules.pspFormatNumber(digits, brand);
  // As the page does: the field is cut to the brand's longest number, then checked.
  const valid = rules.pspNumberValid(rules.pspDigits(text), brand);
  return { type: brand?.type, text, valid, code: rules.pspCodeSize(brand) };
};

describe('card fields in the browser (spec: card formatting; notes: payments, Card fields)', () => {
  it.each([
    ['4242424242424242', 'visa', '4242 4242 4242 4242', true, 3],
    ['5555-5555-5555-4444', 'mastercard', '5555 5555 5555 4444', true, 3],
    ['2223003122003222', 'mastercard', '2223 0031 2200 3222', true, 3],
    ['378282246310005', 'american-express', '3782 822463 10005', true, 4],
    ['3782822463100051234', 'american-express', '3782 822463 10005', true, 4],
    ['36227206271667', 'diners-club', '3622 720627 1667', true, 3],
    ['6011111111111117', 'discover', '6011 1111 1111 1117', true, 3],
    ['4242424242424241', 'visa', '4242 4242 4242 4241', false, 3],
    ['42424', 'visa', '4242 4', false, 3],
    ['', undefined, '', false, 3],
    ['0000', undefined, '0000', false, 3],
  ])('%s → %s, "%s", valid %s, CVC %i digits', (typed, type, text, valid, code) => {
    expect(shown(typed)).toEqual({ type, text, valid, code });
  });

  it.each([
    ['1', '1'],
    ['4', '04'],
    ['12', '12'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12/305', '12/30'],
  ])('expiry %s → %s', (typed, text) => {
    expect(rules.pspFormatExpiry(rules.pspDigits(typed))).toBe(text);
  });

  it.each([
    ['1126', true],
    ['1026', false],
    ['1326', false],
    ['0030', false],
    ['1245', true],
    ['1246', false],
  ])('expiry %s valid on 24 Nov 2026: %s', (digits, valid) => {
    expect(rules.pspExpiryValid(digits, new Date(2026, 10, 24))).toBe(valid);
  });

  it('is plain ES5, for the oldest TV engines we support', () => {
    expect(() => parse(`${CARD_FIELD_RULES}${CARD_FIELD_WIRING}`, { ecmaVersion: 5 })).not.toThrow();
  });
});

describe('the hosted card component page', () => {
  let t: TestProvider;
  beforeAll(async () => {
    t = await openTestProvider();
  });
  afterAll(() => t.close());

  async function session(amountMinor: number) {
    const created = await t.psp.provider.createSession({
      reference: nextReference(),
      amountMinor,
      currency: 'EUR',
      returnUrl: '/checkout/return',
    });
    return { created, path: created.componentUrl.replace('/providers/psp', '') };
  }

  it('has the four fields for autofill and a numeric keypad, none of them named (never submitted)', async () => {
    const { created, path } = await session(999);
    expect(created).toMatchObject({
      id: expect.stringMatching(/^cs_/),
      clientKey: expect.stringMatching(/^test_/),
      environment: 'test',
    });
    const html = await (await t.psp.routes.request(path)).text();
    for (const autocomplete of ['cc-name', 'cc-number', 'cc-exp', 'cc-csc'])
      expect(html).toContain(`autocomplete="${autocomplete}"`);
    expect(html.match(/inputmode="numeric"/g)).toHaveLength(3);
    expect(html).not.toMatch(/<input[^>]* name=/);
    expect(html).toContain('>Pay €9.99<');
    expect(html).toContain("type: 'psp-card'");
    expect(html).toContain('psp-card-valid');
    expect(html).toContain('psp-height');
  });

  it('says Save for a card update, and speaks Spanish', async () => {
    const { path } = await session(0);
    const html = await (await t.psp.routes.request(`${path}&lang=es`)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('>Guardar tarjeta<');
    expect(html).toContain('Número de tarjeta');
  });

  it('answers an unknown or expired session with a page', async () => {
    expect((await t.psp.routes.request('/component?session=cs_nope')).status).toBe(404);
    const { path } = await session(100);
    t.clock.now += 3_600_000;
    expect((await t.psp.routes.request(path)).status).toBe(404);
  });
});
