/**
 * Matching against a recorded market: where a resting order stands in the queue of its price, when recorded trades
 * fill it, and when an order on its way (latency) reaches the book.
 *
 * The queue model is hftbacktest's `RiskAdverseQueueModel` (the conservative one of its L2 models), stated here so a
 * result can be compared with it:
 *
 * - an order that rests is behind all the quantity the recorded book shows at its price at that moment
 *   (`queueAhead`; a user order resting before it at the same price does not count, the recorded sizes never hold
 *   user orders);
 * - a recorded trade at the order's price takes the queue ahead down by its size; what the trade takes beyond the
 *   queue ahead fills the order (as maker, at its price), up to what it has left;
 * - a recorded trade beyond the order's price (a sell below a resting buy, a buy above a resting sell) fills the
 *   order whole: the market traded through it;
 * - cancellations are never assumed to be ahead: a recorded book update only lowers the queue ahead when the level
 *   shrinks below it (`queueAhead = min(queueAhead, level size)`), and a level that grows adds behind;
 * - the recorded book crossing the order (the best ask at or below a resting buy) fills it whole, as the synthetic
 *   market does (`Triggers.tradeThrough`).
 *
 * Several user orders at one price take a recorded trade in time priority: each one's queue ahead is measured on
 * what the trade has left after filling the user orders before it. A queue fill prints no public trade of its own:
 * the recorded trade stands for it. Same recording, same orders, same settings: the same fills, since nothing here
 * reads a clock or a random source.
 *
 * @since 1.1.0
 */
import type { Instrument } from "../market/Instruments.js"
import type { Book, Level, Order } from "./Book.js"
import { applyFill, execute } from "./Fills.js"
import type { Report, Side } from "./Models.js"
import type { EngineState } from "./State.js"
import { attachTpSl } from "./TpSl.js"
import { Collector, notional } from "./Views.js"

/**
 * A recorded trade of `qty` units at `price` units, its aggressor `side`: fills the resting user orders of the other
 * side it reached under the queue model above.
 *
 * @since 1.1.0
 * @category internals
 */
export const onTrade = (
  s: EngineState,
  instrument: Instrument,
  price: number,
  qty: number,
  side: Side,
  now: number
): Report => {
  const b = s.book(instrument)
  const c = new Collector()
  const hit = side === "Buy" ? b.asks : b.bids
  for (let k = hit.prices.length - 1; k >= 0; k--) {
    const p = hit.prices[k] ?? 0
    const through = side === "Buy" ? p < price : p > price
    if (!through && p !== price) break
    const l = hit.levels.get(p)
    if (l === undefined || l.orders.length === 0) continue
    let left = qty
    for (const o of [...l.orders]) {
      const leaves = o.qty - o.cumQty
      if (through) {
        fillQueued(s, b, l, o, leaves, now, c)
        continue
      }
      if (left <= o.queueAhead) {
        o.queueAhead -= left
        continue
      }
      const beyond = left - o.queueAhead
      const step = instrument.stepUnits
      const q = Math.min(leaves, beyond - (beyond % step))
      o.queueAhead = 0
      if (q <= 0) continue
      fillQueued(s, b, l, o, q, now, c)
      left -= q
    }
    hit.dropIfEmpty(l)
  }
  return c.flush()
}

/** A resting order filled for `q` as maker at its price by the recorded market. */
const fillQueued = (s: EngineState, b: Book, l: Level, o: Order, q: number, now: number, c: Collector): void => {
  const i = b.instrument
  b.seq++
  applyFill(s, o, l.price, q, notional(i, l.price, q), true, s.ids.uuid(), b.seq, now, c)
  l.userQty -= q
  if (o.cumQty >= o.qty) {
    const k = l.orders.indexOf(o)
    if (k >= 0) l.orders.splice(k, 1)
    o.level = undefined
    o.status = "Filled"
    s.open.delete(o)
  } else o.status = "PartiallyFilled"
  attachTpSl(s, b, o, now, c)
  b.changed(b.side(o.side === "Buy"), l.price)
}

/**
 * A recorded level's size changed to `size`: no order there keeps more queue ahead than the level holds.
 *
 * @since 1.1.0
 * @category internals
 */
export const shrinkQueue = (l: Level, size: number): void => {
  for (const o of l.orders) if (o.queueAhead > size) o.queueAhead = size
}

/**
 * The orders on their way whose arrival time has come reach the book (each at its own arrival time, in the order
 * they were accepted): they match, rest or end as their time in force says.
 *
 * @since 1.1.0
 * @category internals
 */
export const arrive = (s: EngineState, instrument: Instrument, now: number): Report => {
  const b = s.book(instrument)
  const c = new Collector()
  while (b.arriving.length > 0) {
    const o = b.arriving[0]
    if (o === undefined || o.arrivesAt > now) break
    b.arriving.shift()
    const at = o.arrivesAt
    o.arrivesAt = 0
    if (o.status === "New") execute(s, b, o, at, c)
  }
  return c.flush()
}

/**
 * The instruments with orders on their way (for the exchange's tick).
 *
 * @since 1.1.0
 * @category internals
 */
export const arriving = (s: EngineState): ReadonlyArray<Instrument> => {
  // asked before every replayed line: nothing is allocated while no order is on its way (one on its way is open)
  if (s.open.size === 0) return none
  let out: Array<Instrument> | undefined
  for (const b of s.books.values()) {
    if (b.arriving.length === 0) continue
    if (out === undefined) out = []
    out.push(b.instrument)
  }
  return out ?? none
}

const none: ReadonlyArray<Instrument> = []
