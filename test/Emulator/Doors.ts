/**
 * The emulator's doors, knocked on by hand with one key (signatures written out as the docs say, not with the
 * library's signer), for the tests of the one check of rights: V5 REST, a `/v5/trade` session (auth, then order
 * ops), the private stream's auth, linear v2 REST (legacy signed parameters) and the spot v1 private upgrade.
 */
import * as crypto from "node:crypto"
import * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import { WebSocket } from "ws"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import { await_, type Client, connect, hmacAuth, type Message } from "./WsClient.js"

/** A key as a door sees it: its string and HMAC secret. */
export interface Key {
  readonly apiKey: string
  readonly secret: string
}

const hmac = (secret: string, payload: string): string =>
  crypto.createHmac("sha256", secret).update(payload).digest("hex")

/** A signed V5 REST POST: `{retCode, retMsg, result}`. */
export const restPost = (h: Emulator.EmulatorHandle, key: Key, path: string, body: object) =>
  Effect.promise(async () => {
    const ts = String(h.admin.now())
    const text = JSON.stringify(body)
    const r = await fetch(`${h.rest}${path}`, {
      method: "POST",
      body: text,
      headers: {
        "X-BAPI-API-KEY": key.apiKey,
        "X-BAPI-TIMESTAMP": ts,
        "X-BAPI-RECV-WINDOW": "5000",
        "X-BAPI-SIGN": hmac(key.secret, `${ts}${key.apiKey}5000${text}`),
        "Content-Type": "application/json"
      }
    })
    return JSON.parse(await r.text()) as Message
  })

/** A signed V5 REST GET: `{retCode, retMsg, result}`. */
export const restGet = (h: Emulator.EmulatorHandle, key: Key, path: string, query = "") =>
  Effect.promise(async () => {
    const ts = String(h.admin.now())
    const r = await fetch(`${h.rest}${path}${query === "" ? "" : `?${query}`}`, {
      headers: {
        "X-BAPI-API-KEY": key.apiKey,
        "X-BAPI-TIMESTAMP": ts,
        "X-BAPI-RECV-WINDOW": "5000",
        "X-BAPI-SIGN": hmac(key.secret, `${ts}${key.apiKey}5000${query}`)
      }
    })
    return JSON.parse(await r.text()) as Message
  })

/** A signed legacy POST (sorted `k=v` parameters signed, `sign` added, JSON body): the family's envelope. */
export const legacyPost = (h: Emulator.EmulatorHandle, key: Key, path: string, params: Record<string, string>) =>
  Effect.promise(async () => {
    const signed: Record<string, string> = { ...params, api_key: key.apiKey, timestamp: String(h.admin.now()) }
    const origin = Object.keys(signed)
      .sort()
      .map((k) => `${k}=${signed[k]}`)
      .join("&")
    const r = await fetch(`${h.rest}${path}`, {
      method: "POST",
      body: JSON.stringify({ ...signed, sign: hmac(key.secret, origin) }),
      headers: { "Content-Type": "application/json" }
    })
    return JSON.parse(await r.text()) as Message
  })

const isAuth = (m: Message): boolean => m.op === "auth"

/** Opens `/v5/private` and sends `auth` with the key: the auth answer (`success`, `ret_msg`). */
export const privateLogin = (h: Emulator.EmulatorHandle, key: Key): Effect.Effect<Message, Error, Scope.Scope> =>
  Effect.gen(function* () {
    const priv = yield* connect(h.ws.private)
    return yield* await_(() =>
      priv.request({ op: "auth", args: hmacAuth(key.apiKey, key.secret, h.admin.now() + 10_000) }, isAuth)
    )
  })

/** A `/v5/trade` connection after its `auth`: the auth answer and the connection. */
export interface TradeSession {
  readonly auth: Message
  readonly client: Client
}

/** Opens `/v5/trade` and sends `auth` with the key. */
export const tradeLogin = (h: Emulator.EmulatorHandle, key: Key): Effect.Effect<TradeSession, Error, Scope.Scope> =>
  Effect.gen(function* () {
    const client = yield* connect(h.ws.trade)
    const auth = yield* await_(() =>
      client.request({ op: "auth", args: hmacAuth(key.apiKey, key.secret, h.admin.now() + 10_000) }, isAuth)
    )
    return { auth, client }
  })

let reqCounter = 0

/** Sends one order op on a trade connection and waits for its answer (matched by `reqId`). */
export const tradeOp = (h: Emulator.EmulatorHandle, client: Client, op: string, args: ReadonlyArray<object>) => {
  const reqId = `rights-${++reqCounter}`
  return await_(() =>
    client.request(
      { reqId, header: { "X-BAPI-TIMESTAMP": String(h.admin.now()), "X-BAPI-RECV-WINDOW": "8000" }, op, args },
      (m) => m.reqId === reqId
    )
  )
}

/** Opens the spot v1 private socket with signed URL parameters: the HTTP status (101 when it opened). */
export const spotV1Private = (h: Emulator.EmulatorHandle, key: Key) =>
  Effect.promise(async () => {
    const expires = h.admin.now() + 10_000
    const signature = hmac(key.secret, `GET/realtime${expires}`)
    const url = `${h.legacyWs.spotV1Private}?api_key=${key.apiKey}&expires=${expires}&signature=${signature}`
    return await new Promise<number>((resolve) => {
      const socket = new WebSocket(url)
      socket.once("open", () => {
        socket.terminate()
        resolve(101)
      })
      socket.once("unexpected-response", (_req, res) => {
        resolve(res.statusCode ?? 0)
        socket.terminate()
      })
      socket.once("error", () => resolve(0))
    })
  })
