/**
 * The model test's checks on orders and on the private stream, after a step has settled: no order is both open
 * and finished, the open list is exactly what the model thinks open, the private stream's last status of every
 * order equals what REST reads, and the last `wallet` message's balances equal the REST wallet.
 */
import { expect } from "@effect/vitest"
import { unifiedCoins } from "./Books.js"
import type { State } from "./State.js"
import { list, type Row, show, units } from "./Wire.js"

const FINISHED = new Set(["Filled", "Cancelled", "Rejected", "Deactivated", "PartiallyFilledCanceled"])

/** Open and finished orders of each UID agree with each other, with the model and with the private stream. */
export const orders = async (s: State, label: string): Promise<void> => {
  // an account that never placed an order of a category has none to check
  const pairs = ([0, 1] as const)
    .flatMap((who) => (["spot", "linear"] as const).map((c) => [who, c] as const))
    .filter(([who, c]) => s.used.has(`${s.keys[who].uid}|${c}`))
  await Promise.all(pairs.map(([who, category]) => orderPair(s, who, category, label)))
}

const orderPair = async (s: State, who: 0 | 1, category: "spot" | "linear", label: string): Promise<void> => {
  const key = s.keys[who]
  {
    const query = `category=${category}&symbol=BTCUSDT&limit=50`
    const open = await list(s.h, key, "/v5/order/realtime", `${query}&openOnly=0`)
    const history = await list(s.h, key, "/v5/order/history", query)
    const ids = open.map((o) => String(o.orderId))
    expect(new Set(ids).size, `${label}: an order listed twice as open`).toBe(ids.length)
    expect(
      open.filter((o) => FINISHED.has(String(o.orderStatus))).map((o) => o.orderId),
      label
    ).toEqual([])
    const finished = new Set(history.filter((o) => FINISHED.has(String(o.orderStatus))).map((o) => o.orderId))
    expect(
      ids.filter((id) => finished.has(id)),
      `${label}: open and finished at once`
    ).toEqual([])
    const thought = s.orders
      .filter((o) => o.uid === key.uid && o.category === category && o.resting && !o.cancelled && o.filled < o.qty)
      .map((o) => o.orderId)
    expect([...ids].sort(), `${label}: ${category} open orders of ${key.uid}`).toEqual([...thought].sort())
    const rest = new Map<string, string>()
    for (const o of [...history, ...open]) rest.set(String(o.orderId), String(o.orderStatus))
    for (const [id, status] of rest) {
      if (!s.orders.some((o) => o.orderId === id)) continue
      expect(s.feeds[who].orders.get(id), `${label}: pushed status of ${id}`).toBe(status)
    }
  }
}

/** Each coin's wallet balance and debt (the figures that move only with funds, not with prices). */
const balances = (coins: ReadonlyArray<Row>): Map<string, string> =>
  new Map(
    coins
      .filter((c) => units(c.walletBalance) !== 0n || units(c.borrowAmount) !== 0n)
      .map((c) => [String(c.coin), `${show(units(c.walletBalance))} owing ${show(units(c.borrowAmount))}`])
  )

/** The last wallet message of each UID equals its REST wallet. */
export const wallets = (s: State, label: string): Promise<ReadonlyArray<void>> =>
  Promise.all(
    ([0, 1] as const).map(async (who) => {
      const rest = balances(await unifiedCoins(s.h, s.keys[who]))
      const pushed = s.feeds[who].wallet
      expect(pushed, `${label}: no wallet message yet`).not.toBeUndefined()
      expect(balances(pushed ?? []), `${label}: wallet message of ${s.keys[who].uid}`).toEqual(rest)
    })
  )
