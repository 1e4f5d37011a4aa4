/**
 * When the emulator saves its state (`SavedState`) and how it comes back: the state taken from the exchange, restored
 * into a new one, and, with a state file, the save policy — the target checked before anything starts (and the
 * temporary files of interrupted saves removed), a save on `POST /__admin/save`, one every period (a fiber of the
 * emulator's scope, on its `Clock`), and one when the scope closes, while the exchange is still whole. A kill between
 * two saves loses at most one period; a kill during one leaves the previous file whole.
 *
 * A periodic save never stops the answers (issue 69: a trading minute's state took 2.1-2.8 s to save, every answer
 * waiting). It is two steps. The capture is synchronous, between two requests, so the state is one instant's: every
 * object of the exchange copied one level deep (`Snapshot.capture`), nothing encoded — a fraction of what encoding
 * costs. The rest reads only that copy, never the live exchange: the nodes are encoded a slice at a time
 * (`sliceNodes`) and each slice written by the thread pool (`StateFile.Partial`), the answers served between two
 * slices, then the file is flushed and renamed over the old one. Saves run one at a time (a semaphore); a save on
 * request, which answers once its file is written, runs at once — a periodic save that started before it is then
 * dropped rather than renamed over a newer file.
 *
 * @since 1.2.0
 * @internal
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as FiberSet from "effect/FiberSet"
import type * as Scope from "effect/Scope"
import * as Semaphore from "effect/Semaphore"
import * as AccountsDescription from "./AccountsDescription.js"
import * as Fixed from "./base/Fixed.js"
import * as Snapshot from "./base/Snapshot.js"
import { SCALE } from "./books/Accounts.js"
import type { Exchange } from "./Exchange.js"
import type * as Faults from "./Faults.js"
import * as SavedChecks from "./SavedChecks.js"
import * as SavedState from "./SavedState.js"
import * as StateFile from "./StateFile.js"
import * as StateGraph from "./StateGraph.js"

/**
 * The period between two saves when none is given.
 *
 * @since 1.2.0
 * @category policy
 */
export const defaultEvery: Duration.Duration = Duration.seconds(30)

/**
 * A state captured at one instant (`capture`), its snapshot not yet encoded (`Snapshot.nodes`).
 *
 * @since 1.3.0
 * @category state
 */
export interface Captured {
  readonly head: SavedState.Head
  readonly graph: Snapshot.Captured
}

/**
 * Captures the exchange's state now (`now`, the server time), with the clock offset it runs at: one synchronous step
 * that copies the state's values and encodes nothing.
 *
 * @since 1.3.0
 * @category state
 */
export const capture = (exchange: Exchange, faults: Faults.Faults, seed: number, now: number): Captured => {
  const { graph, wallets } = StateGraph.capture(exchange.stateParts())
  const rsa = exchange.demo.rsa
  return {
    head: {
      format: SavedState.formatName,
      version: SavedState.version,
      seed,
      rsa: { publicKeyPem: rsa.publicKeyPem, privateKeyPem: rsa.privateKeyPem },
      clockOffsetMs: faults.clockOffset,
      savedAt: now,
      ...(exchange.openings.described === undefined
        ? {}
        : { accounts: AccountsDescription.toInput(exchange.openings.described) }),
      wallets: wallets.map(([uid, accountType, coin, units]) => ({
        uid,
        accountType: accountType as SavedState.Wallet["accountType"],
        coin,
        balance: Fixed.formatTrimmed(units, SCALE)
      }))
    },
    graph
  }
}

/**
 * The exchange's state now (`now`, the server time), with the clock offset it runs at.
 *
 * @since 1.2.0
 * @category state
 */
export const stateOf = (
  exchange: Exchange,
  faults: Faults.Faults,
  seed: number,
  now: number
): SavedState.SavedState => {
  const { head, graph } = capture(exchange, faults, seed, now)
  return { ...head, exchange: Snapshot.nodes(graph, 0, graph.size) }
}

/**
 * How many nodes a save encodes between two turns of the event loop.
 *
 * @since 1.3.0
 * @category policy
 */
export const sliceNodes = 200

// the text of nodes [from, to), a comma before it unless it is the first
const sliceText = (graph: Snapshot.Captured, from: number): string => {
  const text = JSON.stringify(Snapshot.nodes(graph, from, from + sliceNodes)).slice(1, -1)
  return from === 0 || text === "" ? text : `,${text}`
}

/**
 * Restores a checked state into `exchange` (new, of the state's seed, RSA key and accounts description), then its
 * clock: the offset it had, raised if the injected clock is behind the time it was saved at (a server clock does not
 * go back across a restart). Answers why it cannot, naming the place.
 *
 * @since 1.2.0
 * @category state
 */
export const restore = (
  exchange: Exchange,
  faults: Faults.Faults,
  saved: SavedState.SavedState,
  injected: () => number
): SavedState.SavedStateError | undefined => {
  const wallets = saved.wallets.map((w) => [w.uid, w.accountType, w.coin, Fixed.parse(w.balance, SCALE) ?? 0n] as const)
  const refused = StateGraph.restore(exchange.stateParts(), { graph: saved.exchange, wallets })
  if (refused !== undefined) {
    const where = placeOf(saved, refused.node, refused.field)
    return new SavedState.SavedStateError({ file: "", reason: `cannot restore: ${refused.reason}`, entry: where })
  }
  const key = SavedChecks.keyProblem(exchange.stateParts().accounts)
  if (key !== undefined)
    return new SavedState.SavedStateError({ file: "", reason: `corrupt: ${key.reason}`, entry: key.entry })
  const behind = saved.savedAt - (injected() + saved.clockOffsetMs)
  faults.apply({ op: "clock", offsetMs: saved.clockOffsetMs + Math.max(0, behind) })
  return undefined
}

const placeOf = (saved: SavedState.SavedState, node: number, field: string): string => {
  const at = Snapshot.paths(saved.exchange)(node)
  const step = field === "" ? "" : field.startsWith("[") ? field : `.${field}`
  return `exchange${at === "" ? "" : `.${at}`}${step}`.replace(/\.\[/g, "[")
}

/**
 * What a save to the state file answers: the file and its size, or why it was not written.
 *
 * @since 1.2.0
 * @category policy
 */
export type Saved = { readonly file: string; readonly bytes: number } | SavedState.SavedStateError

/**
 * Writes a captured state to `file` a slice at a time, off the request path: each slice is encoded then written by
 * the thread pool, the answers served in between; the temporary file is renamed over `file` when `keep()` still says
 * so (a newer save may have been written meanwhile), else removed. Interrupted, it removes its temporary file.
 *
 * @since 1.3.0
 * @category policy
 */
export const writeOff = (file: string, captured: Captured, keep: () => boolean = () => true): Effect.Effect<Saved> =>
  Effect.acquireUseRelease(
    Effect.tryPromise({
      try: () => StateFile.Partial.open(file),
      catch: (cause) => new SavedState.SavedStateError({ file, reason: `cannot write: ${String(cause)}` })
    }),
    (partial) =>
      Effect.gen(function* () {
        const write = (text: string) =>
          Effect.tryPromise({
            try: () => partial.write(text),
            catch: (cause) => new SavedState.SavedStateError({ file, reason: `cannot write: ${String(cause)}` })
          })
        const first = SavedState.opening(captured.head)
        yield* write(first)
        let bytes = Buffer.byteLength(first) + SavedState.closing.length
        for (let from = 0; from < captured.graph.size; from += sliceNodes) {
          const text = sliceText(captured.graph, from)
          bytes += Buffer.byteLength(text)
          yield* write(text)
        }
        yield* write(SavedState.closing)
        if (!keep()) return yield* Effect.interrupt
        yield* Effect.tryPromise({
          try: () => partial.commit(),
          catch: (cause) => new SavedState.SavedStateError({ file, reason: `cannot write: ${String(cause)}` })
        })
        return { file, bytes } as const
      }),
    (partial, exit) => (exit._tag === "Success" ? Effect.void : Effect.promise(() => partial.discard()))
  ).pipe(
    Effect.catch((error: SavedState.SavedStateError) => Effect.succeed(error)),
    Effect.catchCause(() => Effect.succeed(new SavedState.SavedStateError({ file, reason: superseded })))
  )

/**
 * Why a save was dropped: a newer one was written while it was (never a failure).
 *
 * @since 1.3.0
 * @category policy
 */
export const superseded = "not written: a newer save was written meanwhile"

/**
 * The save policy of a state file: checks the target (failing before anything is served) and removes what interrupted
 * saves left, saves every `every` (a zero period saves only on request and at stop) in a fiber of the scope, off the
 * request path (`writeOff`), and when the scope closes. Answers the save to run on request (`POST /__admin/save`):
 * written off the request path too, after a save under way, its promise settling once the file is written (the
 * answers go on meanwhile; a stop before then rejects it).
 *
 * @since 1.2.0
 * @category policy
 */
export const policy = (
  file: string,
  every: Duration.Duration,
  captureNow: () => Captured
): Effect.Effect<() => Promise<Saved>, SavedState.SavedStateError, Scope.Scope> =>
  Effect.gen(function* () {
    yield* SavedState.checkTarget(file)
    const removed = StateFile.removeLeftovers(file)
    if (removed.length > 0)
      yield* Effect.logInfo(`emulator state: removed ${removed.length} file(s) of interrupted saves`)
    // saves are numbered as captured; a file is renamed over only by a newer one
    let captured = 0
    let written = 0
    const one = yield* Semaphore.make(1)
    const saveOff = one.withPermits(1)(
      Effect.suspend(() => {
        const mine = ++captured
        return writeOff(file, captureNow(), () => mine > written).pipe(
          Effect.tap((saved) =>
            Effect.sync(() => {
              if (!(saved instanceof SavedState.SavedStateError)) written = mine
            })
          )
        )
      })
    )
    if (Duration.isGreaterThan(every, Duration.zero))
      yield* Effect.forkScoped(
        Effect.forever(
          Effect.delay(
            saveOff.pipe(
              Effect.flatMap((saved) =>
                saved instanceof SavedState.SavedStateError && saved.reason !== superseded
                  ? Effect.logWarning(saved.message)
                  : Effect.void
              )
            ),
            every
          )
        )
      )
    // a save on request runs as a fiber of this scope: a stop interrupts it (its promise then rejects)
    const run = yield* FiberSet.makeRuntimePromise<never, Saved>()
    const save = (): Promise<Saved> => run(saveOff)
    // at stop, while the exchange is still whole, after a save under way: a failure is the scope's (the CLI exits 1)
    yield* Effect.addFinalizer(() =>
      saveOff.pipe(
        Effect.flatMap((saved) => (saved instanceof SavedState.SavedStateError ? Effect.die(saved) : Effect.void))
      )
    )
    return save
  })
