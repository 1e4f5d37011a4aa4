/**
 * Test harness: fleet sessions across processes, as users run them: PostgreSQL (the cluster's storage, its own
 * instance), runner processes started with examples/fleet/runner.ts (JSON log lines, "fleet session open" /
 * "closed"), worker processes on Fleet.layer (./FleetSessionWorker.ts), and what the tests read of them. Shared by
 * test/Cluster/Fleet.test.ts and FleetTwoKeys.test.ts.
 */
import { type ChildProcess, execFileSync, fork, spawn } from "node:child_process"
import * as path from "node:path"
import * as readline from "node:readline"
import { expect } from "@effect/vitest"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import type { PrivateEvent } from "../../src/Emulator/ExchangeTypes.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import { compiled } from "./Compiled.js"
import type { Message } from "./FleetSessionWorker.js"
import { fleetSecret } from "./FleetTestSecret.js"
import * as Harness from "./Harness.js"
import * as PostgresServer from "./PostgresServer.js"
import { freePort } from "./RedisServer.js"
import { waitFor } from "./WaitFor.js"

/** How long a wait may last before it counts as a hang (not a timed assertion). */
export const hang = {
  timeout: (process.env.FLEET_HANG ?? "240 seconds") as Duration.Input,
  interval: "100 millis"
} as const

/** PostgreSQL and the compiled runner and worker. */
export interface Processes {
  readonly pg: PostgresServer.PostgresServer
  readonly runnerJs: string
  readonly workerJs: string
}

/** Starts PostgreSQL and compiles the runner and the worker (for a `beforeAll`; stop `pg` in `afterAll`). */
export const setup = async (): Promise<Processes> => {
  const pg = await PostgresServer.start()
  const files = await compiled(["examples/fleet/runner.ts", "test/support/FleetSessionWorker.ts"])
  return {
    pg,
    runnerJs: files.get("examples/fleet/runner.ts") ?? "",
    workerJs: files.get("test/support/FleetSessionWorker.ts") ?? ""
  }
}

/** A key and its secret, as the test registers it. */
export interface Key {
  readonly apiKey: string
  readonly apiSecret: string
}

/** A runner process and its log. */
export interface RunnerProcess {
  readonly child: ChildProcess
  /** The lines it printed (its log, JSON lines: "fleet session open" when it opens a key's session). */
  readonly lines: Array<string>
  /** Settles once its output is all read (after it exited). */
  readonly closed: Promise<void>
}

/** A runner's log line about a key's session: opened or closed there. */
export interface SessionLine {
  readonly event: "open" | "closed"
  /** How the log names the key's session (a hash of its entity id). */
  readonly key: string
  readonly epoch: string
}

/** What a runner said of the keys' sessions, in order (its JSON log lines "fleet session open" / "closed"). */
export const sessionLines = (runner: RunnerProcess): ReadonlyArray<SessionLine> =>
  runner.lines.flatMap((line) => {
    if (!line.startsWith("{")) return []
    const parsed = JSON.parse(line) as { readonly message?: unknown; readonly annotations?: Record<string, unknown> }
    const message = JSON.stringify(parsed.message ?? "")
    const event = message.includes("fleet session open")
      ? "open"
      : message.includes("fleet session closed")
        ? "closed"
        : undefined
    if (event === undefined) return []
    return [{ event, key: String(parsed.annotations?.key), epoch: String(parsed.annotations?.epoch) }]
  })

/** The sessions a runner holds: opened there and not closed since. */
export const holding = (runner: RunnerProcess): ReadonlyArray<string> => {
  const open = new Set<string>()
  for (const line of sessionLines(runner))
    if (line.event === "open") open.add(line.key)
    else open.delete(line.key)
  return [...open]
}

export const startRunner = (
  fleet: Processes,
  emulator: Emulator.EmulatorHandle,
  keys: ReadonlyArray<Key>,
  database: string
) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const port = await freePort()
      const child = spawn(process.execPath, [fleet.runnerJs, "--postgres", database, "--listen", `127.0.0.1:${port}`], {
        env: {
          ...process.env,
          BYBIT_REST_URL: emulator.rest,
          BYBIT_WS_URL: emulator.environment.ws.private.replace(/\/v5\/private$/, ""),
          BYBIT_FLEET_KEYS: keys.map((k) => `${k.apiKey}:${k.apiSecret}`).join(","),
          EFFECT_BYBIT_FLEET_SECRET: fleetSecret
        },
        stdio: ["ignore", "pipe", "pipe"]
      })
      const lines: Array<string> = []
      // whole lines only (a long JSON line may come in two chunks)
      const closed = Promise.all(
        [child.stdout, child.stderr].map(
          (stream) => new Promise<void>((resolve) => (stream === null ? resolve() : stream.once("close", resolve)))
        )
      ).then(() => undefined)
      await new Promise<void>((resolve, reject) => {
        for (const stream of [child.stdout, child.stderr]) {
          if (stream === null) continue
          readline.createInterface({ input: stream }).on("line", (line) => {
            if (line.trim() !== "") lines.push(line)
            if (line.includes('"ready"')) resolve()
          })
        }
        child.once("exit", (code) => reject(new Error(`runner exited (${code}): ${lines.join("\n")}`)))
      })
      return { child, lines, closed } satisfies RunnerProcess
    }),
    (runner) => Effect.sync(() => runner.child.kill("SIGKILL"))
  )

/** A worker process and what it told the parent. */
export interface WorkerProcess {
  readonly child: ChildProcess
  readonly messages: Array<Message>
}

export const startWorker = (
  fleet: Processes,
  emulator: Emulator.EmulatorHandle,
  key: Key,
  database: string,
  id: string,
  orders: number,
  gapMs: number,
  /** Over the worker's environment (e.g. another `EFFECT_BYBIT_FLEET_SECRET`). */
  env: Readonly<Record<string, string | undefined>> = {}
) =>
  Effect.acquireRelease(
    Effect.sync(() => {
      const child = fork(fleet.workerJs, [], {
        env: {
          ...process.env,
          EFFECT_BYBIT_FLEET_SECRET: fleetSecret,
          POSTGRES_URL: database,
          REST_URL: emulator.rest,
          WS_URL: emulator.environment.ws.private.replace(/\/v5\/private$/, ""),
          API_KEY: key.apiKey,
          WORKER_ID: id,
          ORDERS: String(orders),
          GAP_MS: String(gapMs),
          PRICE: "20000",
          ...env
        },
        stdio: ["ignore", "inherit", "inherit", "ipc"]
      })
      const messages: Array<Message> = []
      child.on("message", (m) => messages.push(m as Message))
      return { child, messages } satisfies WorkerProcess
    }),
    (worker) => Effect.sync(() => worker.child.kill("SIGKILL"))
  )

/** An order update as a worker reports it. */
export type Update = Extract<Message, { readonly update: unknown }>["update"]
/** The order updates a worker reported. */
export const updatesOf = (worker: WorkerProcess): ReadonlyArray<Update> =>
  worker.messages.flatMap((m) => (typeof m === "object" && "update" in m ? [m.update] : []))
/** The errors a worker reported. */
export const errorsOf = (worker: WorkerProcess) =>
  worker.messages.flatMap((m) => (typeof m === "object" && "error" in m ? [m.error] : []))

/** The emulator's own record of the order pushes of an account: (link, status) in the order it sent them. */
export const recordPushes = (emulator: Emulator.EmulatorHandle, uid: string) => {
  const pushes: Array<{ readonly link: string; readonly status: string }> = []
  const stop = emulator.admin.exchange.onPrivate(
    (event: PrivateEvent) => {
      // `wants` only spares building the others' pushes: the listener hears every account's
      if (event.topic !== "order" || event.uid !== uid) return
      for (const item of event.data as ReadonlyArray<{ orderLinkId: string; orderStatus: string }>)
        pushes.push({ link: item.orderLinkId, status: item.orderStatus })
    },
    (u) => u === uid
  )
  return { pushes, stop }
}

/** Numbers of each epoch's run of updates go up by one, with no gap and no repeat (numbers are per message). */
export const expectInOrder = (updates: ReadonlyArray<Update>) => {
  for (let i = 1; i < updates.length; i++) {
    const [a, b] = [updates[i - 1]!, updates[i]!]
    if (a.epoch !== b.epoch) continue
    expect(b.seq === a.seq || b.seq === a.seq + 1, `${a.seq} then ${b.seq}`).toBe(true)
  }
}

// every probe's link id differs, whichever key and call (keys of one account share its link ids)
let probes = 0

/** Probe orders (placed over REST by the test) until every worker has reported an update: every subscription runs. */
export const untilAllSubscribed = (
  emulator: Emulator.EmulatorHandle,
  key: Key,
  workers: ReadonlyArray<WorkerProcess>
) =>
  Effect.gen(function* () {
    const probe = () => fetchOrder(emulator, key, `probe-${key.apiKey.slice(0, 4)}-${probes++}`)
    yield* waitFor(
      Effect.map(Effect.promise(probe), () => workers.every((w) => w.messages.includes("ready"))),
      "every worker subscribed",
      { ...hang, interval: "500 millis" }
    )
  })

/** An order over REST, signed as the key (the test's own client: Harness), for probes. */
export const fetchOrder = (emulator: Emulator.EmulatorHandle, key: Key, link: string) =>
  Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        return yield* Trade.submitOrder({
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.001",
          price: "20000",
          timeInForce: "PostOnly",
          orderLinkId: link
        }).pipe(
          Effect.provide(Harness.client(emulator, { credentials: Harness.credentials(key.apiKey, key.apiSecret) }))
        )
      })
    )
  )

/** What the processes said, when a wait fails. */
export const report = (runners: ReadonlyArray<RunnerProcess>, workers: ReadonlyArray<WorkerProcess>) =>
  Effect.sync(() => {
    for (const r of runners) console.log("runner:", r.lines.slice(-30).join("\n"))
    for (const w of workers) console.log("worker:", JSON.stringify(w.messages.slice(-10)))
  })

/** The key's open private and trade connections at the emulator (test/support/KeySockets.ts). */
export { socketsOf } from "./KeySockets.js"

/** A database of its own for each test: the cluster's tables and shard locks start empty. */
export const database = (fleet: Processes, name: string) =>
  Effect.sync(() => {
    execFileSync(path.join(PostgresServer.binaries(), "createdb"), [
      "-h",
      "127.0.0.1",
      "-p",
      String(fleet.pg.port),
      "-U",
      "postgres",
      name
    ])
    return `postgres://postgres@127.0.0.1:${fleet.pg.port}/${name}`
  })
