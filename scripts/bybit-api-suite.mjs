/**
 * bybit-api's own test suite (tiagosiebler/bybit-api `test/`), unchanged, against the emulator: the outside judge of
 * the emulator's REST answers.
 *
 *     node scripts/bybit-api-suite.mjs [bybit-api checkout or bare git dir] [--json] [--verbose]
 *
 * The checkout defaults to `$BYBIT_API_CHECKOUT`, else the mirror at `/work/.mirror/tiagosiebler+bybit-api/repo` when
 * present; without one it says how to get one and exits 2 (it never fetches). Its `test/` folder is copied to a
 * temporary folder (from a bare git dir: `git archive HEAD test`), the emulator is started on 127.0.0.1 with the
 * account of the suite's CI described (below), and the suite runs on vitest with jest's globals, `../../src` read as
 * the installed `bybit-api` package's `lib`, and the suite's own proxy switch (`PROXY_ENABLED`, `PROXY_HOST`, …)
 * pointed at a proxy of this script's in front of the emulator, so the suite's clients run exactly as in its CI
 * (`testnet: false`, https://api.bybit.com, through a proxy). Prints, per folder and in all, `N of M passed` (M: the
 * tests the suite does not skip itself; `test/v5` is the part that talks to the exchange) and each failure; exits 0
 * when all pass, 1 otherwise. `--json` prints one JSON line instead, `--verbose` passes vitest's output through.
 *
 * The CI account, as the suite's expectations show it: a unified master account holding nothing (an order answers
 * 110007), hedge mode on USDT perpetuals, BTCUSDT leverage 5, no MMP, keys (HMAC and RSA) that may trade and move
 * funds between its own accounts but neither withdraw nor transfer between sub-accounts (10005). Needs `openssl`
 * on the PATH (the proxy's certificate). docs/EMULATOR-CLIENTS.md records the runs.
 *
 * @since 1.2.0
 */
import { execFileSync, spawn } from "node:child_process"
import * as crypto from "node:crypto"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import * as net from "node:net"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import * as tls from "node:tls"
import { fileURLToPath } from "node:url"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const MIRROR = "/work/.mirror/tiagosiebler+bybit-api/repo"

const args = process.argv.slice(2)
const asJson = args.includes("--json")
const verbose = args.includes("--verbose")
const say = (line) => process.stderr.write(`${line}\n`)
const given =
  args.find((a) => !a.startsWith("--")) ?? process.env.BYBIT_API_CHECKOUT ?? (existsSync(MIRROR) ? MIRROR : undefined)

if (given === undefined || !existsSync(given)) {
  process.stderr.write(
    `${given === undefined ? "No bybit-api checkout given." : `Not found: ${given}`}\n` +
      "Get one with `git clone https://github.com/tiagosiebler/bybit-api` and run\n" +
      "  node scripts/bybit-api-suite.mjs <path of the clone>\n" +
      "(or set BYBIT_API_CHECKOUT). This script never fetches it itself.\n"
  )
  process.exit(2)
}

const lib = join(root, "node_modules", "bybit-api", "lib")
if (!existsSync(join(lib, "index.js"))) {
  process.stderr.write(`bybit-api is not installed in ${root}/node_modules (it is a dev dependency): run npm ci\n`)
  process.exit(2)
}

const work = mkdtempSync(join(tmpdir(), "bybit-api-suite-"))
const suite = join(work, "suite")
// the processes started for the run (the emulator, the suite's vitest), stopped with it however it ends
const children = new Set()
// the folder holds the run's keys (HMAC and RSA) and the proxy's private key: gone on Ctrl-C and kill too, not only
// at the end of a run
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.once(signal, () => {
    for (const child of children) child.kill("SIGKILL")
    rmSync(work, { recursive: true, force: true })
    process.exit(128 + (signal === "SIGINT" ? 2 : signal === "SIGTERM" ? 15 : 1))
  })
}

// The suite's test folder: from a checkout, or from a bare git dir (the mirror) at its HEAD.
const extract = () => {
  execFileSync("mkdir", ["-p", suite])
  if (existsSync(join(given, "test", "v5"))) {
    execFileSync("cp", ["-R", join(given, "test"), suite])
    return execFileSync("git", ["-C", given, "rev-parse", "HEAD"], { encoding: "utf8" }).trim()
  }
  const tar = execFileSync("git", ["--git-dir", given, "archive", "HEAD", "test"])
  execFileSync("tar", ["-x", "-C", suite], { input: tar })
  return execFileSync("git", ["--git-dir", given, "rev-parse", "HEAD"], { encoding: "utf8" }).trim()
}

// Fresh keys for this run: nothing secret is kept in a file beyond the run's temporary folder.
const hmacKey = `SUITE${crypto.randomBytes(6).toString("hex").toUpperCase()}`
const hmacSecret = crypto.randomBytes(18).toString("hex")
const rsaKey = `SUITERSA${crypto.randomBytes(5).toString("hex").toUpperCase()}`
const rsa = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 })
const rsaPublic = rsa.publicKey.export({ type: "spki", format: "pem" }).toString()
const rsaPrivate = rsa.privateKey.export({ type: "pkcs8", format: "pem" }).toString()

// What the CI key may do: trade, and move funds between its own accounts; no withdrawal, no sub-account transfer.
const permissions = {
  ContractTrade: ["Order", "Position"],
  Spot: ["SpotTrade"],
  Wallet: ["AccountTransfer"],
  Options: ["OptionsTrade"],
  Derivatives: ["DerivativesTrade"],
  Exchange: ["ExchangeHistory"]
}

const accounts = {
  users: [
    {
      accountType: "unified",
      apiKeys: [
        { apiKey: hmacKey, secret: hmacSecret, permissions },
        { apiKey: rsaKey, type: "rsa", publicKeyPem: rsaPublic, permissions }
      ],
      balances: { UNIFIED: {}, FUND: {} },
      positionMode: { linear: "hedge" },
      leverage: { linear: { BTCUSDT: "5" } }
    }
  ]
}

// The emulator from this checkout's source (tsx), on a free port of the loopback.
const startEmulator = (accountsFile) =>
  new Promise((resolveStart, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", join(root, "src", "Cli", "bin.ts"), "emulator", "--accounts", accountsFile, "--port", "0"],
      { cwd: root, stdio: ["ignore", "pipe", "pipe"] }
    )
    children.add(child)
    let out = ""
    let err = ""
    child.stderr.on("data", (d) => (err += d))
    child.stdout.on("data", (d) => {
      out += d
      const nl = out.indexOf("\n")
      if (nl >= 0 && out.charAt(0) === "{") {
        clearTimeout(waited)
        resolveStart({ child, port: JSON.parse(out.slice(0, nl)).port })
      }
    })
    child.on("exit", (code) => reject(new Error(`the emulator stopped (${code}) before it listened:\n${err}${out}`)))
    // a start that never prints its line (a hung build, a port that never binds) is said, not waited for forever
    const waited = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`the emulator printed no start line within 120 s:\n${err}${out}`))
    }, 120_000)
  })

// The suite's proxy. axios (1.x) reaches an https origin through a proxy by CONNECT, then TLS to the origin: this
// proxy answers the CONNECT and ends the TLS itself, with a certificate for the host made for this run (trusted by the
// suite's process alone, through NODE_EXTRA_CA_CERTS), and hands the plain HTTP inside to the emulator. A request
// sent to it in the absolute form (a plain-http origin) goes to the emulator as it is.
const certificate = () => {
  const key = join(work, "proxy-key.pem")
  const cert = join(work, "proxy-cert.pem")
  // openssl is the one tool used beyond Node and git: its absence is said, not thrown as a spawn error
  const found = execFileSync("sh", ["-c", "command -v openssl || true"], { encoding: "utf8" }).trim()
  if (found === "") throw new Error("openssl is not on the PATH: the suite's proxy needs it to make its certificate")
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=api.bybit.com",
      "-addext",
      "subjectAltName=DNS:api.bybit.com,DNS:api.bytick.com"
    ],
    { stdio: "ignore" }
  )
  return { key: readFileSync(key), cert: readFileSync(cert), certFile: cert }
}

const startProxy = (emulatorPort, { key, cert }) =>
  new Promise((resolveProxy) => {
    const toEmulator = (client, first) => {
      const upstream = net.connect({ host: "127.0.0.1", port: emulatorPort })
      if (first !== undefined && first.length > 0) upstream.write(first)
      client.pipe(upstream).pipe(client)
      client.on("error", () => upstream.destroy())
      upstream.on("error", () => client.destroy())
    }
    const open = new Set()
    const server = net.createServer((socket) => {
      open.add(socket)
      socket.on("close", () => open.delete(socket))
      socket.once("data", (chunk) => {
        const head = chunk.toString("latin1")
        if (!head.startsWith("CONNECT ")) return toEmulator(socket, chunk)
        const end = head.indexOf("\r\n\r\n")
        socket.write("HTTP/1.1 200 Connection Established\r\n\r\n")
        const secure = new tls.TLSSocket(socket, { isServer: true, key, cert })
        const rest = end < 0 ? undefined : chunk.subarray(end + 4)
        if (rest !== undefined && rest.length > 0) socket.unshift(rest)
        toEmulator(secure, undefined)
      })
      socket.on("error", () => socket.destroy())
    })
    const close = () => {
      server.close()
      for (const socket of open) socket.destroy()
    }
    server.listen(0, "127.0.0.1", () => resolveProxy({ close, port: server.address().port }))
  })

const vitestConfig = `export default {
  resolve: {
    alias: [
      { find: /^(\\.\\.\\/)+src$/, replacement: ${JSON.stringify(join(lib, "index.js"))} },
      { find: /^(\\.\\.\\/)+src\\/(.*)$/, replacement: ${JSON.stringify(`${lib}/$2.js`)} }
    ]
  },
  test: { globals: true, include: ["test/**/*.test.ts"], testTimeout: 30000, fileParallelism: false }
}
`

const runSuite = (port, certFile) =>
  new Promise((resolveRun) => {
    writeFileSync(join(suite, "vitest.config.mjs"), vitestConfig)
    const report = join(work, "report.json")
    const child = spawn(
      process.execPath,
      [
        join(root, "node_modules", "vitest", "vitest.mjs"),
        "run",
        "--root",
        suite,
        "--config",
        join(suite, "vitest.config.mjs"),
        "--reporter=json",
        `--outputFile=${report}`
      ],
      {
        cwd: suite,
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...process.env,
          API_KEY_COM: hmacKey,
          API_SECRET_COM: hmacSecret,
          API_KEY_COM_RSA: rsaKey,
          API_SECRET_COM_RSA: rsaPrivate,
          PROXY_ENABLED: "true",
          PROXY_HOST: "127.0.0.1",
          PROXY_PORT: String(port),
          PROXY_USER: "suite",
          PROXY_PASS: "suite",
          NODE_EXTRA_CA_CERTS: certFile,
          // only the emulator: no proxy of the environment in between
          HTTP_PROXY: "",
          HTTPS_PROXY: "",
          http_proxy: "",
          https_proxy: "",
          NO_PROXY: "",
          no_proxy: ""
        }
      }
    )
    children.add(child)
    let log = ""
    const take = (d) => {
      log += d
      if (verbose) process.stderr.write(d)
    }
    child.stdout.on("data", take)
    child.stderr.on("data", take)
    child.on("exit", () =>
      resolveRun({ report: existsSync(report) ? JSON.parse(readFileSync(report, "utf8")) : undefined, log })
    )
  })

const firstLine = (messages) => (messages[0] ?? "").split("\n").slice(0, 6).join("\n")

const main = async () => {
  const commit = extract()
  const accountsFile = join(work, "accounts.json")
  writeFileSync(accountsFile, JSON.stringify(accounts))
  say(`suite ${commit.slice(0, 7)} in ${suite}; starting the emulator`)
  const tlsFiles = certificate()
  const { child, port } = await startEmulator(accountsFile)
  const proxy = await startProxy(port, tlsFiles)
  say(`emulator on 127.0.0.1:${port}, the suite's proxy on 127.0.0.1:${proxy.port}; running the suite`)
  try {
    const { report, log } = await runSuite(proxy.port, tlsFiles.certFile)
    if (report === undefined) {
      process.stderr.write(`vitest wrote no report:\n${log}\n`)
      return 1
    }
    const tests = report.testResults.flatMap((file) =>
      file.assertionResults.map((t) => ({
        file: file.name.slice(suite.length + 1),
        name: t.fullName,
        status: t.status,
        failure: firstLine(t.failureMessages ?? [])
      }))
    )
    // a file that failed to load counts as one failure
    const broken = report.testResults
      .filter((file) => file.status === "failed" && file.assertionResults.length === 0)
      .map((file) => ({
        file: file.name.slice(suite.length + 1),
        name: "(file)",
        status: "failed",
        failure: file.message ?? ""
      }))
    const counted = [...tests.filter((t) => t.status === "passed" || t.status === "failed"), ...broken]
    const passed = counted.filter((t) => t.status === "passed").length
    const failures = counted.filter((t) => t.status !== "passed")
    const bybitApi = JSON.parse(readFileSync(join(lib, "..", "package.json"), "utf8")).version
    if (asJson) {
      process.stdout.write(`${JSON.stringify({ passed, total: counted.length, commit, bybitApi, failures })}\n`)
    } else {
      process.stdout.write(
        `bybit-api suite ${commit.slice(0, 7)}, bybit-api ${bybitApi} (installed lib), node ${process.version}\n`
      )
      for (const f of failures)
        process.stdout.write(`FAIL ${f.file} > ${f.name}\n  ${f.failure.replace(/\n/g, "\n  ")}\n`)
      for (const folder of [...new Set(counted.map((t) => dirname(t.file)))].sort()) {
        const inFolder = counted.filter((t) => dirname(t.file) === folder)
        const ok = inFolder.filter((t) => t.status === "passed").length
        process.stdout.write(`${folder}: ${ok} of ${inFolder.length} passed\n`)
      }
      process.stdout.write(`${passed} of ${counted.length} passed\n`)
    }
    return failures.length === 0 ? 0 : 1
  } finally {
    proxy.close()
    child.kill("SIGINT")
  }
}

main().then(
  (code) => {
    rmSync(work, { recursive: true, force: true })
    process.exitCode = code
  },
  (e) => {
    rmSync(work, { recursive: true, force: true })
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    process.exitCode = 1
  }
)
