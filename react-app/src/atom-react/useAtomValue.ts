/**
 * An atom's value in a component, kept current through React's `useSyncExternalStore`.
 *
 * @since 2.0.0
 */
import type * as Atom from "effect/reactivity/Atom"
import { useCallback, useContext, useSyncExternalStore } from "react"
import { RegistryContext } from "./RegistryContext.js"

/**
 * The atom's current value; the component renders again when it changes. The atom stays mounted (its effects and
 * streams run) while a component reads it.
 *
 * @since 2.0.0
 * @category hooks
 */
export const useAtomValue = <A>(atom: Atom.Atom<A>): A => {
  const registry = useContext(RegistryContext)
  const subscribe = useCallback((onChange: () => void) => registry.subscribe(atom, () => onChange()), [registry, atom])
  const snapshot = useCallback(() => registry.get(atom), [registry, atom])
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
