// Public surface of the music player. src/app mounts the player itself (loaded on demand) and wires
// its slice, API and audio engine into the store.
export { musicApi } from './musicApi';
