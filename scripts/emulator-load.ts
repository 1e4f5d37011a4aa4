/**
 * `npx tsx scripts/emulator-load.ts [seconds] [connections] [--src DIR] [--runs N]`: requests/s the emulator
 * answers for a public GET (`/v5/market/time`, `/v5/market/tickers`) and a signed order (`/v5/order/create`),
 * then the latency of a GET while a signed order with a 200 KB `qty` is in flight.
 *
 * The emulator runs in this process; the load comes from a forked client process over keep-alive sockets with
 * prebuilt request bytes, so the figure is the emulator's and not the client's. Each connection binds its own
 * loopback address (127.x.y.z) and moves to a fresh one before the per-IP limit (600 per 5 s), and the demo UID's
 * order-entry limit is lifted for the run. `--src DIR` loads the emulator from another checkout's `src` (to
 * compare two versions side by side); `--runs N` repeats each phase and reports the median, with the emulator
 * process's CPU time per answer (µs; steadier than requests/s on a shared machine). `--direct N` skips HTTP: it
 * answers N requests per phase through `Rest.respond` on an emulator clock (1 ms per 5 answers) and reports the
 * emulator's own CPU per answer, the median of five blocks. `--only NAME` runs one phase (`time`, `tickers`,
 * `signedOrder`). `--profile DIR` writes a CPU profile of the emulator process per phase over HTTP
 * (`DIR/<phase>.cpuprofile`, the load only: not the start-up; summarise it with `bench/profile.ts`). Prints one JSON
 * object.
 *
 * @since 0.1.0
 */
import * as childProcess from "node:child_process"
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as http from "node:http"
import * as inspector from "node:inspector"
import * as net from "node:net"
import * as path from "node:path"
import * as url from "node:url"
import * as Redacted from "effect/Redacted"

interface Phase {
  readonly name: string
  readonly method: "GET" | "POST"
  readonly path: string
  readonly order?: boolean
}

interface ClientJob {
  readonly port: number
  readonly apiKey: string
  readonly apiSecret: string
  readonly seconds: number
  readonly connections: number
  readonly phase: Phase
  readonly round: number
}

interface PhaseResult {
  readonly perSecond: number
  readonly done: number
  readonly statuses: Record<string, number>
  readonly clientCpuMicros: number
}

const PER_ADDRESS = 550 // requests on one loopback address before moving on (the IP limit is 600 per 5 s)

// ------------------------------------------------------------------------------------------------ client side

const runClient = async (job: ClientJob): Promise<PhaseResult> => {
  let n = 0
  const request = (): string => {
    if (job.phase.order !== true) return `${job.phase.method} ${job.phase.path} HTTP/1.1\r\nHost: x\r\n\r\n`
    const body = JSON.stringify({
      category: "linear",
      symbol: "BTCUSDT",
      side: n++ % 2 === 0 ? "Buy" : "Sell",
      orderType: "Market",
      qty: "0.001"
    })
    const ts = String(Date.now())
    const sign = crypto.createHmac("sha256", job.apiSecret).update(`${ts}${job.apiKey}5000${body}`).digest("hex")
    return (
      `POST ${job.phase.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
      `X-BAPI-API-KEY: ${job.apiKey}\r\nX-BAPI-TIMESTAMP: ${ts}\r\nX-BAPI-RECV-WINDOW: 5000\r\n` +
      `X-BAPI-SIGN: ${sign}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
    )
  }
  const statuses = new Map<string, number>()
  let done = 0
  let address = 0
  const until = Date.now() + job.seconds * 1000
  // one connection: sequential requests on a keep-alive socket, a new socket (and address) every PER_ADDRESS
  const connection = (i: number) =>
    new Promise<void>((resolve, reject) => {
      let socket: net.Socket
      let sent = 0
      let buffer: Buffer = Buffer.alloc(0)
      const open = () => {
        const a = address++
        const localAddress = `127.${10 + job.round * 3 + Math.floor(a / 65_000)}.${Math.floor(a / 250) % 250}.${(a % 250) + 1}`
        socket = net.connect({ port: job.port, host: "127.0.0.1", localAddress, noDelay: true })
        socket.on("error", reject)
        socket.on("data", onData)
        sent = 0
        next()
      }
      const next = () => {
        if (Date.now() >= until) {
          socket.end()
          resolve()
          return
        }
        if (sent === PER_ADDRESS) {
          socket.removeAllListeners("data")
          socket.end()
          open()
          return
        }
        sent++
        socket.write(request())
      }
      const onData = (chunk: Buffer) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk])
        const end = buffer.indexOf("\r\n\r\n")
        if (end < 0) return
        const head = buffer.subarray(0, end).toString("latin1")
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0)
        if (buffer.length < end + 4 + length) return
        const body = buffer.subarray(end + 4, end + 4 + length).toString("utf8")
        buffer = buffer.subarray(end + 4 + length)
        const code = /^\{"retCode":(-?\d+)/.exec(body)?.[1]
        const status = code === undefined ? `HTTP ${head.slice(9, 12)}` : `retCode ${code}`
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        done++
        next()
      }
      void i
      open()
    })
  const cpuBefore = process.cpuUsage()
  await Promise.all(Array.from({ length: job.connections }, (_, i) => connection(i)))
  const cpu = process.cpuUsage(cpuBefore)
  return {
    perSecond: Math.round(done / job.seconds),
    done,
    statuses: Object.fromEntries(statuses),
    clientCpuMicros: Math.round((cpu.user + cpu.system) / Math.max(1, done))
  }
}

// ------------------------------------------------------------------------------------------------ server side

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i < 0 ? undefined : process.argv[i + 1]
}

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? 0
}

const allPhases: ReadonlyArray<Phase> = [
  { name: "time", method: "GET", path: "/v5/market/time" },
  { name: "tickers", method: "GET", path: "/v5/market/tickers?category=linear&symbol=BTCUSDT" },
  { name: "signedOrder", method: "POST", path: "/v5/order/create", order: true }
]
const only = arg("--only")
const phases = only === undefined ? allPhases : allPhases.filter((p) => p.name === only)

// A CPU profile of this process (the emulator's) while `run` goes on, written to `file`.
const profiled = async <A>(file: string | undefined, run: () => Promise<A>): Promise<A> => {
  if (file === undefined) return run()
  const session = new inspector.Session()
  session.connect()
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (error, result) => (error === null ? resolve(result) : reject(error)))
    )
  await post("Profiler.enable")
  await post("Profiler.setSamplingInterval", { interval: 250 })
  await post("Profiler.start")
  try {
    return await run()
  } finally {
    const { profile } = (await post("Profiler.stop")) as { profile: unknown }
    fs.writeFileSync(file, JSON.stringify(profile))
    session.disconnect()
  }
}

const fork = (job: ClientJob): Promise<PhaseResult> =>
  new Promise((resolve, reject) => {
    const child = childProcess.fork(url.fileURLToPath(import.meta.url), ["--client"], { stdio: "inherit" })
    child.once("message", (m) => {
      resolve(m as PhaseResult)
      child.kill()
    })
    child.once("error", reject)
    child.send(job)
  })

// A GET's wait while a signed order with a 200 KB qty is in flight.
const hostile = async (port: number, apiKey: string, apiSecret: string) => {
  const get = (p: string, o: http.RequestOptions, body?: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: p, agent: false, ...o }, (res) => {
        res.resume()
        res.on("end", () => resolve())
      })
      req.on("error", reject)
      req.end(body)
    })
  const body = JSON.stringify({
    category: "linear",
    symbol: "BTCUSDT",
    side: "Buy",
    orderType: "Market",
    qty: "9".repeat(200_000)
  })
  const ts = String(Date.now())
  const headers = {
    "Content-Type": "application/json",
    "X-BAPI-API-KEY": apiKey,
    "X-BAPI-TIMESTAMP": ts,
    "X-BAPI-RECV-WINDOW": "5000",
    "X-BAPI-SIGN": crypto.createHmac("sha256", apiSecret).update(`${ts}${apiKey}5000${body}`).digest("hex")
  }
  const started = Date.now()
  const big = get("/v5/order/create", { method: "POST", headers, localAddress: "127.9.2.1" }, body).then(
    () => Date.now() - started
  )
  const t0 = Date.now()
  await get("/v5/market/time", { method: "GET", localAddress: "127.9.2.2" })
  return { hostileMs: await big, otherGetMs: Date.now() - t0 }
}

// The emulator's own work per answer, without sockets: `Rest.respond` on a built exchange.
const direct = async (root: string, count: number) => {
  const load = (m: string) => import(url.pathToFileURL(path.join(root, `src/Emulator/${m}.ts`)).href)
  const { Exchange } = (await load("Exchange")) as typeof import("../src/Emulator/Exchange.js")
  const Faults = (await load("Faults")) as typeof import("../src/Emulator/Faults.js")
  const RateLimits = (await load("RateLimits")) as typeof import("../src/Emulator/RateLimits.js")
  const Rest = (await load("wire/Rest")) as typeof import("../src/Emulator/wire/Rest.js")
  const LegacyRest = (await load("wire/LegacyRest")) as typeof import("../src/Emulator/wire/LegacyRest.js")
  const faults = new Faults.Faults()
  const rateLimits = new RateLimits.RateLimits()
  const exchange = new Exchange({ seed: 1, faults, rateLimits })
  let clock = Date.UTC(2026, 0, 15, 12, 0, 0)
  // older trees (`--src`) read admin-added keys from `extraKeys`; the current one keeps every key in the exchange
  const withOlderTrees = {
    exchange,
    faults,
    rateLimits,
    now: () => clock,
    extraKeys: new Map(),
    violations: [],
    legacy: LegacyRest.respond,
    // the admin door (older trees have none): no admin request is made here
    adminGate: { token: Redacted.make("load-script-unused-token"), remote: false }
  }
  const deps: import("../src/Emulator/wire/Rest.js").Deps = withOlderTrees
  const { uid, apiKey, apiSecret } = exchange.demo
  rateLimits.setLimit(uid, "order/create", 1_000_000_000)
  let n = 0
  const request = (phase: Phase): import("../src/Emulator/wire/Rest.js").IncomingRequest => {
    // a new address every 256 answers: the per-IP limit stays out of the figure
    const ip = `127.${n % 200}.${(n >> 8) & 255}.1`
    if (phase.order !== true) return { method: phase.method, url: phase.path, headers: {}, body: "", ip }
    const body = JSON.stringify({
      category: "linear",
      symbol: "BTCUSDT",
      side: n % 2 === 0 ? "Buy" : "Sell",
      orderType: "Market",
      qty: "0.001"
    })
    const ts = String(clock)
    const sign = crypto.createHmac("sha256", apiSecret).update(`${ts}${apiKey}5000${body}`).digest("hex")
    const headers = {
      "content-type": "application/json",
      "x-bapi-api-key": apiKey,
      "x-bapi-timestamp": ts,
      "x-bapi-recv-window": "5000",
      "x-bapi-sign": sign
    }
    return { method: "POST", url: phase.path, headers, body, ip }
  }
  const out: Record<string, unknown> = { direct: count, src: root }
  for (const phase of phases) {
    const block = (size: number) => {
      const requests = Array.from({ length: size }, () => {
        n++
        return request(phase)
      })
      const codes = new Set<string>()
      const before = process.cpuUsage()
      for (const req of requests) {
        if (++n % 5 === 0) clock += 1
        const reply = Rest.respond(deps, req)
        codes.add(/^\{"retCode":(-?\d+)/.exec(reply.body)?.[1] ?? `HTTP ${reply.status}`)
      }
      const used = process.cpuUsage(before)
      return { micros: (used.user + used.system) / size, codes }
    }
    block(Math.min(count, 500)) // warm-up
    const blocks = Array.from({ length: 5 }, () => block(count))
    out[phase.name] = {
      cpuMicrosPerAnswer: Math.round(median(blocks.map((b) => b.micros)) * 10) / 10,
      blocks: blocks.map((b) => Math.round(b.micros)),
      retCodes: [...new Set(blocks.flatMap((b) => [...b.codes]))]
    }
  }
  return out
}

const main = async () => {
  const positional = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--") && !all[i - 1]?.startsWith("--"))
  const seconds = Number(positional[0] ?? 3)
  const connections = Number(positional[1] ?? 32)
  const runs = Number(arg("--runs") ?? 1)
  const profileDir = arg("--profile")
  if (profileDir !== undefined) fs.mkdirSync(profileDir, { recursive: true })
  const root = path.resolve(arg("--src") ?? path.join(path.dirname(url.fileURLToPath(import.meta.url)), ".."))
  const directCount = arg("--direct")
  if (directCount !== undefined) return direct(root, Number(directCount))
  const Effect = await import("effect/Effect")
  const Emulator = (await import(
    url.pathToFileURL(path.join(root, "src/Emulator/Emulator.ts")).href
  )) as typeof import("../src/Emulator/Emulator.js")
  const program = Effect.gen(function* () {
    const h = yield* Emulator.make({ port: 0, seed: 1 })
    h.admin.rateLimits.setLimit(h.uid, "order/create", 1_000_000_000)
    const port = Number(new URL(h.rest).port)
    const out: Record<string, unknown> = { seconds, connections, runs, src: root }
    let round = 0
    for (const phase of phases) {
      const results: Array<PhaseResult> = []
      const cpu: Array<number> = []
      const sys: Array<number> = []
      const faults: Array<number> = []
      for (let r = 0; r < runs; r++) {
        const job: ClientJob = { port, apiKey: h.apiKey, apiSecret: h.apiSecret, seconds, connections, phase, round }
        round++
        const before = process.cpuUsage()
        const faultsBefore = process.resourceUsage().minorPageFault
        const file = profileDir === undefined ? undefined : path.join(profileDir, `${phase.name}.${r}.cpuprofile`)
        const result = yield* Effect.promise(() => profiled(file, () => fork(job)))
        const used = process.cpuUsage(before)
        faults.push(((process.resourceUsage().minorPageFault - faultsBefore) * 100) / Math.max(1, result.done))
        results.push(result)
        cpu.push(Math.round((used.user + used.system) / Math.max(1, result.done)))
        sys.push(Math.round(used.system / Math.max(1, result.done)))
      }
      out[phase.name] = {
        perSecond: median(results.map((x) => x.perSecond)),
        cpuMicrosPerAnswer: median(cpu),
        // of which in the kernel (the socket reads and writes)
        systemCpuMicrosPerAnswer: median(sys),
        // minor page faults per 100 answers (the heap taking fresh pages)
        pageFaultsPer100: Math.round(median(faults)),
        clientCpuMicrosPerAnswer: median(results.map((x) => x.clientCpuMicros)),
        all: results.map((x) => x.perSecond),
        statuses: results[results.length - 1]?.statuses
      }
    }
    out.hostile = yield* Effect.promise(() => hostile(port, h.apiKey, h.apiSecret))
    return out
  })
  return Effect.runPromise(Effect.scoped(program))
}

if (process.argv.includes("--client")) {
  process.once("message", (job) => {
    runClient(job as ClientJob).then(
      (r) => process.send?.(r),
      (e) => {
        console.error(e)
        process.exit(1)
      }
    )
  })
} else {
  main().then(
    (r) => console.log(JSON.stringify(r, null, 2)),
    (e) => {
      console.error(e)
      process.exit(1)
    }
  )
}
