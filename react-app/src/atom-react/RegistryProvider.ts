/**
 * The registry of a React tree: made once when the provider first renders (with the initial values of atoms the
 * page knows before its first render) and disposed, with every atom in it, when the provider unmounts.
 *
 * @since 2.0.0
 */
import type * as Atom from "effect/reactivity/Atom"
import * as AtomRegistry from "effect/reactivity/AtomRegistry"
import { createElement, type ReactNode, useEffect, useState } from "react"
import { defaultIdleTTL, RegistryContext } from "./RegistryContext.js"

/**
 * An atom and the value it starts with in place of its own.
 *
 * @since 2.0.0
 * @category models
 */
export type InitialValue = readonly [Atom.Atom<unknown>, unknown]

/**
 * What `RegistryProvider` takes.
 *
 * @since 2.0.0
 * @category models
 */
export interface RegistryProviderProps {
  readonly children?: ReactNode
  /** Atoms that start with these values (read at the first render only). */
  readonly initialValues?: Iterable<InitialValue> | undefined
  /** How long, in ms, an atom nobody reads stays before it is disposed (default {@link defaultIdleTTL}). */
  readonly defaultIdleTTL?: number | undefined
}

/**
 * How long, in ms, the registry outlives its provider: StrictMode unmounts and mounts a provider again at once,
 * which must not dispose it.
 *
 * @since 2.0.0
 * @category constants
 */
export const disposeDelay = 500

interface Held {
  readonly registry: AtomRegistry.AtomRegistry
  disposal: ReturnType<typeof setTimeout> | undefined
}

/**
 * Provides a registry of its own to the hooks below it.
 *
 * @since 2.0.0
 * @category components
 */
export function RegistryProvider(props: RegistryProviderProps) {
  const [held] = useState<Held>(() => ({
    registry: AtomRegistry.make({
      initialValues: props.initialValues,
      defaultIdleTTL: props.defaultIdleTTL ?? defaultIdleTTL
    }),
    disposal: undefined
  }))
  useEffect(() => {
    clearTimeout(held.disposal)
    held.disposal = undefined
    return () => {
      held.disposal = setTimeout(() => held.registry.dispose(), disposeDelay)
    }
  }, [held])
  return createElement(RegistryContext.Provider, { value: held.registry }, props.children)
}
