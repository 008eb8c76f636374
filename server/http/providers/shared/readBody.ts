import type { Context } from 'hono';

/**
 * A request body as a plain object, whatever the façade's encoding: JSON (subscription provider,
 * custom back end), form-urlencoded or multipart (account provider, spec: accounts 7.2). Nested form
 * fields such as `metadata[first_name]` become nested objects. Undefined when the body cannot be read;
 * each façade answers that in its own error shape. Sizes are capped before this by the body limit.
 */
export async function readBody(c: Context): Promise<Record<string, unknown> | undefined> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      return typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : undefined;
    }
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await c.req.parseBody({ all: false });
      return nestFormFields(form);
    }
    const text = await c.req.text();
    return text.trim() === '' ? {} : undefined;
  } catch {
    return undefined;
  }
}

/** `metadata[first_name]=Ada` → `{ metadata: { first_name: 'Ada' } }`; files are dropped. */
export function nestFormFields(form: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(form)) {
    if (typeof value !== 'string') continue;
    const match = /^([^[\]]+)\[([^[\]]+)\]$/.exec(name);
    if (match?.[1] && match[2]) {
      const existing = result[match[1]];
      const parent: Record<string, unknown> =
        typeof existing === 'object' && existing !== null ? (existing as Record<string, unknown>) : {};
      parent[match[2]] = value;
      result[match[1]] = parent;
    } else {
      result[name] = value;
    }
  }
  return result;
}
