/**
 * The inner map of a map of maps, made on first use: the emulator keeps per-account totals as nested maps (account,
 * then coin or category) so that a lookup builds no joined key string. A plain function, no closure per call: it
 * runs on every order.
 *
 * @since 0.2.0
 * @internal
 */

/**
 * `outer`'s map at `key`, created empty and stored the first time.
 *
 * @since 0.2.0
 * @internal
 */
export const inner = <K, K2, V>(outer: Map<K, Map<K2, V>>, key: K): Map<K2, V> => {
  let map = outer.get(key)
  if (map === undefined) {
    map = new Map()
    outer.set(key, map)
  }
  return map
}
