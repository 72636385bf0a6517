import { useState } from "react";
import { cartaApi, failureMessages } from "./api";
import { useCarta } from "./carta-context";

/** Calls staff to the table: a realtime notice on the tills. */
export function CallWaiter({ token }: { token: string }) {
  const { say, language } = useCarta();
  const [state, setState] = useState<
    { kind: "idle" | "sending" | "called" } | { kind: "failed"; messages: string[] }
  >({
    kind: "idle",
  });
  async function call() {
    setState({ kind: "sending" });
    try {
      await cartaApi(`/api/v1/public/carta/tables/${encodeURIComponent(token)}/call_waiter`, language, {
        body: { reason: "waiter" },
      });
      setState({ kind: "called" });
    } catch (error) {
      setState({ kind: "failed", messages: failureMessages(error, say) });
    }
  }
  return (
    <>
      <button
        type="button"
        className="carta-button carta-secondary"
        disabled={state.kind === "sending" || state.kind === "called"}
        onClick={call}
      >
        {say("callWaiter")}
      </button>
      {state.kind === "called" && (
        <p role="status" className="carta-note">
          {say("waiterCalled")}
        </p>
      )}
      {state.kind === "failed" && (
        <p role="alert" className="carta-errors">
          {state.messages.join(" ")}
        </p>
      )}
    </>
  );
}
