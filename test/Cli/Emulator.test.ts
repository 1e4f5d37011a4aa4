import * as crypto from "node:crypto"
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import WebSocket from "ws"
import * as EmulatorCommand from "../../src/Cli/EmulatorCommand.js"
import { Emulator } from "../../src/emulator.js"
import { compiledOne } from "../support/Compiled.js"
import {
  portIsFree,
  type Ready,
  type Running,
  recipes,
  runRecipe,
  signalGroup,
  start
} from "../support/EmulatorProcess.js"
import { waitFor } from "../support/WaitFor.js"

// `effect-bybit emulator ...` as `npx effect-bybit` runs it (src/Cli/bin.ts, compiled once here); `npm run emulator`
// runs the same command. Stopped with the test's scope if a test leaves it running.
const launch = (args: ReadonlyArray<string>) =>
  Effect.acquireRelease(
    Effect.promise(async () => start(process.execPath, [await compiledOne("src/Cli/bin.ts"), ...args])),
    (running) => Effect.sync(() => signalGroup(running, "SIGKILL"))
  )

const await_ = <A>(promise: Promise<A>) => Effect.promise(() => promise)

const root = new URL("../..", import.meta.url).pathname

/** A GET signed as the docs say (HMAC-SHA256 over timestamp, key, recv window and query). */
const signedGet = async (rest: string, key: string, secret: string, route: string, query: string) => {
  const ts = String(Date.now())
  const sign = crypto.createHmac("sha256", secret).update(`${ts}${key}5000${query}`).digest("hex")
  const r = await fetch(`${rest}${route}?${query}`, {
    headers: { "X-BAPI-API-KEY": key, "X-BAPI-TIMESTAMP": ts, "X-BAPI-RECV-WINDOW": "5000", "X-BAPI-SIGN": sign }
  })
  return (await r.json()) as unknown
}

/** The first line as JSON and the second line, or a failure showing what the process said instead. */
const ready = (running: Running) =>
  Effect.gen(function* () {
    const [first = "", second = ""] = yield* await_(running.lines(2))
    expect(first.startsWith("{"), `stdout: ${first}\nstderr: ${running.stderr()}`).toBe(true)
    return { ready: JSON.parse(first) as Ready, human: second }
  })

/** The first message a public WebSocket pushes for `topic`. */
const firstPush = (url: string, topic: string) =>
  Effect.promise(
    () =>
      new Promise<{ topic: string; type: string }>((resolve, reject) => {
        const socket = new WebSocket(url)
        socket.on("open", () => socket.send(JSON.stringify({ op: "subscribe", args: [topic] })))
        socket.on("message", (data: Buffer) => {
          const message = JSON.parse(data.toString()) as { topic?: string; type: string }
          if (message.topic === topic) {
            socket.close()
            resolve({ topic: message.topic, type: message.type })
          }
        })
        socket.on("error", reject)
      })
  )

/** A signed V5 request with the printed key, on the real clock the process runs on. */
const signed = (printed: Ready, method: "GET" | "POST", p: string, payload: string) =>
  Effect.promise(async () => {
    const ts = String(Date.now())
    const sign = crypto
      .createHmac("sha256", printed.apiSecret ?? "")
      .update(`${ts}${printed.apiKey}5000${payload}`)
      .digest("hex")
    const headers = {
      "X-BAPI-API-KEY": printed.apiKey,
      "X-BAPI-TIMESTAMP": ts,
      "X-BAPI-RECV-WINDOW": "5000",
      "X-BAPI-SIGN": sign,
      "Content-Type": "application/json"
    }
    const r =
      method === "GET"
        ? await fetch(`${printed.rest}${p}?${payload}`, { headers })
        : await fetch(`${printed.rest}${p}`, { method, headers, body: payload })
    return (await r.json()) as { retCode: number; retMsg: string; result: Record<string, unknown> }
  })

describe("effect-bybit emulator", () => {
  it.live(
    "prints one JSON line and one human line; REST, a WebSocket subscription and the curl and ccxt recipes work on the printed URLs; SIGTERM stops it with 0 and frees the port",
    () =>
      Effect.gen(function* () {
        const running = yield* launch(["emulator", "--port", "0", "--seed", "9"])
        const { ready: printed, human } = yield* ready(running)
        expect(printed.rest).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
        expect(printed.port).toBe(Number(new URL(printed.rest).port))
        expect(printed).toMatchObject({ host: "127.0.0.1", seed: 9 })
        const base = printed.rest.replace("http", "ws")
        expect(printed.ws).toMatchObject({
          spot: `${base}/v5/public/spot`,
          linear: `${base}/v5/public/linear`,
          inverse: `${base}/v5/public/inverse`,
          option: `${base}/v5/public/option`,
          private: `${base}/v5/private`,
          trade: `${base}/v5/trade`
        })
        expect(printed.apiKey.length).toBeGreaterThan(0)
        expect(printed.apiSecret?.length).toBeGreaterThan(0)
        // the default accounts have an RSA key on the emulator's pair: named, its private key not printed unasked
        expect(printed.rsa?.apiKey.length).toBeGreaterThan(0)
        expect(printed.rsa?.privateKeyPem).toBeUndefined()
        expect(JSON.stringify(printed)).not.toContain("PRIVATE KEY")
        expect(human).toContain(printed.rest)
        expect(human).not.toContain("reachable from other machines")

        const time = yield* await_(fetch(`${printed.rest}/v5/market/time`).then((r) => r.json()))
        expect(time).toMatchObject({ retCode: 0 })
        const pushed = yield* firstPush(printed.ws.linear ?? "", "tickers.BTCUSDT")
        expect(pushed).toEqual({ topic: "tickers.BTCUSDT", type: "snapshot" })

        // the README's curl recipe: a public call, then one signed with the printed key
        const [tickers, wallet] = (yield* await_(runRecipe(recipes.curl, printed))) as Array<{
          retCode: number
          result: { list: Array<{ symbol?: string; accountType?: string }> }
        }>
        expect(tickers).toMatchObject({ retCode: 0 })
        expect(tickers?.result.list[0]?.symbol).toBe("BTCUSDT")
        expect(wallet).toMatchObject({ retCode: 0 })
        expect(wallet?.result.list[0]?.accountType).toBe("UNIFIED")
        // the README's ccxt recipe: a ticker, the balance, and a TRC20 deposit address (ccxt maps the network to TRX)
        const [ccxt] = (yield* await_(runRecipe(recipes.ccxt, printed))) as Array<{ symbol: string; trc20: string }>
        expect(ccxt?.symbol).toBe("BTC/USDT:USDT")
        expect(ccxt?.trc20).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)

        running.child.kill("SIGTERM")
        expect(yield* await_(running.exited)).toBe(0)
        expect(yield* await_(portIsFree(printed.port))).toBe(true)
      }),
    120_000
  )

  it.live(
    "SIGINT (Ctrl-C) stops it with 0 too; --host names the interface, and the human line says when it is not the loopback; --rsa-private-key prints the RSA key's private key",
    () =>
      Effect.gen(function* () {
        const running = yield* launch(["emulator", "--host", "localhost", "--rsa-private-key"])
        const { ready: printed, human } = yield* ready(running)
        expect(printed.rest).toMatch(/^http:\/\/localhost:\d+$/)
        // asked for: the private key of the pair the printed RSA key verifies with
        const pem = printed.rsa?.privateKeyPem ?? ""
        expect(pem).toContain("-----BEGIN PRIVATE KEY-----")
        expect(human).not.toContain("PRIVATE KEY")
        const signature = crypto.sign("sha256", Buffer.from("probe"), pem)
        expect(crypto.verify("sha256", Buffer.from("probe"), crypto.createPublicKey(pem), signature)).toBe(true)
        signalGroup(running, "SIGINT")
        expect(yield* await_(running.exited)).toBe(0)

        // another interface is bound as told (not tried here: no test listens beyond the loopback); the human line
        // says so
        const handle = yield* Emulator.make({ port: 0 })
        const settings = { port: 0, host: "0.0.0.0", seed: 1 }
        expect(
          yield* EmulatorCommand.emulatorOptions(settings).pipe(Effect.provide(NodeFileSystem.layer))
        ).toMatchObject({ host: "0.0.0.0" })
        expect(EmulatorCommand.banner(settings, handle)).toContain(
          "listening on 0.0.0.0, reachable from other machines"
        )
        expect(EmulatorCommand.banner({ ...settings, host: "127.0.0.2" }, handle)).not.toContain("reachable")
      }),
    120_000
  )

  it.live(
    "--state FILE: an order placed, SIGTERM saves the state (exit 0), and started again from FILE the order is there; a corrupt FILE is refused naming it",
    () =>
      Effect.gen(function* () {
        const dir = yield* await_(fs.mkdtemp(path.join(os.tmpdir(), "emulator-cli-state-")))
        const file = path.join(dir, "state.json")
        const first = yield* launch(["emulator", "--state", file, "--seed", "5"])
        const { ready: printed, human } = yield* ready(first)
        expect(human).toContain(`saves its state to ${file}`)
        const ticker = yield* await_(
          fetch(`${printed.rest}/v5/market/tickers?category=linear&symbol=BTCUSDT`).then(
            (r) => r.json() as Promise<{ result: { list: Array<{ lastPrice: string }> } }>
          )
        )
        const price = (Number(ticker.result.list[0]?.lastPrice) * 0.9).toFixed(1)
        const order = JSON.stringify({
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.010",
          price,
          orderLinkId: "kept-across-restart"
        })
        const placed = yield* signed(printed, "POST", "/v5/order/create", order)
        expect(placed.retCode, placed.retMsg).toBe(0)
        first.child.kill("SIGTERM")
        expect(yield* await_(first.exited)).toBe(0)

        const second = yield* launch(["emulator", "--state", file])
        const { ready: again } = yield* ready(second)
        // the state's seed, its keys
        expect(again).toMatchObject({ seed: 5, apiKey: printed.apiKey })
        const open = yield* signed(again, "GET", "/v5/order/realtime", "category=linear&settleCoin=USDT")
        expect(open.result.list).toEqual([
          expect.objectContaining({ orderId: placed.result.orderId, orderLinkId: "kept-across-restart" })
        ])
        second.child.kill("SIGTERM")
        expect(yield* await_(second.exited)).toBe(0)

        const text = yield* await_(fs.readFile(file, "utf8"))
        yield* await_(fs.writeFile(file, text.slice(0, 100)))
        const refused = yield* launch(["emulator", "--state", file])
        expect(yield* await_(refused.exited)).toBe(1)
        expect(JSON.parse(refused.stderr())).toMatchObject({
          _tag: "SavedStateError",
          file,
          message: `emulator state ${file}: corrupt: not JSON (a file cut short?)`
        })
        yield* await_(fs.rm(dir, { recursive: true }))
      }),
    120_000
  )

  it.live(
    "--state FILE --save-every 1s: killed with SIGKILL after a save, started again, the change made before that save is there; the file is 0600",
    () =>
      Effect.gen(function* () {
        const dir = yield* await_(fs.mkdtemp(path.join(os.tmpdir(), "emulator-cli-kill-")))
        const file = path.join(dir, "state.json")
        const first = yield* launch(["emulator", "--state", file, "--save-every", "1s", "--seed", "6"])
        const { ready: printed } = yield* ready(first)
        const order = JSON.stringify({
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.010",
          price: "1000",
          orderLinkId: "kept-across-kill"
        })
        const placed = yield* signed(printed, "POST", "/v5/order/create", order)
        expect(placed.retCode, placed.retMsg).toBe(0)
        // a periodic save that holds the order: seen in the file, not waited for by time
        yield* waitFor(
          Effect.promise(() =>
            fs.readFile(file, "utf8").then(
              (text) => text.includes("kept-across-kill"),
              () => false
            )
          ),
          "a periodic save holding the order",
          { timeout: "60 seconds", interval: "50 millis" }
        )
        signalGroup(first, "SIGKILL")
        expect(yield* await_(first.exited)).toBe("SIGKILL")
        expect((yield* await_(fs.stat(file))).mode & 0o777).toBe(0o600)

        const second = yield* launch(["emulator", "--state", file, "--save-every", "off"])
        const { ready: again } = yield* ready(second)
        expect(again).toMatchObject({ seed: 6, apiKey: printed.apiKey })
        const open = yield* signed(again, "GET", "/v5/order/realtime", "category=linear&settleCoin=USDT")
        expect(open.result.list).toEqual([
          expect.objectContaining({ orderId: placed.result.orderId, orderLinkId: "kept-across-kill" })
        ])
        second.child.kill("SIGTERM")
        expect(yield* await_(second.exited)).toBe(0)
        yield* await_(fs.rm(dir, { recursive: true }))
      }),
    120_000
  )

  it.live(
    "--state in a missing folder, or a state saved in the year 3000, is refused at start: exit 1, a message on stderr, nothing on stdout",
    () =>
      Effect.gen(function* () {
        const dir = yield* await_(fs.mkdtemp(path.join(os.tmpdir(), "emulator-cli-refused-")))
        const missing = path.join(dir, "no-such-folder", "state.json")
        const refused = yield* launch(["emulator", "--state", missing])
        expect(yield* await_(refused.exited)).toBe(1)
        expect(yield* await_(refused.lines(1))).toEqual([])
        expect(JSON.parse(refused.stderr())).toMatchObject({
          _tag: "SavedStateError",
          message: `emulator state ${missing}: the folder ${path.dirname(missing)} does not exist`
        })

        const file = path.join(dir, "state.json")
        const first = yield* launch(["emulator", "--state", file, "--save-every", "0"])
        yield* ready(first)
        first.child.kill("SIGTERM")
        expect(yield* await_(first.exited)).toBe(0)
        const saved = JSON.parse(yield* await_(fs.readFile(file, "utf8"))) as Record<string, unknown>
        yield* await_(fs.writeFile(file, JSON.stringify({ ...saved, savedAt: Date.UTC(3000, 0, 1) })))
        const future = yield* launch(["emulator", "--state", file])
        expect(yield* await_(future.exited)).toBe(1)
        expect(yield* await_(future.lines(1))).toEqual([])
        expect(JSON.parse(future.stderr())).toMatchObject({ _tag: "SavedStateError", entry: "savedAt" })
        yield* await_(fs.rm(dir, { recursive: true }))
      }),
    120_000
  )

  it.live(
    "--help lists its flags; a bad flag prints the usage and exits with 2; a taken port fails with 1 and says why",
    () =>
      Effect.gen(function* () {
        const help = yield* launch(["emulator", "--help"])
        const text = (yield* await_(help.lines(100))).join("\n")
        for (const flag of ["--port", "--host", "--seed", "--accounts", "--state", "--save-every", "--rsa-private-key"])
          expect(text).toContain(flag)
        expect(yield* await_(help.exited)).toBe(0)

        for (const bad of [["--bogus"], ["--port", "70000"], ["--host", "::1"]]) {
          const refused = yield* launch(["emulator", ...bad])
          expect(yield* await_(refused.exited)).toBe(2)
          expect(refused.stderr()).toContain("ERROR")
        }

        const first = yield* launch(["emulator"])
        const { ready: printed } = yield* ready(first)
        const taken = yield* launch(["emulator", "--port", String(printed.port)])
        expect(yield* await_(taken.exited)).toBe(1)
        expect(JSON.parse(taken.stderr())).toMatchObject({ _tag: "EmulatorError" })
        first.child.kill("SIGTERM")
        expect(yield* await_(first.exited)).toBe(0)
      }),
    120_000
  )

  it.live(
    "--accounts FILE opens the accounts it describes and lists them on the first line; a missing file, bad JSON or an unknown field stops it with 1 and a message naming it",
    () =>
      Effect.gen(function* () {
        const example = `${root}examples/local-bybit/accounts.json`
        const running = yield* launch(["emulator", "--accounts", example])
        const { ready: printed } = yield* ready(running)
        expect(printed).toMatchObject({ uid: "10000001", apiKey: "MMTRADEKEY0000001" })
        // the file's secrets are not repeated; the one the emulator generated is
        expect(printed.apiSecret).toBeUndefined()
        const line = JSON.stringify(printed)
        expect(line).not.toContain("mm-trade-secret")
        // the file describes no RSA key: none is named, and no private key is printed
        expect(printed.rsa).toBeUndefined()
        expect(line).not.toContain("PRIVATE KEY")
        const [master, classic] = printed.accounts ?? []
        expect(master?.subAccounts.map((s) => s.uid)).toEqual(["10000002"])
        expect(master?.apiKeys.map((k) => k.apiKey)).toEqual([
          "MMTRADEKEY0000001",
          "MMREADONLY0000001",
          "MMTRANSFER0000001"
        ])
        const generated = classic?.apiKeys[0]
        expect(generated?.secret?.length).toBeGreaterThan(0)
        // the described key and the generated one both sign on the printed URL
        for (const [key, secret, coin] of [
          ["MMTRADEKEY0000001", "mm-trade-secret-0000000000000000001", "250000"],
          [generated?.apiKey ?? "", generated?.secret ?? "", "10000"]
        ] as const) {
          const wallet = yield* await_(
            signedGet(printed.rest, key, secret, "/v5/account/wallet-balance", "accountType=UNIFIED")
          )
          expect(wallet).toMatchObject({ retCode: 0 })
          const usdt = (
            wallet as { result: { list: Array<{ coin: Array<{ coin: string; walletBalance: string }> }> } }
          ).result.list[0]?.coin.find((c) => c.coin === "USDT")
          expect(usdt?.walletBalance).toBe(coin)
        }
        running.child.kill("SIGTERM")
        expect(yield* await_(running.exited)).toBe(0)

        const dir = yield* await_(fs.mkdtemp(path.join(os.tmpdir(), "accounts-")))
        const write = (name: string, text: string) =>
          await_(fs.writeFile(path.join(dir, name), text).then(() => path.join(dir, name)))
        const broken = yield* write("broken.json", '{"users": [')
        const unknown = yield* write(
          "unknown.json",
          JSON.stringify({ users: [{ apiKeys: [{ apiKey: "K", scret: "x" }] }] })
        )
        for (const [file, says] of [
          [path.join(dir, "missing.json"), "cannot read the accounts file"],
          [broken, "is not JSON"],
          [unknown, "users[0].apiKeys[0].scret"]
        ] as const) {
          const refused = yield* launch(["emulator", "--accounts", file])
          expect(yield* await_(refused.exited)).toBe(1)
          const error = JSON.parse(refused.stderr()) as { _tag: string; message: string }
          expect(error._tag).toBe("EmulatorError")
          expect(error.message).toContain(file)
          expect(error.message).toContain(says)
          // one JSON object, no stack
          expect(refused.stderr()).not.toMatch(/\n\s+at /)
        }
        yield* await_(fs.rm(dir, { recursive: true }))
      }),
    120_000
  )
})
