/**
 * One UID's private WebSocket feed for the model test: a plain `ws` connection authenticated with the UID's own
 * key (the documented `GET/realtime{expires}` signature), subscribed to `order`, `wallet` and `execution`, that
 * keeps the last wallet message, each order's last status and every execution it was told about. `settle` is a
 * ping/pong barrier: the server writes a step's pushes before it answers the step, so once the pong is in, every
 * push of the step has arrived (and the ping keeps the connection inside its `max_active_time`).
 */
import * as crypto from "node:crypto"
import { WebSocket } from "ws"
import type * as Emulator from "../../../src/Emulator/Emulator.js"
import type { Key, Row } from "./Wire.js"

type Frame = { readonly op?: string; readonly topic?: string; readonly success?: boolean; readonly data?: unknown }

/** A private feed. */
export class Feed {
  /** The coins of the last `wallet` message (its unified account), or undefined before the first. */
  wallet: ReadonlyArray<Row> | undefined = undefined
  /** Each order's last status, by order id. */
  readonly orders = new Map<string, string>()
  /** Executions as pushed, by exec id. */
  readonly executions = new Map<string, Row>()
  closed = false
  private waiting: Array<{ readonly op: string; readonly resolve: (f: Frame) => void }> = []
  private seq = 0

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data) => this.onFrame(JSON.parse(data.toString()) as Frame))
    socket.on("close", () => {
      this.closed = true
    })
  }

  private onFrame(f: Frame): void {
    if (f.op !== undefined) {
      const i = this.waiting.findIndex((w) => w.op === f.op)
      const [w] = i < 0 ? [] : this.waiting.splice(i, 1)
      w?.resolve(f)
      return
    }
    const rows = Array.isArray(f.data) ? (f.data as ReadonlyArray<Row>) : []
    if (f.topic === "wallet") {
      const account = rows.find((r) => r.accountType === "UNIFIED")
      if (account !== undefined) this.wallet = account.coin as ReadonlyArray<Row>
    } else if (f.topic === "order") {
      for (const o of rows) this.orders.set(String(o.orderId), String(o.orderStatus))
    } else if (f.topic === "execution") {
      for (const e of rows) this.executions.set(String(e.execId), e)
    }
  }

  private request(message: object, op: string): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${op} answer on the private feed`)), 10_000)
      this.waiting.push({
        op,
        resolve: (f) => {
          clearTimeout(timer)
          resolve(f)
        }
      })
      this.socket.send(JSON.stringify(message))
    })
  }

  /** Opens, authenticates and subscribes a feed for `key`. */
  static async open(h: Emulator.EmulatorHandle, key: Key): Promise<Feed> {
    const socket = new WebSocket(h.ws.private)
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve())
      socket.once("error", reject)
    })
    const feed = new Feed(socket)
    const expires = h.admin.now() + 60_000
    const signature = crypto.createHmac("sha256", key.secret).update(`GET/realtime${expires}`).digest("hex")
    const auth = await feed.request({ op: "auth", args: [key.apiKey, expires, signature] }, "auth")
    if (auth.success !== true) throw new Error(`auth refused: ${JSON.stringify(auth)}`)
    const sub = await feed.request({ op: "subscribe", args: ["order", "wallet", "execution"] }, "subscribe")
    if (sub.success !== true) throw new Error(`subscribe refused: ${JSON.stringify(sub)}`)
    return feed
  }

  /** Waits until every push written before now has arrived. */
  async settle(): Promise<void> {
    if (this.closed) throw new Error("the private feed was closed")
    this.seq += 1
    await this.request({ op: "ping", req_id: `settle-${this.seq}` }, "pong")
  }

  close(): void {
    this.socket.terminate()
  }
}
