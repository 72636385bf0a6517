import { useEffect, useRef, useState } from "react";
import { useCarta } from "./carta-context";
import { secondsLeft, showsCountdown } from "./idle";

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "touchstart", "scroll"] as const;

/**
 * The counter tablet's guard: a start screen until a guest touches it, and after `idleSeconds`
 * without a touch, a visible countdown, then back to the start with the cart emptied.
 */
export function KioskGuard({ idleSeconds, onReset }: { idleSeconds: number; onReset: () => void }) {
  const { say } = useCarta();
  const [started, setStarted] = useState(false);
  const [left, setLeft] = useState(idleSeconds);
  const lastTouch = useRef(Date.now());

  useEffect(() => {
    if (!started) return;
    const touched = () => {
      lastTouch.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, touched, { capture: true, passive: true });
    touched();
    setLeft(idleSeconds);
    const tick = setInterval(() => {
      const remaining = secondsLeft(lastTouch.current, Date.now(), idleSeconds);
      setLeft(remaining);
      if (remaining === 0) {
        onReset();
        setStarted(false);
      }
    }, 250);
    return () => {
      clearInterval(tick);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touched, { capture: true });
    };
  }, [started, idleSeconds, onReset]);

  if (!started) {
    return (
      <div className="carta-kiosk-start">
        <button type="button" className="carta-button carta-primary" onClick={() => setStarted(true)}>
          {say("kioskStart")}
        </button>
      </div>
    );
  }
  if (!showsCountdown(left)) return null;
  return (
    <div className="carta-kiosk-idle" role="alertdialog" aria-label={say("kioskIdle", { seconds: left })}>
      <p>{say("kioskIdle", { seconds: left })}</p>
      <button type="button" className="carta-button carta-primary">
        {say("kioskStay")}
      </button>
    </div>
  );
}
