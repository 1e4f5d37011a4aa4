import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as AdminHttp from "../support/AdminHttp.js"
import { waitFor } from "../support/WaitFor.js"
import { await_, connect, hmacAuth, type Message } from "./WsClient.js"

const isOp = (op: string) => (m: Message) => m.op === op

describe("Emulator.admin.openSockets", () => {
  it.live("lists every open socket with its path, authenticated key and topics, in process and over HTTP", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 3 })
      expect(emulator.admin.openSockets()).toEqual([])

      const pub = yield* connect(emulator.ws.linear)
      yield* await_(() => pub.request({ req_id: "1", op: "subscribe", args: ["tickers.BTCUSDT"] }, isOp("subscribe")))
      const priv = yield* connect(emulator.ws.private)
      const auth = yield* await_(() =>
        priv.request(
          { op: "auth", args: hmacAuth(emulator.apiKey, emulator.apiSecret, emulator.admin.now() + 5000) },
          isOp("auth")
        )
      )
      expect(auth.success).toBe(true)
      yield* await_(() => priv.request({ req_id: "2", op: "subscribe", args: ["order"] }, isOp("subscribe")))
      // an unauthenticated private socket is open too, with no key yet
      yield* connect(emulator.ws.private)

      const sockets = emulator.admin.openSockets()
      const sorted = [...sockets].sort((a, b) => `${a.path}${a.apiKey}`.localeCompare(`${b.path}${b.apiKey}`))
      expect(sorted.map(({ path, apiKey, topics }) => ({ path, apiKey, topics }))).toEqual([
        { path: "/v5/private", apiKey: emulator.apiKey, topics: ["order"] },
        { path: "/v5/private", apiKey: null, topics: [] },
        { path: "/v5/public/linear", apiKey: null, topics: ["tickers.BTCUSDT"] }
      ])

      const overHttp = yield* await_(() =>
        AdminHttp.fetchAdmin(emulator, "sockets", { method: "GET" }).then((r) => r.json())
      )
      expect((overHttp as { sockets: ReadonlyArray<unknown> }).sockets).toHaveLength(3)

      pub.socket.close()
      yield* await_(() => pub.closed)
      // the server notices the close on its own event loop turn
      yield* waitFor(() => emulator.admin.openSockets().length === 2, "the closed socket gone from the list")
      expect(emulator.admin.openSockets().map((s) => s.path)).toEqual(["/v5/private", "/v5/private"])
    })
  )
})
