/**
 * One run of `AccountState.stream`: the state it keeps between pushes (`AccountSync`: the ledger, its status, the
 * pushes held while a REST read is merged or their instrument is looked up) and the fold that drives it (`run`:
 * the private topics' listener and the reconcile loop). The consistency rules are in `AccountState`'s module docs.
 *
 * @since 0.2.0
 * @internal
 */
import * as Effect from "effect/Effect"
import * as Queue from "effect/Queue"
import * as Result from "effect/Result"
import type * as Scope from "effect/Scope"
import * as Decoding from "../Schema/Decoding.js"
import type { Ledger, Order, Position, RestError, Selection, State, Status, Wallet } from "./AccountLedger.js"
import * as Coalesce from "./Coalesce.js"
import type { Frame, SubscribeError } from "./Connection.js"
import type * as Topics from "./Topics.js"

/**
 * A decoded private push.
 *
 * @since 0.2.0
 * @internal
 */
export type Message =
  | { readonly _tag: "order"; readonly data: ReadonlyArray<Order> }
  | { readonly _tag: "position"; readonly data: ReadonlyArray<Position> }
  | { readonly _tag: "wallet"; readonly data: ReadonlyArray<Wallet> }

interface Held {
  readonly arrival: number
  readonly message: Message
}

/**
 * What a selection by coin needs to know of an instrument (`null`: the exchange does not list it).
 *
 * @since 0.2.0
 * @internal
 */
export interface Facts {
  readonly settleCoin: string
  readonly baseCoin: string
}

/**
 * An instrument to look up before the pushes that name it can be applied.
 *
 * @since 0.2.0
 * @internal
 */
export interface Instrument {
  readonly category: string
  readonly symbol: string
}

/**
 * The state of one run: synchronous, read and written only by the run's listener and its reconcile loop.
 *
 * @since 0.2.0
 * @internal
 */
export class AccountSync {
  status: Status = "syncing"
  reconciles = 0
  /** Bumped when the connection is lost: a read that started before cannot make the state live. */
  epoch = 0
  /** Pushes received so far (a wallet push received before the wallet read was sent is already in it). */
  arrivals = 0
  private readonly held: Array<Held> = []
  private readonly facts = new Map<string, Facts | null>()

  constructor(
    readonly ledger: Ledger,
    readonly selections: ReadonlyArray<Selection>
  ) {}

  /** `true`: kept; `false`: not selected; `undefined`: the instrument must be looked up first. */
  selected(category: string, symbol: string): boolean | undefined {
    let unknown = false
    for (const s of this.selections) {
      if (s.category !== category) continue
      if (s.symbol !== undefined) {
        if (s.symbol === symbol) return true
        continue
      }
      if (s.settleCoin === undefined && s.baseCoin === undefined) return true
      const f = this.facts.get(`${category}|${symbol}`)
      if (f === undefined) unknown = true
      else if (
        f !== null &&
        (s.settleCoin === undefined || f.settleCoin === s.settleCoin) &&
        (s.baseCoin === undefined || f.baseCoin === s.baseCoin)
      ) {
        return true
      }
    }
    return unknown ? undefined : false
  }

  /** Records what an instrument lookup found. */
  learn(instrument: Instrument, facts: Facts | null): void {
    this.facts.set(`${instrument.category}|${instrument.symbol}`, facts)
  }

  /** The first instrument a held push names that is still unknown. */
  missing(): Instrument | undefined {
    for (const h of this.held) {
      const first = this.unresolved(h.message)[0]
      if (first !== undefined) return first
    }
    return undefined
  }

  /**
   * A push from the socket: applied now (`true` when the state changed), or held while the state is syncing, other
   * pushes are held or its instrument is unknown (`"held"`).
   */
  push(message: Message): boolean | "held" {
    this.arrivals++
    if (this.status === "syncing" || this.held.length > 0 || this.unresolved(message).length > 0) {
      this.held.push({ arrival: this.arrivals, message })
      return "held"
    }
    return this.apply(message)
  }

  /** Applies held pushes in arrival order (their instruments are all known by now). */
  drain(walletSentAt: number): boolean {
    let changed = false
    for (const next of this.held.splice(0, this.held.length)) {
      if (next.message._tag === "wallet" && next.arrival <= walletSentAt) continue
      if (this.apply(next.message)) changed = true
    }
    return changed
  }

  /** The connection dropped: `true` when that ends a live state. */
  lost(): boolean {
    this.epoch++
    if (this.status !== "live") return false
    this.status = "syncing"
    return true
  }

  /** The snapshot to emit, once a REST read is merged. */
  view(): State | undefined {
    return this.reconciles === 0 ? undefined : this.ledger.view(this.status, this.reconciles)
  }

  private unresolved(message: Message): ReadonlyArray<Instrument> {
    return message._tag === "wallet"
      ? []
      : message.data.filter((item: Order | Position) => this.selected(item.category, item.symbol) === undefined)
  }

  private apply(message: Message): boolean {
    let changed = false
    switch (message._tag) {
      case "order":
        for (const o of message.data)
          if (this.selected(o.category, o.symbol) && this.ledger.applyOrder(o)) changed = true
        return changed
      case "position":
        for (const p of message.data) {
          if (this.selected(p.category, p.symbol) && this.ledger.applyPosition(p)) changed = true
        }
        return changed
      case "wallet":
        for (const w of message.data) if (this.ledger.applyWallet(w)) changed = true
        return changed
    }
  }
}

/**
 * The three private topics of the fold.
 *
 * @since 0.2.0
 * @internal
 */
export interface AccountTopics {
  readonly order: ReturnType<typeof Topics.order>
  readonly position: ReturnType<typeof Topics.position>
  readonly wallet: typeof Topics.wallet
}

/**
 * What the fold reads from REST: the whole account (merged into the ledger; answers the arrival count when the
 * wallet request left) and one instrument's coins.
 *
 * @since 0.2.0
 * @internal
 */
export interface Reads<R> {
  readonly account: Effect.Effect<number, RestError, R>
  readonly instrument: (instrument: Instrument) => Effect.Effect<Facts | null, RestError, R>
}

type Request = { readonly _tag: "Reconcile"; readonly reason: string } | { readonly _tag: "Resolve" }

const decoder = (topics: AccountTopics, compiler: Decoding.Compiler | undefined) => {
  const checks = {
    order: Coalesce.checker(topics.order, "private", compiler),
    position: Coalesce.checker(topics.position, "private", compiler),
    wallet: Coalesce.checker(topics.wallet, "private", compiler)
  }
  return (frame: Frame): Result.Result<Message, Topics.TopicDecodeError> | undefined => {
    switch (frame.topic) {
      case topics.order.name:
        return Result.map(checks.order(frame), (m) => ({ _tag: "order", data: m.data }))
      case topics.position.name:
        return Result.map(checks.position(frame), (m) => ({ _tag: "position", data: m.data }))
      case topics.wallet.name:
        return Result.map(checks.wallet(frame), (m) => ({ _tag: "wallet", data: m.data }))
      default:
        return undefined
    }
  }
}

// Serves requests in batches: a reconcile (REST read merged), then the lookups of held pushes' instruments, then
// (synchronously: no push can slip in between) live again unless the connection dropped meanwhile.
const reconcileLoop = <R>(
  ctx: Coalesce.Context<RestError>,
  sync: AccountSync,
  requests: Queue.Dequeue<Request>,
  reads: Reads<R>
) =>
  Effect.gen(function* () {
    let walletSentAt = 0
    while (true) {
      const batch = yield* Queue.takeAll(requests)
      const reconcile = batch.filter((r) => r._tag === "Reconcile")
      let started: number | undefined
      if (reconcile.length > 0) {
        for (const r of reconcile) {
          if (r.reason.startsWith("invalid")) yield* Effect.logWarning(`account state: ${r.reason}`)
        }
        started = sync.epoch
        if (sync.status === "live") {
          sync.status = "syncing"
          ctx.dirty()
        }
        walletSentAt = yield* reads.account
        sync.reconciles++
      }
      for (let next = sync.missing(); next !== undefined; next = sync.missing()) {
        sync.learn(next, yield* reads.instrument(next))
      }
      if (started !== undefined && sync.epoch === started) sync.status = "live"
      if (sync.status === "live") sync.drain(walletSentAt)
      ctx.dirty()
    }
  })

/**
 * The fold's setup for `Coalesce.run`: the listener on the three topics, the reconcile loop forked in the stream's
 * scope, reconnects turned into reconciles, and the first reconcile.
 *
 * @since 0.2.0
 * @internal
 */
export const run = <R>(
  ctx: Coalesce.Context<RestError>,
  sync: AccountSync,
  topics: AccountTopics,
  reads: Reads<R>
): Effect.Effect<void, SubscribeError, Scope.Scope | R> =>
  Effect.gen(function* () {
    const requests = yield* Queue.unbounded<Request>()
    const decode = decoder(topics, (yield* Decoding.current).validator)
    const listener = (frame: Frame): void => {
      const message = decode(frame)
      if (message === undefined) return
      if (Result.isFailure(message)) {
        // the message is lost: REST has the truth
        Queue.offerUnsafe(requests, { _tag: "Reconcile", reason: `invalid frame: ${message.failure.issue}` })
        return
      }
      const outcome = sync.push(message.success)
      if (outcome === "held") {
        if (sync.status === "live") Queue.offerUnsafe(requests, { _tag: "Resolve" })
      } else if (outcome) {
        ctx.dirty()
      }
    }
    yield* reconcileLoop(ctx, sync, requests, reads).pipe(
      Effect.catch((error) => Effect.sync(() => ctx.fail(error))),
      Effect.forkScoped
    )
    yield* Coalesce.onReconnect(ctx, (event) => {
      if (event === "lost") {
        if (sync.lost()) ctx.dirty()
      } else {
        Queue.offerUnsafe(requests, { _tag: "Reconcile", reason: "reconnected" })
      }
    })
    yield* ctx.subscribe(listener)
    Queue.offerUnsafe(requests, { _tag: "Reconcile", reason: "started" })
  })
