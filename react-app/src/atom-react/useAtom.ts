/**
 * A writable atom's value and setter in a component, like React's `useState`.
 *
 * @since 2.0.0
 */
import type * as Atom from "effect/reactivity/Atom"
import { useCallback, useContext } from "react"
import { RegistryContext } from "./RegistryContext.js"
import { useAtomValue } from "./useAtomValue.js"

/**
 * The atom's current value and a setter; the component renders again when the value changes.
 *
 * @since 2.0.0
 * @category hooks
 */
export const useAtom = <R, W>(atom: Atom.Writable<R, W>): readonly [R, (value: W) => void] => {
  const registry = useContext(RegistryContext)
  const value = useAtomValue(atom)
  const set = useCallback((next: W) => registry.set(atom, next), [registry, atom])
  return [value, set]
}
