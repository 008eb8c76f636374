import type { Context } from 'hono';
import type { CodeEntrant } from '../../../domain/deviceCodes/index.ts';
import type { ViewerAuth } from '../../viewerAuth.ts';
import { clientIp } from '../shared/requestContext.ts';

/** The signed-in viewer entering a code on the phone (a bearer of any integration), or undefined. */
export async function codeEntrant(c: Context, viewerAuth: ViewerAuth): Promise<CodeEntrant | undefined> {
  const viewer = await viewerAuth.identify(c);
  return viewer ? { customer: viewer.customer, ip: clientIp(c) } : undefined;
}
