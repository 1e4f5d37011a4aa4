/**
 * A scripted WebSocket server on 127.0.0.1 for the connection tests: acknowledges subscriptions (refusing chosen
 * topics), answers pings (unless told not to), authenticates, records every frame and can drop or refuse clients.
 * `withClient` runs a test body with a server and the library's socket client on it (`clientLayer`).
 */
import * as Http from "node:http"
import type { AddressInfo } from "node:net"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type * as Scope from "effect/Scope"
import { type WebSocket, WebSocketServer } from "ws"
import * as ClockOffset from "../../src/Layers/ClockOffset.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import { bodyAndOptions } from "./BodyAndOptions.js"

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

/** The key and secret the test clients authenticate with. */
export const apiKey = "ws-key"
export const apiSecret = "ws-secret"

/**
 * The library's socket client on a scripted server at `url`, with the test key (`credentials: false`: none), no clock
 * offset, and REST behind a closed local port, on `platform` (Node's by default).
 */
export const clientLayer = (
  url: string,
  options: BybitSocket.Options = {},
  credentials = true,
  platform: Layer.Layer<Layer.Success<typeof Node.layer>> = Node.layer
): Layer.Layer<BybitSocket.BybitSocket> =>
  BybitSocket.layer(options).pipe(
    Layer.provide(
      Layer.mergeAll(
        Environment.layer(Environment.custom({ restUrl: "http://127.0.0.1:9", wsUrl: url })),
        credentials ? Layer.orDie(Credentials.layer({ apiKey, apiSecret })) : Credentials.layerNone,
        ClockOffset.layerNone
      )
    ),
    Layer.provide(platform)
  )

/** The socket client `withClient` puts on the server: `BybitSocket.layer`'s options, and the test key or none. */
export interface ClientOptions extends BybitSocket.Options {
  /** Authenticate with the test key (default) or not (`false`: a public-only client). */
  readonly credentials?: boolean | undefined
}

/** What `withClient` runs: a test's body, given the server. */
export type Body<A, E> = (server: WsTestServer) => Effect.Effect<A, E, BybitSocket.BybitSocket | Scope.Scope>

/**
 * Runs `body` with a scripted server and a client (`clientLayer`) on it; closes the body's scope, the client, the
 * server. The options go first or last, as with `Harness.withEmulator`.
 */
export const withClient: {
  <A, E>(body: Body<A, E>, options?: ClientOptions): Effect.Effect<A, E>
  <A, E>(options: ClientOptions, body: Body<A, E>): Effect.Effect<A, E>
} = <A, E>(first: Body<A, E> | ClientOptions, second?: ClientOptions | Body<A, E>): Effect.Effect<A, E> => {
  const [body, options] = bodyAndOptions<Body<A, E>, ClientOptions>(first, second, {})
  if (body === undefined) return Effect.die(new Error("WsTestServer.withClient: no body"))
  const { credentials = true, ...socket } = options
  return Effect.scoped(
    Effect.gen(function* () {
      const server = yield* make
      return yield* Effect.provide(body(server), clientLayer(server.url, socket, credentials))
    })
  )
}
