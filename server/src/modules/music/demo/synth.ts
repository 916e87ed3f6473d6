/**
 * Synthesised demo music: a pentatonic melody over a slow chord pad, deterministic per seed,
 * so the demo library is the same on every machine (docs/behaviour.md §7.6: nothing downloaded).
 */
export interface Tune {
  seed: number;
  seconds: number;
  bpm: number;
  /** MIDI note of the key's root. */
  root: number;
}

export const SAMPLE_RATE = 22_050;
const PENTATONIC = [0, 2, 4, 7, 9, 12, 14, 16];
const PROGRESSION = [0, 5, 7, 3]; // I–IV–V–iii-ish, in semitones from the root

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x100000000;
  };
}

const freq = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

function addTone(out: Float32Array, start: number, length: number, hz: number, gain: number): void {
  const attack = Math.min(400, length / 4);
  const end = Math.min(out.length, start + length);
  for (let i = start; i < end; i += 1) {
    const t = i - start;
    const env = t < attack ? t / attack : Math.exp((-3 * (t - attack)) / length);
    const phase = (2 * Math.PI * hz * t) / SAMPLE_RATE;
    out[i] += gain * env * (Math.sin(phase) + 0.3 * Math.sin(2 * phase) + 0.1 * Math.sin(3 * phase));
  }
}

/** Renders a tune; returns the samples and the start time (s) of every two-bar phrase. */
export function renderTune(tune: Tune): { samples: Float32Array; phrases: number[] } {
  const random = rng(tune.seed);
  const samples = new Float32Array(Math.round(tune.seconds * SAMPLE_RATE));
  const beat = 60 / tune.bpm;
  const bar = beat * 4;
  const phrases: number[] = [];
  for (let barIndex = 0; barIndex * bar < tune.seconds; barIndex += 1) {
    const barStart = barIndex * bar;
    if (barIndex % 2 === 0) phrases.push(barStart);
    const chordRoot = tune.root - 12 + PROGRESSION[barIndex % PROGRESSION.length];
    for (const step of [0, 4, 7]) {
      addTone(samples, Math.round(barStart * SAMPLE_RATE), Math.round(bar * SAMPLE_RATE), freq(chordRoot + step), 0.07);
    }
    let t = barStart;
    while (t < barStart + bar - 1e-6) {
      const length = random() < 0.7 ? beat / 2 : beat;
      if (random() > 0.12) {
        const note = tune.root + PENTATONIC[Math.floor(random() * PENTATONIC.length)];
        addTone(samples, Math.round(t * SAMPLE_RATE), Math.round(length * SAMPLE_RATE * 1.6), freq(note), 0.16);
      }
      t += length;
    }
  }
  const fade = SAMPLE_RATE; // one second fade-out
  for (let i = 0; i < fade && i < samples.length; i += 1) samples[samples.length - 1 - i] *= i / fade;
  return { samples, phrases };
}
