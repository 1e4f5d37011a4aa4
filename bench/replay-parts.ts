/**
 * The replay's emulator side alone, in one process, for work on its speed (issue 42): the replay suite's recording
 * (`bench/hour.ts`) is read whole first (`Recording/Reader`), then its lines go through `Exchange.replay` with the
 * public hub of the WebSocket server (`wire/WsPublic`) sending the recorded book topic to one connection that frames
 * what it is sent (`wire/WsConnection.FrameBuffer`, taken every 1024 lines as a replay's batch): the market, the
 * engine, the bus and the frames, without the reader, the socket or the event loop. Each tree given (a checkout of
 * this repository with its `node_modules`; this one by default) is loaded on its own and run in turn, the trees
 * alternating, and the CPU per line over each run printed as the minimum and the median: on a shared machine, two
 * trees compared in one process, run after run, differ by less noise than two `replay-cpu` runs do.
 *
 *   npx tsx bench/replay-parts.ts [--minutes N] [--reps N] [TREE ...]
 *
 * @since 1.1.0
 */
import * as path from "node:path"
import { hourFile } from "./hour.js"
import { framingConnection, RSA, treeModules } from "./replayTree.js"

const value = (name: string): string | undefined => {
  const at = process.argv.indexOf(name)
  return at < 0 ? undefined : process.argv[at + 1]
}

/** What the run reads of a tree's modules (loaded by path, so two trees can be compared). */
interface Tree {
  readonly root: string
  readonly lines: ReadonlyArray<{ readonly r: number }>
  readonly exchange: () => {
    readonly replay: (line: unknown, now: number) => void
    readonly onPublic: (listener: (event: unknown) => void, hears?: () => boolean) => () => void
  }
  readonly hub: (exchange: unknown) => {
    readonly onEvent: (event: unknown) => void
    readonly add: (conn: unknown, category: string, topic: string, now: number) => void
  }
  readonly frames: () => {
    readonly push: (d: string | Uint8Array) => void
    readonly pushText: (b: Uint8Array) => void
    readonly take: () => Uint8Array
    readonly recycle: (written: Uint8Array) => void
  }
}

const load = async (root: string, file: string): Promise<Tree> => {
  const { Effect, Stream, NodeFileSystem, Reader, Exchange, PublicHub, Faults, FrameBuffer } = await treeModules(root)
  const read = Stream.runCollect(Stream.provide(Reader.read([file]), NodeFileSystem.layer))
  const lines = Array.from(await Effect.runPromise(read)) as Tree["lines"]
  return {
    root,
    lines,
    exchange: () => new Exchange({ seed: 1, rsa: RSA, replay: { latencyMs: 0 } }),
    hub: (exchange) => new PublicHub({ exchange, faults: new Faults() }),
    frames: () => new FrameBuffer()
  }
}

/** One run of a tree: CPU ns per line after the first (the snapshot, laid before the subscriber joins). */
const run = (tree: Tree, topic: string): number => {
  const exchange = tree.exchange()
  const hub = tree.hub(exchange)
  const frames = tree.frames()
  const conn = framingConnection("replay-parts", frames)
  exchange.onPublic((event) => hub.onEvent(event))
  const [first, ...rest] = tree.lines
  if (first === undefined) return Number.NaN
  exchange.replay(first, first.r)
  hub.add(conn, "linear", topic, first.r)
  const start = process.cpuUsage()
  for (let k = 0; k < rest.length; k++) {
    const line = rest[k] as { readonly r: number }
    exchange.replay(line, line.r)
    // a batch's memory serves a later one once written, as the server's connection does (`FrameBuffer.recycle`):
    // a fresh buffer a batch cost the page faults of memory never written before, which the server does not pay
    if ((k & 1023) === 1023) frames.recycle(frames.take())
  }
  const cpu = process.cpuUsage(start)
  frames.take()
  return ((cpu.user + cpu.system) * 1000) / Math.max(1, rest.length)
}

const minutes = value("--minutes")
const reps = Number(value("--reps") ?? "12")
const options = new Set(["--minutes", "--reps"])
const roots = process.argv
  .slice(2)
  .filter((a, k, all) => !a.startsWith("--") && !options.has(all[k - 1] ?? ""))
  .map((r) => path.resolve(r))
const info = await hourFile(minutes === undefined ? 10 : Number(minutes))
const trees = await Promise.all(
  (roots.length === 0 ? [path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")] : roots).map((r) =>
    load(r, info.file)
  )
)
const results = trees.map(() => [] as Array<number>)
for (let rep = 0; rep < reps; rep++)
  trees.forEach((tree, k) => {
    results[k]?.push(run(tree, info.topic))
  })
trees.forEach((tree, k) => {
  const sorted = [...(results[k] ?? [])].sort((a, b) => a - b)
  const figure = (n: number | undefined) => Math.round(n ?? Number.NaN)
  process.stdout.write(
    `${JSON.stringify({ tree: tree.root, lines: tree.lines.length, minNsPerLine: figure(sorted[0]), medianNsPerLine: figure(sorted[Math.floor(sorted.length / 2)]) })}\n`
  )
})
