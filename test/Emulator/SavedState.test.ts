/**
 * The emulator's state kept (`admin.save()`, `Emulator.make({ state })`, `SavedState`): a model-based property
 * test runs one random sequence of operations by two credential sets against two emulators of one seed on one
 * TestClock — one that never stops, and one that is saved, closed and started again from its state (through the
 * file text) at a random point — and every answer after the restart, then a fixed set of reads and the next order
 * id, must be the same on both. Also: a state of another version and a corrupt file are refused with a
 * `SavedStateError` naming the file.
 */
import * as crypto from "node:crypto"
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Scope from "effect/Scope"
import * as TestClock from "effect/testing/TestClock"
import * as fc from "fast-check"
import * as Emulator from "../../src/Emulator/Emulator.js"
import { Exchange } from "../../src/Emulator/Exchange.js"
import { Faults } from "../../src/Emulator/Faults.js"
import * as SavedState from "../../src/Emulator/SavedState.js"
import * as Saving from "../../src/Emulator/Saving.js"
import * as StateGraph from "../../src/Emulator/StateGraph.js"
import { definitions } from "../../src/Emulator/wire/RestContract.js"
import * as AdminHttp from "../support/AdminHttp.js"
import { waitForValue } from "../support/WaitFor.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const SEED = 43

// one RSA pair for every emulator here: generating one per emulator costs more than the test
const pair = crypto.generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" }
})
const rsa = { publicKeyPem: pair.publicKey, privateKeyPem: pair.privateKey }

// the background step is slow: each request steps the market itself, so both emulators step at the same times
const options: Emulator.Options = { port: 0, seed: SEED, rsa, tickMs: 600_000 }

interface Key {
  readonly apiKey: string
  readonly secret: string
}

const MASTER: Key = { apiKey: "STATE-MASTER-KEY", secret: "state-master-secret" }
const SUB: Key = { apiKey: "STATE-SUB-KEY", secret: "state-sub-secret" }
const everything = {
  ContractTrade: ["Order", "Position"],
  Spot: ["SpotTrade"],
  Wallet: ["AccountTransfer", "SubMemberTransfer"]
}

/** One signed request's answer, as JSON (`null` when the status is not 200). */
const call = async (h: Emulator.EmulatorHandle, key: Key, method: "GET" | "POST", p: string, payload: string) => {
  const ts = String(h.admin.now())
  const sign = crypto.createHmac("sha256", key.secret).update(`${ts}${key.apiKey}5000${payload}`).digest("hex")
  const headers = {
    "X-BAPI-API-KEY": key.apiKey,
    "X-BAPI-TIMESTAMP": ts,
    "X-BAPI-RECV-WINDOW": "5000",
    "X-BAPI-SIGN": sign,
    "Content-Type": "application/json"
  }
  const r =
    method === "GET"
      ? await fetch(`${h.rest}${p}?${payload}`, { headers })
      : await fetch(`${h.rest}${p}`, { method, headers, body: payload })
  return r.status === 200 ? ((await r.json()) as unknown) : { status: r.status }
}

const post = (h: Emulator.EmulatorHandle, key: Key, p: string, body: object) =>
  Effect.promise(() => call(h, key, "POST", p, JSON.stringify(body)))
const get = (h: Emulator.EmulatorHandle, key: Key, p: string, query: string) =>
  Effect.promise(() => call(h, key, "GET", p, query))

type Market = "linear" | "spot"

type Op =
  | {
      readonly kind: "create"
      readonly who: 0 | 1
      readonly market: Market
      readonly side: "Buy" | "Sell"
      readonly factor: number
      readonly type: "Limit" | "Market"
    }
  | {
      readonly kind: "amend"
      readonly who: 0 | 1
      readonly market: Market
      readonly index: number
      readonly factor: number
    }
  | { readonly kind: "cancel"; readonly who: 0 | 1; readonly market: Market; readonly index: number }
  | { readonly kind: "transfer"; readonly who: 0 | 1; readonly toFund: boolean; readonly amount: string }
  | { readonly kind: "leverage"; readonly who: 0 | 1; readonly leverage: string }
  | { readonly kind: "balance"; readonly who: 0 | 1; readonly coin: "USDT" | "BTC"; readonly amount: string }
  | { readonly kind: "wait"; readonly ms: number }
  | { readonly kind: "serverClock"; readonly ms: number }

const who = fc.constantFrom<0 | 1>(0, 1)
const market = fc.constantFrom<Market>("linear", "spot")
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("create" as const),
      who,
      market,
      side: fc.constantFrom<"Buy" | "Sell">("Buy", "Sell"),
      factor: fc.constantFrom(0.98, 0.999, 1.001, 1.02),
      type: fc.constantFrom<"Limit" | "Market">("Limit", "Limit", "Market")
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("amend" as const),
      who,
      market,
      index: fc.nat(8),
      factor: fc.constantFrom(0.97, 0.995, 1.005, 1.03)
    })
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("cancel" as const), who, market, index: fc.nat(8) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("transfer" as const),
      who,
      toFund: fc.boolean(),
      amount: fc.constantFrom("1", "25.5", "0")
    })
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("leverage" as const), who, leverage: fc.constantFrom("2", "5", "10") })
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("balance" as const),
      who,
      coin: fc.constantFrom<"USDT" | "BTC">("USDT", "BTC"),
      amount: fc.constantFrom("20000", "3", "0")
    })
  },
  // the market moves while the clock does: resting orders fill, and the ledger accrues
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("wait" as const), ms: fc.integer({ min: 1, max: 5_000 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("serverClock" as const), ms: fc.integer({ min: 1, max: 3_000 }) })
  }
)

const SYMBOL = "BTCUSDT"

/** What a run remembers to aim amends and cancels: each account's order ids per market, in creation order. */
type Placed = Record<string, Array<string>>

const orderIdOf = (answer: unknown): string | undefined => {
  const a = answer as { retCode?: number; result?: { orderId?: string } }
  return a.retCode === 0 ? a.result?.orderId : undefined
}

const lastPrice = (answer: unknown): number =>
  Number((answer as { result: { list: Array<{ lastPrice: string }> } }).result.list[0]?.lastPrice)

/** Applies one operation to an emulator; answers what its requests answered, in order. */
const apply = (h: Emulator.EmulatorHandle, uids: readonly [string, string], placed: Placed, o: Op) =>
  Effect.gen(function* () {
    const keys = [MASTER, SUB] as const
    switch (o.kind) {
      case "wait":
        // the test clock is shared: the caller moves it once for both
        return []
      case "serverClock":
        h.admin.moveClock(o.ms)
        return []
      case "balance":
        h.admin.setBalance(o.coin, o.amount, { uid: uids[o.who] })
        return [h.admin.balances({ uid: uids[o.who] })]
      case "transfer":
        return [
          yield* post(h, keys[o.who], "/v5/asset/transfer/inter-transfer", {
            transferId: crypto.createHash("md5").update(`${o.who}${o.amount}${h.admin.now()}`).digest("hex"),
            coin: "USDT",
            amount: o.amount,
            fromAccountType: o.toFund ? "UNIFIED" : "FUND",
            toAccountType: o.toFund ? "FUND" : "UNIFIED"
          })
        ]
      case "leverage":
        return [
          yield* post(h, keys[o.who], "/v5/position/set-leverage", {
            category: "linear",
            symbol: SYMBOL,
            buyLeverage: o.leverage,
            sellLeverage: o.leverage
          })
        ]
      case "create": {
        const ticker = yield* get(h, keys[o.who], "/v5/market/tickers", `category=${o.market}&symbol=${SYMBOL}`)
        const price = (lastPrice(ticker) * o.factor).toFixed(1)
        const created = yield* post(h, keys[o.who], "/v5/order/create", {
          category: o.market,
          symbol: SYMBOL,
          side: o.side,
          orderType: o.type,
          qty: o.market === "spot" ? "0.002" : "0.010",
          ...(o.type === "Limit" ? { price } : {})
        })
        const id = orderIdOf(created)
        if (id !== undefined) {
          const list = placed[`${o.who}${o.market}`] ?? []
          list.push(id)
          placed[`${o.who}${o.market}`] = list
        }
        return [ticker, created]
      }
      case "amend":
      case "cancel": {
        const list = placed[`${o.who}${o.market}`] ?? []
        const orderId = list[o.index % Math.max(1, list.length)] ?? "none"
        if (o.kind === "cancel")
          return [yield* post(h, keys[o.who], "/v5/order/cancel", { category: o.market, symbol: SYMBOL, orderId })]
        const ticker = yield* get(h, keys[o.who], "/v5/market/tickers", `category=${o.market}&symbol=${SYMBOL}`)
        const price = (lastPrice(ticker) * o.factor).toFixed(1)
        return [
          ticker,
          yield* post(h, keys[o.who], "/v5/order/amend", { category: o.market, symbol: SYMBOL, orderId, price })
        ]
      }
    }
  })

/** The fixed reads compared at the end, for both accounts, then each account's next order id. */
const reads = (h: Emulator.EmulatorHandle) =>
  Effect.gen(function* () {
    const out: Array<unknown> = []
    for (const key of [MASTER, SUB]) {
      out.push(yield* get(h, key, "/v5/account/wallet-balance", "accountType=UNIFIED"))
      for (const m of ["linear", "spot"] as const) {
        const settle = m === "linear" ? "&settleCoin=USDT" : ""
        out.push(yield* get(h, key, "/v5/order/realtime", `category=${m}${settle}`))
        out.push(yield* get(h, key, "/v5/order/history", `category=${m}`))
        out.push(yield* get(h, key, "/v5/execution/list", `category=${m}`))
      }
      out.push(yield* get(h, key, "/v5/position/list", "category=linear&settleCoin=USDT"))
      out.push(yield* get(h, key, "/v5/account/transaction-log", "accountType=UNIFIED"))
    }
    for (const key of [MASTER, SUB]) {
      out.push(
        yield* post(h, key, "/v5/order/create", {
          category: "linear",
          symbol: SYMBOL,
          side: "Buy",
          orderType: "Limit",
          qty: "0.010",
          price: "1000"
        })
      )
    }
    return out
  })

/** Two credential sets: the master's key, and a sub-account's made over REST; both funded. */
const setUp = (h: Emulator.EmulatorHandle) =>
  Effect.gen(function* () {
    h.admin.addApiKey({ ...MASTER, uid: h.uid, isMaster: true, readOnly: false, permissions: everything, ips: [] })
    const sub = (yield* post(h, MASTER, "/v5/user/create-sub-member", { username: "state01", memberType: 1 })) as {
      result: { uid: string }
    }
    const subUid = String(sub.result.uid)
    h.admin.addApiKey({ ...SUB, uid: subUid, isMaster: false, readOnly: false, permissions: everything, ips: [] })
    for (const uid of [h.uid, subUid]) {
      h.admin.setBalance("USDT", "50000", { uid })
      h.admin.setBalance("BTC", "1", { uid })
      h.admin.setBalance("USDT", "1000", { uid, accountType: "FUND" })
    }
    liftLimits(h, [h.uid, subUid])
    return [h.uid, subUid] as const
  })

// Rate-limit counters are not state (they belong to the stopped run's connections): lifted on every emulator
// here, so a burst on the clock that does not move is refused by neither.
const liftLimits = (h: Emulator.EmulatorHandle, uids: ReadonlyArray<string>) => {
  for (const uid of uids)
    for (const group of ["order/create", "order/amend", "order/cancel", "order/realtime", "order/history"])
      h.admin.rateLimits.setLimit(uid, group, 1_000_000)
}

const stats = { restored: 0, filled: 0, nodes: 0 }

/** One sample: `ops` on an emulator that never stops and on one restarted from its saved state before `ops[cut]`. */
const sample = (ops: ReadonlyArray<Op>, cut: number) =>
  Effect.gen(function* () {
    const kept = yield* Emulator.make(options)
    const firstScope = yield* Scope.make()
    let restarted = yield* Emulator.make(options).pipe(Scope.provide(firstScope))
    const uids = yield* setUp(kept)
    expect(yield* setUp(restarted)).toEqual(uids)
    const placed: [Placed, Placed] = [{}, {}]
    for (const [n, o] of ops.entries()) {
      if (n === cut) {
        const text = SavedState.encode(restarted.admin.save())
        yield* Scope.close(firstScope, Exit.void)
        const state = SavedState.decode(text, "sample", restarted.admin.now())
        if (state instanceof SavedState.SavedStateError) return yield* Effect.die(state)
        stats.nodes = Math.max(stats.nodes, state.exchange.length)
        restarted = yield* Emulator.make({ ...options, state })
        liftLimits(restarted, uids)
        stats.restored++
      }
      if (o.kind === "wait") yield* TestClock.adjust(o.ms)
      const a = yield* apply(kept, uids, placed[0], o)
      const b = yield* apply(restarted, uids, placed[1], o)
      expect(b, `op ${n} ${JSON.stringify(o)} (restarted before op ${cut})`).toEqual(a)
    }
    if (cut >= ops.length) {
      // the restart after the last operation
      const state = SavedState.decode(SavedState.encode(restarted.admin.save()), "sample", restarted.admin.now())
      if (state instanceof SavedState.SavedStateError) return yield* Effect.die(state)
      yield* Scope.close(firstScope, Exit.void)
      restarted = yield* Emulator.make({ ...options, state })
      liftLimits(restarted, uids)
      stats.restored++
    }
    const expected = yield* reads(kept)
    expect(yield* reads(restarted)).toEqual(expected)
    stats.filled += JSON.stringify(expected).split('"orderStatus":"Filled"').length - 1
  }).pipe(Effect.scoped)

describe("SavedState", () => {
  it.effect(
    "saved, closed and started again at a random point, the emulator answers as one that never stopped",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        const context = yield* Effect.context<never>()
        const run = Effect.runPromiseWith(context)
        const ops = fc.array(op, { minLength: 1, maxLength: 14 })
        yield* Effect.promise(() =>
          fc.assert(
            fc.asyncProperty(
              ops.chain((list) => fc.tuple(fc.constant(list), fc.nat(list.length))),
              ([list, cut]) => run(sample(list, cut))
            ),
            { numRuns: 8, seed: 43 }
          )
        )
        expect(stats.restored).toBeGreaterThan(0)
        expect(stats.filled).toBeGreaterThan(0)
      }),
    { timeout: 300_000 }
  )

  it.effect("a state keeps the accounts it started with and those opened later, keys and balances alike", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const started: Emulator.Options["accounts"] = {
        users: [
          {
            username: "dana00001",
            apiKeys: [{ apiKey: "DANA", secret: "dana-secret" }],
            balances: { UNIFIED: { USDT: "777" } }
          }
        ]
      }
      const later = { users: [{ username: "erin00001", apiKeys: [{ apiKey: "ERIN", secret: "erin-secret" }] }] }
      const balanceOf = (h: Emulator.EmulatorHandle, uid: string) =>
        h.admin.balances({ uid }).find((b) => b.coin === "USDT")?.walletBalance
      const scope = yield* Scope.make()
      const first = yield* Scope.provide(Emulator.make({ ...options, accounts: started }), scope)
      const opened = first.admin.openAccounts(later)
      expect(opened._tag).toBe("Success")
      const text = SavedState.encode(first.admin.save())
      yield* Scope.close(scope, Exit.void)
      // restarted without the description: the state brings both accounts back
      const state = SavedState.decode(text, "s.json", NOW)
      if (state instanceof SavedState.SavedStateError) throw state
      const again = yield* Emulator.make({ ...options, state })
      const keys = again.admin.exchange.openings.opened.flatMap((u) => u.apiKeys.map((k) => k.apiKey))
      expect(keys).toContain("DANA")
      expect(again.admin.exchange.credential("ERIN")?.uid).toBe(first.admin.exchange.credential("ERIN")?.uid)
      expect(balanceOf(again, again.uid)).toBe(balanceOf(first, first.uid))
      expect(balanceOf(again, again.uid)).toBe("777")
    })
  )

  it.effect("a state of another version is refused, naming the versions", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const h = yield* Emulator.make(options)
      const state = h.admin.save()
      const other = { ...state, version: SavedState.version + 1 }
      const refused = SavedState.decode(JSON.stringify(other), "old.json", NOW)
      expect(refused).toBeInstanceOf(SavedState.SavedStateError)
      expect((refused as SavedState.SavedStateError).message).toBe(
        `emulator state old.json: saved by another version of the emulator (state version ${SavedState.version + 1}; this one reads version ${SavedState.version})`
      )
      const error = yield* Effect.flip(Emulator.make({ ...options, state: other }))
      expect(error._tag).toBe("EmulatorError")
      expect(error.cause).toBeInstanceOf(SavedState.SavedStateError)
      expect(error.message).toContain("saved by another version of the emulator")
    })
  )

  it("a journal of version 1 (every input since the first start) is refused as another version", () => {
    const older = { format: SavedState.formatName, version: 1, seed: 1, inputs: [100, 100] }
    const refused = SavedState.decode(JSON.stringify(older), "older.json", NOW)
    expect((refused as SavedState.SavedStateError).reason).toBe(
      `saved by another version of the emulator (state version 1; this one reads version ${SavedState.version})`
    )
  })

  it.effect("a hand-edited balance is refused naming the wallet, by the reader and by Emulator.make", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const h = yield* Emulator.make(options)
      h.admin.setBalance("USDT", "123.5")
      const saved = h.admin.save()
      const at = saved.wallets.findIndex((w) => w.uid === h.uid && w.coin === "USDT" && w.accountType === "UNIFIED")
      expect(saved.wallets[at]?.balance).toBe("123.5")
      for (const balance of ["lots", "1e400", "1.0000000000000000001", ""]) {
        const wallets = saved.wallets.map((w, n) => (n === at ? { ...w, balance } : w))
        const refused = SavedState.check({ ...saved, wallets }, "state.json", NOW) as SavedState.SavedStateError
        expect(refused).toBeInstanceOf(SavedState.SavedStateError)
        expect(refused.entry).toBe(`wallets[${at}].balance (${h.uid} UNIFIED USDT)`)
        expect(refused.message).toMatch(
          /^emulator state state\.json: wallets\[\d+\]\.balance \(\d+ UNIFIED USDT\): corrupt: /
        )
        const error = yield* Effect.flip(Emulator.make({ ...options, state: { ...saved, wallets } }))
        expect(error.cause).toBeInstanceOf(SavedState.SavedStateError)
        expect(error.message).toContain(`wallets[${at}].balance`)
      }
      // a balance a person wrote as a decimal is read as one
      const edited = saved.wallets.map((w, n) => (n === at ? { ...w, balance: "777.25" } : w))
      const again = yield* Emulator.make({ ...options, state: { ...saved, wallets: edited } })
      expect(again.admin.balances().find((b) => b.coin === "USDT")?.walletBalance).toBe("777.25")
    })
  )

  it.effect("a value of the exchange hand-edited to another kind is refused naming its place", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const h = yield* Emulator.make(options)
      const saved = h.admin.save()
      // the first bigint of the snapshot, whatever holds it, made "lots"
      const nodes = JSON.parse(JSON.stringify(saved.exchange)) as Array<{ o?: Record<string, unknown> }>
      const id = nodes.findIndex((n) =>
        Object.values(n.o ?? {}).some((v) => typeof v === "object" && v !== null && "n" in v)
      )
      const node = nodes[id]?.o as Record<string, unknown>
      const field = Object.keys(node).find(
        (k) => typeof node[k] === "object" && node[k] !== null && "n" in (node[k] as object)
      ) as string
      node[field] = { n: "lots" }
      const refused = SavedState.check({ ...saved, exchange: nodes }, "state.json", NOW) as SavedState.SavedStateError
      expect(refused).toBeInstanceOf(SavedState.SavedStateError)
      expect(refused.entry).toMatch(new RegExp(`^exchange\\..*\\.${field}$`))
      expect(refused.reason).toMatch(/^corrupt: /)
      // an object of a class this emulator does not make
      const foreign = JSON.parse(JSON.stringify(saved.exchange)) as Array<Record<string, unknown>>
      foreign.push({ o: {}, c: "Teleporter" })
      ;(foreign[0] as { o: Record<string, unknown> }).o.extra = { r: foreign.length - 1 }
      const error = yield* Effect.flip(Emulator.make({ ...options, state: { ...saved, exchange: foreign as never } }))
      expect(error.message).toContain("exchange.extra: cannot restore: an object of class Teleporter")
    })
  )

  it.effect("a clock far from now is refused: saved more than a day ahead, before 2020, or a day's offset", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const h = yield* Emulator.make(options)
      const saved = h.admin.save()
      const year3000 = Date.UTC(3000, 0, 1)
      const future = SavedState.check({ ...saved, savedAt: year3000 }, "f.json", NOW) as SavedState.SavedStateError
      expect(future.entry).toBe("savedAt")
      expect(future.message).toBe(
        "emulator state f.json: savedAt: saved at 3000-01-01T00:00:00.000Z, more than a day ahead of this machine's clock"
      )
      // a day ahead is taken (two machines' clocks), a day and a second is not
      expect(SavedState.check({ ...saved, savedAt: NOW + SavedState.clockBoundMs }, "f.json", NOW)).not.toBeInstanceOf(
        SavedState.SavedStateError
      )
      const past = SavedState.check({ ...saved, savedAt: Date.UTC(2019, 11, 31) }, "p.json", NOW)
      expect((past as SavedState.SavedStateError).entry).toBe("savedAt")
      const offset = SavedState.check({ ...saved, clockOffsetMs: 2 * SavedState.clockBoundMs }, "o.json", NOW)
      expect((offset as SavedState.SavedStateError).entry).toBe("clockOffsetMs")
      const error = yield* Effect.flip(Emulator.make({ ...options, state: { ...saved, savedAt: year3000 } }))
      expect(error.message).toContain("savedAt: saved at 3000-01-01")
      // the reader checks against the Clock it runs on
      const dir = yield* Effect.promise(() => fs.mkdtemp(path.join(os.tmpdir(), "emulator-state-")))
      const file = path.join(dir, "state.json")
      yield* Effect.promise(() => fs.writeFile(file, JSON.stringify({ ...saved, savedAt: year3000 })))
      const read = yield* Effect.flip(SavedState.read(file))
      expect(read.entry).toBe("savedAt")
      yield* Effect.promise(() => fs.rm(dir, { recursive: true }))
    })
  )

  it.effect("a corrupt or cut file is refused with a SavedStateError naming the file", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const h = yield* Emulator.make(options)
      h.admin.setBalance("USDT", "123")
      const dir = yield* Effect.promise(() => fs.mkdtemp(path.join(os.tmpdir(), "emulator-state-")))
      const file = path.join(dir, "state.json")
      const saved = h.admin.save()
      yield* SavedState.write(file, saved)
      const text = yield* Effect.promise(() => fs.readFile(file, "utf8"))

      // written whole, read back as it was
      const back = yield* SavedState.read(file)
      expect(back).toEqual(saved)

      yield* Effect.promise(() => fs.writeFile(file, text.slice(0, text.length - 20)))
      const cut = yield* Effect.flip(SavedState.read(file))
      expect(cut._tag).toBe("SavedStateError")
      expect(cut.file).toBe(file)
      expect(cut.message).toBe(`emulator state ${file}: corrupt: not JSON (a file cut short?)`)

      const parsed = JSON.parse(text) as Record<string, unknown>
      yield* Effect.promise(() => fs.writeFile(file, JSON.stringify({ ...parsed, exchange: [{ teleport: 1 }] })))
      const corrupt = yield* Effect.flip(SavedState.read(file))
      expect(corrupt.message).toMatch(new RegExp(`^emulator state ${file}: exchange: corrupt: `))

      const missing = yield* Effect.flip(SavedState.read(path.join(dir, "absent.json")))
      expect(missing.file).toBe(path.join(dir, "absent.json"))
      expect(missing.reason).toContain("cannot read")
      yield* Effect.promise(() => fs.rm(dir, { recursive: true }))
    })
  )

  it.effect("the file is written atomically with mode 0600, also over an older file of mode 0644", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const h = yield* Emulator.make(options)
      const dir = yield* Effect.promise(() => fs.mkdtemp(path.join(os.tmpdir(), "emulator-state-")))
      const file = path.join(dir, "state.json")
      yield* Effect.promise(() => fs.writeFile(file, "{}", { mode: 0o644 }))
      yield* Effect.promise(() => fs.chmod(file, 0o644))
      yield* SavedState.write(file, h.admin.save())
      const stat = yield* Effect.promise(() => fs.stat(file))
      expect(stat.mode & 0o777).toBe(0o600)
      // nothing left beside it
      expect(yield* Effect.promise(() => fs.readdir(dir))).toEqual(["state.json"])
      yield* SavedState.write(path.join(dir, "fresh.json"), h.admin.save())
      expect((yield* Effect.promise(() => fs.stat(path.join(dir, "fresh.json")))).mode & 0o777).toBe(0o600)
      yield* Effect.promise(() => fs.rm(dir, { recursive: true }))
    })
  )
})

describe("SavedState's saves", () => {
  it.effect("a state file in a missing folder is refused at start, naming the folder", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const file = path.join(os.tmpdir(), `no-such-folder-${process.pid}`, "state.json")
      const error = yield* Effect.flip(Emulator.make({ ...options, stateFile: file }))
      expect(error._tag).toBe("EmulatorError")
      expect(error.cause).toBeInstanceOf(SavedState.SavedStateError)
      expect(error.message).toBe(`emulator state ${file}: the folder ${path.dirname(file)} does not exist`)
    })
  )

  it.effect("with a state file: saved every period on the Clock, on POST /__admin/save, and at stop", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const dir = yield* Effect.promise(() => fs.mkdtemp(path.join(os.tmpdir(), "emulator-state-")))
      const file = path.join(dir, "state.json")
      const savedAt = () =>
        Effect.promise(() => fs.readFile(file, "utf8").then((t) => (JSON.parse(t) as { savedAt: number }).savedAt))
      // a periodic save is written off the request path: wait for the file it renames into place
      const savedAtBecomes = (at: number) =>
        waitForValue(
          Effect.promise(() =>
            fs.readFile(file, "utf8").then(
              (t) => (JSON.parse(t) as { savedAt: number }).savedAt,
              () => undefined
            )
          ),
          (v) => v === at,
          `the state file saved at ${at}`
        )
      const scope = yield* Scope.make()
      const h = yield* Scope.provide(Emulator.make({ ...options, stateFile: file, saveEvery: "30 seconds" }), scope)
      // nothing before the first period
      expect(
        yield* Effect.promise(() =>
          fs.stat(file).then(
            () => true,
            () => false
          )
        )
      ).toBe(false)
      yield* TestClock.adjust("30 seconds")
      yield* savedAtBecomes(NOW + 30_000)
      yield* TestClock.adjust("29 seconds")
      expect(yield* savedAt()).toBe(NOW + 30_000)
      yield* TestClock.adjust("1 second")
      yield* savedAtBecomes(NOW + 60_000)
      // on request
      h.admin.setBalance("USDT", "4321")
      yield* TestClock.adjust("5 seconds")
      const answer = yield* Effect.promise(() => AdminHttp.fetchAdmin(h, "save"))
      expect(answer.status).toBe(200)
      const body = (yield* Effect.promise(() => answer.json())) as { ok: boolean; result: { file: string } }
      expect(body.result.file).toBe(file)
      expect(yield* savedAt()).toBe(NOW + 65_000)
      // at stop
      yield* TestClock.adjust("7 seconds")
      yield* Scope.close(scope, Exit.void)
      expect(yield* savedAt()).toBe(NOW + 72_000)
      const state = yield* SavedState.read(file)
      const again = yield* Emulator.make({ ...options, state })
      expect(again.admin.balances().find((b) => b.coin === "USDT")?.walletBalance).toBe("4321")
      expect((yield* Effect.promise(() => fs.stat(file))).mode & 0o777).toBe(0o600)
      yield* Effect.promise(() => fs.rm(dir, { recursive: true }))
    })
  )

  it.effect("without a state file, POST /__admin/save is refused with 400", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const h = yield* Emulator.make(options)
      const answer = yield* Effect.promise(() => AdminHttp.fetchAdmin(h, "save"))
      expect(answer.status).toBe(400)
      expect(yield* Effect.promise(() => answer.text())).toContain("no state file")
    })
  )
})

describe("SavedState's reads", () => {
  it("after a round of every read, an exchange restored from its snapshot answers every read as the one that read", () => {
    const t0 = NOW
    const live = new Exchange({ seed: SEED, rsa })
    const caller = { uid: live.demo.uid, apiKey: live.demo.apiKey }
    live.setBalance(caller.uid, "UNIFIED", "USDT", "10000", t0)
    const order = { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.01", price: "1000" }
    expect(live.createOrder(caller, order, t0).ok).toBe(true)
    const reads = live.paths().filter((p) => definitions.get(p)?.method === "GET")
    expect(reads.length).toBeGreaterThan(100)
    const params = [
      {},
      { category: "linear", symbol: "BTCUSDT", coin: "USDT", accountType: "UNIFIED", baseCoin: "BTC" }
    ]
    const round = (exchange: Exchange, now: number) =>
      reads.flatMap((p) =>
        params.map((q) => {
          exchange.tick(now)
          return JSON.stringify(exchange.route(p)?.(caller, q, now))
        })
      )
    round(live, t0 + 1_000)
    const restored = new Exchange({ seed: SEED, rsa })
    const { graph, wallets } = StateGraph.take(live.stateParts())
    const state = { graph: JSON.parse(JSON.stringify(graph)) as typeof graph, wallets }
    expect(StateGraph.restore(restored.stateParts(), state)).toBeUndefined()
    expect(round(restored, t0 + 2_000)).toEqual(round(live, t0 + 2_000))
  })
})

describe("SavedState's size", () => {
  it("a snapshot after a simulated day of uptime is the size of one after a minute, and loads to the same answers", () => {
    const t0 = NOW
    const run = (uptimeMs: number, steps: number) => {
      const live = new Exchange({ seed: SEED, rsa })
      const caller = { uid: live.demo.uid, apiKey: live.demo.apiKey }
      live.setBalance(caller.uid, "UNIFIED", "USDT", "100000", t0)
      for (let n = 1; n <= steps; n++) {
        const at = t0 + Math.round((uptimeMs * n) / steps)
        live.tick(at)
        // the same few orders whatever the uptime: only the time differs
        if (n === steps - 1 || n === Math.floor(steps / 2)) {
          const order = {
            category: "linear",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Limit",
            qty: "0.01",
            price: "1000"
          }
          expect(live.createOrder(caller, order, at).ok).toBe(true)
          const market = { category: "linear", symbol: "BTCUSDT", side: "Sell", orderType: "Market", qty: "0.01" }
          expect(live.createOrder(caller, market, at).ok).toBe(true)
        }
      }
      const end = t0 + uptimeMs
      const faults = new Faults()
      const text = SavedState.encode(Saving.stateOf(live, faults, SEED, end))
      const state = SavedState.decode(text, "uptime", end)
      if (state instanceof SavedState.SavedStateError) throw state
      const restored = new Exchange({ seed: SEED, rsa })
      expect(Saving.restore(restored, new Faults(), state, () => end)).toBeUndefined()
      const read = (e: Exchange, p: string, q: Record<string, string>) => {
        e.tick(end + 1_000)
        return JSON.stringify(e.route(p)?.(caller, q, end + 1_000))
      }
      for (const [p, q] of [
        ["/v5/order/realtime", { category: "linear", settleCoin: "USDT" }],
        ["/v5/order/history", { category: "linear" }],
        ["/v5/position/list", { category: "linear", settleCoin: "USDT" }],
        ["/v5/account/wallet-balance", { accountType: "UNIFIED" }]
      ] as const)
        expect(read(restored, p, q)).toBe(read(live, p, q))
      return { bytes: text.length, objects: state.exchange.length }
    }
    // a step a second for a minute, one every three minutes for a day: a journal of the steps would be 8 times as long
    const minute = run(60_000, 60)
    const day = run(86_400_000, 480)
    expect(day.objects).toBeLessThan(minute.objects * 1.1)
    expect(day.bytes).toBeLessThan(minute.bytes * 1.25)
  }, 120_000)
})
