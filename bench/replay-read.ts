/**
 * The replay's reading and market sides together, in one process, for work on its speed (issue 42): the replay
 * suite's recording (`bench/hour.ts`) streamed from disk by `Recording/Reader` (`read`, or `scans` as the CLI's
 * `--replay` reads it) straight into `Exchange.replay`, with the public hub of the WebSocket server
 * (`wire/WsPublic`) sending the recorded book topic to one connection that frames what it is sent (taken every 1024
 * lines): the reader, its gunzip thread, the market, the engine, the bus and the frames, without the socket or a
 * client. Prints the process CPU per line (after the first, the snapshot), the minimum and the median over the runs
 * after the first. The machine is shared: run two trees (or the two modes) one after the other, alternating, several
 * times; a run now and then reads ~25 % high on both trees alike.
 *
 *   npx tsx bench/replay-read.ts [TREE] [read|scans] [--minutes N] [--runs N]
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

/** One replay of the file through a tree's modules (loaded by path, so two trees can be compared). */
const load = async (root: string, scans: boolean) => {
  const { Effect, Stream, NodeFileSystem, Reader, Exchange, PublicHub, Faults, FrameBuffer } = await treeModules(root)
  return async (file: string, topic: string): Promise<number> => {
    const exchange = new Exchange({ seed: 1, rsa: RSA, replay: { latencyMs: 0 } })
    const hub = new PublicHub({ exchange, faults: new Faults() })
    const frames = new FrameBuffer()
    const conn = framingConnection("replay-read", frames)
    exchange.onPublic((event: unknown) => hub.onEvent(event))
    let n = 0
    let cpu0 = process.cpuUsage()
    const lines = scans ? Reader.scans([file]) : Reader.read([file])
    const each = (chunk: ReadonlyArray<{ readonly r: number }>) =>
      Effect.sync(() => {
        for (const line of chunk) {
          exchange.replay(line, line.r)
          if (n === 0) {
            hub.add(conn, "linear", topic, line.r)
            cpu0 = process.cpuUsage()
          }
          if ((++n & 1023) === 0) frames.take()
        }
      })
    await Effect.runPromise(Effect.provide(Stream.runForEachArray(lines, each), NodeFileSystem.layer))
    const cpu = process.cpuUsage(cpu0)
    return ((cpu.user + cpu.system) * 1000) / Math.max(1, n - 1)
  }
}

const [root = path.resolve(path.dirname(new URL(import.meta.url).pathname), ".."), mode = "scans"] = process.argv
  .slice(2)
  .filter((a, k, all) => !a.startsWith("--") && !["--minutes", "--runs"].includes(all[k - 1] ?? ""))
const minutes = value("--minutes")
const runs = Number(value("--runs") ?? "6")
const info = await hourFile(minutes === undefined ? undefined : Number(minutes))
const replay = await load(path.resolve(root), mode === "scans")
const ns: Array<number> = []
for (let run = 0; run < runs; run++) ns.push(Math.round(await replay(info.file, info.topic)))
const sorted = ns.slice(1).sort((a, b) => a - b)
process.stdout.write(
  `${JSON.stringify({ tree: path.resolve(root), mode, lines: info.lines, minNsPerLine: sorted[0], medianNsPerLine: sorted[sorted.length >> 1], runs: ns })}\n`
)
