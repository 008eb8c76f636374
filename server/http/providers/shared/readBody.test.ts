import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { nestFormFields, readBody } from './readBody.ts';

const app = new Hono().post('/', async (c) => c.json({ body: (await readBody(c)) ?? null }));
const send = async (body: string, type: string) =>
  (await (await app.request('/', { method: 'POST', body, headers: { 'content-type': type } })).json()).body;

describe('readBody', () => {
  it('reads JSON objects and refuses JSON that is not an object or not JSON', async () => {
    expect(await send('{"email":"a@b.co"}', 'application/json')).toEqual({ email: 'a@b.co' });
    expect(await send('[1]', 'application/json')).toBeNull();
    expect(await send('{bad', 'application/json')).toBeNull();
  });

  it('reads form fields, nesting metadata[...] fields', async () => {
    expect(
      await send('username=a%40b.co&metadata%5Bfirst_name%5D=Ada', 'application/x-www-form-urlencoded'),
    ).toEqual({
      username: 'a@b.co',
      metadata: { first_name: 'Ada' },
    });
    expect(nestFormFields({ a: 'x', 'm[b]': 'y', file: new Blob() })).toEqual({ a: 'x', m: { b: 'y' } });
  });
});
