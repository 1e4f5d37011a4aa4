/**
 * What importing a client costs: the targets and the figures of one import-cost process (bench/import-probe.ts, the
 * esbuild build of which bench/run.ts starts with `node --expose-gc`, the packages left external, as every bench
 * process). This module runs nothing: bench/run.ts imports it for the names.
 *
 * - effect: `effect-bybit` and `effect-bybit/node` (src/index.ts and src/node.ts, every namespace kept alive), bundled
 *   as the installed package's `dist/node` is (what Node loads: esbuild, the packages external);
 * - effect-modules: the lighter door, each namespace from its own module: the ones the minimal browser program
 *   (bench/bundle-entry.ts) imports, `Bybit`, `Market`, `BybitSocket` and `Topics` (`effect-bybit/Market`, ...:
 *   `programModules`), with `effect-bybit/node`: what a Node program that names only those namespaces loads;
 * - floor: what the Effect floor's REST process loads (`effect/Effect` and `effect/Schema`, as bench/floor.ts);
 * - platform: the stack effect-bybit's import loads, with no effect-bybit code (`stackModules`: the modules of
 *   effect, `effect/http` and `effect/socket` included, that `effect-bybit` and `effect-bybit/node` import statically;
 *   the library loads no undici for its REST calls);
 * - bybit-api, ccxt: the peers' packages.
 *
 * @since 0.1.0
 */
/**
 * One library's import cost.
 *
 * @since 0.1.0
 * @category models
 */
export interface ImportResult {
  readonly target: ImportTarget
  /** RSS after the import and two forced GCs, bytes. */
  readonly rss: number
  /** Heap in use after the GCs, bytes. */
  readonly heapUsed: number
  /** The process's peak RSS, bytes (the import's transient allocations included). */
  readonly peakRss: number
  readonly ms: number
}

/**
 * What a process imports.
 *
 * @since 0.1.0
 * @category models
 */
export type ImportTarget = "effect" | "effect-modules" | "floor" | "platform" | "bybit-api" | "ccxt"

/**
 * The targets, in the report's order.
 *
 * @since 0.1.0
 * @category models
 */
export const importTargets: ReadonlyArray<ImportTarget> = [
  "floor",
  "platform",
  "effect",
  "effect-modules",
  "bybit-api",
  "ccxt"
]

/**
 * The namespaces the "effect-modules" import process loads, each from its own module (`effect-bybit/<Name>`, whose
 * `dist/src/modules/<Name>.js` re-exports the source module named here): those bench/bundle-entry.ts imports.
 *
 * @since 1.0.0
 * @category models
 */
export const programModules: ReadonlyArray<string> = ["Bybit", "Market", "BybitSocket", "Topics"]

/**
 * The modules of the stack that importing `effect-bybit` and `effect-bybit/node` loads (their static imports outside
 * the library; test/Bench.test.ts checks the list against an esbuild metafile of src/index.ts and src/node.ts): the
 * "platform" import process loads these and nothing else, the same work as the library's import without its code.
 *
 * @since 0.1.0
 * @category models
 */
export const stackModules: ReadonlyArray<string> = [
  "effect/BigDecimal",
  "effect/Cache",
  "effect/Cause",
  "effect/Clock",
  "effect/Config",
  "effect/Context",
  "effect/Data",
  "effect/Deferred",
  "effect/Duration",
  "effect/Effect",
  "effect/Equal",
  "effect/Exit",
  "effect/Function",
  "effect/Hash",
  "effect/Latch",
  "effect/Layer",
  "effect/Metric",
  "effect/Option",
  "effect/Pipeable",
  "effect/Predicate",
  "effect/Queue",
  "effect/Random",
  "effect/RcMap",
  "effect/Redacted",
  "effect/References",
  "effect/Result",
  "effect/Schedule",
  "effect/Schema",
  "effect/SchemaAST",
  "effect/SchemaGetter",
  "effect/SchemaIssue",
  "effect/SchemaTransformation",
  "effect/Scope",
  "effect/Stream",
  "effect/Struct",
  "effect/Tracer",
  "effect/http/FetchHttpClient",
  "effect/http/Headers",
  "effect/http/HttpBody",
  "effect/http/HttpClient",
  "effect/http/HttpClientError",
  "effect/http/HttpClientRequest",
  "effect/http/HttpClientResponse",
  "effect/http/UrlParams",
  "effect/socket/Socket",
  "node:crypto",
  "node:http",
  "node:https",
  "node:module",
  "node:net",
  "node:tls"
]
