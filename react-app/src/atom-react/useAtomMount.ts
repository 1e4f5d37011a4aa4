/**
 * Keeps an atom mounted while a component is, without reading its value.
 *
 * @since 2.0.0
 */
import type * as Atom from "effect/reactivity/Atom"
import { useContext, useEffect } from "react"
import { RegistryContext } from "./RegistryContext.js"

/**
 * Mounts the atom from the component's mount to its unmount (an action's atom keeps its running call).
 *
 * @since 2.0.0
 * @category hooks
 */
export const useAtomMount = <A>(atom: Atom.Atom<A>): void => {
  const registry = useContext(RegistryContext)
  useEffect(() => registry.mount(atom), [registry, atom])
}
