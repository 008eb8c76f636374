import { useAccountStore } from '../../stores/accountStore.ts';

/**
 * spec: browsing 7, Content signing — the signing request carries the signed-in viewer's bearer (any
 * integration's: the reference back end knows them all), so a viewer who bought an item gets its token.
 * A guest, or a session that cannot refresh, signs as a guest: the server then answers not entitled.
 */
export async function signingBearer(): Promise<string | undefined> {
  const { service, status } = useAccountStore.getState();
  if (status !== 'signedIn' || !service) return undefined;
  return service.accessToken().catch(() => undefined);
}
