export interface Tone {
  frequency: number;
  /** Seconds after the first tone starts. */
  at: number;
  seconds: number;
  volume: number;
  type?: OscillatorType;
}

/**
 * Plays a few tones with Web Audio, so there is no sound file to ship. A browser that blocks
 * audio until the page is touched stays silent until the first tap. Starting an audio context
 * blocks the page for a few hundred ms on a busy terminal: the tones wait for the next frame,
 * so what caused them is drawn first.
 */
export function playTones(tones: readonly Tone[]): void {
  requestAnimationFrame(() => setTimeout(() => play(tones), 0));
}

function play(tones: readonly Tone[]): void {
  const Context = window.AudioContext;
  if (!Context) return;
  const audio = new Context();
  for (const tone of tones) {
    const start = audio.currentTime + tone.at;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = tone.type ?? "sine";
    oscillator.frequency.value = tone.frequency;
    gain.gain.setValueAtTime(tone.volume, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + tone.seconds);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + tone.seconds + 0.01);
  }
  const end = Math.max(...tones.map((tone) => tone.at + tone.seconds));
  setTimeout(() => void audio.close(), (end + 0.5) * 1000);
}
