/**
 * One worker of a fleet on one key (forked by test/Cluster/Fleet.test.ts): a client of the cluster in PostgreSQL
 * (`Runner.layerClient`), on `Fleet.layer` for the key. It reports every order update it receives (`{ update }`,
 * one per order in a message, with the message's epoch and number) and every `Reconnected` (`{ reconnected }`),
 * says `ready` once its subscription runs, and from `go` places `ORDERS` orders (`<WORKER_ID>-<n>`), one every
 * `GAP_MS`, telling the parent of each (`{ placed }`, or `{ failed }` with the error's tag; an `OutcomeUnknown` is
 * settled by `KeySession.lookup` and reported as `{ reconciled }`), then `{ done }`.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import * as Fleet from "../../src/Cluster/Fleet.js"
import * as KeySession from "../../src/Cluster/KeySession.js"
import * as Runner from "../../src/Cluster/Runner.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Topics from "../../src/Socket/Topics.js"
import * as TradeApi from "../../src/Socket/TradeApi.js"

/** What a worker tells the parent. */
export type Message =
  | "ready"
  | {
      readonly update: { readonly epoch: string; readonly seq: number; readonly link: string; readonly status: string }
    }
  | {
      readonly reconnected: {
        readonly epoch: string
        readonly orders: ReadonlyArray<{ readonly link: string; readonly status: string }>
      }
    }
  | { readonly placed: string }
  | { readonly failed: { readonly link: string; readonly tag: string } }
  | { readonly reconciled: { readonly link: string; readonly status: string | null } }
  | { readonly done: true }
  | { readonly built: true }
  | { readonly error: string; readonly tag?: string }

const env = (name: string): string => {
  const value = process.env[name]
  if (value === undefined) throw new Error(`FleetSessionWorker: ${name} is not set`)
  return value
}
const id = env("WORKER_ID")
const orders = Number(env("ORDERS"))
const gapMs = Number(env("GAP_MS"))
const send = (message: Message) => process.send?.(message)

let started = false
const go = new Promise<void>((resolve) =>
  process.on("message", (m) => {
    if (m === "go") resolve()
    if (m === "stop") process.exit(0)
  })
)

const layer = Layer.mergeAll(
  Fleet.layer({
    environment: Environment.custom({ restUrl: env("REST_URL"), wsUrl: env("WS_URL") }),
    apiKey: env("API_KEY")
  })
).pipe(Layer.provide(Runner.layerClient({ postgres: env("POSTGRES_URL") })))

const program = Effect.gen(function* () {
  send({ built: true })
  yield* KeySession.updates(Topics.order()).pipe(
    Stream.runForEach((event) =>
      Effect.sync(() => {
        if (!started) {
          started = true
          send("ready")
        }
        if (event._tag === "Reconnected")
          send({
            reconnected: {
              epoch: event.epoch,
              orders: event.orders.map((o) => ({ link: o.orderLinkId, status: o.orderStatus }))
            }
          })
        else
          for (const order of event.message.data)
            send({ update: { epoch: event.epoch, seq: event.seq, link: order.orderLinkId, status: order.orderStatus } })
      })
    ),
    Effect.catchCause((cause) => Effect.sync(() => send({ error: String(cause) }))),
    Effect.forkScoped
  )
  yield* Effect.promise(() => go)
  for (let n = 0; n < orders; n++) {
    const link = `${id}-${n}`
    const result = yield* Effect.result(
      TradeApi.createOrder({
        category: "linear",
        symbol: "BTCUSDT",
        side: "Buy",
        orderType: "Limit",
        qty: "0.001",
        price: env("PRICE"),
        timeInForce: "PostOnly",
        orderLinkId: link
      })
    )
    if (result._tag === "Success") send({ placed: link })
    else {
      send({ failed: { link, tag: result.failure._tag } })
      if (result.failure._tag === "OutcomeUnknown") {
        const found = yield* Effect.result(KeySession.lookup("linear", link))
        send({
          reconciled: {
            link,
            status: found._tag === "Success" ? (found.success?.orderStatus ?? null) : "lookup failed"
          }
        })
      }
    }
    yield* Effect.sleep(gapMs)
  }
  send({ done: true })
  return yield* Effect.never
})

// the typed error's tag too (e.g. `FleetLinkRefused` when this worker holds another fleet secret than the runners)
const tagOf = (cause: Cause.Cause<unknown>): string | undefined => {
  const error = Cause.squash(cause) as { readonly _tag?: unknown } | undefined
  return typeof error?._tag === "string" ? error._tag : undefined
}

Effect.runFork(
  program.pipe(
    Effect.scoped,
    Effect.provide(layer),
    Effect.catchCause((cause) => Effect.sync(() => send({ error: String(cause), tag: tagOf(cause) ?? "" })))
  )
)
