/**
 * The spec's four WebSocket codes reach a caller as their tags end to end: a scripted server on 127.0.0.1 refuses
 * the auth of an older market's private stream with the code, the subscription fails with `SocketAuthFailed`, and
 * the client's `errors` stream carries the catalogue's tagged error.
 */
import * as Http from "node:http"
import type { AddressInfo } from "node:net"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Redacted from "effect/Redacted"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import { WebSocketServer } from "ws"
import * as Environment from "../../../src/Layers/Environment.js"
import * as Node from "../../../src/node.js"
import * as LegacySocket from "../../../src/Socket/legacy/LegacySocket.js"

/** A server that answers every auth request with `answer`, and every ping with a pong. */
const refusingServer = (answer: (request: Record<string, unknown>) => Record<string, unknown>) =>
  Effect.acquireRelease(
    Effect.callback<{ readonly port: number; readonly server: Http.Server; readonly auths: Array<unknown> }>(
      (resume) => {
        const server = Http.createServer()
        const wss = new WebSocketServer({ server })
        const auths: Array<unknown> = []
        wss.on("connection", (socket) => {
          socket.on("message", (data) => {
            const frame = JSON.parse(String(data)) as Record<string, unknown>
            if (frame.op === "auth") {
              auths.push(frame.args)
              socket.send(JSON.stringify(answer(frame)))
            } else if (frame.op === "ping") {
              socket.send(JSON.stringify({ op: "pong", success: true, ret_msg: "pong" }))
            }
          })
        })
        server.listen(0, "127.0.0.1", () =>
          resume(Effect.succeed({ port: (server.address() as AddressInfo).port, server, auths }))
        )
      }
    ),
    ({ server }) =>
      Effect.callback<void>((resume) => {
        server.closeAllConnections()
        server.close(() => resume(Effect.void))
      })
  )

// a long acknowledgement timeout: the auth answer may take its time on a loaded machine
const options: LegacySocket.Options = {
  pingInterval: "1 hour",
  reconnect: Schedule.spaced("5 seconds"),
  ackTimeout: "10 seconds"
}

const credentials = { apiKey: Redacted.make("legacy-key"), apiSecret: Redacted.make("legacy-secret-0123456789") }

interface Case {
  readonly code: number
  readonly tag: string
  readonly market: "spotV3" | "usdcOption"
  readonly topic: string
  readonly answer: (request: Record<string, unknown>) => Record<string, unknown>
}

const spotV3Refusal = (code: number) => (request: Record<string, unknown>) => ({
  op: "auth",
  success: false,
  ret_code: code,
  ret_msg: `refused ${code}`,
  conn_id: "c-1",
  req_id: request.req_id
})

const cases: ReadonlyArray<Case> = [
  { code: -1004, tag: "NotAuthenticated", market: "spotV3", topic: "order", answer: spotV3Refusal(-1004) },
  { code: 10001, tag: "ParamsError", market: "spotV3", topic: "order", answer: spotV3Refusal(10001) },
  { code: 10003, tag: "InvalidApiKey", market: "spotV3", topic: "order", answer: spotV3Refusal(10003) },
  {
    code: 3303006,
    tag: "UsdcOptionAuthFailed",
    market: "usdcOption",
    topic: "user.openapi.option.position",
    answer: (request) => ({
      success: false,
      ret_msg: "3303006 auth failed",
      conn_id: "c-2",
      request: { op: "auth", args: request.args }
    })
  }
]

describe("the WebSocket codes of the spec, through an older market's private stream", () => {
  for (const c of cases) {
    it.live(`${c.code} → ${c.tag} (${c.market})`, () =>
      Effect.scoped(
        Effect.gen(function* () {
          const { port, auths } = yield* refusingServer(c.answer)
          const client = yield* LegacySocket.make({
            market: c.market,
            environment: Environment.custom({ restUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}` }),
            credentials,
            options
          })
          // started at once: subscribed to the errors before anything is sent
          const first = yield* client.errors.pipe(
            Stream.take(1),
            Stream.runCollect,
            Effect.forkChild({ startImmediately: true })
          )
          const refused = yield* Effect.flip(Effect.scoped(client.subscribe(c.topic, () => {})))
          expect(refused._tag).toBe("SocketAuthFailed")
          const [error] = yield* Fiber.join(first)
          expect(error?._tag).toBe(c.tag)
          expect(error?.code).toBe(c.code)
          expect(error?.endpoint).toBe(`ws:${c.market}:auth`)
          // the request carried our key, and the code was read from the server's answer
          expect(JSON.stringify(auths[0])).toContain("legacy-key")
        }).pipe(Effect.provide(Node.layer))
      )
    )
  }
})
