/**
 * Session settlement of the USDC perpetuals and its records (`/v5/asset/settlement-record`). A USDC perpetual
 * settles every 8 hours (00:00, 08:00 and 16:00 UTC on the emulator's clock): each open position's unrealised PnL
 * at the mark price of that moment moves into the unified wallet's USDC balance, the position's entry becomes that
 * settlement price (the session average price the next session starts from) and the account gets a settlement
 * record. Equity does not move: what leaves the unrealised PnL arrives in the wallet. The clock pass
 * (`PerpetualClock`) decides the boundaries and books the moment's funding and settlement as one `SETTLEMENT` entry.
 *
 * @since 0.1.0
 */
import * as Asset from "../../Http/v5/Asset.js"
import * as Fixed from "../base/Fixed.js"
import {
  type Caller,
  fail,
  isFail,
  limitOf,
  nonEmpty,
  ok,
  type Params,
  page,
  paramError,
  windowOf
} from "../base/Handler.js"
import { type Accounts, SCALE } from "../books/Accounts.js"
import { type Position, settleValue } from "../books/Positions.js"
import * as Instruments from "../market/Instruments.js"
import * as Desk from "./Desk.js"

/** The query window of the record endpoint. */
const WINDOW = 30 * 86_400_000

/**
 * One settled position. `price` is the mark price in units of 10^-priceDecimals, `pnl` in 10^-18 USDC.
 *
 * @since 0.1.0
 * @category models
 */
export interface Settled {
  readonly id: string
  readonly uid: string
  readonly instrument: Instruments.Instrument
  readonly side: "Buy" | "Sell"
  readonly size: bigint
  readonly price: bigint
  readonly pnl: bigint
  readonly time: number
}

/**
 * What settlement moves: the wallets.
 *
 * @since 0.1.0
 * @category models
 */
export interface SettlementEnv {
  readonly accounts: Accounts
}

/**
 * The session settlements: driven by the clock pass, answering the settlement records.
 *
 * @since 0.1.0
 * @category models
 */
export class SessionSettlement implements Desk.Desk {
  readonly name = "settlement"
  readonly routes: ReadonlyArray<Desk.Route>
  /** Every settlement, oldest first. */
  private readonly settled: Array<Settled> = []

  constructor(private readonly env: SettlementEnv) {
    this.routes = [Desk.route(Asset.settlementRecord, (c, p, n) => this.records(c, p, n))]
  }

  /**
   * Settles one position at `mark` (price units) at the boundary `at`: its unrealised PnL into the wallet, its
   * entry reset to the settlement price, a settlement record. Answers the PnL (10^-18 USDC) and the record's id;
   * the ledger entry and the pushes are the clock pass's, shared with the funding of the same moment.
   */
  settle(p: Position, mark: bigint, at: number, now: number): { readonly pnl: bigint; readonly id: string } {
    const i = p.instrument
    const side = p.side === "Sell" ? "Sell" : "Buy"
    const markValue = settleValue(i, mark, p.size)
    const pnl = side === "Buy" ? markValue - p.value : p.value - markValue
    this.env.accounts.add(p.uid, "UNIFIED", i.settleCoin, pnl)
    p.value = markValue
    p.curRealisedPnl += pnl
    p.cumRealisedPnl += pnl
    p.updatedTime = now
    const id = String(this.settled.length + 1)
    this.settled.push({ id, uid: p.uid, instrument: i, side, size: p.size, price: mark, pnl, time: at })
    return { pnl, id }
  }

  /**
   * The caller's session settlements, newest first, filtered by symbol and window. A linear symbol settled in
   * another coin answers 181013.
   */
  private records(caller: Caller, p: Params, now: number) {
    const category = nonEmpty(p, "category")
    if (category === undefined) return paramError("category is required")
    if (category !== "linear") return fail(181001, "category only supports linear, option or spot")
    const limit = limitOf(p, 1, 50, 20)
    if (isFail(limit)) return limit
    const window = windowOf(p, now, WINDOW)
    if (isFail(window)) return window
    const symbol = nonEmpty(p, "symbol")
    if (symbol !== undefined) {
      const i = Instruments.find("linear", symbol)
      if (i === undefined) return paramError(`symbol invalid: ${symbol}`)
      if (!Instruments.settlesBySession(i)) return fail(181013, "only settleCoin usdc is supported")
    }
    const rows = this.settled
      .filter(
        (s) =>
          s.uid === caller.uid &&
          (symbol === undefined || s.instrument.symbol === symbol) &&
          s.time >= window.from &&
          s.time <= window.to
      )
      .reverse()
    const paged = page(rows, (s) => s.id, limit, nonEmpty(p, "cursor"))
    if (isFail(paged)) return paged
    return ok({
      category,
      list: paged.list.map((s) => {
        const price = Fixed.formatTrimmed(s.price, s.instrument.priceDecimals)
        return {
          symbol: s.instrument.symbol,
          side: s.side,
          size: Fixed.formatTrimmed(s.size, s.instrument.qtyDecimals),
          sessionAvgPrice: price,
          markPrice: price,
          realisedPnl: Fixed.formatTrimmed(Fixed.rescale(s.pnl, SCALE, 8, "halfUp"), 8),
          createdTime: String(s.time)
        }
      }),
      nextPageCursor: paged.next
    })
  }
}
