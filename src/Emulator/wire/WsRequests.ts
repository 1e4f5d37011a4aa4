/**
 * What the emulator's WebSocket servers answer to a client's requests: `ping`, `auth`, `subscribe` and `unsubscribe`
 * on every channel, the order ops on `/v5/trade`, and the refusals of anything else, in each channel's reply shape.
 *
 * @since 0.2.0
 * @internal
 */
import type { RawData } from "ws"
import type { Exchange } from "../Exchange.js"
import type { Faults } from "../Faults.js"
import * as Rights from "./Rights.js"
import * as WsAuth from "./WsAuth.js"
import { type Conn, stringArgs } from "./WsConnection.js"
import type { PrivateHub } from "./WsPrivate.js"
import type * as Products from "./WsProducts.js"
import * as Protocol from "./WsProtocol.js"
import type { PublicHub } from "./WsPublic.js"
import { isTradeOp, type TradeDesk } from "./WsTrade.js"

/**
 * What the request handlers act on: the exchange, the faults, the server's clock and key lookup, its connections
 * and the hubs that serve subscriptions and order ops.
 *
 * @since 0.2.0
 * @internal
 */
export interface Context {
  readonly exchange: Exchange
  readonly faults: Faults
  readonly now: () => number
  /** The clock `auth`'s `expires` is checked on. */
  readonly signingNow: () => number
  readonly lookupKey: (apiKey: string) => WsAuth.WsKey | undefined
  readonly conns: ReadonlySet<Conn>
  readonly publicHub: PublicHub
  readonly productHub: Products.ProductHub
  readonly privateHub: PrivateHub
  readonly desk: TradeDesk
  /** Told of the topics a public socket subscribed to, once they are served (a replay waiting for one starts). */
  readonly onSubscribe?: ((category: Protocol.Channel, topics: ReadonlyArray<string>) => void) | undefined
}

/**
 * The request handlers of one server.
 *
 * @since 0.2.0
 * @internal
 */
export class Requests {
  private readonly exchange: Exchange
  private readonly faults: Faults
  private readonly now: () => number
  private readonly signingNow: () => number
  private readonly lookupKey: (apiKey: string) => WsAuth.WsKey | undefined
  private readonly conns: ReadonlySet<Conn>
  private readonly publicHub: PublicHub
  private readonly productHub: Products.ProductHub
  private readonly privateHub: PrivateHub
  private readonly desk: TradeDesk
  private readonly subscribed: Context["onSubscribe"]

  constructor(context: Context) {
    this.exchange = context.exchange
    this.faults = context.faults
    this.now = context.now
    this.signingNow = context.signingNow
    this.lookupKey = context.lookupKey
    this.conns = context.conns
    this.publicHub = context.publicHub
    this.productHub = context.productHub
    this.privateHub = context.privateHub
    this.desk = context.desk
    this.subscribed = context.onSubscribe
  }

  ack(conn: Conn, frame: string): void {
    if (this.faults.withholdAcks) return
    conn.later(this.faults.ackDelayMs, frame)
  }

  statusFrame(t: number): string {
    return JSON.stringify({ topic: "system.status", ts: t, type: "snapshot", data: this.faults.systemStatus })
  }

  onSubscribe(conn: Conn, req: Protocol.Request): void {
    const topics = stringArgs(req.args)
    const t = this.now()
    if (conn.channel === "misc") {
      // the status stream serves one topic; a subscriber gets the current list at once
      const refused = topics.filter((topic) => topic !== "system.status" || conn.topics.has(topic))
      const outcome: Protocol.CommandOutcome =
        refused.length === 0
          ? { success: true, retMsg: "", successTopics: topics, failTopics: [] }
          : {
              success: false,
              retMsg: `error:handler not found,topic:${refused.join(",")}`,
              successTopics: [],
              failTopics: refused
            }
      this.ack(conn, Protocol.commandReply(conn.channel, "subscribe", req.reqId, conn.id, outcome))
      if (!outcome.success) return
      for (const topic of topics) conn.topics.add(topic)
      conn.sendData(this.statusFrame(t))
      return
    }
    if (Protocol.isProduct(conn.channel)) {
      const outcome = this.productHub.check(conn, conn.channel, topics)
      this.ack(conn, Protocol.commandReply(conn.channel, "subscribe", req.reqId, conn.id, outcome))
      if (outcome.success) for (const topic of topics) this.productHub.add(conn, conn.channel, topic, t)
      return
    }
    if (Protocol.isPublic(conn.channel)) {
      const category = conn.channel
      const { outcome, accepted } = this.publicHub.check(conn, category, topics)
      this.ack(conn, Protocol.commandReply(conn.channel, "subscribe", req.reqId, conn.id, outcome))
      if (accepted.length === 0) return
      // The first message of a book topic is its current snapshot: bring the market to now first.
      this.exchange.tick(t)
      for (const topic of accepted) this.publicHub.add(conn, category, topic, t)
      // after the first frames of each topic: a replay started by it goes on from the state they showed
      this.subscribed?.(category, accepted)
      return
    }
    const outcome = this.privateHub.check(conn, topics)
    this.ack(conn, Protocol.commandReply(conn.channel, "subscribe", req.reqId, conn.id, outcome))
    if (outcome.success) for (const topic of topics) this.privateHub.add(conn, topic)
  }

  onUnsubscribe(conn: Conn, req: Protocol.Request): void {
    const topics = stringArgs(req.args)
    const t = this.now()
    for (const topic of topics) {
      if (Protocol.isPublic(conn.channel)) this.publicHub.remove(conn, conn.channel, topic)
      else if (Protocol.isProduct(conn.channel)) this.productHub.remove(conn, topic, this.conns)
      else if (conn.channel === "misc") conn.topics.delete(topic)
      else this.privateHub.remove(conn, topic, t)
    }
    this.ack(
      conn,
      Protocol.commandReply(conn.channel, "unsubscribe", req.reqId, conn.id, {
        success: true,
        retMsg: "",
        successTopics: topics,
        failTopics: []
      })
    )
  }

  onAuth(conn: Conn, req: Protocol.Request): void {
    if (conn.channel !== "private" && conn.channel !== "trade") {
      this.ack(conn, Protocol.failure(conn.channel, "auth", req.reqId, conn.id, "error:invalid op"))
      return
    }
    const verified =
      conn.uid !== undefined ? WsAuth.repeatAuth : WsAuth.verifyAuth(req.args, this.lookupKey, this.signingNow())
    const result = verified.ok ? this.rightsAtLogin(conn, verified) : verified
    if (result.ok) {
      conn.uid = result.key.uid
      conn.apiKey = result.key.apiKey
      this.privateHub.authenticated(conn)
    }
    this.ack(conn, Protocol.authReply(conn.channel, req.reqId, conn.id, result))
  }

  /** A signed login still asks the one check of rights: a key bound to other IPs is refused here. */
  private rightsAtLogin(conn: Conn, verified: WsAuth.AuthResult & { readonly ok: true }): WsAuth.AuthResult {
    const credential = this.exchange.credential(verified.key.apiKey)
    if (credential === undefined) return WsAuth.unknownKey
    const refused = Rights.check(credential, conn.ip)
    return refused === undefined ? verified : WsAuth.refusedRights(refused)
  }

  onMessage(conn: Conn, data: RawData): void {
    // a half-open socket reads nothing: requests (pings included) go unanswered
    if (conn.halfOpen) return
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString("utf8")
      : data instanceof ArrayBuffer
        ? Buffer.from(new Uint8Array(data)).toString("utf8")
        : data.toString("utf8")
    const req = Protocol.parseRequest(text, conn.channel)
    if (req === undefined) {
      conn.sendReply(
        conn.channel === "trade"
          ? JSON.stringify({ retCode: 10001, retMsg: "Params Error", op: "", connId: conn.id })
          : Protocol.failure(conn.channel, "", undefined, conn.id, "error:invalid op")
      )
      return
    }
    switch (req.op) {
      case "ping":
        conn.lastActivity = this.now()
        if (this.faults.silentPings) return
        conn.sendReply(Protocol.pong(conn.channel, req.reqId, conn.id, this.now()))
        return
      case "auth":
        this.onAuth(conn, req)
        return
      case "subscribe":
      case "unsubscribe":
        if (conn.channel === "trade") break
        if (req.op === "subscribe") this.onSubscribe(conn, req)
        else this.onUnsubscribe(conn, req)
        return
      default:
        if (conn.channel === "trade" && isTradeOp(req.op)) {
          const frame = this.desk.handle(conn, req, this.now())
          if (this.faults.withholdTrade) return
          conn.later(this.faults.tradeDelayMs, frame)
          return
        }
    }
    if (conn.channel === "trade") {
      const reqId = req.reqId === undefined ? {} : { reqId: req.reqId }
      conn.sendReply(
        JSON.stringify({ ...reqId, retCode: 10404, retMsg: "op type is not found", op: req.op, connId: conn.id })
      )
      return
    }
    conn.sendReply(Protocol.failure(conn.channel, req.op, req.reqId, conn.id, "error:invalid op"))
  }
}
