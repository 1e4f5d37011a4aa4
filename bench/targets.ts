/**
 * The speed, size and memory targets of issue 19, and those issue 41 adds (the signed order against a lean raw
 * client, the browser program and the import against the Effect 4 stack, no row below its Effect 3 record), checked
 * against one bench run. Each row carries the Effect floor's
 * figure for the same work (no effect-bybit code): where the floor itself misses a target, the issue accepts our
 * figure within 10 % of the floor's, and the verdict says which of the two was met.
 *
 * @since 0.1.0
 */
import type { ClientName, ClientResult } from "./common.js"
import { spread } from "./common.js"
import type { ImportResult } from "./imports.js"

/**
 * What the targets read from a run (a structural subset of the report).
 *
 * @since 0.1.0
 * @category models
 */
export interface TargetInput {
  readonly results: ReadonlyArray<{ readonly rep?: number; readonly target: string; readonly result: ClientResult }>
  readonly bundles: ReadonlyArray<{
    readonly name: string
    /** Start-up chunks, gzip bytes. */
    readonly gzip: number
    /** Every chunk, the lazily loaded ones included, gzip bytes. */
    readonly totalGzip?: number
    readonly floor?: boolean
    readonly bundler?: "esbuild" | "vite"
  }>
  readonly imports?: ReadonlyArray<ImportResult>
}

/**
 * One checked target: our figure, the floor's, and the verdict.
 *
 * @since 0.1.0
 * @category models
 */
export interface Target {
  readonly name: string
  readonly measured: string
  readonly floor: string
  readonly verdict: string
}

type Rest = ClientResult["rest"][number]

const median = (values: ReadonlyArray<number>) => (values.length === 0 ? Number.NaN : spread(values).median)
const finite = (...xs: ReadonlyArray<number>) => xs.every(Number.isFinite)
const times = (a: number, b: number) => (finite(a, b) && b !== 0 ? `${(a / b).toFixed(2)}×` : "–")
const mb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 2 ** 20).toFixed(1)} MB` : "–")
const ratio = (x: number) => (Number.isFinite(x) ? `${x.toFixed(2)}×` : "–")
const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} kB` : "–")

/**
 * What docs/BENCHMARKS.md recorded for effect-bybit on Effect 3 (2026-11-26, five repetitions): issue 41 asks that
 * no row fall below it on Effect 4.
 *
 * @since 0.2.0
 * @category targets
 */
export const effect3 = { sequentialCcxt: 1.2, concurrentCcxt: 1.47, signedCcxt: 1.27, ob50Raw: 1.11 } as const

/**
 * The verdict: met; met against the floor (the floor misses the target too, and ours is within 10 % of it); missed;
 * or not measured.
 */
const judge = (ok: boolean | undefined, floorOk?: boolean, nearFloor?: boolean): string => {
  if (ok === undefined) return "not measured"
  if (ok) return "met"
  if (floorOk === false && nearFloor === true) return "met against the floor (the floor misses it; ours within 10 %)"
  return "**missed**"
}

type Rated = { readonly rep: number | undefined; readonly rate: number }

/**
 * One series of rates over another, paired by repetition: the median over repetitions of the ratio of the two rates
 * measured in the same repetition (minutes apart, where the machine's other load has moved less than over the whole
 * run). Repetitions where either did not run are left out; without repetition numbers, the ratio of the medians.
 *
 * @since 1.0.0
 * @category targets
 */
export const pairedRatio = (mine: ReadonlyArray<Rated>, theirs: ReadonlyArray<Rated>): number => {
  if (mine.some((x) => x.rep === undefined) || theirs.some((x) => x.rep === undefined)) {
    return median(mine.map((x) => x.rate)) / median(theirs.map((x) => x.rate))
  }
  const ratios = mine.flatMap((x) => {
    const other = theirs.find((y) => y.rep === x.rep)
    return other === undefined ? [] : [x.rate / other.rate]
  })
  return median(ratios)
}

/**
 * A client's book throughput over another's, paired by repetition (see `pairedRatio`).
 *
 * @since 0.1.0
 * @category targets
 */
export const bookRatio = (
  results: TargetInput["results"],
  client: ClientName,
  versus: ClientName,
  variant: string
): number => {
  const rates = (who: ClientName) =>
    results
      .filter((r) => r.target === "replay" && r.result.suite === "ws" && r.result.client === who)
      .flatMap((r) =>
        r.result.books
          .filter((b) => b.variant === variant && b.messages > 0)
          .map((b) => ({ rep: r.rep, rate: (b.messages / b.wallMs) * 1000 }))
      )
  return pairedRatio(rates(client), rates(versus))
}

/**
 * A client's REST request rate of one kind, per repetition; for `ccxt`, the faster of its two APIs in each
 * repetition (its fastest row, as the targets name it).
 *
 * @since 1.0.0
 * @category targets
 */
export const restRates = (results: TargetInput["results"], client: ClientName, kind: string): ReadonlyArray<Rated> => {
  const of = (who: ClientName) =>
    results
      .filter((r) => r.target === "replay" && r.result.suite === "rest" && r.result.client === who)
      .flatMap((r) =>
        r.result.rest
          .filter((x) => x.kind === kind && x.count > 0)
          .map((x) => ({ rep: r.rep, rate: (x.count / x.wallMs) * 1000 }))
      )
  if (client !== "ccxt") return of(client)
  const implicit = of("ccxt-implicit")
  const unified = of("ccxt")
  // without repetition numbers, the faster of the two medians (what `pairedRatio` then divides by)
  if ([...unified, ...implicit].some((x) => x.rep === undefined))
    return [
      {
        rep: undefined,
        rate: Math.max(median(unified.map((x) => x.rate)), median(implicit.map((x) => x.rate)))
      }
    ]
  return unified.map((x) => {
    const other = implicit.find((y) => y.rep === x.rep)
    return other === undefined || x.rep === undefined ? x : { rep: x.rep, rate: Math.max(x.rate, other.rate) }
  })
}

/**
 * A client's REST CPU per request of one kind, per repetition (as `Rated`, for `pairedRatio`).
 *
 * @since 1.1.0
 * @category targets
 */
export const restCpu = (results: TargetInput["results"], client: ClientName, kind: string): ReadonlyArray<Rated> =>
  results
    .filter((r) => r.target === "replay" && r.result.suite === "rest" && r.result.client === client)
    .flatMap((r) =>
      r.result.rest.filter((x) => x.kind === kind && x.count > 0).map((x) => ({ rep: r.rep, rate: x.cpuUs / x.count }))
    )

/**
 * The tracer's CPU per request over the untraced client's, of one kind: the median over every pair of rounds the
 * traced processes timed against their untraced twins (`RestResult.paired`: the same process, neighbouring rounds,
 * so both sides of a ratio saw the same machine load, heap and compiled code); for results saved before the pairs
 * were taken, each repetition's traced process against the untraced one of that repetition (`pairedRatio`).
 *
 * @since 1.1.0
 * @category targets
 */
export const tracerRatio = (results: TargetInput["results"], kind: string): number => {
  const pairs = results
    .filter((r) => r.target === "replay" && r.result.suite === "rest" && r.result.client === "effect-traced")
    .flatMap((r) => r.result.rest.filter((x) => x.kind === kind).flatMap((x) => x.paired?.cpuUs ?? []))
  if (pairs.length > 0) return median(pairs.map(([traced, untraced]) => traced / untraced))
  return pairedRatio(restCpu(results, "effect-traced", kind), restCpu(results, "effect", kind))
}

/**
 * The issue's targets, in its order.
 *
 * @since 0.1.0
 * @category targets
 */
export const targets = (input: TargetInput): ReadonlyArray<Target> => {
  const replay = input.results.filter((r) => r.target === "replay").map((r) => r.result)
  const suite = (name: string) => replay.filter((r) => r.suite === name)
  const rest = (client: ClientName, kind: string, f: (x: Rest) => number) =>
    median(
      suite("rest")
        .filter((r) => r.client === client)
        .flatMap((r) => r.rest.filter((x) => x.kind === kind).map(f))
    )
  const cpu = (x: Rest) => x.cpuUs / x.count
  const book = (client: ClientName, variant: string) =>
    median(
      suite("ws")
        .filter((r) => r.client === client)
        .flatMap((r) => r.books.filter((b) => b.variant === variant).map((b) => (b.messages / b.wallMs) * 1000))
    )
  const peak = (name: string, client: ClientName) =>
    median(
      suite(name)
        .filter((r) => r.client === client)
        .map((r) => r.peakRss)
    )
  const out: Array<Target> = []

  // REST throughput: against ccxt's fastest row and raw node:http, each ratio paired by repetition (as the books'); the
  // floor in the same terms
  const rates = (client: ClientName, kind: string) => restRates(input.results, client, kind)
  const throughput = (kind: string, label: string, ccxtTimes: number, rawTimes: number | undefined) => {
    const e = rates("effect", kind)
    const f = rates("effect-floor", kind)
    const ef = pairedRatio(e, f)
    const near = finite(ef) ? ef >= 0.9 : undefined
    const versus = (other: ClientName, times: number, name: string) => {
      const theirs = rates(other, kind)
      const ours = pairedRatio(e, theirs)
      const floors = pairedRatio(f, theirs)
      out.push({
        name,
        measured: ratio(ours),
        floor: ratio(floors),
        verdict: judge(finite(ours) ? ours >= times : undefined, finite(floors) ? floors >= times : undefined, near)
      })
    }
    versus("ccxt", ccxtTimes, `REST ${label}: ≥ ${ccxtTimes}× ccxt req/s (its fastest API)`)
    if (rawTimes !== undefined) versus("raw", rawTimes, `REST ${label}: ≥ ${rawTimes}× raw node:http req/s`)
  }
  throughput("sequential", "sequential GET", 1.1, 0.75)
  {
    const e = rest("effect", "sequential", cpu)
    const f = rest("effect-floor", "sequential", cpu)
    const r = rest("raw", "sequential", cpu)
    out.push({
      name: "REST sequential GET: client CPU/req ≤ 1.6× raw",
      measured: times(e, r),
      floor: times(f, r),
      verdict: judge(
        finite(e, r) ? e <= 1.6 * r : undefined,
        finite(f, r) ? f <= 1.6 * r : undefined,
        finite(e, f) ? e <= 1.1 * f : undefined
      )
    })
  }
  throughput("concurrent", "64-way GET", 1.0, undefined)
  throughput("signed", "signed POST", 1.2, 0.7)
  // issue 41: the signed order (every client sends it with an orderLinkId) against the lean raw client's CPU, with the
  // rate budget off (the rate target above) and with the README's defaults (budget on)
  for (const [client, label] of [
    ["effect", "signed POST"],
    ["effect-defaults", "signed POST, README defaults (rate budget on)"]
  ] as const) {
    const e = rest(client, "signed", cpu)
    const f = rest("effect-floor", "signed", cpu)
    const r = rest("raw", "signed", cpu)
    out.push({
      name: `REST ${label}: client CPU/req ≤ 1.5× raw (issue 41)`,
      measured: times(e, r),
      floor: times(f, r),
      verdict: judge(
        finite(e, r) ? e <= 1.5 * r : undefined,
        finite(f, r) ? f <= 1.5 * r : undefined,
        finite(e, f) ? e <= 1.1 * f : undefined
      )
    })
  }
  for (const [kind, label] of [
    ["sequential", "sequential GET"],
    ["concurrent", "64-way GET"],
    ["signed", "signed POST"]
  ] as const) {
    const p = pairedRatio(rates("effect-promise", kind), rates("effect", kind))
    out.push({
      name: `Promise facade (Node defaults), ${label}: within 10 % of the Effect API`,
      measured: ratio(p),
      floor: "",
      verdict: judge(finite(p) ? p >= 0.9 : undefined)
    })
  }
  {
    // paired by repetition (see `bookRatio`)
    const r = bookRatio(input.results, "effect", "raw", "orderbook.50")
    const c = bookRatio(input.results, "effect", "ccxt", "orderbook.50")
    out.push({
      name: "WS orderbook.50, book kept: ≥ 0.95× raw ws + JSON.parse + Map book",
      measured: times(r, 1),
      floor: "",
      verdict: judge(finite(r) ? r >= 0.95 : undefined)
    })
    out.push({
      name: "WS orderbook.50, book kept: ≥ 2× ccxt pro",
      measured: times(c, 1),
      floor: "",
      verdict: judge(finite(c) ? c >= 2 : undefined)
    })
  }
  for (const [name, label] of [
    ["rest", "REST"],
    ["ws", "WS"]
  ] as const) {
    const e = peak(name, "effect")
    const c = Math.min(peak(name, "ccxt"), name === "rest" ? peak(name, "ccxt-implicit") : Number.POSITIVE_INFINITY)
    const f = name === "rest" ? peak(name, "effect-floor") : Number.NaN
    out.push({
      name: `Peak RSS of the ${label} process ≤ ccxt's`,
      measured: `${mb(e)} (ccxt ${mb(c)})`,
      floor: Number.isFinite(f) ? mb(f) : "",
      verdict: judge(
        finite(e, c) ? e <= c : undefined,
        finite(f, c) ? f <= c : undefined,
        finite(e, f) ? e <= 1.1 * f : undefined
      )
    })
  }
  for (const [kind, label] of [
    ["sequential", "sequential GET"],
    ["concurrent", "64-way GET"],
    ["signed", "signed POST"]
  ] as const) {
    // rounds against the untraced twin in the same process, the median over all pairs (`tracerRatio`)
    const p = tracerRatio(input.results, kind)
    out.push({
      name: `Tracer installed, ${label}: CPU/req ≤ 1.5× untraced`,
      measured: ratio(p),
      floor: "",
      verdict: judge(finite(p) ? p <= 1.5 : undefined)
    })
  }
  {
    const e = book("effect", "orderbook.1000 + top-50 view")
    out.push({
      name: "WS orderbook.1000 + top-50 view: ≥ 150,000 msg/s",
      measured: Number.isFinite(e) ? Math.round(e).toLocaleString("en-US") : "–",
      floor: "",
      verdict: judge(Number.isFinite(e) ? e >= 150_000 : undefined)
    })
  }
  // the same work as the minimal program with no effect-bybit code: Effect, Schema, Stream and Effect's HttpClient and Socket;
  // the start-up chunks (what the page loads before the program runs), per bundler
  for (const bundler of ["esbuild", "vite"] as const) {
    const built = input.bundles.filter((b) => (b.bundler ?? "esbuild") === bundler)
    const ours = built.find((b) => b.floor !== true && b.name.includes("effect-bybit"))
    const floor = built.find((b) => b.floor === true && b.name.includes("effect/http HttpClient"))
    if (ours === undefined && bundler === "vite") continue
    const e = ours?.gzip ?? Number.NaN
    const f = floor?.gzip ?? Number.NaN
    const all = ours?.totalGzip
    out.push({
      name: `Minimal browser program (${bundler}), start-up chunks ≤ floor + 20 kB gzip`,
      measured: `${kb(e)}${all === undefined ? "" : ` (all chunks ${kb(all)})`}`,
      floor: floor === undefined ? "" : `${kb(f)} (${floor.name})`,
      verdict: judge(finite(e, f) ? e <= f + 20_000 : undefined)
    })
  }
  {
    // issue 41: every chunk of the esbuild build, the lazily loaded ones included
    const ours = input.bundles.find(
      (b) => (b.bundler ?? "esbuild") === "esbuild" && b.floor !== true && b.name.includes("effect-bybit")
    )
    const all = ours?.totalGzip ?? Number.NaN
    out.push({
      name: "Minimal browser program (esbuild), all chunks ≤ 84 kB gzip (issue 41)",
      measured: kb(all),
      floor: "",
      verdict: judge(Number.isFinite(all) ? all <= 84_000 : undefined)
    })
  }
  {
    const e = peak("rest", "effect")
    const f = peak("rest", "effect-floor")
    out.push({
      name: "Peak RSS of the REST suite ≤ floor × 1.25",
      measured: mb(e),
      floor: mb(f),
      verdict: judge(finite(e, f) ? e <= 1.25 * f : undefined)
    })
  }
  {
    const rss = (target: ImportResult["target"]) =>
      median((input.imports ?? []).filter((r) => r.target === target).map((r) => r.rss))
    const e = rss("effect")
    const f = rss("floor")
    // the same work with no effect-bybit code: the stack modules the library's import loads
    const s = rss("platform")
    const limit = f + 15 * 2 ** 20
    out.push({
      // the REST core's row from Effect 3: issue 41 restates it for Effect 4, against the stack the import loads
      name: "Import effect-bybit + effect-bybit/node: RSS ≤ floor's import + 15 MB (the REST core's row on Effect 3; issue 41 restates it below)",
      measured: mb(e),
      floor: Number.isFinite(f)
        ? `${mb(f)} (effect/Effect + effect/Schema)${Number.isFinite(s) ? `; the stack it loads, alone: ${mb(s)}` : ""}`
        : "",
      verdict: judge(
        finite(e, f) ? e <= limit : undefined,
        finite(s, f) ? s <= limit : undefined,
        finite(e, s) ? e <= 1.1 * s : undefined
      )
    })
    // the lighter door: the namespaces a program names, each from its own module (`effect-bybit/Market`, ...)
    const m = rss("effect-modules")
    if (Number.isFinite(m)) {
      out.push({
        name: "Import the minimal program's namespaces, each from its own module, + effect-bybit/node: RSS ≤ floor's import + 15 MB",
        measured: mb(m),
        floor: Number.isFinite(f) ? `${mb(f)} (effect/Effect + effect/Schema)` : "",
        verdict: judge(finite(m, f) ? m <= limit : undefined)
      })
    }
    // issue 41: against the Effect 4 stack it loads, alone
    out.push({
      name: "Import effect-bybit + effect-bybit/node: RSS ≤ the Effect stack it loads, alone, + 12 MB (issue 41)",
      measured: mb(e),
      floor: Number.isFinite(s) ? `${mb(s)} (the stack alone)` : "",
      verdict: judge(finite(e, s) ? e <= s + 12 * 2 ** 20 : undefined)
    })
  }
  // issue 41: no row below what docs/BENCHMARKS.md recorded on Effect 3 (2026-11-26)
  for (const [kind, label, recorded] of [
    ["sequential", "sequential GET", effect3.sequentialCcxt],
    ["concurrent", "64-way GET", effect3.concurrentCcxt],
    ["signed", "signed POST", effect3.signedCcxt]
  ] as const) {
    const c = pairedRatio(rates("effect", kind), rates("ccxt", kind))
    out.push({
      name: `REST ${label}: ≥ ${recorded.toFixed(2)}× ccxt req/s, as on Effect 3 (issue 41)`,
      measured: ratio(c),
      floor: "",
      verdict: judge(finite(c) ? c >= recorded : undefined)
    })
  }
  {
    const r = bookRatio(input.results, "effect", "raw", "orderbook.50")
    out.push({
      name: `WS orderbook.50, book kept: ≥ ${effect3.ob50Raw.toFixed(2)}× raw, as on Effect 3 (issue 41)`,
      measured: times(r, 1),
      floor: "",
      verdict: judge(finite(r) ? r >= effect3.ob50Raw : undefined)
    })
  }
  return out
}
