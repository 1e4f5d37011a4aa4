/**
 * The exchange's event bus: the listeners of public events (trades, books, tickers, bars, liquidations) and of
 * private pushes (orders, executions, positions, wallet, greeks, DCP), and the sequence their message ids share.
 *
 * @since 0.1.0
 */
import type { PrivateEvent, PublicEvent, RecordedBookMessage, RecordedBookSink } from "./ExchangeTypes.js"
import type { Category } from "./market/Instruments.js"

/** A public listener as a publish reads it: the listener, whether it hears now, its recorded-book handler. */
type PublicEntry = readonly [(e: PublicEvent) => void, (() => boolean) | undefined, RecordedBookSink | undefined]

/**
 * The bus.
 *
 * @since 0.1.0
 * @category models
 */
export class Bus {
  // each listener with whether it hears now (always when undefined; a server with no socket open hears nothing) and
  // its recorded-book handler
  private readonly publicListeners = new Map<(e: PublicEvent) => void, PublicEntry>()
  // each listener with the accounts it wants (every account when undefined)
  private readonly privateListeners = new Map<(e: PrivateEvent) => void, ((uid: string) => boolean) | undefined>()
  private eventSeq = 0
  /** The public listeners as one publish reads them, made again after a change (a publish per replayed line). */
  private publicSnapshot: ReadonlyArray<PublicEntry> | undefined

  /**
   * Listens to public events, always or while `hears` says so (events nobody hears are not built); returns the
   * unsubscribe. With `recordedBook`, a replayed book line passed through as recorded comes to it instead of
   * `listener`, as its fields (`publishRecordedBook`).
   */
  onPublic(listener: (event: PublicEvent) => void, hears?: () => boolean, recordedBook?: RecordedBookSink): () => void {
    this.publicListeners.set(listener, [listener, hears, recordedBook])
    this.publicSnapshot = undefined
    return () => {
      this.publicListeners.delete(listener)
      this.publicSnapshot = undefined
    }
  }

  /**
   * Listens to private events of every account (filter on `uid`), or of the accounts `wants` names (pushes no
   * listener wants are not built); returns the unsubscribe.
   */
  onPrivate(listener: (event: PrivateEvent) => void, wants?: (uid: string) => boolean): () => void {
    this.privateListeners.set(listener, wants)
    return () => {
      this.privateListeners.delete(listener)
    }
  }

  /** Whether anyone listens to public events (computing them is skipped otherwise). */
  get hearsPublic(): boolean {
    // asked at every replayed line: the listeners' array, not an iterator over the map
    const listeners = this.publicList()
    for (let k = 0; k < listeners.length; k++) {
      const hears = (listeners[k] as PublicEntry)[1]
      if (hears === undefined || hears()) return true
    }
    return false
  }

  /** The public listeners as an array, made again after a change. */
  private publicList(): ReadonlyArray<PublicEntry> {
    const listeners = this.publicSnapshot ?? [...this.publicListeners.values()]
    this.publicSnapshot = listeners
    return listeners
  }

  /** Sends a public event to every listener that hears now. */
  publish(e: PublicEvent): void {
    // the listeners as they stood when the event was sent: one that subscribes or leaves meanwhile changes the next
    const listeners = this.publicList()
    for (let k = 0; k < listeners.length; k++) {
      const [l, hears] = listeners[k] as PublicEntry
      if (hears === undefined || hears()) l(e)
    }
  }

  /**
   * `publish` of a replayed book line passed through as recorded (an `orderbook` event with `recorded`): a listener
   * with a recorded-book handler gets the fields, the others the event, made once and only when one of them hears.
   */
  publishRecordedBook(
    category: Category,
    symbol: string,
    ts: number,
    reset: boolean,
    recorded: RecordedBookMessage
  ): void {
    const listeners = this.publicList()
    let event: PublicEvent | undefined
    for (let k = 0; k < listeners.length; k++) {
      const [l, hears, sink] = listeners[k] as PublicEntry
      if (hears !== undefined && !hears()) continue
      if (sink !== undefined) sink(category, symbol, ts, reset, recorded)
      else {
        event ??= { kind: "orderbook", category, symbol, ts, reset, recorded }
        l(event)
      }
    }
  }

  /** Sends a private push to every listener. */
  push(e: PrivateEvent): void {
    for (const l of [...this.privateListeners.keys()]) l(e)
  }

  /** Whether any listener wants the account's pushes: building them is most of an order's cost. */
  hears(uid: string): boolean {
    for (const wants of this.privateListeners.values()) if (wants === undefined || wants(uid)) return true
    return false
  }

  /** The next value of the shared sequence (message ids, moved legs' `seq`). */
  nextSeq(): number {
    this.eventSeq++
    return this.eventSeq
  }

  /** The next private message id of an account. */
  nextId(uid: string, what: string): string {
    return `${uid}_${what}_${this.nextSeq()}`
  }
}
