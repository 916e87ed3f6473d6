import { noPicturesAfterAdminDesk } from './adminImages';

// The names as deployed browsers hold them (protocol/webApp.ts CACHE_NAMES).
const IMAGES = 'inkstone-images-v1';
const ADMIN_DESK = 'inkstone-admin-desk-v1';

// docs/caching.md "In the reader's browser": no picture is kept while the admin desk's flag exists.
type WillUpdate = (options: { response: Response; request: Request }) => Promise<Response | null>;

function guardWith(names: string[]) {
  const storage = { has: async (name: string) => names.includes(name) };
  return noPicturesAfterAdminDesk(storage).cacheWillUpdate as unknown as WillUpdate;
}

const picture = () => ({
  request: new Request('https://blog.example/uploads/0123456789abcdef0123456789abcdef.png'),
  response: new Response('png', { status: 200, headers: { 'content-type': 'image/png' } }),
});

test('a reader who never opened the desk keeps pictures', async () => {
  const shot = picture();
  expect(await guardWith([IMAGES])(shot)).toBe(shot.response);
});

test('after the desk was opened (a draft’s picture may be on screen), none is kept', async () => {
  expect(await guardWith([IMAGES, ADMIN_DESK])(picture())).toBeNull();
});
