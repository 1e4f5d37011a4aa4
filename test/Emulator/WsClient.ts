/**
 * Test harness for the emulator's WebSocket servers: a plain `ws` client that records every frame and waits for
 * the ones a test expects, the documented auth signature written out by hand (not the library's signer), and an
 * exchange attached to its own HTTP server on a manual clock (the market moves only when the test ticks it).
 */
import * as crypto from "node:crypto"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import { WebSocket } from "ws"
import { Exchange } from "../../src/Emulator/Exchange.js"
import { Faults } from "../../src/Emulator/Faults.js"
import * as Ws from "../../src/Emulator/wire/Ws.js"

export type Json = { readonly [key: string]: Json } | ReadonlyArray<Json> | string | number | boolean | null
export type Message = { readonly [key: string]: Json }

interface Frame {
  readonly raw: string
  readonly json: Message | undefined
  consumed: boolean
}

const parse = (raw: string): Message | undefined => {
  try {
    const v: Json = JSON.parse(raw)
    return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Message) : undefined
  } catch {
    return undefined
  }
}

/** A recording client. */
export class Client {
  readonly frames: Array<Frame> = []
  private waiters: Array<() => void> = []
  closeCode: number | undefined = undefined
  readonly closed: Promise<number>

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      const raw = data.toString()
      this.frames.push({ raw, json: parse(raw), consumed: false })
      this.wake()
    })
    this.closed = new Promise((resolve) =>
      socket.on("close", (code) => {
        this.closeCode = code
        this.wake()
        resolve(code)
      })
    )
  }

  private wake(): void {
    const w = this.waiters
    this.waiters = []
    for (const f of w) f()
  }

  /** Opens a connection; fails with the HTTP status when the upgrade is refused. */
  static open(url: string): Promise<Client> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url)
      socket.once("open", () => resolve(new Client(socket)))
      socket.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
      socket.once("error", (e) => reject(e))
    })
  }

  send(message: object | string): void {
    this.socket.send(typeof message === "string" ? message : JSON.stringify(message))
  }

  /** The first unconsumed frame matching `pred` (consumed), waiting up to `timeoutMs`. */
  waitRaw(pred: (raw: string, json: Message | undefined) => boolean, timeoutMs = 4000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs
    return new Promise((resolve, reject) => {
      let settled = false
      const check = () => {
        // A waiter that timed out must not consume frames meant for later waits.
        if (settled) return
        const f = this.frames.find((x) => !x.consumed && pred(x.raw, x.json))
        if (f !== undefined) {
          f.consumed = true
          settled = true
          return resolve(f)
        }
        const left = deadline - Date.now()
        if (left <= 0) {
          settled = true
          return reject(new Error(`timeout; frames: ${this.frames.map((x) => x.raw.slice(0, 160)).join("\n")}`))
        }
        const t = setTimeout(check, left)
        this.waiters.push(() => {
          clearTimeout(t)
          check()
        })
      }
      check()
    })
  }

  /** The first unconsumed JSON frame matching `pred`. */
  async wait(pred: (m: Message) => boolean, timeoutMs = 4000): Promise<Message> {
    const f = await this.waitRaw((_raw, json) => json !== undefined && pred(json), timeoutMs)
    return f.json ?? {}
  }

  /** Sends and waits for the answer matching `pred`. */
  request(message: object, pred: (m: Message) => boolean, timeoutMs = 4000): Promise<Message> {
    this.send(message)
    return this.wait(pred, timeoutMs)
  }

  /** Whether no unconsumed frame matching `pred` arrives within `ms`. */
  async quiet(pred: (m: Message) => boolean, ms: number): Promise<boolean> {
    try {
      await this.wait(pred, ms)
      return false
    } catch {
      return true
    }
  }

  close(): void {
    this.socket.terminate()
  }
}

/** Opens a client for the test's scope (terminated when the scope closes). */
export const connect = (url: string): Effect.Effect<Client, Error, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.tryPromise({ try: () => Client.open(url), catch: (e) => (e instanceof Error ? e : new Error(String(e))) }),
    (c) => Effect.sync(() => c.close())
  )

export const await_ = <A>(p: () => Promise<A>): Effect.Effect<A> => Effect.promise(p)

/** `{"op":"auth","args":[key, expires, signature]}` signed as the docs say: HMAC-SHA256 hex of `GET/realtime{expires}`. */
export const hmacAuth = (apiKey: string, secret: string, expires: number): ReadonlyArray<string | number> => [
  apiKey,
  expires,
  crypto.createHmac("sha256", secret).update(`GET/realtime${expires}`).digest("hex")
]

/** The RSA variant: base64 SHA256withRSA of the same string. */
export const rsaAuth = (apiKey: string, privateKeyPem: string, expires: number): ReadonlyArray<string | number> => [
  apiKey,
  expires,
  crypto.sign("sha256", Buffer.from(`GET/realtime${expires}`), privateKeyPem).toString("base64")
]

/** An exchange with its WebSocket servers on a manual clock. */
export interface Attached {
  readonly exchange: Exchange
  readonly faults: Faults
  readonly ws: Ws.WsServer
  readonly url: (path: string) => string
  readonly now: () => number
  /** Sets the clock and ticks the exchange to it. */
  readonly tickTo: (t: number) => void
  readonly setTime: (t: number) => void
}

const RSA = crypto.generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" }
})

export const attached = (seed = 7, start = 1_767_225_600_000): Effect.Effect<Attached, never, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.promise(
      () =>
        new Promise<Attached & { readonly server: http.Server }>((resolve) => {
          let time = start
          const exchange = new Exchange({ seed, rsa: { publicKeyPem: RSA.publicKey, privateKeyPem: RSA.privateKey } })
          const faults = new Faults()
          const server = http.createServer((_req, res) => {
            res.statusCode = 404
            res.end()
          })
          const ws = Ws.attach(server, { exchange, faults, clock: () => time, seed, scanIntervalMs: 50 })
          exchange.tick(time)
          server.listen(0, "127.0.0.1", () => {
            const port = (server.address() as AddressInfo).port
            resolve({
              server,
              exchange,
              faults,
              ws,
              url: (path) => `ws://127.0.0.1:${port}${path}`,
              now: () => faults.now(() => time),
              tickTo: (t) => {
                time = t
                exchange.tick(faults.now(() => time))
              },
              setTime: (t) => {
                time = t
              }
            })
          })
        })
    ),
    (a) =>
      Effect.promise(
        () =>
          new Promise<void>((resolve) => {
            a.ws.close()
            a.server.close(() => resolve())
            a.server.closeAllConnections()
          })
      )
  )
