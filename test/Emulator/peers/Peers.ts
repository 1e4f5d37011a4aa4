/**
 * The peer table's machinery: a row names one served V5 endpoint, the bybit-api `RestClientV5` method and the ccxt
 * implicit method that request it, and the parameters to send (data, or read from the emulator's state and from
 * earlier answers). `runTable` sends every row through one peer on one emulator, in order, and returns what went
 * wrong; `peerMethods` reads the two peers' own sources so a test can tell when a served endpoint has no row.
 * Both peers run unmodified but for their options: URLs, no client-side rate limit, and (for the tables that move
 * the emulator's clock) their own ways of following the server's time.
 */
import * as fs from "node:fs"
import { RestClientV5 } from "bybit-api"
import { bybit } from "ccxt"
import * as Effect from "effect/Effect"
import * as Res from "effect/Result"
import * as Schema from "effect/Schema"
import * as Doc from "../../../scripts/endpoints-doc.js"
import { masterPermissions } from "../../../src/Emulator/books/Accounts.js"
import * as Emulator from "../../../src/Emulator/Emulator.js"
import * as All from "../../../src/Http/v5/all.js"

/** The two peers. */
export type Peer = "bybit-api" | "ccxt"

/** A request's parameters as a peer takes them. */
export type Params = Readonly<Record<string, unknown>>

/** What a row's parameters and checks may read: the emulator, the accounts, values kept from earlier rows. */
export interface Ctx {
  readonly h: Emulator.EmulatorHandle
  readonly peer: Peer
  readonly subUid: string
  /** Kept from earlier answers of the same pass (ids of orders, loans, quotes, ...). */
  readonly vars: Map<string, string>
  /** The pass's clients. */
  readonly clients: Clients
}

/** A decoded answer's `result`, as far as the checks read it. */
export type Result = Readonly<Record<string, unknown>>

/** One served endpoint and how each peer calls it. */
export interface Row {
  readonly method: "GET" | "POST"
  readonly path: string
  /** The RestClientV5 method that requests `path` (none: bybit-api has no method for it). */
  readonly bybitApi?: string
  /** The ccxt implicit method (none: ccxt's `api` description lacks the path). */
  readonly ccxt?: string
  readonly params?: Params | ((ctx: Ctx) => Params)
  /** For RestClientV5 methods that take positional arguments: the arguments, from the wire parameters. */
  readonly args?: (params: Params) => ReadonlyArray<unknown>
  /** Milliseconds to wait before the call, for endpoints that allow one request a second per account. */
  readonly wait?: number
  /**
   * Another key than the pass's master key (`undefined`: the master key), for calls that need another permission
   * or change or delete the calling key.
   */
  readonly key?: (ctx: Ctx) => { readonly apiKey: string; readonly secret: string } | undefined
  /** Emulator state the call needs, set through the admin API before it. */
  readonly setup?: (ctx: Ctx) => void | Promise<void>
  /** Reads the answer: throws when it is wrong, and keeps in `ctx.vars` what later rows need. */
  readonly check?: (result: Result, ctx: Ctx) => void
}

/**
 * A row in one line: `"METHOD /v5/path"`, the bybit-api method, the ccxt method (`undefined` where the peer has
 * none), the parameters and anything else the row needs.
 */
export const row = (
  key: `${"GET" | "POST"} /v5/${string}`,
  bybitApi: string | undefined,
  ccxt: string | undefined,
  params?: Row["params"],
  more: Omit<Row, "method" | "path" | "bybitApi" | "ccxt" | "params"> = {}
): Row => {
  const [method, path] = key.split(" ") as ["GET" | "POST", string]
  return {
    method,
    path,
    ...(bybitApi === undefined ? {} : { bybitApi }),
    ...(ccxt === undefined ? {} : { ccxt }),
    ...(params === undefined ? {} : { params }),
    ...more
  }
}

/** A row's parameters for this pass. */
export const paramsOf = (row: Row, ctx: Ctx): Params =>
  typeof row.params === "function" ? row.params(ctx) : (row.params ?? {})

/** A string field of an answer, or of its first list item; throws when absent, so a check fails loudly. */
export const field = (result: Result, name: string): string => {
  const list = result.list
  const first = Array.isArray(list) ? (list[0] as Result | undefined) : undefined
  const value = result[name] ?? first?.[name]
  if (value === undefined || value === null || value === "") throw new Error(`no ${name} in ${JSON.stringify(result)}`)
  return String(value)
}

/** Keeps a field of the answer under a name, for later rows. */
export const keep =
  (name: string, as: string = name) =>
  (result: Result, ctx: Ctx): void => {
    ctx.vars.set(as, field(result, name))
  }

/** A kept value; throws when an earlier row did not keep it. */
export const got = (ctx: Ctx, name: string): string => {
  const value = ctx.vars.get(name)
  if (value === undefined) throw new Error(`nothing kept as ${name}`)
  return value
}

type Envelope = { readonly retCode?: unknown; readonly retMsg?: unknown; readonly result?: unknown }
type Method = (...args: ReadonlyArray<unknown>) => Promise<Envelope>

/**
 * A RestClientV5 on an emulator, with the master's key or another; with `followClock` it reads the server's time
 * before each signed request (its `syncTimeBeforePrivateRequests` option), for tables that move the clock.
 */
export const bybitApi = (h: Emulator.EmulatorHandle, key = h.apiKey, secret = h.apiSecret, followClock = false) =>
  new RestClientV5({ key, secret, baseUrl: h.rest, syncTimeBeforePrivateRequests: followClock })

/** A ccxt bybit on an emulator: every REST host it knows aimed at the emulator, no rate limiting. */
export const ccxt = (h: Emulator.EmulatorHandle, apiKey = h.apiKey, secret = h.apiSecret) =>
  new bybit({
    apiKey,
    secret,
    enableRateLimit: false,
    urls: { api: { spot: h.rest, futures: h.rest, v2: h.rest, public: h.rest, private: h.rest } }
  })

/** The two clients of one key. */
export interface Clients {
  readonly bybitApi: RestClientV5
  readonly ccxt: bybit
}

const methodOf = (target: object, name: string): Method => {
  const f: unknown = Reflect.get(target, name)
  if (typeof f !== "function") throw new Error(`the peer has no method ${name}`)
  return (...args) => Reflect.apply(f, target, args) as Promise<Envelope>
}

/** Sends one row through one peer; the answer's `result` on retCode 0, an error naming the row otherwise. */
export const send = async (clients: Clients, peer: Peer, row: Row, params: Params): Promise<Result> => {
  const name = peer === "bybit-api" ? row.bybitApi : row.ccxt
  if (name === undefined) throw new Error(`${row.path} has no ${peer} method`)
  const target = peer === "bybit-api" ? clients.bybitApi : clients.ccxt
  const args = peer === "bybit-api" && row.args !== undefined ? row.args(params) : [params]
  // ccxt throws its own error classes on a non-zero retCode; bybit-api resolves with the envelope
  const answer = await methodOf(target, name)(...args)
  if (answer.retCode !== 0) throw new Error(`retCode ${String(answer.retCode)}: ${String(answer.retMsg)}`)
  const result = answer.result
  return typeof result === "object" && result !== null && !Array.isArray(result) ? (result as Result) : { result }
}

/**
 * Stamps ccxt's requests with the emulator's clock, as its `adjustForTimeDifference` option does (it reads
 * `/v5/market/time`); a bybit-api client made with `followClock` reads the time itself before each request.
 */
export const syncClock = async (clients: Clients, peer: Peer): Promise<void> => {
  if (peer === "bybit-api") return
  clients.ccxt.options.adjustForTimeDifference = true
  await clients.ccxt.loadTimeDifference()
}

/** A setup that lets time pass on the emulator (terms, settlement delays) and keeps the pass's peer in step. */
export const passTime =
  (ms: number) =>
  async (ctx: Ctx): Promise<void> => {
    ctx.h.admin.moveClock(ms)
    await syncClock(ctx.clients, ctx.peer)
  }

/** A method and path, the key the peers' maps use. */
export const keyOf = (method: string, path: string): string => `${method} ${path}`

const definitions = new Map(All.families.flatMap((f) => f.endpoints).map((e) => [keyOf(e.method, e.path), e]))

/**
 * The parameters checked against the endpoint's definition (its request schema, which follows the docs): a row
 * must send what the exchange documents, so that an emulator accepting more than it should does not pass unseen.
 */
export const checkParams = (row: Row, params: Params): void => {
  const definition = definitions.get(keyOf(row.method, row.path))
  if (definition === undefined) throw new Error(`no definition for ${keyOf(row.method, row.path)}`)
  const decoded = Schema.decodeUnknownResult(definition.request)(params)
  if (Res.isFailure(decoded)) throw new Error(`parameters the definition refuses: ${decoded.failure.message}`)
}

/** One row that went wrong: which, through which peer, and why. */
export interface Failure {
  readonly path: string
  readonly peer: Peer
  readonly error: string
}

const message = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause)).slice(0, 400)

/**
 * Sends every row that `peer` has a method for, in order, with the clients given; the failures, empty when every
 * call answered retCode 0, was decoded by the peer and passed its check.
 */
export const runTable = (
  clients: Clients,
  peer: Peer,
  rows: ReadonlyArray<Row>,
  base: Omit<Ctx, "peer" | "vars" | "clients">
): Effect.Effect<ReadonlyArray<Failure>> =>
  Effect.promise(async () => {
    const ctx: Ctx = { ...base, peer, vars: new Map(), clients }
    const failures: Array<Failure> = []
    // an earlier pass may have moved the emulator's clock
    await syncClock(clients, peer)
    for (const row of rows) {
      if ((peer === "bybit-api" ? row.bybitApi : row.ccxt) === undefined) continue
      try {
        if (row.wait !== undefined) await new Promise((resolve) => setTimeout(resolve, row.wait))
        await row.setup?.(ctx)
        const key = row.key?.(ctx)
        const using =
          key === undefined
            ? clients
            : { bybitApi: bybitApi(ctx.h, key.apiKey, key.secret, true), ccxt: ccxt(ctx.h, key.apiKey, key.secret) }
        if (key !== undefined) await syncClock(using, peer)
        const params = paramsOf(row, ctx)
        checkParams(row, params)
        const result = await send(using, peer, row, params)
        row.check?.(result, ctx)
      } catch (cause) {
        failures.push({ path: row.path, peer, error: message(cause) })
      }
    }
    return failures
  })

/** The sub-account's trading key, registered by `withSub`. */
export const SUB_KEY = "PeersSubKey0000000000001"
const SUB_SECRET = "PeersSubSecret0000000000000000001"
/** A master key that may withdraw (the seeded key may not), registered by `withSub`; rows ask for it by `key`. */
export const withdrawKey = {
  apiKey: "PeersWithdrawKey00000001",
  secret: "PeersWithdrawSecret000000000001"
} as const

/**
 * Registers a master key that may withdraw, creates a sub-account through bybit-api (the seeded master key),
 * registers a trading key for it and funds both accounts; the sub's uid and the two accounts' clients.
 */
export const withSub = (h: Emulator.EmulatorHandle, followClock = false) =>
  Effect.gen(function* () {
    h.admin.addApiKey({
      ...withdrawKey,
      uid: h.uid,
      isMaster: true,
      readOnly: false,
      permissions: { Wallet: ["Withdraw"] },
      ips: []
    })
    const master: Clients = { bybitApi: bybitApi(h, h.apiKey, h.apiSecret, followClock), ccxt: ccxt(h) }
    const created = yield* Effect.promise(() =>
      master.bybitApi.createSubMember({ username: `peers${h.port}`, memberType: 1 })
    )
    const subUid = String(created.result.uid)
    h.admin.addApiKey({
      apiKey: SUB_KEY,
      secret: SUB_SECRET,
      uid: subUid,
      isMaster: false,
      readOnly: false,
      permissions: Object.fromEntries(Object.entries(masterPermissions)),
      ips: []
    })
    for (const uid of [h.uid, subUid]) {
      h.admin.setBalance("USDT", "1000000", { uid })
      h.admin.setBalance("BTC", "10", { uid })
      h.admin.setBalance("ETH", "100", { uid })
      h.admin.setBalance("USDC", "100000", { uid })
    }
    const sub: Clients = { bybitApi: bybitApi(h, SUB_KEY, SUB_SECRET), ccxt: ccxt(h, SUB_KEY, SUB_SECRET) }
    return { subUid, master, sub }
  })

/**
 * The peers' methods per served endpoint, read from the peers themselves: bybit-api's compiled RestClientV5
 * (method → path) and ccxt's bybit `api` description (path → implicit method name).
 */
export const peerMethods = (): {
  readonly bybitApi: ReadonlyMap<string, ReadonlyArray<string>>
  readonly ccxt: ReadonlyMap<string, ReadonlyArray<string>>
} => {
  const bybitApiMap = new Map<string, Array<string>>()
  for (const m of Doc.parseBybitApi(fs.readFileSync(Doc.bybitApiSourcePath, "utf8"))) {
    const key = keyOf(m.method, m.path)
    bybitApiMap.set(key, [...(bybitApiMap.get(key) ?? []), m.name])
  }
  const ccxtMap = new Map<string, Array<string>>()
  const api: unknown = Reflect.get(new bybit({}), "api")
  for (const [type, verbs] of Object.entries(api as Record<string, Record<string, Record<string, unknown>>>)) {
    for (const [verb, paths] of Object.entries(verbs)) {
      for (const path of Object.keys(paths)) {
        // ccxt's implicit name: the camel-cased words of type, verb and path
        const words = [type, verb, ...path.split(/[^a-zA-Z0-9]/)].filter((w) => w !== "")
        const name = words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join("")
        const key = keyOf(verb.toUpperCase(), `/${path}`)
        ccxtMap.set(key, [...(ccxtMap.get(key) ?? []), name])
      }
    }
  }
  return { bybitApi: bybitApiMap, ccxt: ccxtMap }
}

/** The served V5 endpoints, as `METHOD path` keys. */
export const servedKeys = (): ReadonlySet<string> => {
  const paths = Doc.emulatorPaths()
  return new Set(
    All.families
      .flatMap((f) => f.endpoints)
      .filter((e) => paths.has(e.path))
      .map((e) => keyOf(e.method, e.path))
  )
}

/**
 * One emulator with a funded sub-account; every row sent through bybit-api, then through ccxt, with the master's
 * key. The failures of both passes. `followClock` for tables whose rows move the emulator's clock.
 */
export const bothPeers = (seed: number, rows: ReadonlyArray<Row>, followClock = false) =>
  Effect.gen(function* () {
    const h = yield* Emulator.make({ port: 0, seed })
    const { master, subUid } = yield* withSub(h, followClock)
    const base = { h, subUid }
    return [...(yield* runTable(master, "bybit-api", rows, base)), ...(yield* runTable(master, "ccxt", rows, base))]
  })
