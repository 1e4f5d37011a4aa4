/**
 * The React app's own server, as a scoped Effect: it starts the embedded emulator and serves it on its own origin
 * under `/emulator/` (REST and WebSockets, see `EmulatorProxy`), serves `/app-config.json` (where the app finds the
 * emulator, its demo keys and the REST proxy), proxies `/proxy/{testnet|demo|live}/*` to the real REST hosts (see
 * `RestProxy`), and serves the app itself, through Vite's dev server (`mode: "dev"`) or from the built
 * `react-app/dist` (`mode: "prod"`). Closing the scope closes Vite, the server and the emulator.
 *
 * @since 0.1.0
 */
import * as fs from "node:fs"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as path from "node:path"
import type * as stream from "node:stream"
import { fileURLToPath } from "node:url"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import type * as Scope from "effect/Scope"
import type { ViteDevServer } from "vite"
import * as Emulator from "../src/Emulator/Emulator.js"
import * as EmulatorProxy from "./EmulatorProxy.js"
import * as HostCheck from "./HostCheck.js"
import * as RestProxy from "./RestProxy.js"
import * as StaticFiles from "./StaticFiles.js"

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/**
 * The app's directory (`react-app/`).
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultAppRoot = path.join(repoRoot, "react-app")

/**
 * Options of the app server.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** `dev` serves through Vite's dev server, `prod` serves the built files in `distDir`. */
  readonly mode: "dev" | "prod"
  /** Port to listen on (0 = any free port). */
  readonly port: number
  /** The app's root (default `react-app/`). */
  readonly appRoot?: string | undefined
  /** Vite config file for dev mode (default `<appRoot>/vite.config.ts`; `false` = none). */
  readonly viteConfig?: string | false | undefined
  /** Built files for prod mode (default `<appRoot>/dist`). */
  readonly distDir?: string | undefined
  /** Seed of the emulator (default 1). */
  readonly seed?: number | undefined
  /** The emulator's market: a recording to replay (`Replay.from`), instead of the seeded walk. */
  readonly market?: Emulator.Options["market"]
  /** REST hosts behind `/proxy/*` (default: the library's testnet, demo and live hosts). */
  readonly upstreams?: RestProxy.Upstreams | undefined
  /**
   * Host names answered beside `localhost`, `127.0.0.1` and `[::1]` (`HostCheck`): a request naming any other in its
   * `Host` header is answered 421.
   */
  readonly allowedHosts?: ReadonlyArray<string> | undefined
}

/**
 * What the app reads from `/app-config.json` at start.
 *
 * @since 0.1.0
 * @category models
 */
export interface AppConfig {
  readonly env: "emulator"
  /** Hosts of locally served environments; paths starting with `/` are on the page's own origin. */
  readonly environments: {
    readonly emulator: { readonly rest: string; readonly ws: typeof EmulatorProxy.wsPaths }
  }
  readonly demoKeys: { readonly apiKey: string; readonly apiSecret: string } | null
  readonly proxy: Readonly<Record<RestProxy.ProxiedEnvironment, string>>
}

/**
 * A running app server.
 *
 * @since 0.1.0
 * @category models
 */
export interface AppServerHandle {
  /** The app's URL, e.g. `http://127.0.0.1:5173/`. */
  readonly url: string
  readonly port: number
  readonly mode: "dev" | "prod"
  /** The embedded emulator the app talks to (its admin API drives faults in tests). */
  readonly emulator: Emulator.EmulatorHandle
  /** What `/app-config.json` answers. */
  readonly config: AppConfig
}

/**
 * The app server could not start: the port is taken, Vite failed, or the built app is missing.
 *
 * @since 0.1.0
 * @category errors
 */
export class AppServerError extends Schema.TaggedError<AppServerError>()("AppServerError", {
  message: Schema.String,
  cause: Schema.Defect()
}) {}

/**
 * The `/app-config.json` of an emulator served on the app's origin: the page reaches it through relative URLs, so a
 * restarted server (with the emulator on another port) is found again at the same address.
 *
 * @since 0.1.0
 * @category constructors
 */
export const appConfig = (emulator: Emulator.EmulatorHandle): AppConfig => ({
  env: "emulator",
  environments: { emulator: { rest: EmulatorProxy.prefix, ws: EmulatorProxy.wsPaths } },
  demoKeys: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret },
  proxy: RestProxy.prefixes
})

const listen = (server: http.Server, port: number): Effect.Effect<number, AppServerError> =>
  Effect.callback<number, AppServerError>((resume) => {
    const onError = (cause: Error) =>
      resume(
        Effect.fail(new AppServerError({ message: `cannot listen on 127.0.0.1:${port}: ${cause.message}`, cause }))
      )
    server.once("error", onError)
    server.listen(port, "127.0.0.1", () => {
      server.off("error", onError)
      resume(Effect.succeed((server.address() as AddressInfo).port))
    })
  })

// upgraded connections (the proxied WebSockets) are no longer the HTTP server's: they are closed here too
const close = (server: http.Server, upgraded: Set<stream.Duplex>): Effect.Effect<void> =>
  Effect.callback<void>((resume) => {
    server.close(() => resume(Effect.void))
    server.closeAllConnections()
    for (const socket of upgraded) socket.destroy()
  })

const startVite = (
  server: http.Server,
  appRoot: string,
  viteConfig: string | false
): Effect.Effect<ViteDevServer, AppServerError, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        // loaded on demand: serving the built app needs no Vite
        const vite = await import("vite")
        return vite.createServer({
          root: appRoot,
          configFile: viteConfig,
          appType: "spa",
          clearScreen: false,
          // HMR's WebSocket rides on the app server's own port
          server: { middlewareMode: true, hmr: { server } }
        })
      },
      catch: (cause) => new AppServerError({ message: `Vite dev server failed to start in ${appRoot}`, cause })
    }),
    (vite) => Effect.promise(() => vite.close())
  )

const checkDist = (distDir: string): Effect.Effect<void, AppServerError> =>
  Effect.tryPromise({
    try: () => fs.promises.access(path.join(distDir, "index.html")),
    catch: (cause) =>
      new AppServerError({ message: `no built app in ${distDir}: run \`npm run build:app\` first`, cause })
  })

const sendJson = (res: http.ServerResponse, body: object): void => {
  const text = JSON.stringify(body)
  res.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(text)
  })
  res.end(text)
}

/**
 * Starts the emulator and the app server in the current scope, on 127.0.0.1.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (
  options: Options
): Effect.Effect<AppServerHandle, AppServerError | Emulator.ReplayFailure, Scope.Scope> =>
  Effect.gen(function* () {
    const appRoot = path.resolve(options.appRoot ?? defaultAppRoot)
    const distDir = path.resolve(options.distDir ?? path.join(appRoot, "dist"))
    if (options.mode === "prod") yield* checkDist(distDir)
    const server = http.createServer()
    const upgraded = new Set<stream.Duplex>()
    // listen first, so a taken port fails before anything else has started
    const port = yield* Effect.acquireRelease(listen(server, options.port), () => close(server, upgraded))
    const emulator = yield* Emulator.make({
      port: 0,
      seed: options.seed ?? 1,
      ...(options.market === undefined ? {} : { market: options.market })
    })
    const config = appConfig(emulator)
    const emulatorRest = EmulatorProxy.handler(
      () => emulator.port,
      () => emulator.adminToken
    )
    const emulatorWs = EmulatorProxy.upgrade(() => emulator.port)
    // only its own names: a page whose name was made to resolve to 127.0.0.1 (DNS rebinding) is answered 421
    const names = HostCheck.namesFor("127.0.0.1", options.allowedHosts)
    server.on("upgrade", (req: http.IncomingMessage, socket: stream.Duplex, head: Buffer) => {
      if (HostCheck.refuseUpgrade(names, req, socket)) return
      if (!emulatorWs(req, socket, head)) {
        // Vite's HMR takes its own upgrades in dev mode; nothing else is served over WebSocket
        if (options.mode === "prod") socket.destroy()
        return
      }
      upgraded.add(socket)
      socket.once("close", () => upgraded.delete(socket))
    })
    const proxy = RestProxy.handler(options.upstreams ?? RestProxy.defaultUpstreams)
    const app =
      options.mode === "dev"
        ? yield* startVite(server, appRoot, options.viteConfig ?? path.join(appRoot, "vite.config.ts")).pipe(
            Effect.map(
              (vite) => (req: http.IncomingMessage, res: http.ServerResponse) =>
                vite.middlewares(req, res, () => {
                  res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not Found")
                })
            )
          )
        : StaticFiles.handler(distDir)
    server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (HostCheck.refuseRequest(names, req, res)) return
      const urlPath = (req.url ?? "/").split("?")[0]
      if (urlPath === "/app-config.json") return sendJson(res, config)
      if (emulatorRest(req, res)) return
      if (proxy(req, res)) return
      app(req, res)
    })
    return { url: `http://127.0.0.1:${port}/`, port, mode: options.mode, emulator, config }
  })
