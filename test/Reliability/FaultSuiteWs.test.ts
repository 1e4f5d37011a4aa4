// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as Report from "../../scripts/reliability-report.js"
import type { BookMessage } from "../../src/Emulator/engine/MatchingEngine.js"
import type { Book } from "../../src/Socket/BookView.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import type * as Connection from "../../src/Socket/Connection.js"
import * as OrderBook from "../../src/Socket/OrderBook.js"
import * as FiberTracker from "../support/FiberTracker.js"
import * as Harness from "../support/Harness.js"
import { eventually } from "../support/WaitFor.js"
import { counter, type Figures, type Kind, plan, plannedWebsocket, record } from "./FaultRecord.js"

// The WebSocket client against the emulator on 127.0.0.1 under every WebSocket fault the emulator can inject, with
// several topics on three connections: order books, tickers and trades on spot and on linear, and the private
// wallet stream. After each fault the suite waits (bounded) until the client has recovered, and checks it on the
// server's side: one connection per market again, every topic subscribed on it (the emulator's own view), the books
// rebuilt and moving, and the private stream delivering. Every book the client ever emits is compared with the
// exchange's own book at the same `u`. Short client timings keep the whole run within a minute on a loaded machine.

const SYMBOL = "BTCUSDT"
const DEPTH = 50
const SEED = 31

type BookCategory = "spot" | "linear"
type MarketId = BookCategory | "private"
const markets: ReadonlyArray<MarketId> = ["spot", "linear", "private"]
const publicTopics = [`orderbook.${DEPTH}.${SYMBOL}`, `tickers.${SYMBOL}`, `publicTrade.${SYMBOL}`]
const expectedTopics: Readonly<Record<MarketId, ReadonlyArray<string>>> = {
  spot: publicTopics,
  linear: publicTopics,
  private: ["wallet"]
}

const socketOptions: BybitSocket.Options = {
  pingInterval: "250 millis",
  pongTimeout: "400 millis",
  reconnect: Schedule.spaced("25 millis"),
  ackTimeout: "1500 millis",
  openTimeout: "3 seconds"
}

// A recovery that does not come within this is counted as lost (and the suite fails).
const RECOVERY_MS = 15_000

interface BookWatch {
  readonly category: BookCategory
  latest: Book | undefined
  /** Book events since the last reset. */
  sinceReset: number
  readonly resets: Record<string, number>
  verified: number
  wrong: Array<string>
  unverified: number
  /** Book events whose `u` went back without a reset in between. */
  backwards: number
}

interface MarketWatch {
  readonly events: Record<string, number>
  readonly disconnects: Record<string, number>
  state: string
}

const sameTopics = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean =>
  a.length === b.length && a.every((t) => b.includes(t))

const levels = (rows: ReadonlyArray<readonly [string, string]>): string => JSON.stringify(rows)

describe("fault suite: WebSocket", () => {
  it.live(
    `${plan.websocket.disconnects} forced disconnects, refused upgrades, pong loss, half-open sockets, withheld acks, malformed and truncated frames, sequence gaps`,
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const started = Date.now()
          const emulator = yield* Harness.start({ seed: SEED, tickMs: 50 })
          const { admin } = emulator

          // The exchange's book at every `u` it published, read right after the server pushed it.
          const history: Record<BookCategory, Map<number, BookMessage>> = { spot: new Map(), linear: new Map() }
          const remember = (category: BookCategory) => {
            const snap = admin.exchange.feed(category, SYMBOL, DEPTH)?.snapshot()
            if (snap !== undefined) history[category].set(snap.u, snap)
          }
          const offPublic = admin.exchange.onPublic((event) => {
            if (event.kind !== "orderbook" || event.symbol !== SYMBOL) return
            if (event.category === "spot" || event.category === "linear") remember(event.category)
          })
          yield* Effect.addFinalizer(() => Effect.sync(offPublic))

          const connectionsBefore = admin.openConnections()
          let peakConnections = 0
          const tracker = yield* FiberTracker.make

          const injected = counter<Kind<"websocket">>()
          const failures: Array<string> = []
          let operations = 0
          let recovered = 0
          let duplicates = 0
          const notes: Record<string, number> = {}
          const note = (key: string, n = 1) => {
            notes[key] = (notes[key] ?? 0) + n
          }

          const client = Effect.gen(function* () {
            const socket = yield* BybitSocket.BybitSocket

            // -------------------------------------------------------------- observers
            const books: Record<BookCategory, BookWatch> = {
              spot: {
                category: "spot",
                latest: undefined,
                sinceReset: 0,
                resets: {},
                verified: 0,
                wrong: [],
                unverified: 0,
                backwards: 0
              },
              linear: {
                category: "linear",
                latest: undefined,
                sinceReset: 0,
                resets: {},
                verified: 0,
                wrong: [],
                unverified: 0,
                backwards: 0
              }
            }
            for (const category of ["spot", "linear"] as const) {
              const watch = books[category]
              yield* Stream.runForEach(OrderBook.stream(SYMBOL, DEPTH, category), (event) =>
                Effect.sync(() => {
                  if (event._tag === "BookReset") {
                    watch.resets[event.reason] = (watch.resets[event.reason] ?? 0) + 1
                    watch.sinceReset = 0
                    watch.latest = undefined
                    return
                  }
                  if (watch.latest !== undefined && event.u < watch.latest.u) watch.backwards++
                  watch.latest = event
                  watch.sinceReset++
                  // the exchange's book at this `u`: recorded when published, or the feed's current one
                  let exchange = history[category].get(event.u)
                  if (exchange === undefined) {
                    remember(category)
                    exchange = history[category].get(event.u)
                  }
                  if (exchange === undefined) {
                    watch.unverified++
                    return
                  }
                  if (levels(event.bids) === levels(exchange.b) && levels(event.asks) === levels(exchange.a)) {
                    watch.verified++
                  } else if (watch.wrong.length < 5) {
                    watch.wrong.push(`${category} u ${event.u}: local ${levels(event.bids).slice(0, 120)}`)
                  } else watch.wrong.push(`${category} u ${event.u}`)
                })
              ).pipe(Effect.forkScoped)
            }

            const frames: Record<string, number> = {}
            const wallet: Array<string> = []
            const countFrames = (
              market: MarketId,
              stream: Stream.Stream<Connection.Frame, Connection.SubscribeError>
            ) =>
              Stream.runForEach(stream, (frame) =>
                Effect.sync(() => {
                  const key = `${market} ${String(frame.topic)}`
                  frames[key] = (frames[key] ?? 0) + 1
                  if (frame.topic === "wallet") wallet.push(JSON.stringify(frame.data))
                })
              ).pipe(Effect.forkScoped)
            const dataTopics = [`tickers.${SYMBOL}`, `publicTrade.${SYMBOL}`]
            yield* countFrames("spot", socket.subscribeV5(dataTopics, "spot"))
            yield* countFrames("linear", socket.subscribeV5(dataTopics, "linear"))
            yield* countFrames("private", socket.subscribeV5("wallet", "private"))

            const watches = {} as Record<MarketId, MarketWatch>
            const connections = {} as Record<MarketId, Connection.Connection>
            for (const market of markets) {
              const conn = yield* socket.connection(market)
              connections[market] = conn
              const watch: MarketWatch = { events: {}, disconnects: {}, state: "initial" }
              watches[market] = watch
              yield* Stream.runForEach(conn.events, (event) =>
                Effect.sync(() => {
                  watch.events[event._tag] = (watch.events[event._tag] ?? 0) + 1
                  if (event._tag === "Disconnected") {
                    const reason = event.reason.startsWith("Open") ? "upgrade refused" : event.reason
                    watch.disconnects[reason] = (watch.disconnects[reason] ?? 0) + 1
                  }
                })
              ).pipe(Effect.forkScoped)
              yield* Stream.runForEach(conn.state.changes, (state) =>
                Effect.sync(() => {
                  watch.state = state
                })
              ).pipe(Effect.forkScoped)
            }
            const event = (market: MarketId, tag: string) => watches[market].events[tag] ?? 0
            const disconnects = (market: MarketId, reason: string) => watches[market].disconnects[reason] ?? 0

            // -------------------------------------------------------------- recovery check
            let balance = 0
            // the private stream delivers: a balance change made now reaches the client
            const walletDelivers = Effect.gen(function* () {
              balance++
              const amount = String(700_000 + balance)
              const seen = wallet.length
              admin.setBalance("USDT", amount)
              return yield* eventually(
                () => wallet.slice(seen).some((data) => data.includes(amount)),
                `the wallet frame with ${amount}`,
                { timeout: RECOVERY_MS }
              )
            })

            const serverView = () => {
              const views = admin.wsSubscriptions()
              return markets.map((market) => ({ market, views: views.filter((v) => v.channel === market) }))
            }
            const describeState = () =>
              JSON.stringify({
                server: serverView().map(({ market, views }) => ({
                  market,
                  views: views.map((v) => ({ topics: v.topics, halfOpen: v.halfOpen }))
                })),
                client: markets.map((m) => `${m}: ${watches[m].state}`),
                books: (["spot", "linear"] as const).map((c) => ({
                  c,
                  u: books[c].latest?.u,
                  sinceReset: books[c].sinceReset,
                  resets: books[c].resets
                }))
              })

            // Recovered: one connection per market on the server (old ones gone), every expected topic on it, the
            // client connected, both books rebuilt and past the `u` the exchange had published when the check began,
            // and the private stream delivering.
            const recovery = (label: string) =>
              Effect.gen(function* () {
                operations++
                peakConnections = Math.max(peakConnections, admin.openConnections())
                const marks = { spot: history.spot.size, linear: history.linear.size }
                const targetU = {
                  spot: Math.max(0, ...history.spot.keys()),
                  linear: Math.max(0, ...history.linear.keys())
                }
                const settled = yield* eventually(
                  () =>
                    serverView().every(
                      ({ market, views }) =>
                        views.length === 1 &&
                        !views[0]!.halfOpen &&
                        sameTopics(views[0]!.topics, expectedTopics[market]) &&
                        watches[market].state === "connected"
                    ) &&
                    (["spot", "linear"] as const).every(
                      (c) =>
                        books[c].latest !== undefined &&
                        books[c].sinceReset > 0 &&
                        (books[c].latest?.u ?? 0) >= targetU[c] &&
                        history[c].size >= marks[c]
                    ),
                  `${label}: recovered`,
                  { timeout: RECOVERY_MS }
                )
                const delivered = settled ? yield* walletDelivers : false
                if (settled && delivered) {
                  recovered++
                  return true
                }
                const extra = serverView().reduce((n, { views }) => n + Math.max(0, views.length - 1), 0)
                duplicates += extra
                failures.push(`${label}: ${delivered ? "" : "wallet not delivered; "}${describeState()}`)
                return false
              })

            // the initial subscriptions are up before any fault
            const ready = yield* eventually(
              () =>
                markets.every((m) => watches[m].state === "connected") &&
                (["spot", "linear"] as const).every((c) => books[c].sinceReset > 0),
              "the initial subscriptions",
              // not the subject (recovery is): a loaded machine starting its test workers took over 15 s here once
              { timeout: 4 * RECOVERY_MS }
            )
            expect(ready, describeState()).toBe(true)
            operations--
            expect(yield* recovery("start"), failures.join("\n")).toBe(true)
            recovered--

            // A fault that does not show within the bound is a failure too (the fault itself did not take).
            const observed = (label: string, predicate: () => boolean) =>
              Effect.gen(function* () {
                const ok = yield* eventually(predicate, label, { timeout: RECOVERY_MS })
                if (!ok) failures.push(`${label} not observed: ${describeState()}`)
                return ok
              })

            // -------------------------------------------------------------- the faults
            const forcedDisconnects = Effect.gen(function* () {
              const targets = ["all", "spot", "linear", "private"] as const
              for (let i = 0; i < plan.websocket.disconnects && failures.length === 0; i++) {
                const target = targets[i % targets.length]!
                const before = markets.map((m) => event(m, "Disconnected"))
                admin.apply(target === "all" ? { op: "drop-sockets" } : { op: "drop-sockets", market: target })
                injected.add("drop-sockets")
                const seen = yield* observed(`drop ${i} (${target})`, () =>
                  markets.some((m, k) => (target === "all" || target === m) && event(m, "Disconnected") > before[k]!)
                )
                if (seen) yield* recovery(`drop ${i} (${target})`)
              }
            })

            const refusedUpgrades = Effect.gen(function* () {
              for (const status of plan.websocket.refusedUpgradeStatuses) {
                if (failures.length > 0) return
                const refusedBefore = admin.faults.refusedUpgrades
                admin.apply({ op: "refuse-upgrade", status })
                admin.apply({ op: "drop-sockets" })
                injected.add("refuse-upgrade")
                // every market tries again, and again, while the gateway refuses
                const seen = yield* observed(
                  `upgrades refused with ${status}`,
                  () => admin.faults.refusedUpgrades - refusedBefore >= 2 * markets.length
                )
                note(`upgrades refused with ${status}`, admin.faults.refusedUpgrades - refusedBefore)
                admin.apply({ op: "refuse-upgrade", enabled: false })
                if (seen) yield* recovery(`refused upgrades ${status}`)
              }
            })

            const pongLoss = Effect.gen(function* () {
              for (let i = 0; i < plan.websocket.pongLoss && failures.length === 0; i++) {
                const before = markets.map((m) => disconnects(m, "pong timeout"))
                admin.apply({ op: "silent-pings" })
                injected.add("pong-loss")
                const seen = yield* observed(`pong loss ${i}`, () =>
                  markets.every((m, k) => disconnects(m, "pong timeout") > before[k]!)
                )
                admin.apply({ op: "silent-pings", enabled: false })
                if (seen) yield* recovery(`pong loss ${i}`)
              }
            })

            const halfOpen = Effect.gen(function* () {
              for (let i = 0; i < plan.websocket.halfOpen && failures.length === 0; i++) {
                const before = markets.map((m) => disconnects(m, "pong timeout"))
                const silenced = admin.faults.halfOpened
                admin.apply({ op: "half-open" })
                injected.add("half-open")
                note("sockets turned half-open", admin.faults.halfOpened - silenced)
                // nothing but the client's pong timeout can tell
                const seen = yield* observed(`half-open ${i}`, () =>
                  markets.every((m, k) => disconnects(m, "pong timeout") > before[k]!)
                )
                if (seen) yield* recovery(`half-open ${i}`)
              }
            })

            const withheldAcks = Effect.gen(function* () {
              for (let i = 0; i < plan.websocket.withheldAcks && failures.length === 0; i++) {
                // the last round withholds the private stream's auth reply too
                const dropped: ReadonlyArray<MarketId> =
                  i === plan.websocket.withheldAcks - 1 ? markets : ["spot", "linear"]
                const before = dropped.map((m) => event(m, "ResubscribeFailed") + event(m, "Disconnected"))
                admin.apply({ op: "ack-delay", withhold: true })
                for (const m of dropped) admin.apply({ op: "drop-sockets", market: m })
                injected.add("withheld-acks")
                // the client gives up waiting for the acknowledgements (data flows meanwhile)
                const seen = yield* observed(`withheld acks ${i}`, () =>
                  dropped.every((m, k) => event(m, "ResubscribeFailed") + event(m, "Disconnected") > before[k]! + 1)
                )
                admin.apply({ op: "ack-delay", withhold: false })
                if (seen) yield* recovery(`withheld acks ${i}`)
              }
            })

            const malformedSeen = () => markets.reduce((n, m) => n + event(m, "MalformedFrame"), 0)
            const corruptFrames = Effect.gen(function* () {
              for (let i = 0; i < plan.websocket.frameFaultRounds && failures.length === 0; i++) {
                const truncated = i % 2 === 1
                const seen = malformedSeen()
                admin.apply({ op: "malformed-frames", count: plan.websocket.framesPerRound, truncated })
                injected.add(truncated ? "truncated-frame" : "malformed-frame", plan.websocket.framesPerRound)
                // every corrupted frame is reported, none crashes anything
                const reported = yield* observed(
                  `${truncated ? "truncated" : "malformed"} frames ${i}`,
                  () => malformedSeen() >= seen + plan.websocket.framesPerRound
                )
                if (reported) yield* recovery(`${truncated ? "truncated" : "malformed"} frames ${i}`)
              }
            })

            const gaps = () => (books.spot.resets.gap ?? 0) + (books.linear.resets.gap ?? 0)
            const sequenceGaps = Effect.gen(function* () {
              for (let i = 0; i < plan.websocket.sequenceGaps && failures.length === 0; i++) {
                const seen = gaps()
                admin.apply({ op: "skip-delta", symbol: SYMBOL })
                injected.add("sequence-gap")
                const reset = yield* observed(`sequence gap ${i}`, () => gaps() > seen)
                if (reset) yield* recovery(`sequence gap ${i}`)
              }
            })

            // Each phase is timed; after a failed recovery the remaining phases are skipped (they would only fail
            // for the same reason) and the figures are recorded as they stand.
            const phases: ReadonlyArray<readonly [string, Effect.Effect<void>]> = [
              ["forced disconnects", forcedDisconnects],
              ["refused upgrades", refusedUpgrades],
              ["pong loss", pongLoss],
              ["half-open sockets", halfOpen],
              ["withheld acknowledgements", withheldAcks],
              ["malformed and truncated frames", corruptFrames],
              ["sequence gaps", sequenceGaps]
            ]
            for (const [name, run] of phases) {
              if (failures.length > 0) break
              const phaseStart = Date.now()
              yield* run
              note(`phase ms: ${name}`, Date.now() - phaseStart)
            }
            note("malformed frames reported by the client", malformedSeen())

            // -------------------------------------------------------------- the subscriptions survived
            // tickers and trades of both categories still deliver after the last fault (books and the wallet were
            // checked by every recovery)
            const framesAtEnd = { ...frames }
            const streams = (["spot", "linear"] as const).flatMap((c) => dataTopics.map((t) => `${c} ${t}`))
            const flowing =
              failures.length === 0 &&
              (yield* eventually(
                () => streams.every((key) => (frames[key] ?? 0) > (framesAtEnd[key] ?? 0)),
                "every topic delivering after the last fault",
                { timeout: RECOVERY_MS }
              ))
            if (!flowing) failures.push(`topics stopped: ${JSON.stringify({ framesAtEnd, frames })}`)
            for (const key of streams) note(`frames: ${key}`, frames[key] ?? 0)

            for (const m of markets) {
              note(`${m}: reconnects`, event(m, "Connected") - 1)
              note(`${m}: resubscribed`, event(m, "Resubscribed"))
              note(`${m}: resubscribe not acknowledged`, event(m, "ResubscribeFailed"))
              note(`${m}: pong timeouts`, disconnects(m, "pong timeout"))
              note(`${m}: fatal`, event(m, "Fatal"))
            }
            for (const c of ["spot", "linear"] as const) {
              const watch = books[c]
              note(`${c} book: compared with the exchange at the same u`, watch.verified)
              note(`${c} book: not comparable (u not recorded)`, watch.unverified)
              note(`${c} book: wrong`, watch.wrong.length)
              note(`${c} book: u went back without a reset`, watch.backwards)
              for (const [reason, n] of Object.entries(watch.resets)) note(`${c} book: reset (${reason})`, n)
            }
            note("wallet updates delivered", balance)
            return { books, watches, flowing, frames }
          })

          const layer = Harness.client(emulator, { socket: socketOptions })
          const outcome = yield* Effect.scoped(
            client as Effect.Effect<Effect.Success<typeof client>, never, BybitSocket.BybitSocket | Scope.Scope>
          ).pipe(Effect.provide(layer), tracker.track)

          // -------------------------------------------------------------- leaks
          // the client's scope is closed: its sockets and fibers end (asynchronously: give them a bounded while)
          yield* eventually(() => admin.openConnections() === connectionsBefore, "the client's connections closed", {
            timeout: "5 seconds"
          })
          const leakedConnections = Math.max(0, admin.openConnections() - connectionsBefore)
          yield* eventually(
            Effect.map(tracker.live, (n) => n === 0),
            "the client's fibers ended",
            {
              interval: "20 millis",
              timeout: "10 seconds"
            }
          )
          const liveFibers = yield* tracker.live
          const leakedFibers = liveFibers

          const wrongBooks = outcome.books.spot.wrong.length + outcome.books.linear.wrong.length
          const lost = operations - recovered + (outcome.flowing ? 0 : 1)
          const figures: Figures<"websocket"> = {
            part: "websocket",
            title: `WebSocket: ${operations} faults across 3 connections (spot, linear, private), seed ${SEED}`,
            injected: injected.counts,
            operations,
            recovered,
            lost,
            duplicates,
            leakedConnections,
            leakedFibers,
            elapsedMs: Date.now() - started,
            notes: {
              ...notes,
              "topics per connection": publicTopics.length,
              "open connections before / at most during / after": `${connectionsBefore} / ${peakConnections} / ${admin.openConnections()}`,
              "fibers started under the client / alive after": `${yield* tracker.started} / ${liveFibers}`
            }
          }
          const file = record(figures)

          expect(failures).toEqual([])
          expect(outcome.books.spot.wrong.concat(outcome.books.linear.wrong)).toEqual([])
          expect(wrongBooks).toBe(0)
          expect(outcome.books.spot.backwards + outcome.books.linear.backwards).toBe(0)
          // at least one book after every drop that reset it (half the drops hit each book), all compared
          for (const c of ["spot", "linear"] as const) {
            expect(outcome.books[c].verified).toBeGreaterThanOrEqual(plan.websocket.disconnects / 2)
            expect(outcome.books[c].unverified).toBeLessThanOrEqual(2)
          }
          expect(lost).toBe(0)
          expect(duplicates).toBe(0)
          expect(recovered).toBe(operations)
          expect(markets.map((m) => outcome.watches[m].events.Fatal ?? 0)).toEqual([0, 0, 0])
          expect(leakedConnections).toBe(0)
          expect(leakedFibers).toBe(0)
          expect(injected.counts).toEqual(plannedWebsocket())
          expect(file).toMatch(/websocket\.json$/)
          // docs/RELIABILITY.md was written from a recording that agrees with this one (`npm run reliability:report`)
          if (process.env[Report.reportRunVariable] === undefined) {
            const page = Report.documented()
            expect(page, "docs/RELIABILITY.md carries no figures: run `npm run reliability:report`").toBeDefined()
            if (page !== undefined) expect(Report.stableView(figures)).toEqual(Report.stableView(page.websocket))
          }
        })
      ),
    180_000
  )
})
