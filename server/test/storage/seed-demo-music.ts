import { loadConfig } from '../../src/config';
import { closeStorage, openMusicStorage } from '../../src/lib/storage';
import { ensureDemoLibrary } from '../../src/modules/music/demo/generate';

// One server's first start, as far as the music goes (server/src/main.ts): run by s3-music.test.ts
// in several processes at once. Prints how many demo tracks this process wrote.
const store = openMusicStorage(loadConfig());
ensureDemoLibrary(store)
  .then((written) => console.log(written))
  .finally(() => closeStorage(store));
