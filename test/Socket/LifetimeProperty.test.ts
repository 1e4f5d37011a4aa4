import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import type * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as Schedule from "effect/Schedule"
import * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as fc from "fast-check"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Topics from "../../src/Socket/Topics.js"
import * as Harness from "../support/Harness.js"
import { type Client, clientLayer, SUB_KEY, SUB_SECRET, withSubAccount } from "../support/TwoAccounts.js"
import { eventually, type Options as WaitOptions, waitFor, waitForValue } from "../support/WaitFor.js"

// The lifetime rule, as a model-based property over random command sequences against the embedded exchange: after
// any sequence of subscribe / leave / interrupt (mid-handshake, mid-auth, mid-subscribe) / dropped sockets, the
// sockets open at the exchange are exactly one per (endpoint, credentials) pair that still has a subscriber, and
// none once the client is gone. Two credential sets take part: the master's key (the client's default) and a
// sub-account's (through `Credentials.withCredentials`).

type Endpoint = "linear" | "spot" | "private"
type Who = "master" | "sub"

interface Model {
  readonly subscribers: Map<number, { readonly endpoint: Endpoint; readonly who: Who }>
  next: number
}

interface Real {
  readonly emulator: Emulator.EmulatorHandle
  readonly context: Context.Context<Client>
  readonly fibers: Map<number, Fiber.Fiber<void, unknown>>
}

const runs = Number(process.env.LIFETIME_RUNS ?? 1000)

let emulator: Emulator.EmulatorHandle
const emulatorScope = Effect.runSync(Scope.make())
const sub: Credentials.ApiCredentials = { apiKey: Redacted.make(SUB_KEY), apiSecret: Redacted.make(SUB_SECRET) }

const symbolOf = (pick: number) => ["BTCUSDT", "ETHUSDT"][pick % 2]!

// the typed route for every subscription: private `order` / `wallet` / `position`, public tickers
const streamOf = (endpoint: Endpoint, pick: number) => {
  if (endpoint !== "private") return Stream.runDrain(Topics.subscribe(Topics.tickers(symbolOf(pick)), endpoint))
  switch (pick % 3) {
    case 0:
      return Stream.runDrain(Topics.subscribe(Topics.order()))
    case 1:
      return Stream.runDrain(Topics.subscribe(Topics.wallet))
    default:
      return Stream.runDrain(Topics.subscribe(Topics.position()))
  }
}

const topicName = (endpoint: Endpoint, pick: number) =>
  endpoint === "private" ? ["order", "wallet", "position"][pick % 3]! : `tickers.${symbolOf(pick)}`

const pathOf = (endpoint: Endpoint) => (endpoint === "private" ? "/v5/private" : `/v5/public/${endpoint}`)
const keyOf = (endpoint: Endpoint, who: Who) =>
  endpoint === "private" ? (who === "sub" ? SUB_KEY : emulator.apiKey) : "-"
const pairOf = (endpoint: Endpoint, who: Who) => `${pathOf(endpoint)} ${keyOf(endpoint, who)}`

const atServer = () =>
  emulator.admin
    .openSockets()
    .map((s) => `${s.path} ${s.apiKey ?? "-"}`)
    .sort()

const expected = (model: Model) =>
  [...new Set([...model.subscribers.values()].map((s) => pairOf(s.endpoint, s.who)))].sort()

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

// the property runs as promises: the shared waits run to a promise, in real time
const realTime: WaitOptions = { interval: "5 millis", timeout: "20 seconds" }

/** Every pair with a subscriber has exactly one socket, and no other socket is open (after it settles). */
const settled = (model: Model) =>
  Effect.runPromise(
    waitForValue(
      atServer,
      (open) => JSON.stringify(open) === JSON.stringify(expected(model)),
      `the sockets of the model, ${JSON.stringify(expected(model))}`,
      realTime
    )
  )

const subscription = (endpoint: Endpoint, who: Who, pick: number): Effect.Effect<void, unknown, Client> => {
  const run = streamOf(endpoint, pick)
  return who === "sub" ? Credentials.withCredentials(run, sub) : run
}

const holds = (endpoint: Endpoint, who: Who, pick: number) => () => {
  const name = topicName(endpoint, pick)
  return emulator.admin
    .openSockets()
    .some((s) => s.path === pathOf(endpoint) && (s.apiKey ?? "-") === keyOf(endpoint, who) && s.topics.includes(name))
}

class Subscribe implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly endpoint: Endpoint,
    readonly who: Who,
    readonly pick: number
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    const id = model.next++
    real.fibers.set(id, Effect.runForkWith(real.context)(subscription(this.endpoint, this.who, this.pick)))
    model.subscribers.set(id, { endpoint: this.endpoint, who: this.who })
    await Effect.runPromise(
      waitFor(holds(this.endpoint, this.who, this.pick), `subscribed ${this.toString()}`, realTime)
    )
    await settled(model)
  }
  toString = () => `subscribe(${this.endpoint}, ${this.who}, ${this.pick})`
}

class Leave implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.subscribers.size > 0
  async run(model: Model, real: Real) {
    const ids = [...model.subscribers.keys()]
    const id = ids[this.pick % ids.length]!
    await Effect.runPromiseWith(real.context)(Fiber.interrupt(real.fibers.get(id)!))
    real.fibers.delete(id)
    model.subscribers.delete(id)
    await settled(model)
  }
  toString = () => `leave(${this.pick})`
}

/** A subscription interrupted before it completed: while the socket opens, while it authenticates, or while the
 * subscribe waits for its acknowledgement (held back by the exchange). */
class Abort implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly endpoint: Endpoint,
    readonly who: Who,
    readonly phase: "handshake" | "auth" | "subscribe",
    readonly pick: number
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    const pair = pairOf(this.endpoint, this.who)
    if (this.phase !== "handshake") emulator.admin.apply({ op: "ack-delay", ms: 60 })
    try {
      const fiber = Effect.runForkWith(real.context)(subscription(this.endpoint, this.who, this.pick))
      if (this.phase === "handshake") await sleep(this.pick % 3)
      else if (this.phase === "auth") {
        // a socket of the path open and not yet authenticated (or, when one was open already, a moment later)
        await Effect.runPromise(
          eventually(
            () =>
              emulator.admin.openSockets().some((s) => s.path === pathOf(this.endpoint) && s.apiKey === null) ||
              atServer().includes(pair),
            `mid-auth ${this.toString()}`,
            { ...realTime, timeout: "5 seconds" }
          )
        )
      } else {
        await Effect.runPromise(
          waitFor(holds(this.endpoint, this.who, this.pick), `mid-subscribe ${this.toString()}`, realTime)
        )
      }
      await Effect.runPromiseWith(real.context)(Fiber.interrupt(fiber))
    } finally {
      emulator.admin.apply({ op: "ack-delay", ms: 0 })
    }
    await settled(model)
  }
  toString = () => `abort(${this.endpoint}, ${this.who}, ${this.phase}, ${this.pick})`
}

class Drop implements fc.AsyncCommand<Model, Real> {
  check = () => true
  async run(model: Model, _real: Real) {
    emulator.admin.apply({ op: "drop-sockets" })
    await settled(model)
  }
  toString = () => "drop-sockets"
}

const endpoint = fc.constantFrom<Endpoint>("linear", "spot", "private")
const who = fc.constantFrom<Who>("master", "sub")
const pick = fc.nat(5)
const commands = fc.commands(
  [
    fc.tuple(endpoint, who, pick).map(([e, w, p]) => new Subscribe(e, w, p)),
    fc.tuple(endpoint, who, pick).map(([e, w, p]) => new Subscribe(e, w, p)),
    pick.map((p) => new Leave(p)),
    pick.map((p) => new Leave(p)),
    fc
      .tuple(endpoint, who, fc.constantFrom("handshake" as const, "auth" as const, "subscribe" as const), pick)
      .map(([e, w, phase, p]) => new Abort(e, w, phase, p)),
    fc.constant(new Drop())
  ],
  { maxCommands: 8 }
)

describe("socket lifetimes: the model-based property", () => {
  beforeAll(async () => {
    emulator = await Effect.runPromise(Scope.provide(Harness.start({ seed: 21 }), emulatorScope))
    await Effect.runPromise(withSubAccount(emulator, "lifetimes21"))
  })
  afterAll(() => Effect.runPromise(Scope.close(emulatorScope, Exit.void)))

  it(`open sockets equal the (endpoint, credentials) pairs with a subscriber, over ${runs} random sequences`, async () => {
    let sequences = 0
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        sequences++
        const scope = Effect.runSync(Scope.make())
        const layer = clientLayer(emulator, { pingInterval: "1 hour", reconnect: Schedule.spaced("20 millis") })
        const context = await Effect.runPromise(Layer.buildWithScope(layer, scope))
        const real: Real = { emulator, context, fibers: new Map() }
        try {
          await fc.asyncModelRun(() => ({ model: { subscribers: new Map(), next: 0 }, real }), cmds)
        } finally {
          // the client's scope closes: nothing of it stays open at the exchange
          await Effect.runPromise(Scope.close(scope, Exit.void))
          await Effect.runPromise(
            waitForValue(atServer, (open) => open.length === 0, "no socket left after the client closed", realTime)
          )
        }
      }),
      { numRuns: runs, endOnFailure: true }
    )
    expect(sequences).toBeGreaterThanOrEqual(runs)
  }, 900_000)
})
