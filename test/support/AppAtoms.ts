/**
 * The React app's atoms against an embedded exchange: a registry whose configuration points at the emulator (as
 * /app-config.json does in the page) on Node's platform, an atom mounted and awaited, a feed's value.
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import type * as Atom from "effect/reactivity/Atom"
import * as AtomRegistry from "effect/reactivity/AtomRegistry"
import type * as Scope from "effect/Scope"
import * as AccountAtoms from "../../react-app/src/atoms/Account.js"
import * as Config from "../../react-app/src/atoms/Config.js"
import type * as Feed from "../../react-app/src/atoms/Feed.js"
import * as MarketAtoms from "../../react-app/src/atoms/Market.js"
import * as Orders from "../../react-app/src/atoms/Orders.js"
import * as Runtime from "../../react-app/src/atoms/Runtime.js"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Node from "../../src/node.js"
import { waitForValue } from "./WaitFor.js"

/** A registry of the app's atoms on the emulator (its REST at `rest`, e.g. a counting proxy's), disposed with the scope. */
export const registryFor = (
  emulator: Emulator.EmulatorHandle,
  rest: string = emulator.rest
): Effect.Effect<AtomRegistry.AtomRegistry, never, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.sync(() =>
      AtomRegistry.make({
        initialValues: [
          [
            Config.appConfigAtom,
            {
              env: "emulator",
              environments: { emulator: { rest, ws: emulator.ws } },
              demoKeys: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret },
              proxy: { testnet: "/proxy/testnet", demo: "/proxy/demo", live: "/proxy/live" }
            }
          ],
          [Runtime.platformAtom, Node.layer]
        ]
      })
    ),
    (registry) => Effect.sync(() => registry.dispose())
  )

/** Mounts an atom for the scope and waits until its value passes `predicate` (the last value on time-out). */
export const awaitAtom = <A>(registry: AtomRegistry.AtomRegistry, atom: Atom.Atom<A>, predicate: (a: A) => boolean) =>
  Effect.gen(function* () {
    const unmount = registry.mount(atom)
    yield* Effect.addFinalizer(() => Effect.sync(unmount))
    return yield* waitForValue(() => registry.get(atom), predicate, "the atom to match", {
      interval: "20 millis",
      timeout: 15_000
    })
  })

/** A feed's value once it has one. */
export const fed = <A>(result: AsyncResult.AsyncResult<Feed.Feed<A>, unknown>): A | undefined =>
  AsyncResult.isSuccess(result) ? Option.getOrUndefined(result.value.value) : undefined

/**
 * The emulator's keys connected as the page connects them, the selected market's instrument and last price read, and
 * the order placement mounted: what an order from the form needs (the instrument and price for its checks).
 */
export const readyToTrade = (registry: AtomRegistry.AtomRegistry, emulator: Emulator.EmulatorHandle) =>
  Effect.gen(function* () {
    yield* awaitAtom(registry, AccountAtoms.connectKeysAtom, () => true)
    registry.set(AccountAtoms.connectKeysAtom, {
      apiKey: emulator.apiKey,
      apiSecret: emulator.apiSecret,
      remember: false
    })
    yield* awaitAtom(registry, AccountAtoms.keysStateAtom, (s) => s === "connected")
    const instrument = yield* awaitAtom(registry, MarketAtoms.instrumentAtom, AsyncResult.isSuccess)
    const lastPrice = yield* awaitAtom(registry, MarketAtoms.lastPriceAtom, Option.isSome)
    yield* awaitAtom(registry, Orders.placeOrderAtom, () => true)
    return { instrument: Option.flatten(AsyncResult.value(instrument)), lastPrice }
  })
