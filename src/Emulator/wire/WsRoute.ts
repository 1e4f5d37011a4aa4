/**
 * The public hub's subscriptions (a topic's entry and its subscribers), and the route a replay's recorded book
 * messages take while all there is to do with them is to send them as they are to one subscriber.
 *
 * @since 1.1.0
 * @internal
 */
import type { Faults } from "../Faults.js"
import type { Category } from "../market/Instruments.js"
import type { Connection } from "./WsProtocol.js"
import type { PublicTopic } from "./WsTopics.js"

/**
 * One connection's subscription of a public topic.
 *
 * @since 0.1.0
 * @internal
 */
export interface Subscriber {
  readonly conn: Connection
  /** When this subscriber last received the level-1 snapshot. */
  lastSentAt: number
  /** The ticker last sent to this subscriber (delta base on linear / inverse, change detector elsewhere). */
  ticker: ReadonlyMap<string, string> | undefined
}

/**
 * A subscribed public topic and its subscribers.
 *
 * @since 0.1.0
 * @internal
 */
export interface Entry {
  readonly key: string
  readonly category: Category
  readonly topic: string
  readonly parsed: PublicTopic
  readonly subscribers: Map<Connection, Subscriber>
  release: (() => void) | undefined
  /**
   * An `orderbook` entry whose subscribers are sent a replay's recorded messages as they are (pass-through, see
   * `PublicEvent.recorded`), from a snapshot of the recorded book; off: the engine's depth feed's.
   */
  passing: boolean
}

/**
 * Where a replayed symbol's recorded book messages go while all there is to do with them is to send them as they
 * are to one subscriber: the symbol's only book entry, on the recorded topic and passing, with one subscriber. The
 * hub's full path learns it (`learn`) and every line after takes it (`take`) until the subscriptions change
 * (`moved`), the symbol's book entries or the entry's source change, or a skip-delta fault waits: the line then goes
 * down the full path again, which does the same for it.
 *
 * @since 1.1.0
 * @internal
 */
export class RecordedRoute {
  private route:
    | {
        readonly category: Category
        readonly symbol: string
        readonly topic: string
        readonly entries: Set<Entry>
        readonly entry: Entry
        readonly sub: Subscriber
        readonly version: number
      }
    | undefined
  /** Moved at every subscription and unsubscription: a route learnt before is no longer taken. */
  private version = 0

  /** A subscription or unsubscription happened. */
  moved(): void {
    this.version++
  }

  /** Forgets the route (before the full path, which learns it again; when the hub closes). */
  forget(): void {
    this.route = undefined
  }

  /** The one subscriber a recorded message of `topic` goes to as it is, while the route holds. */
  take(category: Category, symbol: string, topic: string, faults: Faults): Subscriber | undefined {
    const r = this.route
    return r !== undefined &&
      r.version === this.version &&
      r.symbol === symbol &&
      r.category === category &&
      r.topic === topic &&
      r.entries.size === 1 &&
      r.entry.passing &&
      faults.skipDeltas <= 0
      ? r.sub
      : undefined
  }

  /** After the full path sent a recorded message of `topic`: the route, when the symbol's book entries allow one. */
  learn(category: Category, symbol: string, topic: string, entries: Set<Entry>): void {
    if (entries.size !== 1) return
    for (const entry of entries) {
      if (entry.topic !== topic || entry.parsed.kind !== "orderbook" || !entry.passing) return
      if (entry.subscribers.size !== 1) return
      for (const sub of entry.subscribers.values())
        this.route = { category, symbol, topic, entries, entry, sub, version: this.version }
    }
  }
}
