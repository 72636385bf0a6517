import { type FormEvent, useEffect, useState } from "react";
import { cartaApi, failureMessages } from "./api";
import { useCarta } from "./carta-context";
import { todayIn } from "./today";

interface PublicShift {
  shift: number;
  start_at: string;
  end_at: string;
  free: number;
}

const EMPTY = { first_name: "", last_name: "", email: "", phone: "", observations: "" };

/** A table booked from the menu, through the bookings' public endpoints. */
export function BookingScreen({ onBack }: { onBack: () => void }) {
  const { say, language, menu } = useCarta();
  const [date, setDate] = useState(() => todayIn(menu.local.timezone));
  const [shifts, setShifts] = useState<PublicShift[]>();
  const [shift, setShift] = useState<number>();
  const [people, setPeople] = useState(2);
  const [guest, setGuest] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [booked, setBooked] = useState<{ date: string; start_at: string }>();

  useEffect(() => {
    let current = true;
    setShifts(undefined);
    setShift(undefined);
    cartaApi<{ results: PublicShift[] }>(`/api/v1/public/bookings/shifts?date=${date}`, language)
      .then((answer) => {
        if (!current) return;
        setShifts(answer.results);
        setShift(answer.results.find((candidate) => candidate.free > 0)?.shift);
      })
      .catch((error: unknown) => {
        if (!current) return;
        setShifts([]);
        setErrors(failureMessages(error, say));
      });
    return () => {
      current = false;
    };
  }, [date, language, say]);

  async function book(event: FormEvent) {
    event.preventDefault();
    if (sending || shift === undefined) return;
    setSending(true);
    setErrors([]);
    try {
      const answer = await cartaApi<{ date: string; start_at: string }>("/api/v1/public/bookings", language, {
        body: {
          date,
          shift,
          qty_person: people,
          first_name: guest.first_name.trim(),
          last_name: guest.last_name.trim(),
          email: guest.email.trim(),
          phone: guest.phone.trim(),
          observations: guest.observations.trim(),
        },
      });
      setBooked(answer);
    } catch (error) {
      setErrors(failureMessages(error, say));
    } finally {
      setSending(false);
    }
  }

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setGuest({ ...guest, [field]: event.target.value });

  return (
    <main className="carta-page">
      <button type="button" className="carta-button carta-secondary" onClick={onBack}>
        {say("back")}
      </button>
      <h1>{say("bookingTitle")}</h1>
      {booked ? (
        <p role="status" className="carta-status">
          {say("booked", { date: booked.date, time: booked.start_at })}
        </p>
      ) : (
        <form className="carta-form" onSubmit={book}>
          <label>
            {say("date")}
            <input
              type="date"
              required
              min={todayIn(menu.local.timezone)}
              value={date}
              onChange={(event) => event.target.value && setDate(event.target.value)}
            />
          </label>
          {shifts?.length === 0 && <p className="carta-note">{say("noShifts")}</p>}
          {shifts && shifts.length > 0 && (
            <fieldset className="carta-kinds">
              <legend>{say("shift")}</legend>
              {shifts.map((candidate) => (
                <label key={candidate.shift} className="carta-choice-label">
                  <input
                    type="radio"
                    name="shift"
                    disabled={candidate.free <= 0}
                    checked={shift === candidate.shift}
                    onChange={() => setShift(candidate.shift)}
                  />
                  {`${candidate.start_at}–${candidate.end_at} · ${say("freeCovers", { free: candidate.free })}`}
                </label>
              ))}
            </fieldset>
          )}
          <label>
            {say("people")}
            <input
              type="number"
              required
              min={1}
              max={99}
              inputMode="numeric"
              value={people}
              onChange={(event) => setPeople(Math.max(1, Math.min(99, Number(event.target.value) || 1)))}
            />
          </label>
          <label>
            {say("firstName")}
            <input
              required
              maxLength={120}
              autoComplete="given-name"
              value={guest.first_name}
              onChange={set("first_name")}
            />
          </label>
          <label>
            {say("lastName")}
            <input
              maxLength={120}
              autoComplete="family-name"
              value={guest.last_name}
              onChange={set("last_name")}
            />
          </label>
          <label>
            {say("email")}
            <input required type="email" autoComplete="email" value={guest.email} onChange={set("email")} />
          </label>
          <label>
            {say("phone")}
            <input required type="tel" autoComplete="tel" value={guest.phone} onChange={set("phone")} />
          </label>
          <label>
            {say("observations")}
            <textarea maxLength={1000} value={guest.observations} onChange={set("observations")} />
          </label>
          {errors.length > 0 && (
            <div role="alert" className="carta-errors">
              {errors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
          <button
            type="submit"
            className="carta-button carta-primary carta-wide"
            disabled={sending || shift === undefined}
          >
            {sending ? say("sending") : say("book")}
          </button>
        </form>
      )}
    </main>
  );
}
