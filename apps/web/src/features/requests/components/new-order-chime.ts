/**
 * A short two-note chime for a new order on the cards board, made with Web Audio so there
 * is no sound file to ship. A browser that blocks audio until the page is touched simply
 * stays silent until the cook's first tap.
 */
export function playNewOrderChime(): void {
  // Starting an audio context blocks the page for a few hundred ms on a busy terminal, and the
  // caller's effect runs before the browser paints: the new card is drawn first, then it rings.
  requestAnimationFrame(() => setTimeout(chime, 0));
}

function chime(): void {
  const Context = window.AudioContext;
  if (!Context) return;
  const audio = new Context();
  const notes = [880, 1320];
  notes.forEach((frequency, index) => {
    const start = audio.currentTime + index * 0.18;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.25, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.35);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.36);
  });
  setTimeout(() => void audio.close(), 1000);
}
