import type { RealtimeMessage } from "@comanda/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../platform/db/client";
import type { PrintPlanner } from "../print-queue";
import { printers } from "../printing.schema";
import { planPrintJob } from "./plan-print-job";

export type PublishToTills = (localId: number, message: RealtimeMessage, tx: Db) => Promise<void>;

/**
 * The print worker's planner: plans the job and, when part of it goes to the fallback printer
 * because no printer is set up for it, tells the local's tills (issue 24). The message is sent
 * through the planning transaction, so it leaves only if the deliveries are queued.
 */
export function planAndWarn(publish: PublishToTills, plan: PrintPlanner = planPrintJob): PrintPlanner {
  return async (db, job) => {
    const planned = await plan(db, job);
    for (const print of planned) {
      const gaps = print.document.unrouted ?? [];
      if (gaps.length === 0) continue;
      const [printer] = await db
        .select({ name: printers.name })
        .from(printers)
        .where(and(eq(printers.id, print.printer_id), eq(printers.local_id, job.local_id)));
      await publish(
        job.local_id,
        {
          type: "print_queue.unrouted",
          data: { job: job.id, request: job.request_id, delivery_printer: printer?.name ?? "", gaps },
        },
        db,
      );
    }
    return planned;
  };
}
