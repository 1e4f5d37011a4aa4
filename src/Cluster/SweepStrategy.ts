/**
 * What a sweep runs: a strategy, an Effect program taking its settings, run beside an in-process emulator with the
 * ordinary client (`Bybit.Services` for REST, `BybitSocket` for the streams) and the replay's clock (`MarketTime`).
 * The run is in lock-step: the replay applies its next line only once the strategy waits, on the clock
 * (`MarketTime.wait`) or on a message (a stream it subscribed to), and every message already sent was taken; so a
 * run depends on its recording and settings alone: the same run gives the same report, in any process. A strategy
 * may poll (wait, read, trade) or react to each message (subscribe, and trade from the stream), as it would live.
 * After the strategy returns, the rest of the recording plays out and the report is taken; a strategy still waiting
 * on a stream when the recording ended is interrupted there.
 *
 * A strategy is named in a sweep by a module path (a module exporting it as `strategy` or as its default export) or
 * by a name registered in the process (`Strategies.layer`). A sweep runner imports no module a run names: it runs
 * only the modules it was started with (`Strategies.layerPinned`, `effect-bybit runner --strategy FILE`), each pinned
 * by the SHA-256 of its file's content, which the run carries (`fingerprint`); a run whose strategy is not one of
 * them is refused with a `SweepError` (reason `strategy`).
 *
 * @since 1.2.0
 */
import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import * as Context from "effect/Context"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type * as Bybit from "../Bybit.js"
import type * as BybitSocket from "../Socket/BybitSocket.js"
import { SweepError } from "./SweepError.js"
import type { Settings } from "./SweepGrid.js"

/**
 * The replay's clock as a strategy sees it: the recording's time, and `wait`, which plays the recording on by a
 * duration (every line up to then applied, resting orders matched) before it returns the new time.
 *
 * @since 1.2.0
 * @category models
 */
export interface MarketTimeService {
  /** The recording's time now, ms. */
  readonly now: Effect.Effect<number>
  /** Plays the recording on by `duration`; the recording's time after it, ms. */
  readonly wait: (duration: Duration.Input) => Effect.Effect<number>
  /** Whether the recording has ended (its last line applied). */
  readonly ended: Effect.Effect<boolean>
}

/**
 * The replay's clock of a run (see `MarketTimeService`).
 *
 * @since 1.2.0
 * @category services
 */
export class MarketTime extends Context.Service<MarketTime, MarketTimeService>()("effect-bybit/Cluster/MarketTime") {}

/**
 * Plays the recording on by `duration` (see `MarketTimeService.wait`).
 *
 * @since 1.2.0
 * @category accessors
 */
export const wait = (duration: Duration.Input): Effect.Effect<number, never, MarketTime> =>
  Effect.gen(function* () {
    return yield* (yield* MarketTime).wait(duration)
  })

/**
 * Whether the recording has ended (see `MarketTimeService.ended`).
 *
 * @since 1.2.0
 * @category accessors
 */
export const ended: Effect.Effect<boolean, never, MarketTime> = Effect.gen(function* () {
  return yield* (yield* MarketTime).ended
})

/**
 * What a strategy may use: the client's services against the run's emulator (REST, and the sockets: typed topics,
 * order books, the private streams, order entry), and the replay's clock.
 *
 * @since 1.2.0
 * @category models
 */
export type Services = Bybit.Services | BybitSocket.BybitSocket | MarketTime

/**
 * A strategy: given one run's settings, the program that trades the run.
 *
 * @since 1.2.0
 * @category models
 */
export type Strategy = (settings: Settings) => Effect.Effect<unknown, unknown, Services>

/**
 * The content hash of a strategy module (SHA-256 of its file, hex): what pins it. `undefined` when the file cannot be
 * read (a registered name).
 *
 * @since 1.3.0
 * @category constructors
 */
export const fingerprint = (name: string): Effect.Effect<string | undefined> =>
  Effect.sync(() => {
    try {
      return createHash("sha256").update(readFileSync(name)).digest("hex")
    } catch {
      return undefined
    }
  })

/**
 * Where a run finds the strategy a sweep names (`hash`: the module's content hash, as the sweep's client read it),
 * and the hash a client sends for a name.
 *
 * @since 1.2.0
 * @category services
 */
export class Strategies extends Context.Service<
  Strategies,
  {
    readonly resolve: (name: string, hash?: string) => Effect.Effect<Strategy, SweepError>
    readonly fingerprint: (name: string) => Effect.Effect<string | undefined>
  }
>()("effect-bybit/Cluster/Strategies") {
  /**
   * Strategies registered by name; any other name is a module path, imported (a sweep in one process, and the client
   * of a cluster, which checks the module before it sends the runs).
   *
   * @since 1.2.0
   */
  static readonly layer = (registered: Readonly<Record<string, Strategy>> = {}): Layer.Layer<Strategies> =>
    // a module is imported once per process (the module cache), whatever the number of runs
    Layer.succeed(Strategies, {
      resolve: (name) => {
        const known = registered[name]
        return known !== undefined ? Effect.succeed(known) : load(name)
      },
      fingerprint: (name) => (registered[name] !== undefined ? Effect.succeed(undefined) : fingerprint(name))
    })

  /**
   * A runner's strategies: the modules at `modules`, imported and hashed when the layer is built (a module that
   * cannot be imported fails it), and the ones registered by name. A run names a module by its content hash (its
   * path may differ between machines); any other module, or a registered name the runner does not hold, is refused
   * with a `SweepError` (reason `strategy`), never imported.
   *
   * @since 1.3.0
   */
  static readonly layerPinned = (
    modules: ReadonlyArray<string>,
    registered: Readonly<Record<string, Strategy>> = {}
  ): Layer.Layer<Strategies, SweepError> =>
    Layer.effect(
      Strategies,
      Effect.gen(function* () {
        const pinned = yield* Effect.forEach(modules, (module) =>
          Effect.gen(function* () {
            const hash = yield* fingerprint(module)
            if (hash === undefined)
              return yield* new SweepError({ reason: "strategy", message: `cannot read the strategy module ${module}` })
            return { name: path.basename(module), hash, strategy: yield* load(module) }
          })
        )
        const served = [...Object.keys(registered), ...pinned.map((p) => `${p.name} (${p.hash.slice(0, 12)})`)]
        const refused = (name: string, hash: string | undefined) =>
          new SweepError({
            reason: "strategy",
            message:
              `this runner runs only the strategies it was started with (${served.join(", ") || "none"}); ` +
              `the run names ${path.basename(name)}${hash === undefined ? "" : ` (${hash.slice(0, 12)})`}`
          })
        return {
          resolve: (name, hash) => {
            const known = registered[name]
            if (known !== undefined && hash === undefined) return Effect.succeed(known)
            const module = pinned.find((p) => p.hash === hash)
            return module === undefined ? Effect.fail(refused(name, hash)) : Effect.succeed(module.strategy)
          },
          fingerprint: (name) => (registered[name] !== undefined ? Effect.succeed(undefined) : fingerprint(name))
        }
      })
    )
}

/**
 * The strategy a module exports (as `strategy`, or as its default export); a `SweepError` with reason `strategy`
 * when the module cannot be imported or exports none.
 *
 * @since 1.2.0
 * @category constructors
 */
export const load = (path: string): Effect.Effect<Strategy, SweepError> =>
  Effect.gen(function* () {
    const module = yield* Effect.tryPromise({
      try: () => import(pathToFileURL(path).href) as Promise<Record<string, unknown>>,
      catch: (cause) => importFailure(path, cause)
    })
    const exported = module.strategy ?? module.default
    if (typeof exported !== "function") {
      return yield* new SweepError({
        reason: "strategy",
        message: `the module ${path} exports no strategy (a function of the settings, as "strategy" or default)`
      })
    }
    return exported as Strategy
  })

// What V8 says of `import`, `export`, `import.meta` or a top-level `await` in a file it reads as a script
const moduleSyntaxInScript = /outside a module|Unexpected token 'export'|top level bodies of modules/

/** The nearest package.json above `file` and its `type` (`undefined`: none there, or unreadable). */
const nearestPackage = (file: string): { readonly manifest: string; readonly type: unknown } | undefined => {
  for (let dir = path.dirname(path.resolve(file)); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json")
    if (existsSync(manifest)) {
      try {
        return { manifest, type: (JSON.parse(readFileSync(manifest, "utf8")) as { type?: unknown }).type }
      } catch {
        return undefined
      }
    }
    if (path.dirname(dir) === dir) return undefined
  }
}

/** What to do when Node read an ES module as CommonJS: `""` when that is not what happened. */
const commonJsAdvice = (file: string, cause: unknown): string => {
  // by name: an error of another realm (a test runner's, a vm context's) is no `instanceof SyntaxError`
  if (!(cause instanceof Error) || cause.name !== "SyntaxError" || !moduleSyntaxInScript.test(cause.message)) return ""
  const extension = path.extname(file)
  const esm = `${path.basename(file, extension)}${extension === ".ts" || extension === ".cts" ? ".mts" : ".mjs"}`
  if (extension === ".cts" || extension === ".cjs")
    return `; a ${extension} file is CommonJS, where import and export are not allowed: name it ${esm}`
  const found = nearestPackage(file)
  if ((extension !== ".ts" && extension !== ".js") || found?.type !== "commonjs") return ""
  return (
    `; Node reads it as CommonJS, where import and export are not allowed, because ${found.manifest} says ` +
    `"type": "commonjs" (as \`npm init -y\` writes; TypeScript reports TS1295 for the same file): add ` +
    `"type": "module" there (\`npm pkg set type=module\`), or name the file ${esm}`
  )
}

/**
 * The `SweepError` (reason `strategy`) for a strategy module that could not be imported: Node's reason, and, for an
 * ES module Node read as CommonJS (a `.ts` or `.js` file under a package.json with `"type": "commonjs"`, as
 * `npm init -y` makes, or a `.cts` / `.cjs` file), what to change.
 *
 * @since 2.1.0
 * @category errors
 */
export const importFailure = (file: string, cause: unknown): SweepError =>
  new SweepError({
    reason: "strategy",
    message:
      `cannot import the strategy module ${file}: ${cause instanceof Error ? cause.message : String(cause)}` +
      commonJsAdvice(file, cause)
  })
