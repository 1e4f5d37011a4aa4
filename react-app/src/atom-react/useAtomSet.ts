/**
 * A setter of a writable atom; for an action (`Atom.fn`, `runtime.fn`) optionally one whose promise tells how the
 * call ended.
 *
 * @since 2.0.0
 */
import * as Exit from "effect/Exit"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import type * as Atom from "effect/reactivity/Atom"
import type * as AtomRegistry from "effect/reactivity/AtomRegistry"
import { useCallback, useContext } from "react"
import { RegistryContext } from "./RegistryContext.js"
import { useAtomMount } from "./useAtomMount.js"

/**
 * How a setter answers: `value` returns nothing; `promiseExit` returns a promise of the `Exit` the written call
 * ended with (once its `AsyncResult` is neither initial nor waiting).
 *
 * @since 2.0.0
 * @category models
 */
export type SetMode = "value" | "promiseExit"

/**
 * The `Exit` of an `AsyncResult` atom once it has settled (neither initial nor waiting).
 *
 * @since 2.0.0
 * @category constructors
 */
export const settled = <A, E>(
  registry: AtomRegistry.AtomRegistry,
  atom: Atom.Atom<AsyncResult.AsyncResult<A, E>>
): Promise<Exit.Exit<A, E>> =>
  new Promise((resolve) => {
    const done = (result: AsyncResult.AsyncResult<A, E>): boolean => {
      if (result._tag === "Initial" || result.waiting) return false
      resolve(AsyncResult.isSuccess(result) ? Exit.succeed(result.value) : Exit.failCause(result.cause))
      return true
    }
    if (done(registry.get(atom))) return
    const cancel = registry.subscribe(atom, (result) => {
      if (done(result)) cancel()
    })
  })

/**
 * A setter of the atom; the atom stays mounted while the component is.
 *
 * @since 2.0.0
 * @category hooks
 */
export function useAtomSet<R, W>(
  atom: Atom.Writable<R, W>,
  options?: { readonly mode?: "value" | undefined }
): (value: W) => void
/**
 * A setter of an action's atom whose promise resolves with the `Exit` the call ended with.
 *
 * @since 2.0.0
 * @category hooks
 */
export function useAtomSet<A, E, W>(
  atom: Atom.Writable<AsyncResult.AsyncResult<A, E>, W>,
  options: { readonly mode: "promiseExit" }
): (value: W) => Promise<Exit.Exit<A, E>>
export function useAtomSet<A, E, W>(
  atom: Atom.Writable<AsyncResult.AsyncResult<A, E>, W>,
  options?: { readonly mode?: SetMode | undefined }
): (value: W) => Promise<Exit.Exit<A, E>> | undefined {
  const registry = useContext(RegistryContext)
  useAtomMount(atom)
  const mode = options?.mode ?? "value"
  return useCallback(
    (value: W) => {
      registry.set(atom, value)
      return mode === "promiseExit" ? settled(registry, atom) : undefined
    },
    [registry, atom, mode]
  )
}
