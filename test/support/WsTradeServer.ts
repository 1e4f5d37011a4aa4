/**
 * A scripted `/v5/trade` WebSocket server on 127.0.0.1 for the order-entry tests: authenticates
 * (`{"retCode":0,"retMsg":"OK","op":"auth","connId":…}`), answers pings in the trade format, and answers order ops
 * as a script says: success, an error code, no reply, a late reply, or a dropped socket. Records every frame.
 */
import * as Http from "node:http"
import type { AddressInfo } from "node:net"
import * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import { type WebSocket, WebSocketServer } from "ws"

export type Frame = Record<string, unknown>

/** How the server answers one order request. */
export type Reply =
  | { readonly _tag: "Success"; readonly data?: unknown; readonly retExtInfo?: unknown }
  | { readonly _tag: "Error"; readonly code: number; readonly msg: string }
  | { readonly _tag: "Withhold" }
  | { readonly _tag: "Late"; readonly afterMs: number; readonly reply: Reply }
  | { readonly _tag: "Drop" }

export const success = (data?: unknown, retExtInfo?: unknown): Reply => ({
  _tag: "Success",
  ...(data === undefined ? {} : { data }),
  ...(retExtInfo === undefined ? {} : { retExtInfo })
})
export const error = (code: number, msg: string): Reply => ({ _tag: "Error", code, msg })
export const withhold: Reply = { _tag: "Withhold" }
export const late = (afterMs: number, reply: Reply = success()): Reply => ({ _tag: "Late", afterMs, reply })
export const drop: Reply = { _tag: "Drop" }

export interface WsTradeServer {
  readonly url: string
  /** Every frame received, parsed. */
  readonly received: Array<Frame>
  /** The order requests received (frames whose op starts with `order.`). */
  readonly orders: () => Array<Frame>
  readonly connections: () => number
  readonly open: () => number
  /** Decides the answer to each order request (default: success with ids echoed). */
  script: (frame: Frame) => Reply
  /** Whether auth requests are answered (default true). */
  answerAuth: boolean
  /** Sends a reply to a request now, on every open connection (for replies the script withheld). */
  readonly reply: (request: Frame, reply: Reply) => void
  /** Waits until a received frame matches. */
  readonly waitFor: (predicate: (frame: Frame) => boolean) => Effect.Effect<Frame>
}

const argsOf = (frame: Frame): Record<string, unknown> =>
  ((frame.args as Array<Record<string, unknown>> | undefined)?.[0] ?? {}) as Record<string, unknown>

let orderIds = 0

/** The success data an exchange would send: ids for single ops; items and per-item statuses for batches. */
export const defaultSuccess = (frame: Frame): { data: unknown; retExtInfo: unknown } => {
  const args = argsOf(frame)
  if (String(frame.op).endsWith("-batch")) {
    const items = (args.request as Array<Record<string, unknown>> | undefined) ?? []
    return {
      data: {
        list: items.map((item) => ({
          category: args.category,
          symbol: item.symbol,
          orderId: String(item.orderId ?? `oid-${++orderIds}`),
          orderLinkId: String(item.orderLinkId ?? ""),
          createAt: "1711001595208"
        }))
      },
      retExtInfo: { list: items.map(() => ({ code: 0, msg: "OK" })) }
    }
  }
  return {
    data: { orderId: String(args.orderId ?? `oid-${++orderIds}`), orderLinkId: String(args.orderLinkId ?? "") },
    retExtInfo: {}
  }
}

const header = () => ({
  "X-Bapi-Limit": "10",
  "X-Bapi-Limit-Status": "9",
  "X-Bapi-Limit-Reset-Timestamp": "1711001595208",
  Traceid: "trace-1",
  Timenow: "1711001595209"
})

const replyFrame = (request: Frame, reply: Extract<Reply, { _tag: "Success" | "Error" }>): string => {
  const base = { reqId: request.reqId, op: request.op, header: header(), connId: "conn-1" }
  if (reply._tag === "Error") {
    return JSON.stringify({ ...base, retCode: reply.code, retMsg: reply.msg, data: {}, retExtInfo: {} })
  }
  const fallback = defaultSuccess(request)
  return JSON.stringify({
    ...base,
    retCode: 0,
    retMsg: "OK",
    data: reply.data ?? fallback.data,
    retExtInfo: reply.retExtInfo ?? fallback.retExtInfo
  })
}

export const make: Effect.Effect<WsTradeServer, never, Scope.Scope> = Effect.acquireRelease(
  Effect.callback<{
    http: Http.Server
    wss: WebSocketServer
    timers: Set<NodeJS.Timeout>
    handle: WsTradeServer
  }>((resume) => {
    const received: Array<Frame> = []
    const waiters = new Set<{ predicate: (frame: Frame) => boolean; resume: (frame: Frame) => void }>()
    const clients = new Set<WebSocket>()
    const timers = new Set<NodeJS.Timeout>()
    let accepted = 0

    const answer = (ws: WebSocket, request: Frame, reply: Reply): void => {
      switch (reply._tag) {
        case "Success":
        case "Error":
          if (ws.readyState === ws.OPEN) ws.send(replyFrame(request, reply))
          return
        case "Withhold":
          return
        case "Late": {
          const timer = setTimeout(() => {
            timers.delete(timer)
            answer(ws, request, reply.reply)
          }, reply.afterMs)
          timers.add(timer)
          return
        }
        case "Drop":
          ws.terminate()
      }
    }

    const http = Http.createServer()
    const wss = new WebSocketServer({ noServer: true })
    const handle: { -readonly [K in keyof WsTradeServer]: WsTradeServer[K] } = {
      url: "",
      received,
      orders: () => received.filter((f) => typeof f.op === "string" && f.op.startsWith("order.")),
      connections: () => accepted,
      open: () => clients.size,
      script: () => success(),
      answerAuth: true,
      reply: (request, reply) => {
        for (const ws of clients) answer(ws, request, reply)
      },
      waitFor: (predicate) =>
        Effect.callback<Frame>((resumeWait) => {
          const found = received.find(predicate)
          if (found !== undefined) return resumeWait(Effect.succeed(found))
          const waiter = { predicate, resume: (frame: Frame) => resumeWait(Effect.succeed(frame)) }
          waiters.add(waiter)
          return Effect.sync(() => waiters.delete(waiter))
        })
    }

    http.on("upgrade", (req, socket, head) => {
      wss.handleUpgrade(req, socket, head, (ws) => {
        accepted++
        clients.add(ws)
        ws.on("close", () => clients.delete(ws))
        ws.on("message", (data) => {
          const frame = JSON.parse(String(data)) as Frame
          received.push(frame)
          for (const waiter of waiters) {
            if (waiter.predicate(frame)) {
              waiters.delete(waiter)
              waiter.resume(frame)
            }
          }
          const reqId = frame.reqId === undefined ? {} : { reqId: frame.reqId }
          if (frame.op === "auth") {
            if (handle.answerAuth)
              ws.send(JSON.stringify({ ...reqId, retCode: 0, retMsg: "OK", op: "auth", connId: "conn-1" }))
          } else if (frame.op === "ping") {
            ws.send(JSON.stringify({ ...reqId, retCode: 0, retMsg: "OK", op: "pong", data: ["1"], connId: "conn-1" }))
          } else if (typeof frame.op === "string" && frame.op.startsWith("order.")) {
            answer(ws, frame, handle.script(frame))
          }
        })
      })
    })
    http.listen(0, "127.0.0.1", () => {
      const { port } = http.address() as AddressInfo
      handle.url = `ws://127.0.0.1:${port}`
      resume(Effect.succeed({ http, wss, timers, handle }))
    })
  }),
  ({ http, wss, timers }) =>
    Effect.callback<void>((resume) => {
      for (const timer of timers) clearTimeout(timer)
      for (const ws of wss.clients) ws.terminate()
      wss.close()
      http.closeAllConnections()
      http.close(() => resume(Effect.void))
    })
).pipe(Effect.map(({ handle }) => handle))
