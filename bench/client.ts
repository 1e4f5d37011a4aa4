/**
 * One client process: runs one suite of one client (its implementation is imported on demand, so a process loads
 * only its own library) and prints a `ClientResult` as its last stdout line.
 *
 *   tsx bench/client.ts '<ClientConfig JSON>'   (node --expose-gc, started by bench/run.ts)
 *
 * @since 0.1.0
 */
import {
  type BookResult,
  bookVariants,
  type ClientConfig,
  type ClientResult,
  type GcCount,
  gcCounter,
  type Implementation,
  Probe,
  peakCompilerMemory,
  peakRss,
  quantile,
  type RestDriver,
  type RestKind,
  type RestResult,
  settledHeap,
  sleep,
  TimeProbe,
  threadCpu,
  timed,
  youngGeneration
} from "./common.js"

const load = async (client: ClientConfig["client"]): Promise<Implementation> => {
  switch (client) {
    case "raw":
      return (await import("./raw.js")).implementation
    case "effect-floor":
      return (await import("./floor.js")).implementation
    case "effect-floor-stack": {
      // the Effect modules effect-bybit's import loads, loaded first and kept (a process never unloads a module)
      const { stackModules } = await import("./imports.js")
      await Promise.all(stackModules.map((specifier) => import(specifier)))
      return (await import("./floor.js")).implementation
    }
    case "effect":
      return (await import("./effect.js")).make(false)
    case "effect-defaults":
      return (await import("./effect.js")).make(false, true)
    case "effect-traced":
      return (await import("./effect.js")).make(true)
    case "effect-promise":
      return (await import("./promise.js")).implementation
    case "bybit-api":
      return (await import("./bybitApi.js")).implementation
    case "ccxt":
      return (await import("./ccxt.js")).implementation
    case "ccxt-implicit":
      return (await import("./ccxt.js")).implicit
  }
}

const withTimeout = <A>(promise: Promise<A>, ms: number, what: string): Promise<A> =>
  Promise.race([
    promise,
    new Promise<A>((_, reject) => setTimeout(() => reject(new Error(`${what}: no result within ${ms} ms`)), ms).unref())
  ])

/**
 * Waits `ms` for a budgeted client's window to empty. With a `history` driver the process keeps sending through it
 * (no budget) meanwhile, as every other row's process goes straight from its warm-up to its timed loop: measured here
 * (one process, the budget off), 590 orders timed after 5.1 s idle cost a median ~1.5-2x the CPU of 590 timed right
 * after other orders (the memory reducer's GC, cold caches), which the README-defaults row alone paid.
 */
const emptyWindow = async (driver: RestDriver, kind: RestKind, ms: number): Promise<void> => {
  if (driver.history === undefined) return sleep(ms)
  const until = performance.now() + ms
  while (performance.now() < until) await driver.history.run(kind, 50, 1, new Float64Array(50))
}

/** One timed loop's figures (`measured`). */
interface Measured {
  readonly wallMs: number
  readonly cpuUs: number
  readonly gc: GcCount
  readonly threads: { readonly mainUs: number; readonly otherUs: number } | undefined
  readonly spans: number
}

/** Times `f` on `driver`: wall, process CPU, the collections, the threads' CPU and the spans ended meanwhile. */
const measured = async (
  driver: RestDriver,
  gc: ReturnType<typeof gcCounter>,
  f: () => Promise<void>
): Promise<Measured> => {
  const spans0 = driver.spans?.() ?? 0
  const gc0 = gc.read()
  const threads0 = threadCpu()
  const { wallMs, cpuUs } = await timed(f)
  const threads1 = threadCpu()
  const spans = (driver.spans?.() ?? 0) - spans0
  // gc entries reach the observer a tick after their collection
  await sleep(0)
  const gc1 = gc.read()
  return {
    wallMs,
    cpuUs,
    gc: {
      minor: gc1.minor - gc0.minor,
      minorMs: gc1.minorMs - gc0.minorMs,
      major: gc1.major - gc0.major,
      majorMs: gc1.majorMs - gc0.majorMs
    },
    threads:
      threads0 === undefined || threads1 === undefined
        ? undefined
        : { mainUs: threads1.mainUs - threads0.mainUs, otherUs: threads1.otherUs - threads0.otherUs },
    spans
  }
}

const addMeasured = (a: Measured, b: Measured): Measured => ({
  wallMs: a.wallMs + b.wallMs,
  cpuUs: a.cpuUs + b.cpuUs,
  gc: {
    minor: a.gc.minor + b.gc.minor,
    minorMs: a.gc.minorMs + b.gc.minorMs,
    major: a.gc.major + b.gc.major,
    majorMs: a.gc.majorMs + b.gc.majorMs
  },
  threads:
    a.threads === undefined || b.threads === undefined
      ? undefined
      : { mainUs: a.threads.mainUs + b.threads.mainUs, otherUs: a.threads.otherUs + b.threads.otherUs },
  spans: a.spans + b.spans
})

const main = async () => {
  const config = JSON.parse(process.argv[2] ?? "{}") as ClientConfig
  const impl = await load(config.client)
  const notes: Array<string> = []
  const rest: Array<RestResult> = []
  const books: Array<BookResult> = []
  let reconnect: ReadonlyArray<number> = []
  let manyBooks: ClientResult["manyBooks"]
  const limit = Number(process.env.BENCH_STEP_TIMEOUT_MS ?? 120_000)
  const gc = gcCounter()
  // the young generation at its largest: read after every timed step (it may shrink while a budgeted client waits)
  let young = youngGeneration()
  const readYoung = () => {
    young = Math.max(young, youngGeneration())
  }

  switch (config.suite) {
    case "rest": {
      const driver = await impl.rest(config)
      const kinds: ReadonlyArray<RestKind> = driver.kinds ?? ["sequential", "concurrent", "signed"]
      // a budgeted client first sends, untimed and without its budget, what the budget-off process sends before its
      // timed signed loop (see `RestDriver.history`)
      if (driver.history !== undefined) {
        for (const kind of ["sequential", "concurrent", "signed"] as const) {
          const concurrency = kind === "concurrent" ? config.counts.concurrency : 1
          const n = config.counts.warmup + (kind === "signed" ? 0 : config.counts[kind])
          await driver.history.run(kind, n, concurrency, new Float64Array(n))
        }
      }
      for (const kind of kinds) {
        const window = driver.window
        // under a client-side budget, the timed loop fits in one window (see `RestDriver.window`)
        const n = window === undefined ? config.counts[kind] : Math.min(config.counts[kind], window.limit - 10)
        const concurrency = kind === "concurrent" ? config.counts.concurrency : 1
        const warm = config.counts.warmup
        const warmup = await timed(() => driver.run(kind, warm, concurrency, new Float64Array(warm)))
        const twin = driver.twin
        if (twin !== undefined) await twin.run(kind, warm, concurrency, new Float64Array(warm))
        if (window !== undefined) await emptyWindow(driver, kind, window.windowMs + 100)
        const round = (d: RestDriver, count: number, latencies: Float64Array) =>
          measured(d, gc, () =>
            withTimeout(d.run(kind, count, concurrency, latencies), limit, `${config.client} ${kind}`)
          )
        let result: Measured
        let count = n
        let latencies = new Float64Array(n)
        let paired: RestResult["paired"]
        if (twin === undefined) result = await round(driver, n, latencies)
        else {
          // rounds in turns, traced first in every other pair (ABBA): each pair's two rounds ran at the same moment
          const pairs = config.counts.pairs ?? 8
          const per = Math.max(1, Math.ceil(n * (config.counts.pairShare ?? 1 / pairs)))
          count = per * pairs
          latencies = new Float64Array(count)
          const rounds: Array<readonly [Measured, Measured]> = []
          for (let r = 0; r < pairs; r++) {
            const own = latencies.subarray(r * per, (r + 1) * per)
            if (r % 2 === 0) {
              const traced = await round(driver, per, own)
              rounds.push([traced, await round(twin, per, new Float64Array(per))])
            } else {
              const plain = await round(twin, per, new Float64Array(per))
              rounds.push([await round(driver, per, own), plain])
            }
          }
          result = rounds.map(([traced]) => traced).reduce(addMeasured)
          paired = {
            pairs,
            count: per,
            cpuUs: rounds.map(([traced, plain]) => [traced.cpuUs, plain.cpuUs] as const),
            ratio: quantile(
              rounds.map(([traced, plain]) => traced.cpuUs / plain.cpuUs),
              0.5
            )
          }
        }
        readYoung()
        rest.push({
          kind,
          count,
          wallMs: result.wallMs,
          cpuUs: result.cpuUs,
          p50Ms: quantile(latencies, 0.5),
          p99Ms: quantile(latencies, 0.99),
          warmupCpuUsPerRequest: warm > 0 ? warmup.cpuUs / warm : 0,
          gc: result.gc,
          ...(driver.spans === undefined ? {} : { spansPerRequest: result.spans / count }),
          ...(result.threads === undefined ? {} : { threads: result.threads }),
          ...(paired === undefined ? {} : { paired })
        })
      }
      await driver.history?.close()
      await driver.close()
      break
    }
    case "ws": {
      // One untimed orderbook.50 book first, the same stream the timed one gets: every timed book then runs on code
      // the JIT has compiled, as in a client that keeps its books for hours. Timed cold, the first book of a process
      // measured mostly the warm-up of whichever library loads more code, and it was the figure that moved most
      // between runs.
      const warm = bookVariants.find((v) => v.name === "orderbook.50")
      if (warm !== undefined && config.variants.length > 0) {
        const probe = new Probe(config.streams["50"].firstU, config.streams["50"].lastU)
        const run = await impl.book(config, warm, probe)
        await withTimeout(probe.finished, limit, `${config.client} warm-up`)
        await run.close()
      }
      for (const variant of bookVariants) {
        if (!config.variants.includes(variant.name)) continue
        const info = config.streams[variant.depth === 50 ? "50" : "1000"]
        const heapBefore = settledHeap()
        const probe = new Probe(info.firstU, info.lastU)
        const run = await impl.book(config, variant, probe)
        await withTimeout(probe.finished, limit, `${config.client} ${variant.name}`)
        books.push({
          variant: variant.name,
          messages: probe.messages,
          wallMs: probe.wallMs,
          cpuUs: probe.cpuUs,
          heapGrowth: probe.heapAfter - heapBefore,
          views: run.views()
        })
        readYoung()
        await run.close()
      }
      break
    }
    case "replay": {
      // the same warm-up as the ws suite (the replay server's orderbook.50), then the recording's book from the
      // target, timed by the recording's receive times
      const target = config.replay
      const variant = bookVariants.find((v) => v.name === "orderbook.50")
      if (target === undefined || variant === undefined) throw new Error("the replay suite needs a target")
      const warm = new Probe(config.streams["50"].firstU, config.streams["50"].lastU)
      const warmRun = await impl.book(config, variant, warm)
      await withTimeout(warm.finished, limit, `${config.client} warm-up`)
      await warmRun.close()
      const heapBefore = settledHeap()
      const probe = new TimeProbe(target.firstR, target.lastR)
      const run = await impl.book({ ...config, wsBase: target.wsBase }, variant, probe)
      await withTimeout(probe.finished, limit, `${config.client} ${target.label}`)
      books.push({
        variant: target.label,
        messages: probe.messages,
        wallMs: probe.wallMs,
        cpuUs: probe.cpuUs,
        heapGrowth: probe.heapAfter - heapBefore,
        views: run.views()
      })
      await run.close()
      break
    }
    case "books": {
      const t0 = performance.now()
      const run = await withTimeout(impl.manyBooks(config), limit, `${config.client} 100 books`)
      manyBooks = { wallMs: performance.now() - t0 }
      await run.close()
      break
    }
    case "reconnect": {
      reconnect = await withTimeout(
        impl.reconnect(config, config.counts.drops),
        limit * 2,
        `${config.client} reconnect`
      )
      break
    }
  }
  readYoung()
  const result: ClientResult = {
    client: config.client,
    suite: config.suite,
    rest,
    books,
    reconnect,
    manyBooks,
    peakRss: peakRss(),
    peakCompilerMemory: peakCompilerMemory(),
    youngGeneration: young,
    notes
  }
  process.stdout.write(`\n${JSON.stringify(result)}\n`)
  // open handles of the libraries (timers, sockets) must not keep a finished run alive
  process.exit(0)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
