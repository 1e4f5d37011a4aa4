/**
 * Summarises a `.cpuprofile` (from `npm run bench -- --profile DIR`): the functions with the most self time and the
 * most inclusive time, idle excluded.
 *
 *   tsx bench/profile.ts FILE.cpuprofile [N] [FILTER]
 *
 * @since 0.1.0
 */
import * as fs from "node:fs"

interface Node {
  readonly id: number
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
  readonly children?: ReadonlyArray<number>
}

interface Profile {
  readonly nodes: ReadonlyArray<Node>
  readonly samples: ReadonlyArray<number>
  readonly timeDeltas: ReadonlyArray<number>
}

const [file, count = "30", filter = ""] = process.argv.slice(2)
if (file === undefined) {
  process.stderr.write("usage: tsx bench/profile.ts FILE.cpuprofile [N] [FILTER]\n")
  process.exit(2)
}
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const name = (n: Node) =>
  `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.replace(/.*node_modules\//, "").replace(/^file:\/\//, "")}:${n.callFrame.lineNumber + 1}`

const perNode = new Map<number, number>()
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i] as number
  perNode.set(id, (perNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
}
const self = new Map<string, number>()
const inclusive = new Map<string, number>()
let busy = 0
for (const [id, time] of perNode) {
  const node = byId.get(id)
  if (node === undefined || node.callFrame.functionName === "(idle)") continue
  busy += time
  const key = name(node)
  self.set(key, (self.get(key) ?? 0) + time)
  const seen = new Set<string>()
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const at = byId.get(cur)
    if (at === undefined) break
    const k = name(at)
    if (seen.has(k)) continue
    seen.add(k)
    inclusive.set(k, (inclusive.get(k) ?? 0) + time)
  }
}
const print = (title: string, table: Map<string, number>) => {
  process.stdout.write(`\n${title} (busy ${(busy / 1000).toFixed(0)} ms)\n`)
  for (const [k, v] of [...table]
    .filter(([k]) => k.includes(filter))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(count))) {
    process.stdout.write(
      `${(v / 1000).toFixed(1).padStart(9)} ms ${((100 * v) / busy).toFixed(1).padStart(5)}%  ${k}\n`
    )
  }
}
print("self time", self)
print("inclusive time", inclusive)
