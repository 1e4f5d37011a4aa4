/**
 * What the model test knows between steps (the orders it placed, the leveraged-token orders in flight, the records
 * it has seen, the desks each account used) and how it counts what the emulator answered.
 */
import { expect } from "@effect/vitest"
import type * as Emulator from "../../../src/Emulator/Emulator.js"
import type { InFlight } from "./Books.js"
import type { Feed } from "./Feed.js"
import type { Envelope, Key } from "./Wire.js"

/** An order the model placed. */
export interface Placed {
  readonly uid: string
  readonly category: "spot" | "linear"
  readonly orderId: string
  readonly resting: boolean
  readonly qty: bigint
  filled: bigint
  cancelled: boolean
}

/** What the model knows, and what it counts. */
export interface State {
  readonly h: Emulator.EmulatorHandle
  readonly keys: readonly [Key, Key]
  readonly feeds: readonly [Feed, Feed]
  readonly orders: Array<Placed>
  readonly inFlight: Array<InFlight>
  readonly seen: Set<string>
  /**
   * What each UID has used successfully (`uid|spot`, `uid|linear`, `uid|borrow`, `uid|loan`, `uid|earn`): the reads
   * of a desk an account never used are skipped, as they can only be empty.
   */
  readonly used: Set<string>
  /** The withdrawal fee of USDT on its chain, from the coin info. */
  readonly withdrawFee: bigint
  /** Successes and refusals per command kind, across all runs. */
  readonly stats: Map<string, number>
}

/** Counts one occurrence of `name` in the stats. */
export const count = (s: State, name: string): void => {
  s.stats.set(name, (s.stats.get(name) ?? 0) + 1)
}

/** Counts the outcome; answers whether it succeeded. A refusal must be a refusal, not a silent success. */
export const outcome = (s: State, kind: string, env: Envelope, uid?: string, desk?: string): boolean => {
  if (env.retCode === 0 && uid !== undefined && desk !== undefined) s.used.add(`${uid}|${desk}`)
  count(s, `${kind}:${env.retCode === 0 ? "ok" : "refused"}`)
  if (env.retCode !== 0) count(s, `${kind} ${env.retCode} ${env.retMsg.slice(0, 60)}`)
  if (env.retCode !== 0) expect(env.retMsg.length, `${kind} ${env.retCode}`).toBeGreaterThan(0)
  return env.retCode === 0
}
