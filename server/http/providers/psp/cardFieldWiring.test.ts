import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CARD_FIELD_RULES, scriptBrands } from './cardFieldScript.ts';
import { CARD_FIELD_WIRING } from './cardFieldWiring.ts';
import { PSP_TEXT } from './pspPageText.ts';

type Listener = (event: { preventDefault(): void }) => void;

/** Just enough of a page for the component's script: its inputs, error lines, form and parent window. */
function fakePage() {
  const posted: Array<Record<string, unknown>> = [];
  const elements = new Map<string, FakeElement>();
  const document = {
    activeElement: undefined as FakeElement | undefined,
    documentElement: { scrollHeight: 480 },
    getElementById(id: string) {
      let element = elements.get(id);
      if (!element) {
        element = new FakeElement(document);
        elements.set(id, element);
      }
      return element;
    },
  };
  const text = PSP_TEXT.en;
  const window = {
    PSP_CONFIG: { brands: scriptBrands(), text },
    parent: { postMessage: (message: Record<string, unknown>) => posted.push(message) },
    addEventListener() {},
  };
  runInNewContext(`${CARD_FIELD_RULES}${CARD_FIELD_WIRING}`, { window, document });
  const field = (name: string) => document.getElementById(`psp-${name}`);
  return {
    posted,
    field,
    errorOf: (name: string) => document.getElementById(`psp-${name}-error`).textContent,
    type(name: string, value: string) {
      const input = field(name);
      input.focus();
      input.value = value;
      input.selectionStart = value.length;
      input.fire('input');
      input.fire('blur');
    },
    submit: () => document.getElementById('psp-form').fire('submit'),
    focused: () => document.activeElement,
  };
}

class FakeElement {
  value = '';
  textContent = '';
  selectionStart: number | null = null;
  maxLength = -1;
  attributes = new Map<string, string>();
  private listeners = new Map<string, Listener[]>();
  constructor(private readonly page: { activeElement: FakeElement | undefined }) {}
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ preventDefault() {} });
  }
  focus() {
    this.page.activeElement = this;
  }
  setSelectionRange(start: number) {
    this.selectionStart = start;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
}

describe('the hosted card component script', () => {
  it('formats as typed, reports validity, and posts the sandbox-encrypted card to the app on Pay', () => {
    const page = fakePage();
    expect(page.posted).toContainEqual({ type: 'psp-card-valid', valid: false });
    expect(page.posted).toContainEqual({ type: 'psp-height', height: 480 });
    page.type('name', '  Ada Lovelace ');
    page.type('number', '378282246310005');
    expect(page.field('number').value).toBe('3782 822463 10005');
    expect(page.field('cvc').maxLength).toBe(4);
    page.type('expiry', '0330');
    expect(page.field('expiry').value).toBe('03/30');
    page.type('cvc', '12345');
    expect(page.field('cvc').value).toBe('1234');
    expect(page.posted.at(-2)).toEqual({ type: 'psp-card-valid', valid: true });
    page.submit();
    expect(page.posted.at(-1)).toEqual({
      type: 'psp-card',
      paymentMethod: {
        type: 'scheme',
        holderName: 'Ada Lovelace',
        encryptedCardNumber: 'test_378282246310005',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_1234',
      },
    });
  });

  it('keeps the card and shows each field’s message when Pay is pressed too early, focusing the first wrong field', () => {
    const page = fakePage();
    page.type('name', 'Ada');
    page.type('number', '4242424242424241');
    page.submit();
    expect(page.posted.some((message) => message.type === 'psp-card')).toBe(false);
    expect(page.errorOf('number')).toBe('Enter a valid card number');
    expect(page.errorOf('expiry')).toBe(PSP_TEXT.en.expiryInvalid);
    expect(page.errorOf('cvc')).toBe('Enter the 3-digit security code');
    expect(page.field('number').attributes.get('aria-invalid')).toBe('true');
    expect(page.focused()).toBe(page.field('number'));
  });

  it('keeps the caret after the same digit when spaces are added', () => {
    const page = fakePage();
    const number = page.field('number');
    number.focus();
    number.value = '42424242';
    number.selectionStart = 5;
    number.fire('input');
    expect(number.value).toBe('4242 4242');
    expect(number.selectionStart).toBe(6);
  });
});
