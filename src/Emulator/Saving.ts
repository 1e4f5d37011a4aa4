/**
 * When the emulator saves its state (`SavedState`) and how it comes back: the state taken from the exchange, restored
 * into a new one, and, with a state file, the save policy — the target checked before anything starts, a save on
 * `POST /__admin/save`, one every period (a fiber of the emulator's scope, on its `Clock`), and one when the scope
 * closes, while the exchange is still whole. A kill between two saves loses at most one period.
 *
 * @since 1.2.0
 * @internal
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import type * as Scope from "effect/Scope"
import * as AccountsDescription from "./AccountsDescription.js"
import * as Fixed from "./base/Fixed.js"
import * as Snapshot from "./base/Snapshot.js"
import { SCALE } from "./books/Accounts.js"
import type { Exchange } from "./Exchange.js"
import type * as Faults from "./Faults.js"
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
  const { graph, wallets } = StateGraph.take(exchange.stateParts())
  const rsa = exchange.demo.rsa
  return {
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
    })),
    exchange: graph
  }
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
 * The save policy of a state file: checks the target (failing before anything is served), saves every `every` (a
 * zero period saves only on request and at stop) in a fiber of the scope, and when the scope closes. Answers the
 * save to run on request (`POST /__admin/save`).
 *
 * @since 1.2.0
 * @category policy
 */
export const policy = (
  file: string,
  every: Duration.Duration,
  state: () => SavedState.SavedState
): Effect.Effect<() => Saved, SavedState.SavedStateError, Scope.Scope> =>
  Effect.gen(function* () {
    yield* SavedState.checkTarget(file)
    const save = (): Saved => {
      const text = SavedState.encode(state())
      try {
        StateFile.writeAtomic(file, text)
        return { file, bytes: Buffer.byteLength(text) }
      } catch (cause) {
        return new SavedState.SavedStateError({ file, reason: `cannot write: ${String(cause)}` })
      }
    }
    const once = Effect.suspend(() => {
      const saved = save()
      return saved instanceof SavedState.SavedStateError ? Effect.logWarning(saved.message) : Effect.void
    })
    if (Duration.isGreaterThan(every, Duration.zero))
      yield* Effect.forkScoped(Effect.forever(Effect.delay(once, every)))
    // at stop, while the exchange is still whole: a failure is the scope's (the CLI exits 1 with it)
    yield* Effect.addFinalizer(() =>
      Effect.suspend(() => {
        const saved = save()
        return saved instanceof SavedState.SavedStateError ? Effect.die(saved) : Effect.void
      })
    )
    return save
  })
