/**
 * A scripted WebSocket server on 127.0.0.1 for the connection tests: acknowledges subscriptions (refusing chosen
 * topics), answers pings (unless told not to), authenticates, records every frame and can drop or refuse clients.
 */
import * as Http from "node:http"
import type { AddressInfo } from "node:net"
import * as Effect from "effect/Effect"
import { type WebSocket, WebSocketServer } from "ws"

export interface WsTestServer {
  readonly url: string
  /** Every frame received, parsed. */
  readonly received: Array<Record<string, unknown>>
  /** Close codes the clients sent, in order. */
  readonly closeCodes: Array<number>
  /** Connections accepted so far. */
  readonly connections: () => number
  readonly open: () => number
  /** Topics the server refuses. */
  readonly refuse: Set<string>
  /** Topics whose unsubscribe the server refuses. */
  readonly refuseUnsubscribe: Set<string>
  readonly settings: {
    answerPings: boolean
    refuseUpgrade401: boolean
    acceptAuth: boolean
    ackSubscriptions: boolean
    ackUnsubscribes: boolean
    optionStyle: boolean
  }
  /** Sends a frame to every open client. */
  readonly broadcast: (frame: unknown) => void
  /** Terminates every open client (no close handshake, like a dropped link). */
  readonly dropAll: () => void
}

export const make = Effect.acquireRelease(
  Effect.callback<{ http: Http.Server; wss: WebSocketServer; handle: WsTestServer }>((resume) => {
    const received: Array<Record<string, unknown>> = []
    const refuse = new Set<string>()
    const refuseUnsubscribe = new Set<string>()
    const settings = {
      answerPings: true,
      refuseUpgrade401: false,
      acceptAuth: true,
      ackSubscriptions: true,
      ackUnsubscribes: true,
      optionStyle: false
    }
    const clients = new Set<WebSocket>()
    const closeCodes: Array<number> = []
    let accepted = 0
    const http = Http.createServer()
    const wss = new WebSocketServer({ noServer: true })
    http.on("upgrade", (req, socket, head) => {
      if (settings.refuseUpgrade401) {
        socket.end("HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n")
        return
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        accepted++
        clients.add(ws)
        ws.on("close", (code) => {
          closeCodes.push(code)
          clients.delete(ws)
        })
        ws.on("message", (data) => {
          const frame = JSON.parse(String(data)) as Record<string, unknown>
          received.push(frame)
          const reqId = frame.req_id ?? frame.reqId
          if (frame.op === "ping") {
            if (settings.answerPings)
              ws.send(JSON.stringify({ success: true, ret_msg: "pong", conn_id: "c", req_id: reqId, op: "ping" }))
          } else if (frame.op === "auth") {
            ws.send(
              JSON.stringify({
                success: settings.acceptAuth,
                ret_msg: settings.acceptAuth ? "" : "Params Error",
                op: "auth",
                conn_id: "c",
                req_id: reqId
              })
            )
          } else if (frame.op === "subscribe" && settings.ackSubscriptions) {
            const args = (frame.args as Array<string>) ?? []
            const failed = args.filter((t) => refuse.has(t))
            if (settings.optionStyle) {
              ws.send(
                JSON.stringify({
                  success: failed.length === 0,
                  conn_id: "c",
                  data: { failTopics: failed, successTopics: args.filter((t) => !refuse.has(t)) },
                  type: "COMMAND_RESP"
                })
              )
            } else {
              ws.send(
                JSON.stringify({
                  success: failed.length === 0,
                  ret_msg: failed.length === 0 ? "" : `error:handler not found,topic:${failed[0]}`,
                  conn_id: "c",
                  req_id: reqId,
                  op: "subscribe"
                })
              )
            }
          } else if (frame.op === "unsubscribe" && settings.ackUnsubscribes) {
            const args = (frame.args as Array<string>) ?? []
            const failed = args.filter((t) => refuseUnsubscribe.has(t))
            if (settings.optionStyle) {
              // option channels answer without req_id or op: only the topic lists say what was answered
              ws.send(
                JSON.stringify({
                  success: failed.length === 0,
                  conn_id: "c",
                  data: { failTopics: failed, successTopics: args.filter((t) => !refuseUnsubscribe.has(t)) },
                  type: "COMMAND_RESP"
                })
              )
            } else {
              ws.send(
                JSON.stringify({
                  success: failed.length === 0,
                  ret_msg: failed.length === 0 ? "" : `error:unsubscribe refused,topic:${failed[0]}`,
                  conn_id: "c",
                  req_id: reqId,
                  op: "unsubscribe"
                })
              )
            }
          }
        })
      })
    })
    http.listen(0, "127.0.0.1", () => {
      const { port } = http.address() as AddressInfo
      resume(
        Effect.succeed({
          http,
          wss,
          handle: {
            url: `ws://127.0.0.1:${port}`,
            received,
            closeCodes,
            connections: () => accepted,
            open: () => clients.size,
            refuse,
            refuseUnsubscribe,
            settings,
            broadcast: (frame) => {
              for (const ws of clients) ws.send(typeof frame === "string" ? frame : JSON.stringify(frame))
            },
            dropAll: () => {
              for (const ws of clients) ws.terminate()
            }
          }
        })
      )
    })
  }),
  ({ http, wss }) =>
    Effect.callback<void>((resume) => {
      for (const ws of wss.clients) ws.terminate()
      wss.close()
      http.closeAllConnections()
      http.close(() => resume(Effect.void))
    })
).pipe(Effect.map(({ handle }) => handle))
