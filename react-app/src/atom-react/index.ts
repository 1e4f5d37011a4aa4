/**
 * React bindings of Effect's atoms (`effect/reactivity`): a provider of the registry and hooks over its public API
 * (`get`, `subscribe`, `mount`, `set`) with React's `useSyncExternalStore`.
 *
 * @since 2.0.0
 */

/**
 * @since 2.0.0
 */
export { defaultIdleTTL, RegistryContext } from "./RegistryContext.js"
/**
 * @since 2.0.0
 */
export { disposeDelay, type InitialValue, RegistryProvider, type RegistryProviderProps } from "./RegistryProvider.js"
/**
 * @since 2.0.0
 */
export { useAtom } from "./useAtom.js"
/**
 * @since 2.0.0
 */
export { useAtomMount } from "./useAtomMount.js"
/**
 * @since 2.0.0
 */
export { type SetMode, settled, useAtomSet } from "./useAtomSet.js"
/**
 * @since 2.0.0
 */
export { useAtomValue } from "./useAtomValue.js"
