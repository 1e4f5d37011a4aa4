/**
 * Partial-position TP/SL (`/v5/position/trading-stop` with `tpslMode: Partial`): each is an untriggered,
 * reduce-only, close-on-trigger conditional order for its own size, placed through the matching engine with the
 * create type `CreateByPartialTakeProfit` / `CreateByPartialStopLoss` and shown with the stop order type
 * `PartialTakeProfit` / `PartialStopLoss` and TP/SL mode `Partial`. A take profit and a stop loss set by one call
 * are a pair: when one triggers the other is cancelled. Every partial stop of a position is cancelled when the
 * position is closed, and so are the TP/SL orders an order's fill attached to it. While any waits, the position's TP/SL mode cannot be switched (110054 / 110055). The registry
 * remembers which orders are partial stops of which position.
 *
 * @since 0.1.0
 */

import type { Position } from "./books/Positions.js"
import type { ExecutionView, MatchingEngine, OrderView, Report } from "./engine/MatchingEngine.js"
import type { Instrument } from "./market/Instruments.js"

/**
 * The most partial TP/SL orders a position may hold (error 110061 beyond).
 *
 * @since 0.1.0
 * @category constants
 */
export const MAX_PARTIAL = 20

const SHOWN: Readonly<Record<string, string>> = {
  CreateByPartialTakeProfit: "PartialTakeProfit",
  CreateByPartialStopLoss: "PartialStopLoss"
}

/**
 * The stop order type an order is shown with: the engine places a position's partial stops as plain conditional
 * orders (`Stop`); their create type names what they are.
 *
 * @since 0.1.0
 * @category views
 */
export const stopOrderTypeOf = (v: { readonly createType: string; readonly stopOrderType: string }): string =>
  v.stopOrderType === "Stop" ? (SHOWN[v.createType] ?? "Stop") : v.stopOrderType

/**
 * An order as the exchange shows it (partial stops with their stop order type and TP/SL mode).
 *
 * @since 0.1.0
 * @category views
 */
export const shownOrder = (v: OrderView): OrderView => {
  const stopOrderType = stopOrderTypeOf(v)
  return stopOrderType === v.stopOrderType ? v : { ...v, stopOrderType, tpslMode: "Partial" }
}

/**
 * An execution as the exchange shows it (a partial stop's fill with its stop order type).
 *
 * @since 0.1.0
 * @category views
 */
export const shownExecution = (e: ExecutionView): ExecutionView => {
  const stopOrderType = stopOrderTypeOf(e)
  return stopOrderType === e.stopOrderType ? e : { ...e, stopOrderType }
}

// the create types of the TP/SL orders an order's fill attaches to its position
const ATTACHED = new Set([
  "CreateByTakeProfit",
  "CreateByStopLoss",
  "CreateByPartialTakeProfit",
  "CreateByPartialStopLoss"
])

interface Entry {
  readonly orderId: string
  /** The other half of a TP and SL set together, cancelled when this one triggers. */
  readonly pair: string | undefined
}

/**
 * What the sweep needs: the engine that holds the orders and the clearing step that settles a report.
 *
 * @since 0.1.0
 * @category models
 */
export interface SweepDeps {
  readonly engine: MatchingEngine
  readonly apply: (report: Report, now: number, touched: ReadonlyArray<Position>) => void
}

/**
 * The partial stops of every position.
 *
 * @since 0.1.0
 * @category models
 */
export class PartialStops {
  private readonly byPosition = new Map<Position, Array<Entry>>()

  /** Records the orders one call placed (a TP and an SL placed together are paired). */
  add(p: Position, tp: string | undefined, sl: string | undefined): void {
    const placed = [tp, sl]
    const list = (this.byPosition.get(p) ?? []).filter((x) => !placed.includes(x.orderId))
    if (tp !== undefined) list.push({ orderId: tp, pair: sl })
    if (sl !== undefined) list.push({ orderId: sl, pair: tp })
    this.byPosition.set(p, list)
  }

  /**
   * Takes in a TP/SL order an order's fill attached to the position (an order placed with `takeProfit` /
   * `stopLoss`, Full or Partial): it is the position's too, so it is cancelled when the position is closed, as the
   * docs say ("the system will cancel these orders if the position is closed"). The engine pairs it with its
   * sibling itself.
   */
  adopt(p: Position, v: { readonly orderId: string; readonly orderStatus: string; readonly createType: string }): void {
    if (v.orderStatus !== "Untriggered" || !ATTACHED.has(v.createType)) return
    const list = this.byPosition.get(p) ?? []
    if (list.some((x) => x.orderId === v.orderId)) return
    list.push({ orderId: v.orderId, pair: undefined })
    this.byPosition.set(p, list)
  }

  /** How many of a position's partial stops still wait for their trigger. */
  open(p: Position, engine: MatchingEngine): number {
    const cat = p.instrument.category
    return (this.byPosition.get(p) ?? []).filter((x) => {
      const o = engine.order(cat, { accountId: p.uid, orderId: x.orderId })
      return o?.orderStatus === "Untriggered" && o.createType in SHOWN
    }).length
  }

  /**
   * Which kinds of a position's partial stops still wait for their trigger: they are link orders of the position,
   * and lock its TP/SL mode as its own take profit and stop loss do.
   */
  waiting(p: Position, engine: MatchingEngine): { readonly takeProfit: boolean; readonly stopLoss: boolean } {
    const cat = p.instrument.category
    const kinds = (this.byPosition.get(p) ?? []).flatMap((x) => {
      const o = engine.order(cat, { accountId: p.uid, orderId: x.orderId })
      return o?.orderStatus === "Untriggered" ? [o.createType] : []
    })
    return {
      takeProfit: kinds.includes("CreateByPartialTakeProfit"),
      stopLoss: kinds.includes("CreateByPartialStopLoss")
    }
  }

  /**
   * Cancels what a trigger or a close left behind on an instrument: the pair of a partial stop that triggered, and
   * every partial stop of a position that is closed; forgets the orders that no longer wait.
   */
  sweep(i: Instrument, now: number, deps: SweepDeps): void {
    if (this.byPosition.size === 0) return
    for (const [p, list] of this.byPosition) {
      if (p.instrument !== i) continue
      const status = (orderId: string) =>
        deps.engine.order(i.category, { accountId: p.uid, orderId })?.orderStatus ?? "Cancelled"
      const cancel = new Set<string>()
      for (const x of list) {
        if (status(x.orderId) !== "Untriggered") {
          const fired = status(x.orderId) !== "Cancelled" && status(x.orderId) !== "Deactivated"
          if (fired && x.pair !== undefined && status(x.pair) === "Untriggered") cancel.add(x.pair)
        } else if (p.size === 0n) cancel.add(x.orderId)
      }
      for (const orderId of cancel) {
        const out = deps.engine.cancel(i, { accountId: p.uid, orderId }, now, "CancelByTpSlTsClear", "EC_NoError")
        if (out._tag === "Accepted") deps.apply(out.report, now, [p])
      }
      const left = list.filter((x) => status(x.orderId) === "Untriggered")
      if (left.length === 0) this.byPosition.delete(p)
      else this.byPosition.set(p, left)
    }
  }
}
