/**
 * The cluster tests' PostgreSQL (test/support/PostgresServer.ts): a fresh cluster on a free loopback port that keeps
 * its data across a crash (SIGKILL, then a start on the same port) and leaves nothing behind when stopped.
 */
import * as fs from "node:fs"
import { PgClient } from "@effect/sql-pg"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as SqlClient from "effect/sql/SqlClient"
import { expect, it } from "vitest"
import * as PostgresServer from "../support/PostgresServer.js"

const query = <A>(url: string, run: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  Effect.runPromise(
    Effect.flatMap(SqlClient.SqlClient, run).pipe(
      Effect.provide(PgClient.layer({ url: Redacted.make(url) })),
      Effect.scoped
    )
  )

it("starts, keeps its rows over a kill -9 and a restart, and removes its folder when stopped", async () => {
  const server = await PostgresServer.start()
  try {
    await query(server.url, (sql) =>
      Effect.andThen(sql`create table kept (n int)`, sql`insert into kept values (${7})`)
    )
    await server.kill()
    await expect(query(server.url, (sql) => sql`select 1`)).rejects.toBeDefined()
    await server.start()
    const rows = await query(server.url, (sql) => sql<{ n: number }>`select n from kept`)
    expect(rows).toEqual([{ n: 7 }])
  } finally {
    await server.stop()
  }
  expect(fs.existsSync(server.dir)).toBe(false)
}, 120_000)
