/**
 * A snapshot of a live object graph as plain JSON, and its restoration into a graph of the same code built afresh.
 *
 * The exchange is many small books and desks, each holding its own maps, arrays, counters and seeded generators.
 * `take` walks them from one root and writes every object once (`Node`), references between them as ids, so shared
 * objects stay shared and the file grows with the state, not with the history that made it. `restore` takes a new
 * root built from the same seed and options, pairs each saved object with the one at the same place in it (the
 * desks and books the constructors made, whose methods and closures point at each other), makes the others (orders,
 * positions, ledger rows), then writes every saved field back. Functions, weak caches and containers of functions
 * (event listeners) are not state: they are kept as the new graph made them (`Keep`).
 *
 * @since 1.2.0
 * @internal
 */

/**
 * One value in a node: a JSON primitive, or a marker — a reference to another node (`r`), a bigint (`n`), `undefined`
 * (`u`), a non-finite number (`f`), a place kept as the new graph has it (`k`: a function, listeners), or a weak cache
 * (`w`: the new graph's, or an empty one where it has none), or a constant of the code by its name (`x`: an
 * instrument of the catalogue, which lookups find by identity).
 *
 * @since 1.2.0
 * @category models
 */
export type Value =
  | null
  | boolean
  | number
  | string
  | { readonly r: number }
  | { readonly n: string }
  | { readonly u: 1 }
  | { readonly f: "NaN" | "Infinity" | "-Infinity" }
  | { readonly k: 1 }
  | { readonly w: "WeakMap" | "WeakSet" }
  | { readonly x: string }

/**
 * One object of the graph: a record of fields (`o`, `c` its class when not a plain object), an array (`a`), a map
 * (`m`), a set (`s`) or a typed array (`b`, its bytes in base64, `t` its type).
 *
 * @since 1.2.0
 * @category models
 */
export type Node =
  | { readonly o: Readonly<Record<string, Value>>; readonly c?: string | undefined }
  | { readonly a: ReadonlyArray<Value> }
  | { readonly m: ReadonlyArray<readonly [Value, Value]> }
  | { readonly s: ReadonlyArray<Value> }
  | { readonly b: string; readonly t: TypedName }

/**
 * A graph's nodes, the root first.
 *
 * @since 1.2.0
 * @category models
 */
export type Graph = ReadonlyArray<Node>

const KEEP: Value = { k: 1 }

type Obj = Record<string, unknown>

const isObject = (u: unknown): u is object => (typeof u === "object" && u !== null) || typeof u === "function"
const isWeak = (u: object) => u instanceof WeakMap || u instanceof WeakSet || u instanceof WeakRef
const isPlain = (u: object) => {
  const proto = Object.getPrototypeOf(u)
  return proto === Object.prototype || proto === null
}
const className = (u: object): string | undefined =>
  isPlain(u) ? undefined : (Object.getPrototypeOf(u) as { constructor?: { name?: string } }).constructor?.name

// A container of functions (listeners keyed by their callback, entries holding one) cannot be paired with the new
// graph's entry by entry: it is kept whole as the new graph has it.
const holdsFunctions = (u: unknown, depth = 0): boolean => {
  if (typeof u === "function") return true
  if (depth > 2 || !isObject(u)) return false
  if (Array.isArray(u)) return u.some((x) => holdsFunctions(x, depth + 1))
  if (u instanceof Map) for (const [k, v] of u) if (typeof k === "function" || holdsFunctions(v, depth + 1)) return true
  if (u instanceof Set) for (const x of u) if (typeof x === "function") return true
  return false
}
const kept = (u: object) => typeof u === "function" || isWeak(u) || (!isPlainRecord(u) && holdsFunctions(u))
const isPlainRecord = (u: object) => !Array.isArray(u) && !(u instanceof Map) && !(u instanceof Set) && !isBytes(u)
const typed: { readonly [K in TypedName]: (typeof globalThis)[K] } = {
  Uint8Array,
  Int16Array,
  Int32Array,
  Float64Array
}

/**
 * The typed arrays a snapshot writes, by name.
 *
 * @since 1.2.0
 * @category models
 */
export type TypedName = "Uint8Array" | "Int16Array" | "Int32Array" | "Float64Array"
type Typed = InstanceType<(typeof typed)[TypedName]>
const isBytes = (u: object): u is Typed =>
  ArrayBuffer.isView(u) &&
  (u instanceof Uint8Array || u instanceof Int16Array || u instanceof Int32Array || u instanceof Float64Array)
const typedName = (u: Typed): TypedName =>
  (Object.keys(typed) as Array<TypedName>).find((t) => u instanceof typed[t]) ?? "Uint8Array"
const bytesOf = (u: Typed) => Buffer.from(u.buffer, u.byteOffset, u.byteLength).toString("base64")
const fromBytes = (b: string, t: TypedName): Typed => {
  const bytes = Buffer.from(b, "base64")
  const type = typed[t] ?? Uint8Array
  const copy = new ArrayBuffer(bytes.byteLength)
  new Uint8Array(copy).set(bytes)
  return new type(copy, 0, Math.floor(bytes.byteLength / type.BYTES_PER_ELEMENT))
}

/**
 * What a snapshot passes over (`skip`: kept as the new graph has them) and the constants of the code it writes by name
 * (`constants`: module-level objects the code finds by identity, the same in every graph).
 *
 * @since 1.2.0
 * @category models
 */
export interface Options {
  readonly skip?: ((u: object) => boolean) | undefined
  readonly constants?: ReadonlyMap<string, object> | undefined
}

// What a capture copied of one object: its kind, and its own values as they stood (an array's items, a map's keys and
// values in turn, a set's members, a record's field values beside its keys, a typed array's bytes).
const A = 0
const M = 1
const S = 2
const B = 3
const O = 4

/**
 * A graph captured at one instant (`capture`): every object reachable from the root copied one level deep (the values
 * it held, never the objects they point at, which are captured themselves), so the live graph may change the moment
 * the capture returns. Turned into nodes later, a slice at a time (`nodes`), by code that never reads the live graph.
 *
 * @since 1.3.0
 * @category models
 */
export interface Captured {
  /** How many nodes the graph has (the root is 0). */
  readonly size: number
  readonly kinds: ReadonlyArray<number>
  readonly values: ReadonlyArray<ReadonlyArray<unknown> | Typed>
  /** A record's field names (`undefined` for other kinds). */
  readonly keys: ReadonlyArray<ReadonlyArray<string> | undefined>
  readonly classes: ReadonlyArray<string | undefined>
  /** The id of every object met (-1: kept as the new graph has it). */
  readonly ids: ReadonlyMap<object, number>
  readonly names: ReadonlyMap<object, string>
}

/**
 * Copies the graph reachable from `root` (own enumerable fields) in one synchronous step: one shallow copy per object
 * and nothing encoded, so the step costs what copying the state's values costs. `nodes` writes the copy later.
 *
 * @since 1.3.0
 * @category snapshot
 */
export const capture = (root: object, options: Options = {}): Captured => {
  const skip = options.skip ?? (() => false)
  const names = new Map([...(options.constants ?? [])].map(([name, u]) => [u, name] as const))
  const ids = new Map<object, number>([[root, 0]])
  const order: Array<object> = [root]
  const kinds: Array<number> = []
  const values: Array<ReadonlyArray<unknown> | Typed> = []
  const keys: Array<ReadonlyArray<string> | undefined> = []
  const classes: Array<string | undefined> = []
  // the first meeting decides an object's fate: a constant, a weak cache, kept, or a node of its own
  const meet = (u: unknown) => {
    if (
      typeof u !== "object" ||
      u === null ||
      ids.has(u) ||
      names.has(u) ||
      u instanceof WeakMap ||
      u instanceof WeakSet
    )
      return
    if (kept(u) || skip(u)) {
      ids.set(u, -1)
      return
    }
    ids.set(u, order.length)
    order.push(u)
  }
  for (let i = 0; i < order.length; i++) {
    const u = order[i] as object
    let copy: ReadonlyArray<unknown>
    if (Array.isArray(u)) {
      kinds.push(A)
      copy = u.slice()
    } else if (u instanceof Map) {
      kinds.push(M)
      const flat = new Array<unknown>(u.size * 2)
      let at = 0
      for (const [k, v] of u) {
        flat[at++] = k
        flat[at++] = v
      }
      copy = flat
    } else if (u instanceof Set) {
      kinds.push(S)
      copy = [...u]
    } else if (isBytes(u)) {
      kinds.push(B)
      values.push(u.slice())
      keys.push(undefined)
      classes.push(typedName(u))
      continue
    } else {
      kinds.push(O)
      // own fields are data fields (the exchange defines no own accessors): keys and values in one order
      keys.push(Object.keys(u))
      copy = Object.values(u)
      values.push(copy)
      classes.push(className(u))
      for (let j = 0; j < copy.length; j++) meet(copy[j])
      continue
    }
    values.push(copy)
    keys.push(undefined)
    classes.push(undefined)
    for (let j = 0; j < copy.length; j++) meet(copy[j])
  }
  return { size: order.length, kinds, values, keys, classes, ids, names }
}

/**
 * The nodes `from` (inclusive) to `to` (exclusive) of a captured graph, written from the copy alone.
 *
 * @since 1.3.0
 * @category snapshot
 */
export const nodes = (captured: Captured, from: number, to: number): Array<Node> => {
  const { ids, names } = captured
  const value = (u: unknown): Value => {
    switch (typeof u) {
      case "undefined":
        return { u: 1 }
      case "number":
        return Number.isFinite(u) ? u : { f: Number.isNaN(u) ? "NaN" : u > 0 ? "Infinity" : "-Infinity" }
      case "bigint":
        return { n: u.toString() }
      case "string":
      case "boolean":
        return u
      case "object": {
        if (u === null) return null
        const name = names.get(u)
        if (name !== undefined) return { x: name }
        if (u instanceof WeakMap) return { w: "WeakMap" }
        if (u instanceof WeakSet) return { w: "WeakSet" }
        const id = ids.get(u)
        return id === undefined || id < 0 ? KEEP : { r: id }
      }
      default:
        return KEEP
    }
  }
  const out: Array<Node> = []
  for (let i = from; i < Math.min(to, captured.size); i++) {
    const kind = captured.kinds[i]
    const copy = captured.values[i] as ReadonlyArray<unknown>
    if (kind === A) out.push({ a: copy.map(value) })
    else if (kind === S) out.push({ s: copy.map(value) })
    else if (kind === M) {
      const entries: Array<readonly [Value, Value]> = new Array(copy.length / 2)
      for (let j = 0; j < copy.length; j += 2) entries[j / 2] = [value(copy[j]), value(copy[j + 1])]
      out.push({ m: entries })
    } else if (kind === B) out.push({ b: bytesOf(copy as unknown as Typed), t: captured.classes[i] as TypedName })
    else {
      const names = captured.keys[i] ?? []
      const fields: Record<string, Value> = {}
      for (let j = 0; j < names.length; j++) fields[names[j] as string] = value(copy[j])
      const c = captured.classes[i]
      out.push(c === undefined ? { o: fields } : { o: fields, c })
    }
  }
  return out
}

/**
 * Writes the graph reachable from `root` (own enumerable fields): `capture`, then every node.
 *
 * @since 1.2.0
 * @category snapshot
 */
export const take = (root: object, options: Options = {}): Graph => {
  const captured = capture(root, options)
  return nodes(captured, 0, captured.size)
}

/**
 * Where a node sits, for an error: the first path to it from the root (`books.accounts.members[100001]`).
 *
 * @since 1.2.0
 * @category snapshot
 */
export const paths = (graph: Graph): ((id: number) => string) => {
  const parent = new Map<number, readonly [number, string]>()
  const queue = [0]
  const visit = (from: number, v: Value, step: string) => {
    if (isObject(v) && "r" in v && v.r !== 0 && !parent.has(v.r)) {
      parent.set(v.r, [from, step])
      queue.push(v.r)
    }
  }
  for (let q = 0; q < queue.length; q++) {
    const id = queue[q] as number
    const node = graph[id]
    if (node === undefined) continue
    if ("o" in node) for (const [k, v] of Object.entries(node.o)) visit(id, v, `.${k}`)
    else if ("a" in node) for (const [i, v] of node.a.entries()) visit(id, v, `[${i}]`)
    else if ("m" in node)
      for (const [k, v] of node.m) visit(id, v, `[${typeof k === "string" ? k : JSON.stringify(k)}]`)
    else if ("s" in node) for (const [i, v] of node.s.entries()) visit(id, v, `{${i}}`)
  }
  return (id) => {
    let out = ""
    for (let at = id, n = 0; at !== 0 && n < 64; n++) {
      const p = parent.get(at)
      if (p === undefined) return `#${id}`
      out = p[1] + out
      at = p[0]
    }
    return out.startsWith(".") ? out.slice(1) : out
  }
}

/**
 * A graph that cannot be restored into the new root: `node` is the saved object's id, `field` the place in it.
 *
 * @since 1.2.0
 * @category errors
 */
export interface Refusal {
  readonly node: number
  readonly field: string
  readonly reason: string
}

const kindOf = (node: Node) => ("o" in node ? "o" : "a" in node ? "a" : "m" in node ? "m" : "s" in node ? "s" : "b")
const fits = (node: Node, u: unknown): u is object => {
  if (!isObject(u) || typeof u === "function") return false
  switch (kindOf(node)) {
    case "a":
      return Array.isArray(u)
    case "m":
      return u instanceof Map
    case "s":
      return u instanceof Set
    case "b":
      return isBytes(u) && typedName(u) === (node as { t: TypedName }).t
    default:
      return isPlainRecord(u) && className(u) === (node as { c?: string }).c
  }
}

/** Every class instance's prototype the new graph holds, by class name (the saved classes are found here). */
const prototypes = (root: object, extra: ReadonlyArray<object>): Map<string, object | null> => {
  const out = new Map<string, object | null>()
  const add = (proto: object) => {
    const name = (proto as { constructor?: { name?: string } }).constructor?.name
    if (name === undefined) return
    // two classes of one name cannot be told apart in a file
    out.set(name, out.has(name) && out.get(name) !== proto ? null : proto)
  }
  for (const proto of extra) add(proto)
  const seen = new Set<object>()
  const stack: Array<unknown> = [root]
  while (stack.length > 0) {
    const u = stack.pop()
    if (!isObject(u) || typeof u === "function" || seen.has(u) || isWeak(u)) continue
    seen.add(u)
    if (!isPlain(u) && isPlainRecord(u)) add(Object.getPrototypeOf(u) as object)
    if (Array.isArray(u)) stack.push(...u)
    else if (u instanceof Map) for (const [k, v] of u) stack.push(k, v)
    else if (u instanceof Set) stack.push(...u)
    else if (!isBytes(u)) for (const k of Object.keys(u)) stack.push((u as Obj)[k])
  }
  return out
}

// element by element: a spread of a trading hour's list would pass more arguments than a call takes
const replaceItems = (list: Array<unknown>, values: ReadonlyArray<unknown>): void => {
  list.length = values.length
  for (let i = 0; i < values.length; i++) list[i] = values[i]
}

// whether a frozen list or set holds other values than a saved one
const differs = (u: object, values: ReadonlyArray<unknown>): boolean => {
  const list = u instanceof Set ? [...u] : (u as Array<unknown>)
  return list.length !== values.length || list.some((x, i) => x !== values[i])
}

/**
 * Restores a graph `take` wrote into `root`, a new graph of the same code: every saved field is written back, objects
 * the new graph has at the same place are reused, others are made (their classes found in the new graph or in
 * `classes`, prototypes of classes only made later). Answers the first place that cannot be restored.
 *
 * @since 1.2.0
 * @category snapshot
 */
export const restore = (
  graph: Graph,
  root: object,
  options: { readonly classes?: ReadonlyArray<object>; readonly constants?: ReadonlyMap<string, object> } = {}
): Refusal | undefined => {
  const constants = options.constants ?? new Map<string, object>()
  const objs: Array<object | undefined> = new Array(graph.length)
  objs[0] = root
  const refuse = (node: number, field: string, reason: string): Refusal => ({ node, field, reason })
  const isRef = (v: Value): v is { readonly r: number } => isObject(v) && "r" in v
  const bad = (v: Value) => isRef(v) && (!Number.isInteger(v.r) || v.r < 0 || v.r >= graph.length)
  // the primitive a value stands for, or the object once paired/made
  const decode = (v: Value): unknown => {
    if (!isObject(v)) return v
    if ("r" in v) return objs[v.r]
    if ("n" in v) return BigInt(v.n)
    if ("u" in v) return undefined
    if ("f" in v) return Number(v.f)
    if ("w" in v) return v
    if ("x" in v) return constants.get(v.x) ?? KEEP
    return KEEP
  }
  // a weak cache where the new graph has one of its kind, else an empty one
  const weak = (v: unknown, fresh: unknown): unknown =>
    !isObject(v) || !("w" in v)
      ? v
      : v.w === "WeakMap"
        ? fresh instanceof WeakMap
          ? fresh
          : new WeakMap()
        : fresh instanceof WeakSet
          ? fresh
          : new WeakSet()
  // pair the saved objects with the new graph's, breadth first from the root; a map keyed by objects waits for them
  const pair = (id: number, u: unknown) => {
    const node = graph[id]
    if (node === undefined || objs[id] !== undefined || !fits(node, u)) return false
    objs[id] = u
    return true
  }
  // visits a paired node, pairing what it holds; answers whether a map of it waits for its keys to be paired
  const visit = (id: number, next: Array<number>): boolean => {
    const node = graph[id] as Node
    const u = objs[id] as Obj
    const step = (v: Value, there: unknown) => isRef(v) && pair(v.r, there) && next.push(v.r)
    if ("o" in node) for (const [k, v] of Object.entries(node.o)) step(v, u[k])
    else if ("a" in node) for (const [i, v] of node.a.entries()) step(v, (u as unknown as Array<unknown>)[i])
    else if ("m" in node) {
      const map = u as unknown as Map<unknown, unknown>
      let unpaired = false
      for (const [k, v] of node.m) {
        const key = decode(k)
        if (isRef(k) && key === undefined) unpaired = true
        else step(v, map.get(key))
      }
      return unpaired
    }
    return false
  }
  let queue = [0]
  let waiting: Array<number> = []
  while (queue.length > 0) {
    while (queue.length > 0) {
      const next: Array<number> = []
      for (const id of queue) if (visit(id, next)) waiting.push(id)
      queue = next
    }
    // the maps keyed by objects paired since: once more, until a pass pairs nothing
    const again = waiting
    waiting = []
    for (const id of again) if (visit(id, queue)) waiting.push(id)
  }
  // make the objects the new graph does not have
  const protos = prototypes(root, options.classes ?? [])
  for (const [id, node] of graph.entries()) {
    if (objs[id] !== undefined) continue
    if ("a" in node) objs[id] = []
    else if ("m" in node) objs[id] = new Map()
    else if ("s" in node) objs[id] = new Set()
    else if ("b" in node) objs[id] = fromBytes(node.b, node.t)
    else if (node.c === undefined) objs[id] = {}
    else {
      const proto = protos.get(node.c)
      if (proto === undefined || proto === null)
        return refuse(id, "", `an object of class ${node.c}, which this emulator does not make`)
      objs[id] = Object.create(proto) as object
    }
  }
  // write every field back
  for (const [id, node] of graph.entries()) {
    const u = objs[id] as Obj
    const check = (v: Value, field: string) =>
      bad(v)
        ? refuse(id, field, "a reference to no object")
        : isObject(v) && "x" in v && !constants.has(v.x)
          ? refuse(id, field, `a constant this emulator does not have: ${JSON.stringify(v.x)}`)
          : isObject(v) && "n" in v && !/^-?\d+$/.test(v.n)
            ? refuse(id, field, `not an integer: ${JSON.stringify(v.n)}`)
            : undefined
    if ("o" in node) {
      for (const key of Object.keys(u)) if (!(key in node.o) && typeof u[key] !== "function") delete u[key]
      for (const [key, v] of Object.entries(node.o)) {
        const wrong = check(v, key)
        if (wrong !== undefined) return wrong
        const value = weak(decode(v), u[key])
        if (value === KEEP) {
          if (!(key in u)) return refuse(id, key, "a field this emulator does not have")
          continue
        }
        if (key in u && u[key] === value) continue
        if (Object.isFrozen(u)) return refuse(id, key, "a constant of this emulator with another value")
        u[key] = value
      }
    } else if ("a" in node || "s" in node) {
      const list = "a" in node ? node.a : node.s
      const fresh = Array.isArray(u) ? [...u] : []
      const values: Array<unknown> = []
      for (const [i, v] of list.entries()) {
        const wrong = check(v, `[${i}]`)
        if (wrong !== undefined) return wrong
        const value = weak(decode(v), fresh[i])
        if (value === KEEP && !(i in fresh)) return refuse(id, `[${i}]`, "a place this emulator does not have")
        values.push(value === KEEP ? fresh[i] : value)
      }
      // a constant of the code (frozen) is never written to: one hand-edited to another value is refused
      if (Object.isFrozen(u)) {
        if (differs(u, values)) return refuse(id, "", "a constant of this emulator with another value")
        continue
      }
      if (u instanceof Set) {
        u.clear()
        for (const x of values) u.add(x)
      } else replaceItems(u as unknown as Array<unknown>, values)
    } else if ("m" in node) {
      const map = u as unknown as Map<unknown, unknown>
      const entries: Array<[unknown, unknown]> = []
      for (const [k, v] of node.m) {
        const wrong = check(k, "key") ?? check(v, `[${String(decode(k))}]`)
        if (wrong !== undefined) return wrong
        const key = decode(k)
        const value = weak(decode(v), map.get(key))
        if (key === KEEP || (value === KEEP && !map.has(key)))
          return refuse(id, `[${String(key)}]`, "an entry this emulator does not have")
        entries.push([key, value === KEEP ? map.get(key) : value])
      }
      map.clear()
      for (const [k, v] of entries) map.set(k, v)
    }
  }
  return undefined
}
