import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"

// The fault suite's figures: each part writes its own JSON file (parts may run in parallel workers), and
// scripts/reliability-report.ts turns them into docs/RELIABILITY.md.

/** Every fault kind the suite injects, by part; the report and its test read this list. */
export const faultKinds = {
  rest: ["http-5xx", "http-delay", "http-timeout", "drop-response", "rate-limit-10006"],
  websocket: [
    "drop-sockets",
    "refuse-upgrade",
    "pong-loss",
    "half-open",
    "withheld-acks",
    "malformed-frame",
    "truncated-frame",
    "sequence-gap"
  ],
  input: ["malformed-request", "malformed-payload"],
  soak: ["drop-sockets", "pong-loss", "withheld-acks", "refused-topic", "auth-failure"],
  fleet: ["redis-kill"]
} as const

/**
 * How much of each fault the suites inject: the suites read it, and the report's test checks that the figures in
 * docs/RELIABILITY.md were recorded under this plan (change it, and the doc must be written again).
 */
export const plan = {
  rest: { calls: 1_000, concurrency: 4, seed: 0x5eed },
  websocket: {
    disconnects: 50,
    refusedUpgradeStatuses: [503, 502, 429],
    pongLoss: 3,
    halfOpen: 4,
    withheldAcks: 3,
    frameFaultRounds: 6,
    framesPerRound: 2,
    sequenceGaps: 8
  },
  // a simulated week, one fault drawn (seeded) each hour from `faults`
  soak: {
    hours: 168,
    seed: 0x50a6,
    faults: ["drop-sockets", "pong-loss", "withheld-acks", "refused-topic", "auth-failure"]
  },
  // Four processes on one key placing orders (and a read every third order) from concurrent loops, twelve in all;
  // every step is a count of orders, none a time.
  fleet: {
    processes: 4,
    // orders and loops per process in the shared run, its control and the fault run: the first has half the work
    // and half the loops (a budget split into fixed shares would hold it back); the reference, one process with the
    // whole budget, has them all
    orders: [24, 8, 8, 8],
    lanes: [6, 2, 2, 2],
    // the shared fleet may take at most this many times as long as the reference placing the same orders beside it
    // (on an emulator of its own, under the same load)
    slowdown: 2,
    // the fault run: Redis is killed once the fleet placed `beforeKill` orders, started again once every process fell
    // back and the fleet placed `whileDown` more, and the run ends `settle` + `after` orders after every process was
    // back on the shared store (the last `after` draw no 10006)
    fault: { beforeKill: 20, whileDown: 10, settle: 20, after: 20 }
  }
} as const

/** What the WebSocket part injects under `plan`, by kind (every count is fixed by the plan). */
export const plannedWebsocket = (): Record<Kind<"websocket">, number> => {
  const ws = plan.websocket
  return {
    "drop-sockets": ws.disconnects,
    "refuse-upgrade": ws.refusedUpgradeStatuses.length,
    "pong-loss": ws.pongLoss,
    "half-open": ws.halfOpen,
    "withheld-acks": ws.withheldAcks,
    "malformed-frame": Math.ceil(ws.frameFaultRounds / 2) * ws.framesPerRound,
    "truncated-frame": Math.floor(ws.frameFaultRounds / 2) * ws.framesPerRound,
    "sequence-gap": ws.sequenceGaps
  }
}

/** A part of the suite. */
export type Part = keyof typeof faultKinds

/** A fault kind of a part. */
export type Kind<P extends Part> = (typeof faultKinds)[P][number]

/** What one part records. */
export interface Figures<P extends Part> {
  readonly part: P
  readonly title: string
  /** Faults injected, by kind. */
  readonly injected: Partial<Record<Kind<P>, number>>
  /** Operations (calls, recoveries, cases) and how they ended. */
  readonly operations: number
  readonly recovered: number
  readonly lost: number
  readonly duplicates: number
  /** Leaks: connections and fibers alive after the part that were not before. */
  readonly leakedConnections: number
  readonly leakedFibers: number
  /** Whether the part measured its leaks (absent: it did); a part against a scripted server does not. */
  readonly leaksMeasured?: boolean
  readonly elapsedMs: number
  /** Anything else worth a row. */
  readonly notes: Readonly<Record<string, number | string>>
}

/** Where the figures go: `RELIABILITY_OUT` when set, else a directory under the OS temp dir. */
export const outDir = (): string => process.env.RELIABILITY_OUT ?? path.join(os.tmpdir(), "effect-bybit-reliability")

/** Writes one part's figures to `<outDir>/<part>.json`. */
export const record = <P extends Part>(figures: Figures<P>): string => {
  const dir = outDir()
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${figures.part}.json`)
  fs.writeFileSync(file, `${JSON.stringify({ ...figures, recordedAt: new Date().toISOString() }, null, 2)}\n`)
  return file
}

/** A counter per kind. */
export const counter = <K extends string>() => {
  const counts: Partial<Record<K, number>> = {}
  return {
    add: (kind: K, n = 1) => {
      counts[kind] = (counts[kind] ?? 0) + n
    },
    counts
  }
}
