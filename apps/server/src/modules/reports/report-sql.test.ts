import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASES, type TestDatabase } from "../../../test/test-app";
import { openPostgres } from "../../platform/db/client";
import { rowsOf } from "./report-sql";

describe.each(DATABASES)("report statements on %s", (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("answers the rows of a statement, whether its plan is kept or made each time", async () => {
    const statement = sql`select n, n * ${2} as twice from generate_series(1, ${3}) n order by n`;
    const expected = [
      { n: 1, twice: 2 },
      { n: 2, twice: 4 },
      { n: 3, twice: 6 },
    ];
    expect(await rowsOf(t.database.db, statement)).toEqual(expected);
    expect(await rowsOf(t.database.db, statement)).toEqual(expected);
    expect(await rowsOf(t.database.db, statement, { planEachTime: true })).toEqual(expected);
  });

  it.skipIf(kind === "pglite")(
    "prepares a report's statement once per connection, and leaves one planned each time unnamed",
    async () => {
      // One connection, so the statements kept are all on the one the check reads.
      const one = openPostgres(t.url as string, 1);
      try {
        const kept = sql`select count(*)::int as n from generate_series(1, ${10}) g where g > ${4}`;
        const unkept = sql`select count(*)::int as n from generate_series(1, ${10}) g where g < ${4}`;
        for (let i = 0; i < 3; i++) {
          expect(await rowsOf(one.db, kept)).toEqual([{ n: 6 }]);
          expect(await rowsOf(one.db, unkept, { planEachTime: true })).toEqual([{ n: 3 }]);
        }
        const prepared = await rowsOf<{ name: string; statement: string }>(
          one.db,
          sql`select name, statement from pg_prepared_statements where name like 'report_%'`,
          { planEachTime: true },
        );
        expect(prepared.filter((row) => row.statement.includes("where g > $2"))).toHaveLength(1);
        expect(prepared.filter((row) => row.statement.includes("where g < $2"))).toHaveLength(0);
      } finally {
        await one.close();
      }
    },
  );
});
