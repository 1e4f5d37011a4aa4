/**
 * What a step's records say moved, beyond its own request: fills (of this step's orders or of resting ones the
 * market reached), unified-account interest (borrow-history records), Easy Earn hourly yield, leveraged-token
 * orders that settled, USDC perpetual session settlements, perpetual funding, and flexible crypto-loan interest, which the model computes itself from the documented
 * schedule (an 8,760th of the annual rate each whole hour on the principal owed, rounded up to the coin's
 * precision). Each record is counted once: the model remembers what it has seen.
 */
import { expect } from "@effect/vitest"
import { type Amounts, add } from "./Books.js"
import type { State } from "./State.js"
import { get, type Key, list, type Row, units } from "./Wire.js"

const ONE = 10n ** 18n
const HOUR = 3_600_000

/** The first sighting of a record (false after); counts the kind of record (`exec|…` counts as `exec`). */
const fresh = (s: State, id: string): boolean => {
  if (s.seen.has(id)) return false
  s.seen.add(id)
  const kind = `record:${id.slice(0, id.indexOf("|"))}`
  s.stats.set(kind, (s.stats.get(kind) ?? 0) + 1)
  return true
}

const fills = async (s: State, who: 0 | 1, expected: Amounts): Promise<void> => {
  const key = s.keys[who]
  for (const category of ["spot", "linear"] as const) {
    if (!s.used.has(`${key.uid}|${category}`)) continue
    const rows = await list(s.h, key, "/v5/execution/list", `category=${category}&limit=100`)
    for (const e of rows) {
      if (e.execType === "Funding") {
        // a perpetual's funding: no order; the wallet pays the fee (receives it when negative), pushed as well
        if (!fresh(s, `funding|${String(e.execId)}`)) continue
        expect(s.feeds[who].executions.get(String(e.execId)), `funding ${String(e.execId)} never pushed`).toBeDefined()
        add(expected, key.uid, e.symbol === "BTCPERP" ? "USDC" : "USDT", -units(e.execFee))
        continue
      }
      if (!fresh(s, `exec|${String(e.execId)}`)) continue
      const qty = units(e.execQty)
      const fee = units(e.execFee)
      const placed = s.orders.find((o) => o.orderId === String(e.orderId))
      expect(placed, `a fill of an order the model did not place: ${String(e.orderId)}`).not.toBeUndefined()
      if (placed !== undefined) placed.filled += qty
      if (category === "spot") {
        // the fee is taken from what the fill brings in: the base coin of a buy, the quote coin of a sell
        const buy = e.side === "Buy"
        add(expected, key.uid, "BTC", buy ? qty - fee : -qty)
        add(expected, key.uid, "USDT", buy ? -units(e.execValue) : units(e.execValue) - fee)
      } else {
        // the realised PnL of a closing fill comes with its push on the private stream, in the settle coin
        const pushed = s.feeds[who].executions.get(String(e.execId))
        expect(pushed, `execution ${String(e.execId)} never pushed`).not.toBeUndefined()
        add(expected, key.uid, e.symbol === "BTCPERP" ? "USDC" : "USDT", units(pushed?.execPnl) - fee)
      }
    }
  }
}

const interest = async (s: State, key: Key, expected: Amounts): Promise<void> => {
  if (!s.used.has(`${key.uid}|borrow`)) return
  for (const r of await list(s.h, key, "/v5/account/borrow-history", "limit=50")) {
    if (fresh(s, `interest|${key.uid}|${String(r.currency)}|${String(r.createdTime)}`)) {
      add(expected, key.uid, String(r.currency), -units(r.borrowCost))
    }
  }
}

const yields = async (s: State, key: Key, expected: Amounts): Promise<void> => {
  if (!s.used.has(`${key.uid}|earn`)) return
  for (const y of await list(s.h, key, "/v5/earn/hourly-yield", "category=FlexibleSaving&limit=100")) {
    if (fresh(s, `yield|${String(y.id)}`)) add(expected, key.uid, String(y.coin), units(y.amount))
  }
}

/** USDC perpetual session settlements: each moved its realised PnL into the USDC wallet. */
const sessions = async (s: State, key: Key, expected: Amounts): Promise<void> => {
  if (!s.used.has(`${key.uid}|linear`)) return
  for (const r of await list(s.h, key, "/v5/asset/settlement-record", "category=linear&limit=50")) {
    const id = `session|${key.uid}|${String(r.symbol)}|${String(r.createdTime)}`
    if (fresh(s, id)) add(expected, key.uid, "USDC", units(r.realisedPnl))
  }
}

/** Settled leveraged-token orders: the in-flight amount is gone, what the settlement paid has arrived. */
const settlements = async (s: State, expected: Amounts, slack: Map<string, bigint>): Promise<void> => {
  for (const f of [...s.inFlight]) {
    const key = s.keys.find((k) => k.uid === f.uid)
    if (key === undefined) continue
    const rows = await list(s.h, key, "/v5/spot-lever-token/order-record", `orderId=${f.orderId}`)
    const r: Row | undefined = rows[0]
    if (r?.ltOrderStatus !== "1") continue
    s.inFlight.splice(s.inFlight.indexOf(f), 1)
    s.stats.set("record:settled", (s.stats.get("record:settled") ?? 0) + 1)
    const nav = units(r.value)
    const fee = units(r.fee)
    add(expected, f.uid, f.coin, -f.amount)
    if (f.purchase) {
      add(expected, f.uid, "BTC3L", ((f.amount - fee) * ONE) / nav)
      slack.set(`${f.uid}|BTC3L`, (slack.get(`${f.uid}|BTC3L`) ?? 0n) + 1n)
    } else {
      add(expected, f.uid, "USDT", (f.amount * nav) / ONE - fee)
      slack.set(`${f.uid}|USDT`, (slack.get(`${f.uid}|USDT`) ?? 0n) + 1n)
    }
  }
}

/** The flexible crypto-loan principal of USDT a UID owes now. */
export const loanPrincipal = async (s: State, key: Key): Promise<bigint> => {
  if (!s.used.has(`${key.uid}|loan`)) return 0n
  const env = await get(s.h, key, "/v5/crypto-loan-flexible/ongoing-coin", "loanCurrency=USDT")
  expect(env.retCode, env.retMsg).toBe(0)
  const rows = env.result.list as ReadonlyArray<Row>
  return units(rows[0]?.unpaidAmount)
}

/** Interest of each whole hour from `from` to `to` on `principal`, at `annual`, rounded up to 4 decimals. */
export const loanInterest = (principal: bigint, annual: bigint, from: number, to: number): bigint => {
  const hours = BigInt(Math.floor(to / HOUR) - Math.floor(from / HOUR))
  const step = 10n ** 14n
  const hourly = (principal * annual) / 8_760n / ONE
  return ((hourly + step - 1n) / step) * step * hours
}

/** Adds every record the step produced to `expected`. */
export const collect = async (s: State, expected: Amounts, slack: Map<string, bigint>): Promise<void> => {
  await Promise.all(
    ([0, 1] as const).flatMap((who) => [
      fills(s, who, expected),
      interest(s, s.keys[who], expected),
      yields(s, s.keys[who], expected),
      sessions(s, s.keys[who], expected)
    ])
  )
  await settlements(s, expected, slack)
}
