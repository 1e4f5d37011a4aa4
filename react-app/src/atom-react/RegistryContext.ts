/**
 * The registry the hooks read and write atoms in: the one of the nearest `RegistryProvider`, else a registry of
 * the module's own (for a tree rendered without a provider).
 *
 * @since 2.0.0
 */
import * as AtomRegistry from "effect/reactivity/AtomRegistry"
import { createContext } from "react"

/**
 * How long, in ms, an atom nobody reads any more stays in the registry before it is disposed. A component reads an
 * atom while it renders and subscribes only once React has committed; this grace keeps the atom (a running stream,
 * a socket subscription) alive across that gap instead of disposing it and starting it again.
 *
 * @since 2.0.0
 * @category constants
 */
export const defaultIdleTTL = 400

/**
 * The registry of the hooks below the nearest `RegistryProvider`.
 *
 * @since 2.0.0
 * @category context
 */
export const RegistryContext = createContext<AtomRegistry.AtomRegistry>(AtomRegistry.make({ defaultIdleTTL }))
