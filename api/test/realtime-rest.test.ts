// The realtime tree read over HTTP as Firebase's REST API does (src/realtime/rest.ts): what the
// storefront server reads to render the community chat for a page without JavaScript.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Api, startTestProvider } from './helpers';

let api: Api;
beforeAll(async () => {
  api = await startTestProvider();
  for (let i = 1; i <= 5; i++)
    api.server.ctx.realtime.set(`community-chat/m${i}`, { user: 'A B.', text: `hello ${i}`, ts: i });
});
afterAll(() => api.close());

const get = async (path: string) => {
  const res = await api.fetch(`${path}`);
  return { status: res.status, body: await res.json() };
};

it('returns the last messages by key, as the chat listens to them', async () => {
  const { status, body } = await get('/community-chat.json?orderBy=%22$key%22&limitToLast=2');
  expect(status).toBe(200);
  expect(Object.keys(body)).toEqual(['m4', 'm5']);
  expect(body.m5).toEqual({ user: 'A B.', text: 'hello 5', ts: 5 });
  expect((await get('/community-chat/m1.json')).body.text).toBe('hello 1');
});

it('keeps the read rules and bounds the query', async () => {
  expect((await get('/users.json')).status).toBe(401);
  expect((await get('/.json')).status).toBe(401);
  expect((await get('/community-chat.json?limitToLast=2')).status).toBe(400);
  expect((await get('/community-chat.json?orderBy=%22$key%22&limitToLast=100000')).status).toBe(400);
  expect((await get('/community-chat/%E0%A4%A.json')).status).toBe(400);
});
