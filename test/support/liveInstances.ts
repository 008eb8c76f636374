import type { CDPSession } from 'playwright-core';

/**
 * Live instances of a DOM class in the page, attached to the document or not (DevTools'
 * queryObjects): how the player memory checks and the benchmark count engine objects left behind.
 */
export async function liveInstances(session: Pick<CDPSession, 'send'>, className: string): Promise<number> {
  const group = 'live-instances';
  const { result } = await session.send('Runtime.evaluate', {
    expression: `${className}.prototype`,
    objectGroup: group,
  });
  const { objects } = await session.send('Runtime.queryObjects', {
    prototypeObjectId: result.objectId ?? '',
    objectGroup: group,
  });
  const { result: count } = await session.send('Runtime.callFunctionOn', {
    objectId: objects.objectId ?? '',
    functionDeclaration: 'function () { return this.length; }',
    returnByValue: true,
  });
  await session.send('Runtime.releaseObjectGroup', { objectGroup: group });
  return Number(count.value);
}
