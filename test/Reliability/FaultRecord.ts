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
  input: ["malformed-request", "malformed-payload"]
} as const

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
