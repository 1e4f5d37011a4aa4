/**
 * What the matching engine holds across calls: its books, every order by id and link id, the open ones, the
 * executions per account, the id generator and the hooks of the account and position layers — and the small
 * operations on that state every step of the engine shares (find, register, close, protection, reducible).
 *
 * @since 0.1.0
 */
import * as Fixed from "../base/Fixed.js"
import { Prng } from "../base/Prng.js"
import type { Category, Instrument } from "../market/Instruments.js"
import type { Liquidity } from "../market/MarketTypes.js"
import { Book, type Order } from "./Book.js"
import { MAX_SAFE } from "./Checks.js"
import type {
  EngineHooks,
  EngineOptions,
  ExecutionView,
  Fees,
  LiquiditySource,
  OrderRef,
  OrderStatus,
  Outcome,
  Side
} from "./Models.js"
import { RATE_SCALE, reject } from "./Views.js"

/**
 * An order's fee rates: as integers of `RATE_SCALE` decimals, and as the executions print them.
 *
 * @since 0.1.0
 * @category internals
 */
export interface FeeRates {
  readonly maker: bigint
  readonly taker: bigint
  readonly text: { readonly maker: string; readonly taker: string }
}

/**
 * The open orders, with how many are open per instrument (a replay asks at every line whether one is).
 *
 * @since 1.1.0
 * @category internals
 */
export class OpenOrders extends Set<Order> {
  private readonly counts = new Map<Instrument, number>()

  override add(o: Order): this {
    if (!this.has(o)) this.counts.set(o.instrument, (this.counts.get(o.instrument) ?? 0) + 1)
    return super.add(o)
  }

  override delete(o: Order): boolean {
    if (!super.delete(o)) return false
    const n = (this.counts.get(o.instrument) ?? 1) - 1
    if (n === 0) this.counts.delete(o.instrument)
    else this.counts.set(o.instrument, n)
    return true
  }

  override clear(): void {
    this.counts.clear()
    super.clear()
  }

  /** How many orders are open on an instrument. */
  of(i: Instrument): number {
    return this.counts.get(i) ?? 0
  }
}

/**
 * How long an order that closed without a fill is kept (`EngineState.forgetUnfilled`): 24 hours, as Bybit keeps
 * cancelled, rejected and deactivated orders without fills in the order history.
 *
 * @since 1.3.0
 * @category history
 */
export const unfilledKeptMs = 24 * 3_600_000

/**
 * The engine's state, shared by its steps (placement, fills, triggers, amendments, cancels).
 *
 * @since 0.1.0
 * @category internals
 */
export class EngineState {
  readonly ids: Prng
  readonly hooks: EngineHooks
  readonly liquidity: LiquiditySource | undefined
  readonly slippage: bigint
  /** How long a live order takes from acceptance to the book, ms (0: at once). */
  readonly latencyMs: number
  readonly books = new Map<Instrument, Book>()
  readonly byId = new Map<string, Order>()
  readonly byLinkId = new Map<string, Order>()
  readonly all: Array<Order> = []
  readonly open = new OpenOrders()
  readonly executionsByAccount = new Map<string, Array<ExecutionView>>()
  /** Parsed fee rates by the rates object an order brings (the account layer hands out one per category). */
  private readonly rates = new WeakMap<Fees, FeeRates>()

  constructor(options: EngineOptions) {
    this.ids = new Prng(options.seed)
    this.hooks = options.hooks ?? {}
    this.liquidity = options.liquidity
    this.latencyMs = Math.max(0, options.latencyMs ?? 0)
    this.slippage = Fixed.parse(options.marketSlippage ?? "0.05", RATE_SCALE) ?? 5_000_000n
  }

  /**
   * The fee rates of `fees`, parsed once per rates object: every order of a category shares them (two BigInts,
   * two strings and an object fewer per order).
   */
  feeRates(fees: Fees): FeeRates {
    let r = this.rates.get(fees)
    if (r === undefined) {
      const maker = Fixed.parseRounded(fees.maker, RATE_SCALE, "halfUp") ?? 0n
      const taker = Fixed.parseRounded(fees.taker, RATE_SCALE, "halfUp") ?? 0n
      r = {
        maker,
        taker,
        text: { maker: Fixed.formatTrimmed(maker, RATE_SCALE), taker: Fixed.formatTrimmed(taker, RATE_SCALE) }
      }
      this.rates.set(fees, r)
    }
    return r
  }

  /** The book of an instrument (created on first use; a deferred book is laid first). */
  book(i: Instrument): Book {
    let b = this.books.get(i)
    if (b === undefined) {
      b = new Book(i)
      this.books.set(i, b)
    }
    b.reads++
    if (b.deferredAt !== undefined) this.catchUp(b, b.deferredAt)
    return b
  }

  /**
   * Lays a deferred book whole from the liquidity source as it stands (no order of a user rests in it, so there is
   * nothing to trade through and nothing to trigger). The cross sequence is not bumped: `defer` bumped it for every
   * line it skipped, as laying each would have.
   */
  private catchUp(b: Book, at: number): void {
    b.deferredAt = undefined
    const liquidity = this.liquidity?.levels(b.instrument, b.reference, at)
    if (liquidity !== undefined) this.layWhole?.(b, liquidity)
  }

  /** How a deferred book is laid whole (`Triggers.layWhole`, handed in by the engine: the steps sit above the state). */
  layWhole: ((b: Book, liquidity: Liquidity) => void) | undefined

  /** Link ids are unique per account and category. */
  linkKey(accountId: string, category: Category, orderLinkId: string): string {
    return `${accountId}\u0000${category === "spot" ? "spot" : category}\u0000${orderLinkId}`
  }

  /** Remembers a new order: by id, by link id, in the history, among the open ones. */
  register(o: Order): void {
    this.byId.set(o.orderId, o)
    if (o.orderLinkId !== "") this.byLinkId.set(this.linkKey(o.accountId, o.instrument.category, o.orderLinkId), o)
    this.all.push(o)
    this.open.add(o)
  }

  /** When the history was last trimmed (`forgetUnfilled`), server ms. */
  private trimmedAt = 0

  /**
   * Bybit's window for orders that never filled (the order-history page: cancelled, rejected and deactivated orders
   * without a fill are kept 24 hours; orders with fills for 2 years): such an order closed more than `unfilledKeptMs`
   * ago is forgotten, so the state does not grow with orders placed and cancelled. Runs at most once an hour of server
   * time; an order a TP/SL pair still points at is kept. Answers how many were forgotten.
   */
  forgetUnfilled(now: number): number {
    if (now - this.trimmedAt < 3_600_000) return 0
    this.trimmedAt = now
    const cutoff = now - unfilledKeptMs
    let kept = 0
    const all = this.all
    for (const o of all) {
      const gone =
        o.updatedTime <= cutoff &&
        o.cumQty === 0 &&
        (o.status === "Cancelled" || o.status === "Rejected" || o.status === "Deactivated") &&
        !this.open.has(o) &&
        o.tpChild === undefined &&
        o.slChild === undefined &&
        o.sibling === undefined
      if (!gone) {
        all[kept++] = o
        continue
      }
      if (this.byId.get(o.orderId) === o) this.byId.delete(o.orderId)
      const link = this.linkKey(o.accountId, o.instrument.category, o.orderLinkId)
      if (o.orderLinkId !== "" && this.byLinkId.get(link) === o) this.byLinkId.delete(link)
    }
    const forgotten = all.length - kept
    all.length = kept
    return forgotten
  }

  /** An order of the account in the category by id (which wins) or link id, in any state. */
  find(category: Category, ref: OrderRef): Order | undefined {
    const o =
      ref.orderId !== undefined && ref.orderId !== ""
        ? this.byId.get(ref.orderId)
        : ref.orderLinkId !== undefined && ref.orderLinkId !== ""
          ? this.byLinkId.get(this.linkKey(ref.accountId, category, ref.orderLinkId))
          : undefined
    return o !== undefined && o.accountId === ref.accountId && o.instrument.category === category ? o : undefined
  }

  /** The exchange's answer for an order that does not exist or is no longer open. */
  notFound(i: Instrument, amend: boolean): Outcome<never> {
    if (i.category === "spot") return reject(170213, "Order does not exist.")
    return amend ? reject(110001, "order not exists or too late to replace") : reject(110001, "Order does not exist")
  }

  /** Ends an order in a final (or deactivated) state. */
  close(o: Order, status: OrderStatus, now: number, rejectReason: string, cancelType: string): void {
    o.status = status
    o.rejectReason = rejectReason
    o.cancelType = cancelType
    o.updatedTime = now
    this.open.delete(o)
  }

  /** Market protection price: the reference moved by the slippage band, on the tick grid. */
  protection(b: Book, side: Side): number {
    const i = b.instrument
    const ref = b.reference > 0 ? b.reference : ((side === "Buy" ? b.asks : b.bids).best()?.price ?? 0)
    if (ref === 0) return 0
    const one = Fixed.pow10(RATE_SCALE)
    const raw = (BigInt(ref) * (side === "Buy" ? one + this.slippage : one - this.slippage)) / one
    const ticks = Fixed.divide(raw, BigInt(i.tickUnits), side === "Buy" ? "down" : "up")
    return Math.max(Number(ticks) * i.tickUnits, i.tickUnits)
  }

  /** The largest quantity (units) a reduce-only order may close now, as the position layer answers. */
  reducible(o: { accountId: string; instrument: Instrument; side: Side; positionIdx: 0 | 1 | 2 }): number {
    const hook = this.hooks.reducibleQty
    if (hook === undefined) return Number.MAX_SAFE_INTEGER
    const text = hook(o)
    const u = Fixed.parseRounded(text, o.instrument.qtyDecimals, "down")
    return u === undefined ? 0 : Number(Fixed.min(u, MAX_SAFE))
  }
}
