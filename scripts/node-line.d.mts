/**
 * The path of the `node` of a major line (22, 24, 26), from the registry's `node-<platform>-<arch>` package, fetched
 * once into `<os temp>/effect-bybit-node-lines/<major>` (scripts/node-line.mjs).
 *
 * @since 1.2.0
 */
export declare const nodeOfLine: (major: number) => Promise<string>
