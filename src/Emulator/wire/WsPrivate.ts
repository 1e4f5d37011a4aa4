/**
 * The private topics of the emulator's `/v5/private` stream: `order`, `execution`, `execution.fast`,
 * `position` (all-in-one or per category), `wallet`, `greeks` and `dcp.{future,spot,option}`, pushed from the
 * exchange's private events to the connections authenticated as the event's account. Subscribing needs `auth`
 * first; an all-in-one topic and its categorised topics cannot share one request. Disconnect-Cancel-Protection:
 * when every connection of an account subscribed to a `dcp` topic is gone, the account's orders of that product
 * are cancelled once its DCP window has passed.
 *
 * @since 0.1.0
 */
import type { DcpProduct, Exchange, PrivateEvent } from "../Exchange.js"
import type { CommandOutcome, Connection } from "./WsProtocol.js"
import { dcpTopic, type PrivateTopic, parsePrivateTopic } from "./WsTopics.js"

/**
 * The DCP window used when the account set none (docs: 10 s).
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultDcpWindowSeconds = 10

const familyOf = (topic: string): PrivateTopic | undefined => parsePrivateTopic(topic)

/**
 * The subscriptions of every private connection and the fan-out of private events.
 *
 * @since 0.1.0
 * @category models
 */
export class PrivateHub {
  private readonly byUid = new Map<string, Set<Connection>>()
  /** Pending DCP cancels: `uid|product` → when they fire. */
  private readonly pending = new Map<string, { readonly uid: string; readonly product: DcpProduct; at: number }>()

  constructor(private readonly exchange: Exchange) {}

  /** Records that a connection authenticated (it may now subscribe and receive its account's pushes). */
  authenticated(conn: Connection): void {
    if (conn.uid === undefined) return
    let set = this.byUid.get(conn.uid)
    if (set === undefined) {
      set = new Set()
      this.byUid.set(conn.uid, set)
    }
    set.add(conn)
  }

  /**
   * Checks a private `subscribe`: auth first, known topics, no topic twice, and not an all-in-one topic with one
   * of its categorised topics in the same request. The whole request fails on the first problem.
   */
  check(conn: Connection, topics: ReadonlyArray<string>): CommandOutcome {
    const fail = (retMsg: string, topic: string): CommandOutcome => ({
      success: false,
      retMsg,
      successTopics: [],
      failTopics: [topic]
    })
    const seen: Array<PrivateTopic> = []
    for (const topic of topics) {
      if (conn.uid === undefined) return fail(`error:topic:${topic} needs auth first`, topic)
      const parsed = familyOf(topic)
      if (parsed === undefined) return fail(`error:handler not found,topic:${topic}`, topic)
      if (conn.topics.has(topic) || topics.indexOf(topic) !== topics.lastIndexOf(topic)) {
        return fail(`error:already subscribed,topic:${topic}`, topic)
      }
      const mixed = seen.some(
        (s) =>
          s.family === parsed.family &&
          parsed.family !== "dcp" &&
          (s.category === undefined) !== (parsed.category === undefined)
      )
      if (mixed) {
        return fail(
          `error:all-in-one topic and categorised topic cannot be in the same subscription request,topic:${topic}`,
          topic
        )
      }
      seen.push(parsed)
    }
    return { success: true, retMsg: "", successTopics: topics, failTopics: [] }
  }

  /** Subscribes a checked topic (a `dcp` topic disarms a pending cancel of its product). */
  add(conn: Connection, topic: string): void {
    conn.topics.add(topic)
    const parsed = familyOf(topic)
    if (conn.uid !== undefined && parsed?.dcp !== undefined) this.pending.delete(`${conn.uid}|${parsed.dcp}`)
  }

  /** Unsubscribes a topic; `false` when it was not subscribed. */
  remove(conn: Connection, topic: string, now: number): boolean {
    const had = conn.topics.delete(topic)
    const parsed = familyOf(topic)
    if (had && parsed?.dcp !== undefined) this.arm(conn, parsed.dcp, now)
    return had
  }

  /** Forgets a closed connection; arms DCP for the products no other live connection of the account protects. */
  drop(conn: Connection, now: number): void {
    if (conn.uid === undefined) return
    this.byUid.get(conn.uid)?.delete(conn)
    for (const topic of conn.topics) {
      const product = familyOf(topic)?.dcp
      if (product !== undefined) this.arm(conn, product, now)
    }
  }

  private arm(conn: Connection, product: DcpProduct, now: number): void {
    const uid = conn.uid
    if (uid === undefined) return
    const topic = dcpTopic(product)
    for (const other of this.byUid.get(uid) ?? []) if (other !== conn && other.topics.has(topic)) return
    const window = this.exchange.dcpWindow(uid, product) ?? defaultDcpWindowSeconds
    this.pending.set(`${uid}|${product}`, { uid, product, at: now + window * 1000 })
  }

  /** Fires the DCP cancels whose window has passed. */
  scan(now: number): void {
    for (const [key, p] of this.pending) {
      if (p.at > now) continue
      this.pending.delete(key)
      this.exchange.dcpCancel(p.uid, p.product, now)
    }
  }

  /** The DCP cancels waiting for their window, as `uid|product` keys (for tests and the admin view). */
  pendingDcp(): ReadonlyArray<string> {
    return [...this.pending.keys()]
  }

  /** Whether a connection of the account is open (else its pushes need not be built). */
  listens(uid: string): boolean {
    return (this.byUid.get(uid)?.size ?? 0) > 0
  }

  /** Pushes a private event to every connection of its account subscribed to its topic. */
  onEvent(event: PrivateEvent): void {
    const conns = this.byUid.get(event.uid)
    if (conns === undefined || conns.size === 0) return
    const names: Array<string> = []
    if (event.topic === "dcp") {
      if (event.product !== undefined) names.push(dcpTopic(event.product))
    } else {
      names.push(event.topic)
      if (event.category !== undefined) names.push(`${event.topic}.${event.category}`)
    }
    for (const conn of conns) {
      for (const topic of names) {
        if (!conn.topics.has(topic)) continue
        conn.sendData(frame(event, topic))
      }
    }
  }
}

/** Envelope key order as the docs' examples: `execution` starts with `topic`, `execution.fast` has no `id`. */
const frame = (event: PrivateEvent, topic: string): string => {
  const id = event.id === undefined ? {} : { id: event.id }
  if (event.topic === "execution.fast") {
    return JSON.stringify({ topic, creationTime: event.creationTime, data: event.data })
  }
  if (event.topic === "execution") {
    return JSON.stringify({ topic, ...id, creationTime: event.creationTime, data: event.data })
  }
  return JSON.stringify({ ...id, topic, creationTime: event.creationTime, data: event.data })
}
