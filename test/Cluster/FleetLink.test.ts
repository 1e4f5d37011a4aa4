import * as Net from "node:net"
import * as Tls from "node:tls"
import { describe, expect, it } from "@effect/vitest"
import * as ConfigProvider from "effect/ConfigProvider"
import * as Effect from "effect/Effect"
import * as Logger from "effect/Logger"
import * as Redacted from "effect/Redacted"
import type * as Socket from "effect/socket/Socket"
import * as FleetLink from "../../src/Cluster/FleetLink.js"
import * as FleetSecret from "../../src/Cluster/FleetSecret.js"
import { entityIdOf, logTagOf } from "../../src/Cluster/SessionEntity.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as FleetTestSecret from "../support/FleetTestSecret.js"
import { waitFor } from "../support/WaitFor.js"

// The runner link's handshake on a loopback socket pair, in one process: TLS with a pre-shared key from the fleet's
// secret (FleetLink). A peer with the secret reaches the handler; one with another secret is refused before any
// byte reaches the handler (the client gets FleetLinkRefused, the runner logs one line); a raw TCP peer speaking the
// RPC protocol's ndjson gets its connection closed and no answer. And the secret's sources and the ids it keys.

const secret = Redacted.make(FleetTestSecret.fleetSecret)
const other = Redacted.make(FleetTestSecret.otherSecret)

// a runner's link server whose handler greets every connection it is handed, counting them; its log lines kept
const serving = Effect.gen(function* () {
  const lines: Array<string> = []
  const logger = Logger.layer([Logger.make(({ message }) => void lines.push(JSON.stringify(message)))])
  const server = yield* FleetLink.makeServer({ host: "127.0.0.1", port: 0 }, secret).pipe(Effect.provide(logger))
  let handled = 0
  yield* server
    .run((socket: Socket.Socket) =>
      Effect.scoped(
        Effect.gen(function* () {
          handled++
          // the reader opens the connection; the writer writes once it is open
          const reader = yield* socket.reader
          const writer = yield* socket.writer
          yield* writer.write("welcome\n")
          yield* reader.pull
        })
      ).pipe(Effect.ignore())
    )
    .pipe(Effect.forkScoped)
  const port = server.address._tag === "UnixPathAddress" ? 0 : server.address.port
  return { port, lines, handled: () => handled }
})

// what a peer reads before the connection closes (or `until` appears), as text
const readAll = (conn: Net.Socket, until?: string) =>
  Effect.callback<string>((resume) => {
    let text = ""
    conn.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1")
      if (until !== undefined && text.includes(until)) resume(Effect.succeed(text))
    })
    conn.on("error", () => undefined)
    conn.on("close", () => resume(Effect.succeed(text)))
    return Effect.sync(() => conn.destroy())
  })

describe("the runner link's handshake (TLS-PSK)", () => {
  it.live("the fleet's secret reaches the handler", () =>
    Effect.gen(function* () {
      const { port, handled } = yield* serving
      yield* FleetLink.probe({ host: "127.0.0.1", port }, secret)
      const conn = Tls.connect({ ...FleetLink.clientTls(secret), host: "127.0.0.1", port })
      const text = yield* readAll(conn, "welcome")
      conn.destroy()
      expect(text).toContain("welcome")
      expect(handled()).toBeGreaterThanOrEqual(1)
    })
  )

  it.live(
    "another secret: FleetLinkRefused naming the runner (never a secret), the handler never runs, one log line",
    () =>
      Effect.gen(function* () {
        const { port, lines, handled } = yield* serving
        const refused = yield* Effect.flip(FleetLink.probe({ host: "127.0.0.1", port }, other))
        expect(refused._tag).toBe("FleetLinkRefused")
        expect(refused.runner).toBe(`127.0.0.1:${port}`)
        expect(refused.message).not.toContain(FleetTestSecret.otherSecret)
        expect(refused.message).not.toContain(FleetTestSecret.fleetSecret)
        yield* waitFor(() => lines.some((line) => line.includes("fleet link refused")), "the runner's line")
        expect(lines.filter((line) => line.includes("fleet link refused")).length).toBe(1)
        expect(lines.join("\n")).not.toContain(FleetTestSecret.fleetSecret)
        expect(handled()).toBe(0)
      })
  )

  it.live("a raw TCP peer speaking the RPC protocol: closed, no answer, the handler never runs", () =>
    Effect.gen(function* () {
      const { port, lines, handled } = yield* serving
      const conn = Net.connect({ host: "127.0.0.1", port })
      conn.write(`${JSON.stringify({ _tag: "Ping" })}\n`)
      conn.write(`${JSON.stringify({ _tag: "Request", id: "1", tag: "Hello", payload: {}, headers: [] })}\n`)
      const text = yield* readAll(conn)
      // at most a TLS alert record (content type 21), never an RPC answer
      expect(text).not.toMatch(/Pong|Exit|Chunk|_tag/)
      expect(text.length === 0 || text.charCodeAt(0) === 21).toBe(true)
      yield* waitFor(() => lines.some((line) => line.includes("fleet link refused")), "the runner's line")
      expect(handled()).toBe(0)
    })
  )
})

describe("the fleet's secret", () => {
  const fromEnv = (env: Record<string, string>) =>
    Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env }))

  it.effect("from the environment, a file or the options; none, short or unreadable is refused naming why", () =>
    Effect.gen(function* () {
      const read = yield* FleetSecret.resolve().pipe(
        fromEnv({ EFFECT_BYBIT_FLEET_SECRET: FleetTestSecret.fleetSecret })
      )
      expect(Redacted.value(read)).toBe(FleetTestSecret.fleetSecret)
      const none = yield* Effect.flip(FleetSecret.resolve().pipe(fromEnv({})))
      expect(none.message).toContain("EFFECT_BYBIT_FLEET_SECRET")
      const short = yield* Effect.flip(FleetSecret.resolve().pipe(fromEnv({ EFFECT_BYBIT_FLEET_SECRET: "short" })))
      expect(short.message).toContain("shorter than 32")
      expect(short.message).not.toContain('short"')
      const missing = yield* Effect.flip(FleetSecret.resolve({ secretFile: "/nonexistent/fleet.secret" }))
      expect(missing.message).toContain("/nonexistent/fleet.secret")
      expect(missing._tag).toBe("FleetSecretInvalid")
    })
  )

  it("a key's entity id is keyed by the secret: not the key, not computable without the secret; logs name it by another hash", () => {
    const environment = Environment.testnet
    const apiKey = Redacted.make("TheApiKeyString0001")
    const id = entityIdOf(secret, environment, apiKey)
    expect(id).not.toContain("TheApiKeyString0001")
    expect(entityIdOf(other, environment, apiKey)).not.toBe(id)
    expect(entityIdOf(secret, environment, apiKey)).toBe(id)
    const tag = logTagOf(secret, id)
    expect(id).not.toContain(tag)
    expect(tag).toHaveLength(16)
  })
})
