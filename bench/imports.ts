/**
 * What importing a client costs: the targets and the figures of one import-cost process (bench/import-probe.ts, the
 * esbuild build of which bench/run.ts starts with `node --expose-gc`, the packages left external, as every bench
 * process). This module runs nothing: bench/run.ts imports it for the names.
 *
 * - effect: `effect-bybit` and `effect-bybit/node` (every namespace kept alive), as the installed package's Node
 *   layout: `dist/node/index.js` and `dist/node/node.js` and their chunks, which bench/run.ts builds with
 *   scripts/build.ts's `nodeBundles` (what Node loads from an install; the bench's own esbuild bundle of the same
 *   sources holds ~1.1 MB less heap, measured 2026-11-27, fewer chunks);
 * - effect-modules: the lighter door, each namespace from its own module: the ones the minimal browser program
 *   (bench/bundle-entry.ts) imports, `Bybit`, `Market`, `BybitSocket` and `Topics` (`effect-bybit/Market`, ...:
 *   `programModules`, the layout's `modules/<Name>.js`), with `effect-bybit/node`: what a Node program that names
 *   only those namespaces loads;
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
 * Processes per target in each repetition, the targets interleaved (bench/run.ts); the figures are medians over all
 * of them. The RSS after GC of the very same heap is bimodal from process to process, some 3–4 MB apart (memory
 * outside the JS heap, which is the same to the byte): measured 2026-11-27 over 40 interleaved processes each (the
 * bench's own bundle of the library, before it imported the installed layout), the median of 3 processes of
 * `effect-bybit` moved within 85.9–88.9 MB and the stack's within 77.1–81.9 (their difference 4.7–9.7), the median
 * of 15 within 86.4–87.5 and 80.7–81.4 (difference 5.3–6.8).
 *
 * @since 1.0.0
 * @category models
 */
export const importRounds = 5

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
 * (`Fiber`, `Ref` and `SubscriptionRef` since the root exports `Algo`, issue 72.)
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
  "effect/Fiber",
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
  "effect/Ref",
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
  "effect/SubscriptionRef",
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
